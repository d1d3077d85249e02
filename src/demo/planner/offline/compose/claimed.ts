import type { PlanContext, PlanResult } from '../../types.js';
import { CLAIMED } from '../lexicon/claimed.js';
import { isStopWord, words } from '../core/tokenize.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { readAs } from './parts.js';
import { sentencesOf } from './sentences.js';

/**
 * "Is it true that Lima holds more quarries than Quito? Give me both counts.": a claim put to the
 * tools to check (lexicon/claimed.ts CLAIMED), asked as the question it states ("does Lima hold
 * more quarries than Quito?"), with what is said after it, else on its own. Undefined unless the
 * message puts a claim so and one of those questions is read whole and surely.
 */
export async function claimedAnswer(ctx: PlanContext, answer: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult | undefined> {
  const c = claimOf(ctx.message);
  if (!c) return undefined;
  const asked = c.question ? [c.question] : questionsOf(c.claim);
  for (const q of asked)
    for (const message of [...(c.rest.length > 0 ? [[...c.before, q, ...c.rest]] : []), [...c.before, q]].map((s) => s.join(' '))) {
      const r = await answer({ ...ctx, message });
      if (r.confidence > 0.5 && r.reading?.unused.length === 0) return readAs(r, message, `a claim asked: read as "${message}"`);
    }
  return undefined;
}

/** The questions a message's claim is asked as, most likely first (none when it puts no claim). */
export function claimedQuestions(message: string): string[] {
  const c = claimOf(message);
  return c ? (c.question ? [c.question] : questionsOf(c.claim)) : [];
}

interface Claim {
  /** The sentences said before it, as said. */
  before: string[];
  /** The claim itself ("Lima holds more quarries than Quito"), or the question a check opens ("confirm how many …"). */
  claim: string;
  question?: string;
  /** What is said after it, other than the ask ("Give me both counts."). */
  rest: string[];
}

const lower = (s: string) => s.toLowerCase().trim();
export const bare = (s: string) => s.replace(COMPOSE_TEXT_RULES.markEnds.pattern, '').trim();
/** The longest of `phrases` the sentence opens with (then a space or a comma), or undefined. */
export const opener = (sentence: string, phrases: string[]) =>
  phrases.filter((p) => lower(sentence).startsWith(`${p} `) || lower(sentence).startsWith(`${p},`)).sort((a, b) => b.length - a.length)[0];
export const isAsk = (sentence: string) => CLAIMED.asks.includes(words(sentence).join(' '));

/** The claim a message puts, what comes before it and what after it; undefined when it puts none. */
function claimOf(message: string): Claim | undefined {
  const sentences = sentencesOf(message);
  for (const [i, s] of sentences.entries()) {
    const before = sentences.slice(0, i);
    const after = sentences.slice(i + 1);
    const rest = after.filter((x) => !isAsk(x));
    const lead = opener(s, CLAIMED.leads);
    if (lead) return { before, claim: bare(s.slice(lead.length)), rest };
    const check = opener(s, CLAIMED.checks);
    if (check) {
      const said = s.slice(check.length).trim();
      const next = words(said)[0] ?? '';
      if (CLAIMED.whether.includes(next)) return { before, claim: bare(said.slice(next.length)), rest };
      if (CLAIMED.asking.includes(next)) return { before, claim: said, question: said, rest };
      continue;
    }
    // ("I heard …. Is that right?", "…, right?": a claim with its ask after it)
    const told = opener(s, CLAIMED.told);
    const claim = told ? s.slice(told.length).replace(COMPOSE_TEXT_RULES.commaOpen.pattern, '') : s;
    const comma = claim.lastIndexOf(',');
    if (comma > 0 && isAsk(claim.slice(comma + 1))) return { before, claim: bare(claim.slice(0, comma)), rest };
    if (after.length > 0 && isAsk(after[0]!) && !s.trimEnd().endsWith('?')) return { before, claim: bare(claim), rest };
  }
  return undefined;
}

/** The words a claim says before its verb ("Keystone Labs" of "Keystone Labs is based in Lima"), or undefined. */
export function claimSubject(claim: string): string | undefined {
  const ws = claim.split(SHAPE_RULES.spaces.pattern).filter(Boolean);
  const plain = ws.map((w) => bare(w).toLowerCase());
  for (let i = 1; i < ws.length; i++) if (askedAt(ws, plain, i)) return ws.slice(0, i).join(' ');
  return undefined;
}

/** The claim asked as a question, for each of its first two verbs that could be its own (most likely first). */
function questionsOf(claim: string): string[] {
  const ws = claim.split(SHAPE_RULES.spaces.pattern).filter(Boolean);
  const plain = ws.map((w) => bare(w).toLowerCase());
  const out: string[] = [];
  let inClause = false;
  for (let i = 1; i < ws.length && out.length < 2; i++) {
    const w = plain[i]!;
    if (CLAIMED.clauses.includes(w)) {
      inClause = true;
      continue;
    }
    const asked = askedAt(ws, plain, i);
    if (!asked) continue;
    if (inClause) {
      inClause = false;
      continue;
    }
    out.push(asked);
  }
  return out;
}

/** The question with the verb at `i` asked: put first, or after "does"/"do" in its plain form; undefined when no verb is there. */
function askedAt(ws: string[], plain: string[], i: number): string | undefined {
  const w = plain[i]!;
  const first = isStopWord(plain[0]!) ? plain[0]! : ws[0]!;
  const subject = [first, ...ws.slice(1, i)].join(' ');
  const after = (from: number) => ws.slice(from).join(' ');
  const q = (...parts: string[]) => `${parts.filter(Boolean).join(' ')}?`;
  if (CLAIMED.being.includes(w) || CLAIMED.helpers.includes(w)) return q(w, subject, after(i + 1));
  const helper = CLAIMED.having[w];
  if (helper) return CLAIMED.helped.includes(plain[i + 1] ?? '') ? q(w, subject, after(i + 1)) : q(helper, subject, 'have', after(i + 1));
  for (const verb of CLAIMED.verbs) {
    const [head, ...tail] = verb.split(' ');
    if (tail.some((t, k) => plain[i + 1 + k] !== t)) continue;
    const at = i + 1 + tail.length;
    if (w === head) return q('do', subject, verb, after(at));
    if (thirdPerson(head!).includes(w)) return q('does', subject, verb, after(at));
  }
  return undefined;
}

/** "holds", "carries", "reaches": a verb said of one. */
const thirdPerson = (verb: string): string[] => [`${verb}s`, `${verb}es`, ...(verb.endsWith('y') ? [`${verb.slice(0, -1)}ies`] : [])];
