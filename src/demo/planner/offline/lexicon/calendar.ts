// Names of the days and months: capitalised in questions, yet never the name of a record.

/** Names of the days: capitalised, never a record's name ("the zeta call on Tuesday", "Friday's review"). */
export const DAY_NAMES: { words: string[]; examples: string[] } = {
  words: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  examples: ['the zeta call on Tuesday', "numbers for Friday's quito review"],
};

/** Names of the months: capitalised, never a record's name ("the March review"); their first three letters read as the month. */
export const MONTH_NAMES: { words: string[]; examples: string[] } = {
  words: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  examples: ['prepping the March quito review', 'zeta deals closing in sept'],
};
