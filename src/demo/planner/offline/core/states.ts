/** US state names and codes, so "California" filters rows whose state is `CA`. */
export const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};

const CODES = new Set(Object.values(US_STATES));
/** Codes that are also common English words in upper case ("OK", "OR"): only their names count. */
const AMBIGUOUS = new Set(['OK', 'OR', 'IN', 'ME', 'HI', 'AS', 'ID']);

/** Longest names first, so "west virginia" wins over "virginia". */
const NAMES = Object.keys(US_STATES).sort((a, b) => b.length - a.length);

export interface StateHit {
  name: string;
  code: string;
  start: number;
  end: number;
}

export function findStates(text: string): StateHit[] {
  const lower = text.toLowerCase();
  const hits: StateHit[] = [];
  for (const name of NAMES) {
    const re = new RegExp(`\\b${name}\\b`, 'g');
    for (const m of lower.matchAll(re)) {
      if (hits.some((h) => m.index! < h.end && m.index! + name.length > h.start)) continue;
      hits.push({
        name: text.slice(m.index!, m.index! + name.length),
        code: US_STATES[name]!,
        start: m.index!,
        end: m.index! + name.length,
      });
    }
  }
  // Upper-case two-letter codes written as such ("accounts in TX").
  for (const m of text.matchAll(/\b[A-Z]{2}\b/g)) {
    if (!CODES.has(m[0]) || AMBIGUOUS.has(m[0]) || hits.some((h) => m.index! < h.end && m.index! + 2 > h.start)) continue;
    hits.push({ name: m[0], code: m[0], start: m.index!, end: m.index! + 2 });
  }
  return hits.sort((a, b) => a.start - b.start);
}

export function stateNameOf(code: string): string | undefined {
  const entry = Object.entries(US_STATES).find(([, c]) => c === code);
  return entry ? entry[0].replace(/\b[a-z]/g, (ch) => ch.toUpperCase()) : undefined;
}
