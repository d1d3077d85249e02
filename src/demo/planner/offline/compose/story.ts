import type { PlanResult } from '../../types.js';
import { isStopWord, words } from '../core/tokenize.js';
import { EMAIL } from '../core/known.js';
import { PREAMBLE, STORY } from '../lexicon/preamble.js';
import { findStates } from '../core/states.js';
import { labelOf, type Row } from '../core/rows.js';
import { preambleOf } from './preamble.js';
import { namedOnce } from './place-story.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { opensWith, sentencesOf } from './sentences.js';

/** A run of capitalised words (a name), then the word after it. */
const NAMED_FIRST = COMPOSE_NAME_RULES.namedFirst.pattern;
/** Two names joined by "and" opening the sentence. */
const TWO_NAMED = COMPOSE_NAME_RULES.twoNamed.pattern;
const ASKED_AFTER = COMPOSE_BUILT_RULES.askedAfterComma.pattern;
const CAPITALISED = COMPOSE_NAME_RULES.capitalisedAfterSpace.pattern;

/** The question with its one pointer (one of `pointers`) read as `as`; undefined when it has none or several. */
function pointed(question: string, pointers: string[], as: (said: string) => string): string | undefined {
  const found = pointers.map((p) => ({ p, re: new RegExp(`\\b${p}\\b`, 'gi') })).filter((x) => (question.match(x.re)?.length ?? 0) > 0);
  if (found.length === 0) return undefined;
  const { p, re } = found[0]!;
  if ((question.match(re)?.length ?? 0) !== 1 || words(question).filter((w) => pointers.includes(w)).length > words(p).length)
    return undefined;
  const at = new RegExp(`\\b${p}\\b`, 'i').exec(question)!;
  return `${question.slice(0, at.index)}${as(at[0])}${question.slice(at.index + at[0].length)}`;
}

/**
 * "Grace Hill is one of my contacts. Which state is her company in?": the question with its
 * pointer read as what was said before it ("Which state is Grace Hill's company in?"): a name
 * opening the sentence, two names joined by "and" ("… between the two?"), or one e-mail address
 * ("Whose address is it?"). Undefined when the message is not told that way (lexicon/preamble.ts STORY).
 */
export function storyQuestion(message: string): string | undefined {
  const p = preambleOf(message) ?? askedAfterComma(message);
  if (!p) return undefined;
  const before = message.slice(0, p.rest);
  const question = message.slice(p.rest, p.end).trim();
  // (a question that names something else in capitals past its first word is about that)
  if (CAPITALISED.test(question) || EMAIL.test(question)) return undefined;
  // ("… accounts from its state?": the record's state, looked up by compose/place-story.ts)
  if (STORY.placePointers.some((p) => question.toLowerCase().includes(p))) return undefined;
  const emails = before.match(new RegExp(EMAIL.source, 'g')) ?? [];
  if (emails.length === 1) return pointed(question, STORY.valuePointers, () => emails[0]!);
  const two = TWO_NAMED.exec(before);
  if (two) return pointed(question, STORY.pairPointers, () => `${two[1]} and ${two[2]}`);
  const named = NAMED_FIRST.exec(before);
  // (never words that only open a sentence, "If I add …": no name)
  const name = named && words(named[1]!).some((w) => !isStopWord(w)) ? named[1]! : undefined;
  if (name && STORY.verbs.includes(named![2]!.toLowerCase())) return bothPointed(question, name, STORY.pointers);
  // ("There's an Omar Diaz in my book. Which firm does he work for?": a person said anywhere before, as "she" or "he")
  const person = soleName(before);
  return person ? bothPointed(question, person, STORY.personPointers) : undefined;
}

/** "Do we have a zeta contact named Ana Ruiz? If so, which firm is she at?": the answer after it, "Yes" first when sure. */
export function existsFirst(message: string, r: PlanResult): PlanResult {
  const first = sentencesOf(message)[0]!;
  return opensWith(first, STORY.existsFirst) && first.trimEnd().endsWith('?') && r.confidence > 0.5
    ? { ...r, response: `Yes: ${r.response}` }
    : r;
}

/** "her title and the firm she works for": every pointer at the one named, "her" as theirs, "she" as them; undefined when none. */
function bothPointed(question: string, name: string, pointers: string[]): string | undefined {
  const owned = pointed(question, pointers, () => `${name}'s`);
  return pointed(owned ?? question, STORY.subjects, () => name) ?? owned;
}

/**
 * "Utah check: my revenue there, and …": the question after the colon, its pointer read as the one state said
 * before it, the state its topic.
 */
export function placeLed(message: string): string | undefined {
  const colon = message.indexOf(PREAMBLE.colon);
  if (colon <= 0 || words(message.slice(0, colon)).length > STORY.placeLead.maxWords) return undefined;
  const places = findStates(message.slice(0, colon));
  if (new Set(places.map((p) => p.code)).size !== 1) return undefined;
  const rest = message.slice(0, colon).replace(places[0]!.name, ' ');
  if (words(rest).some((w) => !STORY.placeLead.plain.includes(w) && !isStopWord(w))) return undefined;
  const question = message.slice(colon + 1).trim();
  // ("… how many are there": a "there" after a verb of being points at nothing)
  if (words(question).includes('there') && !COMPOSE_BUILT_RULES.therePointer.pattern.test(question)) return undefined;
  // (the state stays said first, of every part: "Utah: my revenue in Utah and the crm firms' count")
  const asked = pointed(question, STORY.placeLead.pointers, () => `in ${places[0]!.name}`);
  return asked && `${places[0]!.name}: ${asked}`;
}

/** "I have a Mia Lopez on file, which firm is she at?": the question after the last comma that opens with an asking word. */
function askedAfterComma(message: string): { rest: number; end?: number } | undefined {
  const at = [...message.matchAll(ASKED_AFTER)].at(-1);
  return at ? { rest: at.index + 1 } : undefined;
}

/** "There's an Omar Diaz in my book.": the one name said, without a first word that opens a sentence ("Meeting Omar Diaz …"). */
function soleName(before: string): string | undefined {
  const n = namedOnce(before);
  return n && (n.opens ? n.shorter : n.name);
}

const BELONGING = COMPOSE_BUILT_RULES.belonging.pattern;

/**
 * "who is Ana Ruiz?" then "how much revenue does her company make?": the follow-up with its one
 * pointer read as the name of the one record the previous answer was about ("… does Ana Ruiz's
 * company make?"), or undefined (lexicon/preamble.ts FOLLOWED_PERSON).
 */
export function followedPerson(message: string, previous: unknown): string | undefined {
  const row = Array.isArray(previous) ? (previous.length === 1 ? (previous[0] as unknown) : undefined) : previous;
  if (!row || typeof row !== 'object') return undefined;
  const name = labelOf(row as Row);
  const said = message.match(BELONGING) ?? [];
  if (!name || said.length !== 1 || CAPITALISED.test(message)) return undefined;
  return message.replace(BELONGING, `${name}'s `);
}
