/**
 * Values that say what kind of field a request is about: a place is a location (a state, a
 * country, a region), a job title is a person's role. Tools rarely name the values they hold
 * ("Colorado"), but they name the fields ("state"), so a request that gives a value is also
 * read, at a lower weight, as naming its field. Words only (no app or field of ours is named).
 */
const words = (text: string) => text.trim().split(/\s+/);

export interface ValueKind {
  /** What the values are read as (words of a field a tool would have). */
  means: string;
  /** The values, lower case, one word each (a value of several words by its telling word: 'york', 'zealand'). */
  values: string[];
  example: string;
}

export const VALUE_KINDS: readonly ValueKind[] = [
  {
    means: 'state location',
    example: 'customers in colorado',
    values: words(
      'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii ' +
        'idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan ' +
        'minnesota mississippi missouri montana nebraska nevada hampshire jersey mexico york carolina dakota ' +
        'ohio oklahoma oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin ' +
        'wyoming ontario quebec bavaria',
    ),
  },
  {
    means: 'country location',
    example: 'any offices in norway',
    values: words(
      'afghanistan albania algeria argentina australia austria bangladesh belgium bolivia brazil bulgaria ' +
        'canada chile china colombia croatia cuba cyprus czechia denmark ecuador egypt estonia ethiopia ' +
        'finland france germany ghana greece hungary iceland india indonesia iran iraq ireland israel italy ' +
        'japan jordan kenya korea latvia lebanon lithuania luxembourg malaysia malta morocco nepal ' +
        'netherlands nigeria norway pakistan panama paraguay peru philippines poland portugal qatar romania ' +
        'russia serbia singapore slovakia slovenia spain sweden switzerland taiwan thailand tunisia turkey ' +
        'ukraine uruguay venezuela vietnam zimbabwe uk usa emirates arabia zealand ' +
        // what people of a country are called, for "german customers"
        'american australian austrian belgian brazilian british canadian chinese danish dutch finnish french german ' +
        'greek indian irish italian japanese korean mexican nigerian norwegian polish portuguese russian spanish swedish swiss turkish',
    ),
  },
  {
    means: 'region location',
    example: 'sales in europe last quarter',
    values: words('europe european asia asian africa african america americas emea apac latam mea pacific nordics benelux'),
  },
  {
    means: 'industry',
    example: 'our healthcare customers',
    values: words(
      'agriculture aerospace automotive banking biotech biotechnology construction consulting education energy entertainment ' +
        'finance healthcare hospitality insurance logistics manufacturing media mining pharma pharmaceutical pharmaceuticals ' +
        'retail telecom telecommunications transportation utilities',
    ),
  },
  {
    means: 'title role job',
    example: 'who is the cfo of the company',
    values: words(
      'ceo cfo cto coo cmo cio ciso vp president director manager managers engineer engineers developer ' +
        'developers scientist scientists analyst analysts officer officers executive architect designer ' +
        'accountant consultant recruiter intern founder chief',
    ),
  },
];

/**
 * What a company's name (names.ts: the words before a legal form) is read as: a company, and the
 * record that holds one (an account, as lexicon.ts RELATED reads "company"). Not "name": two
 * tools in three have that word, and searching it made such a request walk 60,000 more postings
 * for a ranking hardly changed. Example: "phone number of brightwater metals ltd" is also read
 * as "company account".
 */
export const COMPANY_NAME: { means: string; example: string } = {
  means: 'company account',
  example: 'phone number of brightwater metals ltd',
};

/**
 * The postal codes of US states, by the state's (telling) word: many records hold "CO", not
 * "Colorado", so a request naming the state is also read as its code (a code that is a word
 * of its own, "or", "in", "me", is a stop word and finds nothing). Example: "customers in
 * colorado" is also read as "co".
 */
export const STATE_CODES: ReadonlyMap<string, string> = new Map(
  (
    'alabama al alaska ak arizona az arkansas ar california ca colorado co connecticut ct delaware de florida fl ' +
    'georgia ga hawaii hi idaho id illinois il indiana in iowa ia kansas ks kentucky ky louisiana la maine me ' +
    'maryland md massachusetts ma michigan mi minnesota mn mississippi ms missouri mo montana mt nebraska ne ' +
    'nevada nv hampshire nh jersey nj york ny ohio oh oklahoma ok oregon or pennsylvania pa rhode ri ' +
    'tennessee tn texas tx utah ut vermont vt virginia va washington wa wisconsin wi wyoming wy'
  )
    .split(' ')
    .flatMap((w, i, all) => (i % 2 === 0 ? [[w, all[i + 1]!] as const] : [])),
);
