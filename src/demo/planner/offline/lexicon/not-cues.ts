/**
 * Phrases that hold a cue's word in another sense and are read as one unit first ("third
 * party" is a kind of account, not a place; "no." is a number sign). `names`: words of the
 * phrase that still name something the plan must use (the list "third party" names).
 */
export const NOT_CUES: { phrase: string; examples: string[]; names?: string[] }[] = [
  // the lists combined into one ("the 3 largest, both lists combined"): a union, no total
  { phrase: 'third party combined', examples: ['the 3 largest clients, my own and third party combined'], names: ['party'] },
  { phrase: 'both lists combined', examples: ['the smallest five with both lists combined'] },
  // every list of the kind, the caller's own among them (understand/union.ts): no exclusion
  { phrase: 'not just mine', examples: ['largest client in ohio, not just mine'] },
  { phrase: 'not only mine', examples: ['count clients in utah, not only mine'] },
  // a question that wants a yes or a no (lexicon/asking.ts YES_NO): no exclusion
  { phrase: 'yes or no', examples: ['a lead from peru, yes or no'] },
  // (its words name a list: the plan must read it, else they are unused)
  { phrase: 'third party', examples: ['my third party customers up in ohio'], names: ['party'] },
  { phrase: 'over at', examples: ['the engineers over at acme'] },
  { phrase: 'second half', examples: ['what we closed over the second half'] },
  { phrase: 'first half', examples: ['the first half of last year'] },
  { phrase: 'second quarter', examples: ['revenue in the second quarter'] },
  { phrase: 'in percent', examples: ['the average probability in percent'] },
  { phrase: 'as a percent', examples: ['show it as a percent'] },
  { phrase: 'as a %', examples: ['the win chance as a %'] },
  { phrase: 'over there', examples: ['who works over there'] },
  { phrase: 'phone number', examples: ['the phone number of contact 5'] },
  { phrase: '3rd party', examples: ['3rd party accounts over 5m'], names: ['party'] },
  { phrase: 'top of', examples: ['on top of that'] },
  { phrase: 'by the way', examples: ['by the way, my accounts in texas'] },
  { phrase: 'each other', examples: ['accounts next to each other'] },
  // "share" as a verb (to have in common), not a share of a whole
  { phrase: 'who share', examples: ['the people who share one grade'] },
  { phrase: 'who shares', examples: ['anyone else who shares it'] },
  { phrase: 'share the same', examples: ['quarries that share the same city'] },
  { phrase: 'shares the same', examples: ['which firm shares the same zeta code'] },
  { phrase: 'share a title', examples: ['do two of them share a title'] },
  { phrase: 'share the title', examples: ['how many people share the title chief geologist'] },
  // a change refused before the question ("please remove nothing; only …"): no exclusion of rows
  { phrase: 'not delete anything', examples: ['do not delete anything, only count the lost deals'] },
  { phrase: 'not change anything', examples: ['do not change anything, just list my leads'] },
  { phrase: 'not update anything', examples: ['please do not update anything; how many contacts'] },
  { phrase: 'not remove anything', examples: ['do not remove anything, which deals are open'] },
];
