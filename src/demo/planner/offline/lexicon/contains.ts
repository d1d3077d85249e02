/**
 * How people ask for records whose name holds a word ("accounts with 'tech' in the name",
 * "leads whose company name contains acme", "names including and sons"): understand/contains.ts
 * reads each as `name containing "<word>"`, which filters the rows' name on those letters.
 */
export const CONTAINS = {
  /** The verbs before the word: "names containing X". */
  verbs: [
    'contain',
    'contains',
    'containing',
    'include',
    'includes',
    'including',
    'with',
    'having',
    'has',
    'have',
    'mention',
    'mentions',
    'mentioning',
    'starts with',
    'start with',
    'starting with',
    'begins with',
    'begin with',
    'beginning with',
  ],
  /** The places after the word: "X in the name". */
  places: ['in the name', 'in their name', 'in its name', 'in their names', 'in the names', 'in the company name', 'in the account name'],
  /** The words that name a name. */
  names: ['name', 'names', 'company name', 'account name', 'title'],
  /**
   * Words a question leaves unused that are a run of a record's name ("security upgrade deals"
   * when deals are named "<account> - Security Upgrade") are asked again this way (compose/named.ts).
   */
  asked: 'with "{p}" in the name',
  /** The words for a person's family name: "the surname walker", "whose last name is nguyen", read as `name ending "<word>"`. */
  surnames: ['surname', 'last name', 'family name', 'lastname'],
  /** Words between them and the name that say nothing ("is", "of"). */
  surnameLinks: ['is', 'of', 'being', 'equal to', '='],
  /** At most this many words in such a run. */
  runWords: 3,
  examples: [
    'customers with "bio" in their name',
    'does any account have robotics in the name',
    'prospects whose company name contains labs',
    'partners whose names include the word ventures',
    'partners whose name begins with nova',
    'people with the surname nguyen',
    'folks whose last name is of lee',
  ],
  /** Said of a name shared with another record, never read so ("the same name with a lima firm"). */
  not: ['do any quito firms share the same name with a lima firm'],
};
