/**
 * "Is it true that Lima holds more quarries than Quito?", "Confirm that …", "I was told …. Is that
 * right?": a claim put to the tools to check (compose/claimed.ts), asked as the question it states.
 *
 * - `leads` open a claim; `checks` open one only before `whether` words ("confirm whether …"), and
 *   before an asking word they are dropped ("confirm how many …" asks how many);
 * - `told` open a claim only when one of `asks` follows it ("I heard …. Is that right?", "…, right?");
 * - the claim asked: its first verb of being or a helper put first ("Lima is …" → "is Lima …"), a
 *   "has" or "have" of its own as "does/do … have", or one of `verbs` after "does" (said of one) or
 *   "do" (of many) in its plain form; a verb inside a clause of its subject ("… where …") is passed.
 */
export const CLAIMED = {
  leads: [
    ...['is it true that', 'is it correct that', 'is it right that', 'is it accurate that', 'is it the case that', 'is it so that'],
    ...['is it a fact that', 'true or false', 'am i right that', 'am i correct that', 'am i right in thinking that'],
    ...['can you confirm that', 'could you confirm that', 'please confirm that', 'confirm that', 'confirm for me that'],
    ...['can you verify that', 'could you verify that', 'please verify that', 'verify that', 'can you check that'],
    ...['could you check that', 'please check that', 'check that', 'double-check that', 'double check that'],
  ],
  checks: [
    ...['can you confirm', 'could you confirm', 'please confirm', 'confirm', 'can you verify', 'could you verify'],
    ...['please verify', 'verify', 'can you check', 'could you check', 'please check', 'check', 'double-check', 'double check'],
  ],
  whether: ['whether', 'if'],
  asking: ['how', 'what', "what's", 'which', 'who', 'whose', 'when', 'where'],
  told: [
    ...['i was told that', 'i was told', "i've been told that", "i've been told", 'i have been told that', 'i have been told'],
    ...['i heard that', 'i heard', "i've heard that", "i've heard", 'someone told me that', 'someone told me'],
    ...['someone said that', 'someone said', 'we were told that', 'we were told', 'i read that', 'i believe that', 'i think that'],
    ...['apparently', 'supposedly', 'rumour has it that', 'rumor has it that', 'word is that', 'word is'],
    ...['somebody claims that', 'somebody claims', 'someone claims that', 'someone claims', 'somebody says', 'someone says'],
    ...['they say that', 'they say', 'people say', 'it is claimed that', 'i was quoted', 'we were quoted', "i've been quoted"],
  ],
  asks: [
    ...['is that right', 'is that correct', 'is that true', 'is that so', 'is that accurate', 'is this right', 'is this correct'],
    ...['is this true', 'is that the case', 'am i right', 'right', 'correct', 'true', 'does that check out', 'true or false'],
    ...['does that match', 'does it match', 'does that tally', 'does that add up', 'does that line up', 'is that about right'],
    ...['can you confirm', 'can you confirm that', 'please confirm', 'confirm', 'can you verify that', 'yes or no'],
    ...['is it', 'is it really', 'is it so', 'are they', 'are they really', 'does it', 'do they', 'really'],
  ],
  being: ['is', 'are', 'was', 'were', "isn't", "aren't", "wasn't", "weren't"],
  having: { has: 'does', have: 'do', had: 'did' } as Record<string, string>,
  // (after "has" or "have", a word that makes it the helper of another verb: "has closed", "have been")
  helped: ['been', 'got', 'gotten', 'had', 'never', 'already', 'not', 'won', 'lost', 'closed', 'grown', 'fallen'],
  helpers: ['can', 'could', 'will', 'would', 'should', 'does', 'do', 'did', "doesn't", "don't", "didn't"],
  verbs: [
    ...['bring in', 'earn', 'make', 'hold', 'own', 'out-earn', 'outearn', 'outnumber', 'exceed', 'employ', 'belong'],
    ...['cover', 'generate', 'include', 'contain', 'beat', 'outsell', 'outweigh', 'surpass', 'represent', 'account for'],
    ...['work', 'sit', 'fall', 'come to', 'add up to', 'amount to', 'report', 'carry', 'gross'],
  ],
  // (a clause of the subject: its verb is not the claim's, "every zeta firm that has a lima …")
  clauses: ['that', 'which', 'who', 'where', 'whose', 'whom', 'with'],
  examples: [
    { said: 'Is it true that Lima holds more quarries than Quito?', reads: 'does Lima hold more quarries than Quito?' },
    { said: 'Word is the zeta median is over 70, correct?', reads: 'is the zeta median over 70?' },
    { said: 'Confirm that Quito has no zeta quarries.', reads: 'does Quito have no zeta quarries?' },
    { said: 'quito quarries gross over 7 million between them. true?', reads: 'do quito quarries gross over 7 million between them?' },
    { said: 'can you confirm whether the quito mill has been visited?', reads: 'has the quito mill been visited?' },
  ],
};

/**
 * "Finance says the zeta quarries gross 20 million. So what's the true figure?": a figure someone
 * gave, checked against the tools (compose/figure-claimed.ts). A claim is reported by a lead of
 * CLAIMED ("I was told", "confirm that") or by one of `reports` said by someone in at most `by`
 * words ("Finance says", "my deck shows"). Its first figure (a number, maybe with a scale or a
 * currency, and the `hedges` said just before it) is turned into the question: "how much" when it
 * is an amount (a currency, a scale, or one of `money` after it), else "how many"; a figure that
 * opens the claim before one of `named` ("4 million as the zeta average") is asked as "how much is …" (an amount) or "what is …".
 * A question said after the claim that asks only for the real figure (every word one of `generic`
 * or a small word) is answered by that question too, also as the next message; a question of its
 * own is asked first, with a pointer to one (`pointers`) read as the claim's subject.
 */
export const CLAIMED_FIGURE = {
  // (never "states": "the United States", "count the states where …")
  reports: [
    ...['says', 'said', 'insists', 'insisted', 'claims', 'claimed', 'reckons', 'reckoned', 'reported', 'reports', 'told me'],
    ...['tells me', 'told us', 'tells us', 'mentioned', 'swears', 'thinks', 'believes', 'shows', 'showed'],
    ...['estimates', 'estimated', 'quoted', 'was quoted', 'suggests', 'suggested', 'keeps saying', 'is saying', 'wrote'],
  ],
  /** Verbs of holding a figure ("I have 4.2M as the zeta total"): a claim only when a figure follows at once. */
  holds: ['have', 'got', 'has', 'calculated', 'computed', 'worked out', 'came up with', 'put down'],
  by: 6,
  asking: ['how', 'what', "what's", 'whats', 'which', 'who', 'whose', 'when', 'where', 'why', 'is', 'are', 'does', 'do', 'did'],
  hedges: [
    ...['only', 'about', 'around', 'roughly', 'approximately', 'just', 'exactly', 'nearly', 'almost', 'some', 'over'],
    ...['more than', 'under', 'less than', 'fewer than', 'at least', 'close to', 'well over', 'a bit over', 'north of'],
    ...['just under', 'just over', 'a little under', 'a little over', 'well under', 'south of', 'upwards of'],
  ],
  // (of the hedges, those that bound the figure: the claim alone, "… over 7 million. True?", is a yes or a no asked)
  bounds: [
    ...['over', 'more than', 'under', 'less than', 'fewer than', 'at least', 'well over', 'a bit over', 'north of'],
    ...['just under', 'just over', 'a little under', 'a little over', 'well under', 'south of', 'upwards of'],
  ],
  scales: ['k', 'm', 'mm', 'mn', 'mil', 'mill', 'million', 'millions', 'b', 'bn', 'billion', 'thousand', 'grand'],
  money: ['dollars', 'usd', 'bucks', 'in revenue', 'of revenue', 'a year', 'per year', 'annually', 'in sales', 'in value'],
  named: ['as', 'for'],
  // (a year said after one of these is when, never the figure claimed: "zeta deals dated 2031 gross 5M")
  years: ['in', 'of', 'for', 'dated', 'during', 'since', 'from', 'by', 'before', 'after', 'until', 'through', 'fy', 'year', 'calendar'],
  generic: [
    ...['real', 'actual', 'true', 'exact', 'correct', 'right', 'accurate', 'precise', 'really', 'actually', 'truly', 'fact'],
    ...['number', 'figure', 'total', 'amount', 'count', 'value', 'sum', 'average', 'answer', 'numbers', 'figures', 'one'],
    ...['many', 'much', 'bring', 'brings', 'make', 'makes', 'earn', 'earns', 'check', 'against', 'data', 'verify', 'confirm'],
    ...['say', 'says', 'show', 'shows', 'there', 'then', 'ok', 'okay', 'please', 'tell', 'give', 'reality', 'instead'],
    ...['match', 'matches', 'tally', 'tallies', 'agree', 'agrees', 'line', 'up', 'add', 'adds'],
  ],
  pointers: ['it', 'they', 'them'],
  examples: [
    { said: 'Finance says the zeta quarries gross 20 million. So what is the true figure?', reads: 'the zeta quarries gross how much?' },
    { said: 'Someone told me we run 40 quarries in Lima. Is that right?', reads: 'we run how many quarries in Lima?' },
    { said: 'we were quoted 7 million as zeta per quarry', reads: 'how much is zeta per quarry?' },
    { said: 'my deck shows only twelve quito mills', reads: 'how many quito mills?' },
    { said: 'I have 4.2M as the zeta total, does that match?', reads: 'how much is the zeta total?' },
    { said: 'the memo says zeta deals dated 2031 gross just under 5M. the true figure?', reads: 'zeta deals dated 2031 gross how much?' },
    { said: 'the memo says zeta quarries average over a billion. the real one?', reads: 'zeta quarries average how much?' },
  ],
};

/**
 * "Is Lima really the district with the most quarries?": a value claimed to lead its field, checked
 * by asking which one leads ("which district has the most quarries", compose/claimed-winner.ts) and
 * weighing its answer's first group against the value said.
 */
export const CLAIMED_WINNER = {
  leads: ['is', 'was', "isn't", "wasn't"],
  hedges: ['really', 'actually', 'truly', 'indeed', 'still', 'in fact'],
  links: ['with', 'that has', 'that holds', 'having', 'which has'],
  ends: ['most', 'fewest', 'least', 'highest', 'lowest', 'largest', 'smallest', 'biggest', 'greatest', 'top'],
  determiners: ['the'],
  as: 'which {field} has the {end} {rest}',
  examples: [
    { said: 'Is Lima really the district with the most quarries?', reads: 'which district has the most quarries' },
    { said: 'is zeta the source that has the fewest leads', reads: 'which source has the fewest leads' },
  ],
};

/**
 * "Do over half of the zeta quarries sit in Lima?": a share claimed to pass a part of the whole,
 * checked by asking the share ("what share of the zeta quarries sit in Lima", compose/claimed-winner.ts)
 * and weighing it against the part said. `leads` are dropped before the claim; `bounds` say which
 * way it passes; `parts` are the parts of a whole said in words.
 */
export const CLAIMED_SHARE = {
  // (never a verb of being, "are more than half of … worth …": the claim's own verb, which the share question needs)
  leads: [...CLAIMED.leads, 'do', 'does', 'did', 'really', 'actually', 'truly'],
  bounds: {
    'more than': 'over',
    over: 'over',
    above: 'over',
    'less than': 'under',
    'fewer than': 'under',
    under: 'under',
    below: 'under',
  } as Record<string, 'over' | 'under'>,
  parts: {
    half: 0.5,
    'a third': 1 / 3,
    'one third': 1 / 3,
    'a quarter': 0.25,
    'one quarter': 0.25,
    'two thirds': 2 / 3,
    'three quarters': 0.75,
  } as Record<string, number>,
  as: 'what share of',
  examples: [
    { said: 'Do over half of the zeta quarries sit in Lima?', reads: 'what share of the zeta quarries sit in Lima', part: 0.5 },
    { said: 'is it true that fewer than a third of the zeta leads are new', reads: 'what share of the zeta leads are new', part: 1 / 3 },
  ],
};
