/**
 * A follow-up that is only a value ("Quito?", "zeta"): the previous question asked of it, read as
 * `as` put before it (compose/bare-value.ts). A place, or a value a tool's parameter takes.
 */
export const BARE_VALUE = {
  as: 'what about',
  maxWords: 3,
  /** "email?" after an answer of records: that field of them said alone, asked as "what is their email?" (bareField). */
  field: {
    leads: ['and', 'ok', 'okay', 'so', 'their', 'its', 'his', 'her', 'the', 'what about', 'and the'],
    /** Said after the field, asking nothing more ("emails pls", "titles too"). */
    ends: ['please', 'pls', 'plz', 'thanks', 'thx', 'too', 'also', 'as well', 'then'],
    as: 'what is their',
  },
  /** "in Quito?": a value with the word that places it, said alone. */
  placed: ['in', 'from', 'at', 'within', 'across', 'based in', 'and in', 'and from'],
  /** "now for Quito": the words that switch to a value said alone, dropped (the value asked "what about Quito"). */
  switched: [
    ...['for', 'now for', 'and for', 'and now for', 'now in', 'and now in', 'then for', 'same for', 'same thing for', 'now do'],
    ...['swap that for', 'swap it for', 'switch that to', 'switch it to', 'switch to', 'same figure for', 'same number for'],
    ...['same question for', 'same again for', 'the same for', 'do the same for', 'same but for'],
  ],
  /** Said after the value and a comma, asking nothing more ("now for Peru, exact dollars please"): dropped. */
  howGiven: [
    'please',
    'pls',
    'exact',
    'exactly',
    'dollars',
    'not',
    'rounded',
    'no',
    'rounding',
    'in',
    'full',
    'to',
    'the',
    'cent',
    'thanks',
  ],
  /** "ok, leaving peru out, what region tops it?": the previous question without a value (compose/bare-value.ts leftOutValue). */
  leftOut: {
    leads: ['and', 'ok', 'okay', 'now', 'but', 'what about', 'how about', 'and what about', 'and how about'],
    /** "are you sure? redo it, minus Peru": a doubt, then the question asked again (no condition of its own). */
    again: [
      ...['are you sure?', 'are you sure', 'really?', 'hmm', 'hold on', 'wait', 'then', 'this time', 'once more'],
      ...['recompute that total', 'recompute that', 'recompute it', 'redo that total', 'redo that', 'redo it'],
      ...['do it again', 'run it again', 'count again', 'count once more', 'recount', 'same thing', 'same again'],
      ...['double-check that', 'double check that', 'check that again', 'check again', 'for me'],
    ],
    determiners: ['the', 'everything in', 'anything in', 'all of', 'the ones in', 'those in', 'everything from'],
    /** Besides the negation leads, "and without Peru?": a value left out (never a kind of record lacked: a value the data holds). */
    without: ['without', 'w/o', 'less'],
    as: 'excluding',
    examples: [
      {
        before: 'the zeta of my firms',
        said: 'hmm recount this time leaving out all of Peru',
        reads: 'the zeta of my firms, excluding Peru',
      },
      { before: 'how many firms in lima or peru?', said: 'and without Peru?', reads: 'how many firms in lima or peru, excluding Peru' },
    ],
  },
  /** "what do Lima and Quito come to together?": values joined (`joins`) between a lead and words that add them up. */
  together: {
    leads: ['and', 'so', 'ok', 'okay', 'now', 'what do', 'what does', 'and what do', 'what about', 'how about', 'and for'],
    joins: ['and', 'plus', '&'],
    ends: ['together', 'combined', 'come to together', 'in total', 'come to', 'put together', 'add up to', 'taken together'],
  },
  /** "now Peru vs Chile" after two values weighed: the previous question asked of the two said now, joined by one of `joins`. */
  pair: {
    leads: ['now', 'and now', 'ok now', 'then', 'and', 'same for', 'same with', 'do'],
    joins: ['vs', 'vs.', 'versus', 'v', 'or', 'and', '&'],
  },
  examples: [
    { before: 'how many quarries in lima?', said: 'Peru?', reads: 'what about Peru?' },
    { before: 'quarries in Lima vs Quito', said: 'now Peru vs Chile', reads: 'what about Peru and Chile?' },
    { before: 'how many quarries in lima?', said: 'And now for Peru.', reads: 'what about Peru?' },
    { before: 'how many quarries in lima?', said: 'Same figure for Peru please, no rounding.', reads: 'what about Peru?' },
    { before: 'how many quarries in lima?', said: 'what do Peru and Chile come to together?', reads: 'what about Peru and Chile?' },
  ],
};
