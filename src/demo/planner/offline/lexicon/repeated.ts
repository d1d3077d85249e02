/**
 * A value held by more than one record ("do any two quito firms have the same zeta?", "is any
 * lima name duplicated across the zeta quarries?"): a question about the data itself, read by
 * compose/repeated.ts as the records (asked of the planner on their own), the field, and the
 * values of it that more than one of them hold. The forms are rules/repeated.ts; the words are here.
 */
export const REPEATED: {
  /** Said before the field: "the same zeta", "an identical lima". */
  same: string[];
  under: string[];
  another: string[];
  /** Verbs of holding a value: "have the same", "share a". */
  hold: string[];
  /** Said after the field: "… duplicated across the firms". */
  duplicated: string[];
  /** Said before the field: "duplicate zetas in the firms". */
  duplicate: string[];
  /** "which zetas appear more than once among …". */
  appear: string[];
  often: string[];
  many: string[];
  usedBy: string[];
  /** Between the field and the records it is of. */
  among: string[];
  /** The field said as the records' own names ("the same full name": the name a record goes by). */
  names: string[];
  examples: { said: string; records: string; field: string }[];
} = {
  same: [
    ...['the same', 'the exact same', 'exactly the same', 'an identical', 'the identical', 'identical', 'a matching', 'matching'],
    ...['a shared', 'a common'],
  ],
  hold: [
    ...['have', 'has', 'had', 'having', 'share', 'shares', 'sharing', 'hold', 'holds', 'with', 'use', 'using', 'go by'],
    ...['carry', 'carries', 'carrying'],
  ],
  /** Said of records kept more than once under one value: "filed twice under one zeta". */
  under: [
    'entered twice under',
    'entered under',
    'listed twice under',
    'listed under',
    'filed twice under',
    'filed under',
    'stored twice under',
    'under',
  ],
  /** Said after the field: "a zeta identical to another firm's". */
  another: ['identical to', 'the same as', 'matching', 'that matches', 'equal to'],
  duplicated: ['duplicated', 'repeated', 'used more than once', 'used twice', 'reused', 'shared'],
  duplicate: ['duplicate', 'duplicated', 'repeated', 'double'],
  appear: [
    ...['appear', 'appears', 'show up', 'shows up', 'occur', 'occurs', 'come up', 'comes up', 'turn up', 'turns up'],
    ...['appearing', 'showing up', 'coming up', 'turning up'],
  ],
  often: ['more than once', 'twice or more', 'multiple times', 'several times', 'at least twice'],
  /** Said of the records a value is on: "held by several firms", "for two separate quarries". */
  many: ['more than one', 'two or more', 'several', 'multiple', 'two different', 'two separate', 'two', 'different', 'separate'],
  /** Verbs of a value held by records: "shared by multiple firms". */
  usedBy: ['used by', 'held by', 'shared by', 'carried by', 'taken by', 'given to', 'on', 'for'],
  among: ['across', 'among', 'amongst', 'in', 'within', 'between', 'for', 'of'],
  names: ['name', 'names', 'full name', 'full names', 'first and last name', 'first and last names', 'first name and last name'],
  examples: [
    { said: 'do any two quito firms have exactly the same lima?', records: 'quito firms', field: 'lima' },
    { said: 'is any zeta name duplicated across the quito firms', records: 'quito firms', field: 'zeta name' },
    { said: 'any duplicate lima values among my quarries?', records: 'quarries', field: 'lima values' },
    { said: 'which zetas turn up multiple times across lima quarries', records: 'lima quarries', field: 'zetas' },
    { said: 'how many lima names are held by several quarries?', records: 'quarries', field: 'lima names' },
    { said: 'does the same zeta turn up for two separate quito firms at all?', records: 'quito firms', field: 'zeta' },
  ],
};
