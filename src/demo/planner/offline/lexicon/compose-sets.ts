/**
 * The forms of two sets of rows weighed by one field's values (lexicon/compose.ts COMPOSE_RULES,
 * read by compose/answer.ts): the values one set has and the other not, and the values both have.
 */

export const VALUES_ONE_HAS: { name: string; op: 'except'; templates: string[]; examples: string[] } = {
  name: 'values one has and the other not',
  op: 'except',
  templates: [
    '{field} where {a} but not {b}',
    '{field} where {a} but no {b}',
    '{field} where {a} but none {b}',
    '{field} with {a} but not {b}',
    '{field} with {a} but no {b}',
    '{field} found at {a} that none of {b} have',
    '{field} at {a} that none of {b} have',
    '{field} found at {a} that {b} do not have',
    '{field} at {a} that {b} do not have',
    '{field} has {a} but none of {b}',
    '{field} have {a} but none of {b}',
    '{field} with {a} but none of {b}',
    '{field} have {a} but no {b}',
    ...['show up', 'appear', 'turn up'].flatMap((v) => [`{field} ${v} in {a} but have no {b}`, `{field} that ${v} in {a} but have no {b}`]),
    ...['i have', 'we have', 'i hold', 'we hold'].flatMap((v) => [`{field} where {a} but ${v} no {b}`, `{field} where {a} but ${v} {b}`]),
    '{field} {a} but not {b}',
    // ("is there a zone where the zeta api has quarries but the lima api has none?": the second list said as holding none)
    ...['has none', 'have none', 'holds none', 'has none at all', 'have none at all', 'holds none at all'].flatMap((none) =>
      ['is there any', 'is there a', 'are there any'].map((lead) => `${lead} {field} where {a} but {b} ${none}`),
    ),
  ],
  examples: [
    'regions where we sell to banks but not a single retailer',
    'is there a zone where the zeta api has quarries but the lima api has none?',
    'lead sources with webinar leads but no referral ones',
    'titles found at my oregon clients that none of the oregon third-party ones have',
    'which cities have third party customers but none of mine',
    'cities where third party clients sit but we hold no client of our own',
    'what industries appear in the crm leads but have no crm accounts',
  ],
};

export const VALUES_BOTH_HAVE: { name: string; op: 'intersect'; templates: string[]; examples: string[] } = {
  name: 'values both have',
  op: 'intersect',
  templates: [
    '{field} have both {a} and {b}',
    '{field} has both {a} and {b}',
    '{field} with both {a} and {b}',
    '{field} have {a} and also {b}',
    '{field} have {a} and {b}',
    '{field} with {a} and {b}',
    // ("does any firm name appear both in my lists and among the crm firms?")
    ...['appear', 'show up', 'turn up', 'occur'].flatMap((v) =>
      ['does any', 'do any', 'are there any', 'any'].flatMap((lead) => [
        `${lead} {field} ${v} both in {a} and in {b}`,
        `${lead} {field} ${v} both in {a} and among {b}`,
        `${lead} {field} ${v} in both {a} and {b}`,
      ]),
    ),
    // ("do any of my lima quarries have the same name as a quito quarry?": a value of one field found in both sets)
    ...['do any of', 'does any of', 'do any', 'does any', 'are there any of', 'is any of'].flatMap((lead) =>
      ['the same', 'exactly the same', 'the very same', 'an identical'].flatMap((same) => [
        `${lead} {a} have ${same} {field} as {b}`,
        `${lead} {a} has ${same} {field} as {b}`,
        `${lead} {a} share ${same} {field} with {b}`,
      ]),
    ),
    ...['does any', 'do any'].flatMap((lead) =>
      ['also appears on', 'also appears in', 'also shows up on', 'also shows up in', 'is also on', 'is also used by'].map(
        (also) => `${lead} {a} have {field} that ${also} {b}`,
      ),
    ),
  ],
  examples: [
    'which regions have both a bank client and a retail client',
    'which cities have my clients and also third party ones',
    'do any of my lima quarries have the same name as a quito quarry?',
    'does any zeta person have a phone number that also shows up on a lima person?',
  ],
};
