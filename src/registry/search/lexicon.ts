/**
 * The words tool search reads, as data (no app or field is named here): words that carry no
 * meaning, the shorthand people type and what it stands for, and the verbs that say what a
 * call does. Each entry has an example beside it; test/registry-search.test.ts reads every
 * example and checks that the search treats it as written.
 */

/** Words that say nothing about which tool is meant. */
export const STOP_WORDS: readonly string[] = (
  'a an the of to in on at for from with by as into onto about over under via and or but not no ' +
  'is are was were be been being am do does did doing done have has had having can could would should will shall may might must ' +
  'i we you he she it they me us him her them its our your their this that these those there here ' +
  'what which who whom whose when where why how whats hows ' +
  'please pls plz thanks thank hi hello hey some any every each just also only too very really ' +
  'want wanna need needs like let lets gonna could would use using tool tools api apis endpoint ' +
  'via thing things stuff one ones s t w'
).split(' ');

/**
 * The legal forms of a company's name: they say a name was given (the tool must find things
 * by name), not what to do with it (lexicon example: "where is Acme Widgets LLC based").
 */
export const LEGAL_FORMS: readonly string[] = 'llc inc corp co ltd gmbh plc ag sa bv'.split(' ');

/**
 * Words that end a company's name when written as part of it, capitalised after a capitalised
 * word (names.ts; lexicon example: "who runs Northwind Trading Group"); lower case they are words
 * of their own ("the admin group").
 */
export const COMPANY_ENDINGS: readonly string[] = 'group holdings partners associates sons'.split(' ');

/**
 * Words that compute an answer over records (how many, the total, the largest): a request with
 * one asks a question, as does one that opens with QUESTION_OPENERS or has a question mark,
 * and asks for a list too (what is computed over), beside any action its verbs name (lexicon
 * example: "total value of paid invoices" asks, for a list; "refund a charge" does not).
 */
export const COMPUTING_WORDS: readonly string[] = (
  'many much total totals sum average avg mean median count number numbers most least fewest ' + 'highest lowest biggest smallest largest'
).split(' ');

/** Words that open a question (lexicon example: "does the shop sell hats" asks). */
export const QUESTION_OPENERS: readonly string[] = 'what whats which who whose where when why how is are do does did any'.split(' ');

/**
 * Words that shape the answer (how many, the largest, the average, compared with what)
 * rather than say which tool gives it: searched, at a fraction of a word's weight
 * (lexicon example: "how many open tickets in total" is about tickets).
 */
export const SHAPING_WORDS: readonly string[] = (
  COMPUTING_WORDS.join(' ') +
  ' how more less fewer top bottom best worst greatest ' +
  'than between compare compared comparison versus vs diff difference gap ratio share percent percentage ' +
  'overall combined altogether anything everything everybody everyone anyone someone somebody nobody ' +
  'got record file counted counting included including across whole entire ' +
  LEGAL_FORMS.join(' ')
).split(' ');

export interface Shorthand {
  /** What people type (lower case, as one word). */
  short: string;
  /** What it stands for (one or more words). */
  means: string;
  /** A request that uses it. */
  example: string;
}

/** Shorthand people type, read as the words it stands for (in the text searched and in the request). */
export const SHORTHAND: readonly Shorthand[] = [
  { short: '3rd', means: 'third', example: 'a 3rd party vendor' },
  { short: 'acct', means: 'account', example: 'close the acct of a customer' },
  { short: 'accts', means: 'accounts', example: 'list accts created this week' },
  { short: 'addr', means: 'address', example: 'validate a shipping addr' },
  { short: 'admin', means: 'administrator', example: 'make her an admin of the team' },
  { short: 'amt', means: 'amount', example: 'refund amt of an order' },
  { short: 'addrs', means: 'addresses', example: 'the e-mail addrs of a team' },
  { short: 'app', means: 'application', example: 'register a new app' },
  { short: 'apps', means: 'applications', example: 'which apps are installed' },
  { short: 'attr', means: 'attribute', example: 'set an attr on the item' },
  { short: 'auth', means: 'authentication', example: 'refresh the auth token' },
  { short: 'avg', means: 'average', example: 'avg response time of a monitor' },
  { short: 'cal', means: 'calendar', example: 'add an event to my cal' },
  { short: 'cat', means: 'category', example: 'products in a cat' },
  { short: 'cert', means: 'certificate', example: 'renew the tls cert' },
  { short: 'certs', means: 'certificates', example: 'list expiring certs' },
  { short: 'cfg', means: 'configuration', example: 'read the cfg of a device' },
  { short: 'config', means: 'configuration', example: 'update the config of a site' },
  { short: 'configs', means: 'configurations', example: 'list the configs' },
  { short: 'conf', means: 'conference', example: 'join the conf call' },
  { short: 'cust', means: 'customer', example: 'look up a cust by email' },
  { short: 'db', means: 'database', example: 'back up the db' },
  { short: 'dbs', means: 'databases', example: 'list my dbs' },
  { short: 'del', means: 'delete', example: 'del the draft' },
  { short: 'desc', means: 'description', example: 'change the desc of a repo' },
  { short: 'dept', means: 'department', example: 'staff of a dept' },
  { short: 'dev', means: 'developer', example: 'invite a dev to the project' },
  { short: 'dir', means: 'directory', example: 'list files in a dir' },
  { short: 'dm', means: 'direct message', example: 'send a dm to a colleague' },
  { short: 'dms', means: 'direct messages', example: 'read my dms' },
  { short: 'doc', means: 'document', example: 'share the doc with the team' },
  { short: 'docs', means: 'documents', example: 'search docs for a word' },
  { short: 'env', means: 'environment', example: 'set an env variable' },
  { short: 'envs', means: 'environments', example: 'list deployment envs' },
  { short: 'img', means: 'image', example: 'resize an img' },
  { short: 'imgs', means: 'images', example: 'upload imgs to the album' },
  { short: 'info', means: 'information', example: 'get info about a flight' },
  { short: 'inv', means: 'invoice', example: 'send the inv to the client' },
  { short: 'loc', means: 'location', example: 'the loc of a store' },
  { short: 'msg', means: 'message', example: 'post a msg to a channel' },
  { short: 'msgs', means: 'messages', example: 'delete old msgs' },
  { short: 'mgr', means: 'manager', example: 'who is the mgr of a store' },
  { short: 'num', means: 'number', example: 'buy a phone num' },
  { short: 'opp', means: 'opportunity', example: 'close the opp as won' },
  { short: 'opps', means: 'opportunities', example: 'open opps of a rep' },
  { short: 'org', means: 'organization', example: 'members of our org' },
  { short: 'orgs', means: 'organizations', example: 'orgs I belong to' },
  { short: 'pic', means: 'picture', example: 'set a profile pic' },
  { short: 'pics', means: 'pictures', example: 'download the pics' },
  { short: 'pmt', means: 'payment', example: 'status of a pmt' },
  { short: 'pr', means: 'pull request', example: 'merge the pr' },
  { short: 'prs', means: 'pull requests', example: 'open prs of a repo' },
  { short: 'prefs', means: 'preferences', example: 'update notification prefs' },
  { short: 'qty', means: 'quantity', example: 'change the qty of an item' },
  { short: 'repo', means: 'repository', example: 'star a repo' },
  { short: 'repos', means: 'repositories', example: 'list my repos' },
  { short: 'req', means: 'request', example: 'approve a req' },
  { short: 'sub', means: 'subscription', example: 'cancel my sub' },
  { short: 'subs', means: 'subscriptions', example: 'list active subs' },
  { short: 'stats', means: 'statistics', example: 'usage stats of a key' },
  { short: 'temp', means: 'temperature', example: 'current temp in a city' },
  { short: 'tx', means: 'transaction', example: 'look up a tx by hash' },
  { short: 'txn', means: 'transaction', example: 'refund a txn' },
  { short: 'txns', means: 'transactions', example: 'txns of last month' },
  { short: 'txs', means: 'transactions', example: 'txs of a wallet' },
  { short: 'usr', means: 'user', example: 'disable a usr' },
  { short: 'vm', means: 'virtual machine', example: 'restart the vm' },
  { short: 'vms', means: 'virtual machines', example: 'list my vms' },
];

/**
 * Words of a request that tools say otherwise: read as the words they stand for too, at a lower
 * weight than the words as written (only in a request: a tool's own text is read as written).
 */
export const RELATED: readonly Shorthand[] = [
  { short: 'deal', means: 'opportunity', example: 'the biggest deal this quarter' },
  { short: 'deals', means: 'opportunities', example: 'deals closing next month' },
  { short: 'pipeline', means: 'opportunities', example: 'value of the sales pipeline' },
  { short: 'headcount', means: 'employee count', example: 'headcount of a supplier' },
  { short: 'staff', means: 'employees', example: 'staff of a branch' },
  { short: 'role', means: 'job title', example: 'the role of a new hire' },
  { short: 'roles', means: 'job titles', example: 'roles in the sales team' },
  { short: 'people', means: 'contacts', example: 'people at a supplier' },
  { short: 'folks', means: 'contacts', example: 'the folks at a vendor' },
  { short: 'rev', means: 'revenue', example: 'rev of a store last year' },
  { short: 'located', means: 'address', example: 'where is the warehouse located' },
  { short: 'based', means: 'location address', example: 'where is the vendor based' },
  { short: 'company', means: 'account', example: 'the company a customer works for' },
  { short: 'companies', means: 'accounts', example: 'retail companies' },
  { short: 'own', means: 'my', example: 'the stores i own in ohio' },
];

/**
 * Words after which a verb of changing describes a thing instead of asking for a change: "the
 * open deals", "3 biggest open deals", "how many new accounts" (a number, or a word that shapes
 * the answer, works the same way). Lexicon example: "value of our open orders" asks to change nothing.
 */
export const DESCRIBED_AFTER: readonly string[] = 'the my our your their his its all any every each of at with'.split(' ');

/** What a call does, said once per kind: the word a tool is indexed under, and the words people use for it. */
export interface ActionWords {
  /** The word the tool is indexed under (from its HTTP method, or its MCP hints). */
  action: string;
  /** Words in a request that mean it. */
  words: string[];
  example: string;
  /** The call changes something (a request that asks none of these is a question: tools that change are down-weighted). */
  changes?: true;
}

export const ACTIONS: readonly ActionWords[] = [
  { action: 'list', words: ['list', 'all', 'show', 'browse', 'enumerate', 'which', 'every'], example: 'show all open tickets' },
  {
    action: 'get',
    words: ['get', 'fetch', 'retrieve', 'read', 'view', 'lookup', 'look', 'details', 'detail'],
    example: 'fetch the details of an order',
  },
  {
    action: 'create',
    changes: true,
    words: ['create', 'add', 'new', 'make', 'register', 'post', 'submit', 'open', 'start', 'book'],
    example: 'add a new contact',
  },
  {
    action: 'update',
    changes: true,
    words: ['update', 'edit', 'change', 'modify', 'set', 'rename', 'patch', 'move', 'replace'],
    example: 'rename a folder',
  },
  {
    action: 'delete',
    changes: true,
    words: ['delete', 'remove', 'erase', 'drop', 'destroy', 'unsubscribe', 'revoke', 'cancel'],
    example: 'remove a member from a team',
  },
  { action: 'search', words: ['search', 'find', 'query', 'filter', 'lookup', 'match'], example: 'find songs by an artist' },
];
