/**
 * "by deal type" when the records hold no type: many sales systems write a record's category
 * into its name ("Lima Quarries - Field Audit"), and the part after the separator is then a
 * field of its own (run/derived.ts). `kinds` are the words that ask for such a category;
 * `separators` the marks a name's parts are written apart by, tried in order. A name part
 * counts as a category only when most names have it and its values repeat (`share`, `repeat`).
 * Each example: the names of some rows, the words asked, and the category each name is given
 * (none when the part is not a category).
 */
export const NAME_PARTS: {
  kinds: string[];
  separators: string[];
  /** At least this share of the names holds the separator. */
  share: number;
  /** Rows per distinct part, at least (a category repeats; a second name does not). */
  repeat: number;
  examples: { names: string[]; words: string[]; parts: (string | null)[] }[];
} = {
  kinds: ['type', 'kind', 'category', 'sort'],
  separators: [' - ', ' – ', ' — ', ' | ', ': '],
  share: 0.9,
  repeat: 2,
  examples: [
    {
      names: ['Lima Quarries - Field Audit', 'Zeta Co - Field Audit', 'Orbit Mills - Retainer', 'Lima Quarries - Retainer'],
      words: ['type'],
      parts: ['Field Audit', 'Field Audit', 'Retainer', 'Retainer'],
    },
    {
      names: ['Lima Quarries | Retainer', 'Zeta Co | Retainer', 'Orbit Mills | Audit', 'Zeta Co | Audit'],
      words: ['kind'],
      parts: ['Retainer', 'Retainer', 'Audit', 'Audit'],
    },
    // every part differs: a second name, not a category
    { names: ['Lima - North', 'Zeta - South', 'Orbit - East'], words: ['type'], parts: [null, null, null] },
    // no word asks for a category
    { names: ['Lima Quarries - Retainer', 'Zeta Co - Retainer'], words: ['region'], parts: [null, null] },
  ],
};
