/**
 * A role said as its field of work: "anyone in data science at zeta" asks for the Data
 * Scientists. The last word of a value of several words (a job title) is also found as the
 * field it names (core/known.ts knownValuePatterns); examples beside.
 */
export const DISCIPLINES: { of: Record<string, string[]>; examples: { value: string; said: string }[] } = {
  of: {
    scientist: ['science', 'sciences'],
    engineer: ['engineering'],
    analyst: ['analytics', 'analysis'],
    designer: ['design'],
    developer: ['development'],
    accountant: ['accounting'],
    architect: ['architecture'],
    marketer: ['marketing'],
    recruiter: ['recruiting', 'recruitment'],
  },
  examples: [
    { value: 'Data Scientist', said: 'who works in data science at lumen?' },
    { value: 'Software Engineer', said: 'who does software engineering at zeta' },
  ],
};

/**
 * "how many quarry leads (Quarry Lead title) work at zeta?": a bracket giving the title of the
 * people just named, in the same words; dropped (understand/reworded.ts), so the title is one
 * value said once. Kept when its words are not the ones just before it ("people (CFO title)").
 */
export const TITLE_RESTATED: { words: string[]; examples: { said: string; reads: string }[] } = {
  words: ['title', 'job title', 'role', 'position'],
  examples: [{ said: 'how many quarry leads (Quarry Lead title) at zeta?', reads: 'how many quarry leads at zeta?' }],
};

/**
 * "the chief executive at zeta" for Chief Executive Officer: a title of three words or more said
 * without its last word, when that word is one of these (core/known.ts knownValuePatterns).
 */
export const TITLE_TAIL_UNSAID: { words: string[]; examples: { value: string; said: string }[] } = {
  words: ['officer'],
  examples: [{ value: 'Chief Financial Officer', said: 'and the chief financial at zeta?' }],
};

/**
 * "the zeta decision makers, please", "the c-suite at lima": a group of job titles said by one
 * name, found as every value of the field that starts with one of the group's `starts`
 * (understand/extract.ts). The C in "c-suite" is a chief's; decision makers include vice presidents.
 */
export const TITLE_GROUPS: { groups: { said: string[]; starts: string[] }[]; examples: { value: string; said: string; not?: string }[] } = {
  groups: [
    { said: ['c-suite', 'c suite', 'c-level', 'c level'], starts: ['chief'] },
    {
      said: ['decision makers', 'decision-makers', 'decision maker', 'decision-maker', 'senior leadership'],
      starts: ['chief', 'vice president', 'president'],
    },
  ],
  examples: [
    { value: 'Chief Zeta Officer', said: 'name the lima decision makers' },
    { value: 'Vice President of Quarries', said: 'the decision-makers at lima' },
    { value: 'Chief Zeta Officer', said: 'any c-suite people at lima', not: 'Vice President of Quarries' },
  ],
};
