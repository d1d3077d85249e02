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

/** Countries written by their usual initials (in capitals only: "US", never "us"). */
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
  const text = message.replace(/[A-Za-z]+/g, (raw) => {
    const initials = /^[A-Z]{2,3}$/.test(raw) ? INITIALS[raw]?.find(known) : undefined;
    if (initials) {
      fixes.push({ from: raw, to: initials });
      return initials;
    }
    const country = DEMONYMS[raw.toLowerCase()];
    if (!country || !known(country)) return raw;
    fixes.push({ from: raw, to: country });
    return country;
  });
  return { text, fixes };
}
