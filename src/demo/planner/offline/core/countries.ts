import { PLACE_RULES } from '../rules/core-places.js';
/**
 * Countries named by their adjective ("German accounts", "French leads"): the adjective and
 * the country's name as record fields usually hold it. Read as the country only where a list
 * of the tools holds that name as a value (read.ts).
 */
const DEMONYMS: Record<string, string> = {
  american: 'United States',
  argentine: 'Argentina',
  argentinian: 'Argentina',
  australian: 'Australia',
  austrian: 'Austria',
  belgian: 'Belgium',
  brazilian: 'Brazil',
  british: 'United Kingdom',
  bulgarian: 'Bulgaria',
  canadian: 'Canada',
  chilean: 'Chile',
  chinese: 'China',
  colombian: 'Colombia',
  croatian: 'Croatia',
  czech: 'Czech Republic',
  danish: 'Denmark',
  dutch: 'Netherlands',
  egyptian: 'Egypt',
  emirati: 'United Arab Emirates',
  english: 'United Kingdom',
  estonian: 'Estonia',
  filipino: 'Philippines',
  finnish: 'Finland',
  french: 'France',
  german: 'Germany',
  greek: 'Greece',
  hungarian: 'Hungary',
  icelandic: 'Iceland',
  indian: 'India',
  indonesian: 'Indonesia',
  irish: 'Ireland',
  israeli: 'Israel',
  italian: 'Italy',
  japanese: 'Japan',
  kenyan: 'Kenya',
  korean: 'South Korea',
  latvian: 'Latvia',
  lithuanian: 'Lithuania',
  luxembourgish: 'Luxembourg',
  malaysian: 'Malaysia',
  mexican: 'Mexico',
  moroccan: 'Morocco',
  nigerian: 'Nigeria',
  norwegian: 'Norway',
  pakistani: 'Pakistan',
  peruvian: 'Peru',
  polish: 'Poland',
  portuguese: 'Portugal',
  romanian: 'Romania',
  russian: 'Russia',
  saudi: 'Saudi Arabia',
  scottish: 'United Kingdom',
  singaporean: 'Singapore',
  slovak: 'Slovakia',
  slovenian: 'Slovenia',
  spanish: 'Spain',
  swedish: 'Sweden',
  swiss: 'Switzerland',
  taiwanese: 'Taiwan',
  thai: 'Thailand',
  turkish: 'Turkey',
  ukrainian: 'Ukraine',
  vietnamese: 'Vietnam',
};

/** Whether a word is the name of a country ("india" is no cut-short "Indiana"). */
export function isCountryName(word: string): boolean {
  const w = word.toLowerCase();
  return Object.values(DEMONYMS).some((c) => c.toLowerCase() === w);
}

/** Countries written by their usual initials (in capitals, or after "the": "US", "the us"; never "us" alone). */
const INITIALS: Record<string, string[]> = {
  UK: ['United Kingdom'],
  GB: ['United Kingdom'],
  US: ['United States', 'United States of America', 'USA'],
  USA: ['United States', 'United States of America'],
  UAE: ['United Arab Emirates'],
  NZ: ['New Zealand'],
  KSA: ['Saudi Arabia'],
};

/** The message with each country adjective replaced by the country, where `known` holds the country as a value. */
export function countriesNamed(
  message: string,
  known: (value: string) => boolean,
): { text: string; fixes: { from: string; to: string }[] } {
  const fixes: { from: string; to: string }[] = [];
  // "the top US state": a state of that country, the country a condition of its own
  const places = message.replace(PLACE_RULES.placesOfInitials.pattern, (said: string, initials: string, place: string) => {
    const country = INITIALS[initials]!.find(known);
    if (!country) return said;
    fixes.push({ from: said, to: `${place} in the ${country}` });
    return `${place} in the ${country}`;
  });
  const text = places.replace(PLACE_RULES.letterRuns.pattern, (raw: string, at: number) => {
    // in capitals ("US"), or in any case after "the" ("in the us") or when no word ("usa", "uae")
    const written =
      PLACE_RULES.initialsInCapitals.pattern.test(raw) ||
      PLACE_RULES.theBefore.pattern.test(places.slice(Math.max(0, at - 5), at)) ||
      PLACE_RULES.usaOrUae.pattern.test(raw) ||
      // "how many us crm accounts", "us states": before the records or places of a country, never after a verb ("show us")
      (PLACE_RULES.usOrUk.pattern.test(raw) &&
        PLACE_RULES.beforeInitials.pattern.test(places.slice(Math.max(0, at - 12), at)) &&
        PLACE_RULES.recordsAfterInitials.pattern.test(places.slice(at + raw.length)));
    const initials = written ? INITIALS[raw.toUpperCase()]?.find(known) : undefined;
    if (initials) {
      fixes.push({ from: raw, to: initials });
      return initials;
    }
    const country = DEMONYMS[raw.toLowerCase()];
    // ("North American": the adjective of a place of two words some rows hold, not the country)
    const before = PLACE_RULES.wordBefore.pattern.exec(places.slice(Math.max(0, at - 20), at))?.[1];
    if (before && PLACE_RULES.endsInN.pattern.test(raw) && known(`${before} ${raw.slice(0, -1)}`)) return raw;
    if (!country || !known(country)) return raw;
    fixes.push({ from: raw, to: country });
    return country;
  });
  return { text, fixes };
}
