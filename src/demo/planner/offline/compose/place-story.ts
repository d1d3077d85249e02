import type { PlanContext, PlanResult } from '../../types.js';
import { isStopWord, words } from '../core/tokenize.js';
import { Executor } from '../../../query/index.js';
import { preambleOf } from './preamble.js';
import { statesOf } from './bridge.js';
import { readAs } from './parts.js';
import type { Ask } from './parts.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';

/**
 * "Lunch with Acme Corp on friday. Crm banks within that same state?": a record named in what
 * is said before the question, and the question pointing at its state (lexicon/preamble.ts
 * STORY.placePointers). The record's state is looked up (it must be one record), and the
 * question asked with the state in the pointer's place; the answer says how it was read.
 */
const POINTER = COMPOSE_BUILT_RULES.placePointer.pattern;
/** Two or more capitalised words in a row ("Nova Motors Corp"), joined by "&" or "of" at most. */
const NAME_RUN = COMPOSE_NAME_RULES.nameRun.pattern;

/** The names the story may mean, most likely first, and the question; undefined unless it points at one state once. */
export function placeStory(message: string): { names: string[]; question: string } | undefined {
  const p = preambleOf(message);
  if (!p) return undefined;
  const before = message.slice(0, p.rest);
  // (a reason said after the question, ", in case …", is no part of it)
  const question = message.slice(p.rest, p.end).trim();
  if ((question.match(POINTER)?.length ?? 0) !== 1) return undefined;
  const n = namedOnce(before);
  return n ? { names: n.shorter ? [n.name, n.shorter] : [n.name], question } : undefined;
}

/**
 * The one name said (two capitalised words or more), and, when it opens a sentence, the name
 * without its first word ("Visiting Acme Corp …": a word capitalised only for that), if that
 * still holds two words.
 */
export function namedOnce(before: string): { name: string; opens: boolean; shorter?: string } | undefined {
  const runs = [...before.matchAll(NAME_RUN)];
  if (runs.length !== 1) return undefined;
  const run = runs[0]!;
  const opens = before.slice(0, run.index).trim() === '' || COMPOSE_NAME_RULES.sentenceEnded.pattern.test(before.slice(0, run.index));
  const shorter = run[0].split(SHAPE_RULES.spaces.pattern).slice(1).join(' ');
  return { name: run[0], opens, ...(opens && shorter.includes(' ') ? { shorter } : {}) };
}

const AT_RECORD = COMPOSE_BUILT_RULES.recordPointer.pattern;

/** "Golf with Acme Corp tomorrow. Who do I know there?": the names it may mean and the question asked at the record. */
export function recordStory(message: string): { names: string[]; question: string; at: (name: string) => string } | undefined {
  // (the story ends at a sentence's end or a colon, or at the last comma before a question word)
  const comma = [...message.matchAll(COMPOSE_BUILT_RULES.askedAfterComma.pattern)].at(-1);
  const p = preambleOf(message);
  const rest = p?.rest ?? (comma ? comma.index + comma[0].length : undefined);
  if (rest === undefined) return undefined;
  const question = message.slice(rest, p?.end).trim();
  if ((question.match(AT_RECORD)?.length ?? 0) !== 1 || (question.match(POINTER)?.length ?? 0) > 0) return undefined;
  const found = namedOnce(message.slice(0, rest));
  // (never words that only open a sentence, "If I add …": no name)
  const n = found && words(found.name).some((w) => !isStopWord(w)) ? found : undefined;
  const at = (name: string) => question.replace(AT_RECORD, `at ${name}`);
  return n ? { names: n.shorter ? [n.name, n.shorter] : [n.name], question, at } : undefined;
}

export async function placeStoryAnswer(ctx: PlanContext, api: Ask, answer: Ask): Promise<PlanResult | undefined> {
  const story = placeStory(ctx.message);
  if (!story) return recordStoryAnswer(ctx, answer);
  const exec = new Executor({
    tools: ctx.tools,
    call: { sessionId: ctx.sessionId, signal: ctx.signal },
    shown: ctx.settings.demo.max_results,
  });
  for (const name of story.names) {
    const found = await statesOf(ctx, exec, api, { rule: 'in the state of one record', one: true, picked: true, a: name, b: '' });
    if (found?.states.length !== 1) continue;
    const state = found.states[0]!;
    const asked = story.question.replace(POINTER, state);
    const r = await answer({ ...ctx, message: asked });
    return readAs(r, asked, `story: the state of "${name}", read as "${asked}"`, `${state} is the state of ${name}`);
  }
  return undefined;
}

/** The question of a record story asked at the record (the first name read whole), else undefined. */
async function recordStoryAnswer(ctx: PlanContext, answer: Ask): Promise<PlanResult | undefined> {
  const story = recordStory(ctx.message);
  for (const name of story?.names ?? []) {
    const asked = story!.at(name);
    const r = await answer({ ...ctx, message: asked });
    if (r.confidence > 0.5 && r.reading?.unused.length === 0) return readAs(r, asked, `story: "${name}" pointed at, read as "${asked}"`);
  }
  return undefined;
}
