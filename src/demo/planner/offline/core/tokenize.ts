/**
 * Words of a message or of a tool's text: lower case, split on anything that is not a
 * letter or digit (so `get_my_accounts` gives `get my accounts`), light stemming, and a
 * small synonym table that maps domain words onto one canonical term.
 */

const STOP = new Set(
  (
    'a an the of for to in on at by with from and or is are was were be been it its this ' +
    'that these those there here what which who whom whose how me i we us you your our ' +
    'please can could would will shall should do does did get show list give find tell fetch ' +
    'display return all any some only just also then than into about as so if many much have ' +
    'has had having does doing done want need like see know let lets im their them they ' +
    'those these its thanks thank hi hello hey among amongst'
  ).split(' '),
);

/** Canonical term for a stemmed word (domain synonyms). */
const SYNONYMS: Record<string, string> = {
  mine: 'my',
  own: 'my',
  sale: 'revenue',
  grossing: 'revenue',
  turnover: 'revenue',
  income: 'revenue',
  likelihood: 'probability',
  chance: 'probability',
  likely: 'probability',
  deal: 'opportunity',
  oppty: 'opportunity',
  opp: 'opportunity',
  pipeline: 'opportunity',
  business: 'opportunity',
  company: 'account',
  acct: 'account',
  '3rd': 'third',
  client: 'account',
  customer: 'account',
  logo: 'account',
  vertical: 'industry',
  sector: 'industry',
  organisation: 'account',
  organization: 'account',
  firm: 'account',
  person: 'contact',
  people: 'contact',
  prospect: 'lead',
  role: 'title',
  position: 'title',
  external: 'third',
  partner: 'third',
  outside: 'third',
  mail: 'email',
  'e-mail': 'email',
  amount: 'value',
  money: 'value',
  dollars: 'value',
  worth: 'value',
  size: 'value',
  jobtitle: 'title',
  headcount: 'employee',
  volume: 'count',
  staff: 'employee',
  workforce: 'employee',
  employees: 'employee',
  area: 'region',
  zone: 'region',
  main: 'primary',
  lose: 'lost',
  losing: 'lost',
  loss: 'lost',
  losses: 'lost',
  win: 'won',
  winning: 'won',
  wins: 'won',
  creation: 'created',
  dated: 'date',
};

function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Light English stemming: plurals, -ing, -ed and a final -e, deterministic and cheap. */
export function stem(word: string): string {
  let w = singular(word);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Canonical form of one word: through the synonym table, then stemmed. */
export function canonical(word: string): string {
  const l = word.toLowerCase();
  return stem(SYNONYMS[l] ?? SYNONYMS[singular(l)] ?? l);
}

/** Raw lower-case words (no stemming, no stop-word removal). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Terms for retrieval: canonical words without stop words (`my` is kept: it names a territory). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text.replace(/([a-z])([A-Z])/g, '$1 $2'))) {
    // single letters are stop words too ("what's" → what, s)
    if (STOP.has(w) || /^[a-z]$/.test(w)) continue;
    out.push(canonical(w));
  }
  return out;
}

export function isStopWord(word: string): boolean {
  return STOP.has(word.toLowerCase());
}

/** Stemmed words without the synonym table (app names: "territory" stays "territory"). */
export function plainTerms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP.has(w))
    .map(stem);
}

/** The kinds of record the demo's words name (canonical): a question asks for one, or measures one by another. */
export const RECORD_KINDS = new Set(terms('account contact lead opportunity'));

/** Words that say what to do with rows, not which tool to use. */
export const GENERIC_TERMS = new Set(
  terms(
    'combined overall aggregate located across whole entire top highest lowest largest ' +
      'biggest smallest most least best worst total sum average mean count number sort order rank ' +
      'group distinct unique different name names many much list show all every each find get ' +
      'first second third last one ones both either now also about more than over under above below by per ' +
      'bigger larger smaller higher lower greater fewer fewest ' +
      'there often frequently frequent common commonly popular usual typical appear occur up ' +
      // shares, medians and comparisons of the rows, and verbs that only say where rows come from
      'percent percentage share fraction proportion ratio median compare comparison versus vs difference gap spread range weighted ' +
      'came come comes coming arrived originated sourced generated brought through via work works working based saw seen ' +
      // when, said in passing
      'still yet currently presently recently added ' +
      // where rows are kept, said of every tool alike ("in the crm data")
      'data database ' +
      // how rows are ordered
      'alphabetical alphabetically reverse ascending descending sorted ' +
      // how many rows are asked for ("which two regions")
      'two three four five six seven eight nine ten between ' +
      // a bound's own words ("exactly 5 deals": a tool whose text says "matched exactly" is no better for them)
      'exactly precisely exact precise ' +
      // how rows are grouped
      'breakdown split broken down distribution mix ' +
      // people asked about by a name
      'named called everyone everybody anyone anybody someone somebody ' +
      // a word a name holds ("name containing 'tech'")
      'containing contains contain',
  ),
);
