/**
 * The words the rule for changes made from a chat reads (rule.ts), as data: each entry names
 * what it stands for, the words or phrases (lower case, matched as whole words), and
 * sentences it must read (`reads`: the entry is found in each) beside it. The corpus test
 * (test/internals/write-rule.test.ts) runs every example.
 *
 * A change runs on its own only when the message is a plain command for exactly that change;
 * every entry below but `polite`, `deleteVerbs`, `changeVerbs` and `affirm` is a reason not
 * to run it (the chat then asks for a plain "yes" instead).
 */
export interface WordEntry {
  /** What the entry stands for, said to the user when it stops a change ("it is a question"). */
  means: string;
  words: string[];
  /** Sentences in which the entry must be found. */
  reads: string[];
}

export const WRITE_WORDS = {
  deleteVerbs: {
    means: 'a deletion',
    words: ['delete', 'remove', 'erase', 'drop', 'destroy', 'purge', 'wipe', 'discard', 'trash'],
    reads: ['delete opportunity 20', 'please remove contact 7'],
  },
  changeVerbs: {
    means: 'a change',
    words: [
      'update',
      'change',
      'modify',
      'edit',
      'rename',
      'set',
      'mark',
      'move',
      'reassign',
      'assign',
      'close',
      'reopen',
      'correct',
      'fix',
    ],
    reads: ['update opportunity 22 stage to negotiation', 'mark lead 5 as qualified'],
  },
  polite: {
    means: 'politeness before a command',
    words: [
      'please',
      'kindly',
      'now',
      'ok',
      'okay',
      'go ahead and',
      'can you',
      'could you',
      'would you',
      'will you',
      'i want you to',
      'i need you to',
      'i would like you to',
      "i'd like you to",
      "let's",
      'lets',
      'just',
    ],
    reads: ['please delete opportunity 21', 'could you please remove contact 4'],
  },
  negation: {
    means: 'a negation',
    words: ['not', 'no', 'never', 'nothing', 'none', 'nobody', 'neither', 'nor', 'without', 'dont', 'cannot', 'stop'],
    reads: ["don't delete opportunity 20", 'delete nothing, just list opportunity 20', 'never remove account 3'],
  },
  condition: {
    means: 'a condition',
    words: [
      'if',
      'unless',
      'when',
      'whenever',
      'once',
      'provided',
      'providing',
      'assuming',
      'in case',
      'as long as',
      'only if',
      'depending',
      'whether',
      'should',
      'might',
      'maybe',
      'perhaps',
    ],
    reads: ['delete account 9 if it is in texas', 'remove lead 4 unless it is qualified', 'maybe delete opportunity 8'],
  },
  retraction: {
    means: 'an instruction taken back',
    words: [
      'actually',
      'never mind',
      'nevermind',
      'wait',
      'scratch that',
      'cancel',
      'forget',
      'on second thought',
      'instead',
      'rather',
      'hold on',
      'hold off',
      'undo',
      'ignore',
      'belay',
      'disregard',
    ],
    reads: ['delete opportunity 20. actually, never mind', 'remove lead 3, wait, forget it'],
  },
  sequence: {
    means: 'more than one request',
    words: ['first', 'before', 'after', 'then', 'afterwards', 'later', 'also', 'and', 'plus', 'next', 'as well', 'too', 'but', 'or'],
    reads: ['list my accounts first, then delete opportunity 5', 'delete opportunity 5 and show the pipeline'],
  },
  questionWords: {
    means: 'a question',
    words: [
      'what',
      'which',
      'who',
      'whom',
      'whose',
      'why',
      'how',
      'where',
      'is it',
      'would it',
      'do we',
      'does it',
      'shall',
      'can i',
      'could i',
    ],
    reads: ['what happens if i delete account 3', 'how do i remove contact 9'],
  },
  idioms: {
    means: 'a figure of speech, not a command',
    words: [
      'drop me a line',
      'drop a line',
      'drop by',
      'drop in',
      'drop off',
      'drop the ball',
      'set up',
      'mark my words',
      'move on',
      'move forward',
      'change of plans',
      'close the deal',
      'close out',
      'remove me',
      'delete me',
      'fix up',
    ],
    reads: ['drop me a line about opportunity 12', 'set up a call for account 4'],
  },
  fresh: {
    means: 'the word a record to create is said with (no value of it)',
    words: ['new', 'fresh', 'another', 'additional'],
    reads: ['create a new lead at acme', 'add another contact at account 4'],
  },
  affirm: {
    means: 'a yes to a change the chat asked about',
    words: ['yes', 'y', 'yep', 'yeah', 'yup', 'sure', 'confirm', 'confirmed', 'do it', 'go ahead', 'proceed', 'ok', 'okay', 'please'],
    reads: ['yes', 'yes, go ahead', 'confirm'],
  },
} satisfies Record<string, WordEntry>;

export type WriteWordKind = keyof typeof WRITE_WORDS;

/** What may stand between a record's kind and its id: "opportunity 20", "opportunity #20", "opportunity id 20". */
export const ID_MARKERS = ['#', 'number', 'id', 'with id', 'record', 'nr'];

/** Words that may stand between the verb and the record it names ("delete the opportunity 20"). */
export const DETERMINERS = ['the', 'this', 'that', 'record', 'crm', 'our', 'my', 'a'];
