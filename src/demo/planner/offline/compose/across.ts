import type { PlanContext, PlanResult } from '../../types.js';
import { ACROSS, LISTS_ASIDE, type AcrossOp } from '../lexicon/across.js';
import { BEYOND } from '../lexicon/compose.js';
import { alternation, escapeRegExp } from '../core/known.js';
import { twoFigures } from './answer.js';
import type { Ask } from './parts.js';
import { canonical, isStopWord, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { findStates } from '../core/states.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { everyListSaid } from './app-lists.js';
import { namesOtherList } from '../understand/other-list.js';
import type { AgentTool } from '../../../tools/types.js';

/**
 * One question asked of two apps at once (lexicon/across.ts): "engineers, tallying my book
 * plus the crm's". Read only after the single reading was not
 * sure of itself (it cannot use the second app's name). The question is asked of each app,
 * said as "… in the <app>", and the two figures are combined (compose/answer.ts twoFigures):
 * added, weighed or divided. Where the apps are named:
 * - in clauses of their own beside the question ("…, tallying my book plus the crm"):
 *   the question is the other clauses, asked of each app;
 * - each in its own clause, each clause a question ("per idaho firm of my territory,
 *   the idaho firms the crm keeps"): the clauses are the two questions;
 * - both in one clause ("does the crm keep more idaho banks than my territory"): the clause
 *   without the apps' names and the words that only weigh them.
 * A parenthesis said after an app's name is said of that app's part ("the territory (my own plus
 * 3rd-party)").
 */
export interface Across {
  op: AcrossOp;
  /** The two questions, the first the one divided (a ratio) or weighed against the second. */
  parts: [string, string];
  apps: [string, string];
  /** "does the crm keep more …": answered yes or no. */
  yesNo: boolean;
}

interface Clause {
  sep: string;
  text: string;
}

/** The message cut at commas, colons, dashes and sentence ends, never inside a parenthesis or a number ("3,000"). */
function clausesOf(message: string): Clause[] {
  const out: Clause[] = [];
  let [depth, cur, sep] = [0, '', ''];
  for (let i = 0; i < message.length; i++) {
    const ch = message.charAt(i);
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const digits = SHAPE_RULES.digit.pattern.test(message.charAt(i - 1)) && SHAPE_RULES.digit.pattern.test(message.charAt(i + 1));
    const dash = '-–—'.includes(ch) && message.charAt(i - 1) === ' ' && message.charAt(i + 1) === ' ';
    if (depth === 0 && !digits && ('.?!;:,'.includes(ch) || dash)) {
      if (cur.trim()) out.push({ sep, text: cur.trim() });
      [cur, sep] = ['', ch];
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push({ sep, text: cur.trim() });
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().match(COMPOSE_TEXT_RULES.acrossWord.pattern) ?? [];
const says = (text: string, phrase: string) => ` ${wordsOf(text).join(' ')} `.includes(` ${phrase} `);
/** Words that only ask for the combination: a clause of nothing else ("as a ratio") is no question. */
const ASKING = new Set([...ACROSS.asking, ...ACROSS.ops.flatMap((r) => r.words.flatMap((w) => w.split(' ')))]);
/** The words of the figures asked ("how", "many", "total"): a clause of nothing else asks of no records. */
const FIGURE = new Set(ACROSS.figures.flatMap((w) => w.split(' ')));
/** A count asked for ("how many more", "number of"): each app's figure must be a count of its records. */
const counting = (text: string) => ACROSS.counting.some((w) => says(text, w));
const EVERY = (text: string) => ACROSS.everyApp.some((p) => says(text, p));

/** An app's name with the words that only point at it, and the parenthesis said after it or after one word more (its `qual`). */
const spanOf = (app: string) =>
  new RegExp(
    `(?:\\b(?:${alternation(ACROSS.before)})\\s+)*\\b${escapeRegExp(app)}\\b(?:['’]s)?` +
      `(?:\\s+(?:${alternation([...ACROSS.after, ...ACROSS.verbs])})\\b)*(?:(?:\\s+[a-z]+)?\\s*\\((?<qual>[^()]*)\\))?`,
    'gi',
  );

/** ", my own plus 3rd-party combined," (lexicon/across.ts LISTS_ASIDE): an aside of the lists that count. */
const LISTS_ASIDE_RE = new RegExp(
  `\\s*,\\s*((?:${alternation(LISTS_ASIDE.own)})\\s+(?:${alternation(LISTS_ASIDE.joins)})\\s+(?:${alternation(LISTS_ASIDE.others)})` +
    `(?:\\s+(?:${alternation(LISTS_ASIDE.tails)}))?)\\s*(?:,|(?=[?.!]|$))`,
  'gi',
);
export const listsAside = (message: string) => message.replace(LISTS_ASIDE_RE, (_m, aside: string) => ` (${aside})`);

/** The clauses' words once the apps' names (and what points at them, and their parentheses) are taken out. */
function clausesWithout(cs: Clause[], apps: string[]): string {
  let rest = cs.map((c) => c.text).join(' ');
  for (const a of apps) rest = rest.replace(spanOf(a), ' ');
  return rest.replace(SHAPE_RULES.endStop.pattern, '').trim();
}

/** The text without the phrases given, as words (its letter case kept). */
function without(text: string, phrases: string[]): string {
  const ws = text.split(SHAPE_RULES.spaces.pattern).filter(Boolean);
  const bare = ws.map((w) => w.toLowerCase().replace(COMPOSE_TEXT_RULES.wordEdges.pattern, ''));
  const drop = new Set<number>();
  for (const p of phrases) {
    const ps = p.split(' ');
    for (let i = 0; i + ps.length <= bare.length; i++) if (ps.every((x, j) => bare[i + j] === x)) ps.forEach((_x, j) => drop.add(i + j));
  }
  return ws.filter((_w, i) => !drop.has(i)).join(' ');
}

const joined = (cs: Clause[]) =>
  cs.map((c, i) => (i === 0 ? c.text : `${c.sep === ':' ? ':' : c.sep === '-' ? ' -' : ','} ${c.text}`)).join('');

/** The question asked of each of two apps, or undefined when the message does not name two apps with a way to combine them. */
export function acrossOf(message: string, apps: string[], tools?: AgentTool[]): Across | undefined {
  const at = (app: string) => message.search(new RegExp(`\\b${escapeRegExp(app)}\\b`, 'i'));
  const named = apps.filter((a) => at(a) >= 0).sort((x, y) => at(x) - at(y));
  const both = named.length === 2 ? named : named.length < 2 && apps.length === 2 && EVERY(message) ? apps : undefined;
  if (!both) return undefined;
  const op = ACROSS.ops.find((r) => r.words.some((w) => says(message, w)))?.op;
  if (!op) return undefined;
  // (one figure of each app: never a record or a value chosen across them; a weighing names the apps on each side of "than")
  const bare = without(message.replace(COMPOSE_TEXT_RULES.bracketed.pattern, ' '), ACROSS.yesNo);
  if (ACROSS.choosing.some((w) => says(bare, w))) return undefined;
  const pos = (app: string) => bare.search(new RegExp(`\\b${escapeRegExp(app)}\\b`, 'i'));
  const than = bare.toLowerCase().indexOf(' than ');
  const sides = than >= 0 && pos(both[0]!) >= 0 && pos(both[0]!) < than && pos(both[1]!) > than;
  if ((op === 'more' || op === 'fewer') && !sides) return undefined;
  if (op === 'sum' && !ACROSS.figures.some((w) => says(message, w))) return undefined;
  // ("lima first: do we keep more … than …": a clause after a heading may open the question)
  const all = clausesOf(message);
  const firsts = all.map((c) => wordsOf(c.text)[0] ?? '');
  const yesNo = firsts.some((w) => BEYOND.yesNoLeads.includes(w)) || ACROSS.yesNo.some((w) => says(message, w));
  const clauses = all.filter((c) => !wordsOf(c.text).every((w) => ASKING.has(w)));
  const appsIn = (c: Clause) => both.filter((a) => at(a) >= 0 && new RegExp(`\\b${escapeRegExp(a)}\\b`, 'i').test(c.text));
  const isApp = (c: Clause) => appsIn(c).length > 0 || EVERY(c.text);
  const quals = new Map<string, string>();
  for (const c of clauses.filter(isApp))
    for (const a of both) for (const m of c.text.matchAll(spanOf(a))) if (m.groups?.qual) quals.set(a, `(${m.groups.qual.trim()})`);
  // (an app said as the caller's own, "my zeta firms", is its own list; else, beside the other app, every list it keeps)
  const ownSaid = (app: string) => new RegExp(`\\b(?:${alternation(ACROSS.own)})\\s+${escapeRegExp(app)}\\b`, 'i').test(message);
  const asked = (core: string, app: string) => {
    const q = `${core} in the ${app}${quals.has(app) ? ` ${quals.get(app)}` : ''}`;
    return ownSaid(app) ? q : everyListSaid(q, message, tools ?? []);
  };
  const ordered = (core: string): Across => ({
    op,
    parts: [asked(core, both[0]!), asked(core, both[1]!)],
    apps: [both[0]!, both[1]!],
    yesNo,
  });
  const core = clauses.filter((c) => !isApp(c));
  if (core.length > 0) {
    // ("for utah, the crm's banks minus …": what the apps' clause counts, when the rest asks no figure)
    const q = joined(core);
    // (a figure asked of nothing, "the tally overall", counts the records the apps' clause names)
    const figured = ACROSS.figures.some((w) => says(q, w)) && wordsOf(q).some((w) => !FIGURE.has(w) && !ASKING.has(w) && !isStopWord(w));
    // (each app's records said once: "banks in my book versus banks in the crm" counts banks)
    const counted = figured
      ? ''
      : without(clausesWithout(clauses.filter(isApp), both), [...ASKING, ...ACROSS.verbs])
          .split(' ')
          .filter((w, i, ws) => w.toLowerCase() !== ws[i - 1]?.toLowerCase())
          .join(' ');
    const full = counted ? `${q}, ${counting(message) ? 'how many ' : ''}${counted}` : q;
    return ordered(full);
  }
  const own = clauses.filter((c) => appsIn(c).length === 1);
  if (own.length === 2 && appsIn(own[0]!)[0] !== appsIn(own[1]!)[0]) {
    const per = (c: Clause) => ACROSS.per.some((p) => wordsOf(c.text).join(' ').startsWith(`${p} `));
    const [a, b] = own.map((c) => without(c.text, ACROSS.per)) as [string, string];
    const swap = per(own[0]!) && !per(own[1]!);
    return { op, parts: swap ? [b, a] : [a, b], apps: swap ? [both[1]!, both[0]!] : [both[0]!, both[1]!], yesNo };
  }
  const one = clauses.filter(isApp);
  if (one.length !== 1) return undefined;
  let rest = one[0]!.text;
  for (const a of both) rest = rest.replace(spanOf(a), ' ');
  const weighing = ACROSS.ops.find((r) => r.op === op)!.words;
  const q = without(rest, [...ACROSS.everyApp, ...weighing, ...ACROSS.verbs, ...BEYOND.yesNoLeads]).replace(
    SHAPE_RULES.endStop.pattern,
    '',
  );
  return q ? ordered(q) : undefined;
}

/**
 * "does the crm have more accounts in utah than …": records weighed by how many there are (a count), when the
 * first word after "more" or "fewer" (past the apps' names, the words that point at them and a state) names a kind of record.
 */
function kindWeighed(message: string, apps: string[]): boolean {
  const ws = wordsOf(message);
  const skip = new Set([...apps.map((a) => a.toLowerCase()), ...ACROSS.before, ...ACROSS.after]);
  return ws.some((w, i) => {
    if (![...ACROSS.ops.filter((r) => r.op === 'more' || r.op === 'fewer').flatMap((r) => r.words)].includes(w)) return false;
    // (a place between says where: "more oregon accounts")
    const next = ws.slice(i + 1).find((x) => !skip.has(x) && findStates(x).length === 0);
    return next !== undefined && terms(next).some((t) => RECORD_KINDS.has(t));
  });
}

/**
 * "… in the crm than my accounts in utah": one app named, the other said as the caller's own records; those are the
 * records of the one app that keeps a list of the caller's own (a tool whose name says "my"), named so ("my <app> accounts").
 */
function ownAppNamed(message: string, apps: string[], tools: AgentTool[]): string {
  const named = apps.filter((a) => words(message.toLowerCase()).includes(a.toLowerCase()));
  const owning = apps.filter((a) =>
    tools.some((t) => t.app === a && words(t.name.replace(SHAPE_RULES.underscores.pattern, ' ')).some((w) => ACROSS.own.includes(w))),
  );
  // (never when the other list is named too: "my zeta firms, the lumen list plus crm" counts both lists)
  if (named.length !== 1 || owning.length !== 1 || named[0] === owning[0] || namesOtherList(message)) return message;
  return message.replace(OWN_KIND, (all, own: string, kind: string) =>
    RECORD_KINDS.has(canonical(kind.toLowerCase())) ? `${own} ${owning[0]} ${kind}` : all,
  );
}
const OWN_KIND = new RegExp(`\\b(${alternation(ACROSS.own)})\\s+([a-z]+)\\b`, 'gi');

/** The message asked of two apps and the figures combined, when the single reading could not use an app's name. */
export async function acrossAnswer(ctx: PlanContext, single: PlanResult, answer: Ask): Promise<PlanResult | undefined> {
  if (single.confidence > 0.5) return undefined;
  const apps = [...new Set(ctx.tools.list().map((t) => t.app))];
  const said = acrossOf(ownAppNamed(listsAside(ctx.message), apps, ctx.tools.list()), apps, ctx.tools.list());
  if (!said) return undefined;
  // (a name the single reading could not use and neither part says again, "calling Zeta Corp (crm) and Lima Ltd", is the
  // question's: a whole app's figure would drop it)
  const kept = new Set(words(said.parts.join(' ')));
  const written = new Set(
    ctx.message
      .split(SHAPE_RULES.spaces.pattern)
      .filter((w) => SHAPE_RULES.capitalFirst.pattern.test(w))
      .flatMap(words),
  );
  const plain = (single.reading?.unused ?? []).filter((u) => u.means === undefined);
  if (plain.flatMap((u) => words(u.text)).some((w) => written.has(w) && !kept.has(w))) return undefined;
  const weighed = said.op === 'more' || said.op === 'fewer';
  // (more firms in utah said of two apps: each app's firms counted)
  const counted = counting(ctx.message) || (weighed && kindWeighed(ctx.message, apps));
  const part = (p: string) => (counted && !counting(p) ? `how many ${p}` : p);
  const r = await twoFigures(ctx, answer, {
    rule: 'one question asked of two apps',
    op: weighed ? 'difference' : said.op,
    a: part(said.parts[0]),
    b: part(said.parts[1]),
    tail: '',
    labels: [`In the ${said.apps[0]}`, `In the ${said.apps[1]}`],
  });
  // (a figure of each app, never the top row of a ranking in each: "the priciest firm" is no quantity to add or weigh)
  type Agg = { agg?: { op: string } };
  const plan = r?.plans?.[0]?.json as { left?: Agg; right?: Agg } | undefined;
  // (side by side, each part's own plan: the figure its last grouping gives)
  type Steps = { steps?: { group?: { aggs: { op: string }[] } }[] };
  const last = (p: { json: unknown }) => (p.json as Steps).steps?.findLast((x) => x.group)?.group?.aggs[0]?.op;
  const ops = said.op === 'both' ? (r?.plans ?? []).map(last) : [plan?.left?.agg?.op, plan?.right?.agg?.op];
  if (ops.some((op) => op === 'max' || op === 'min')) return undefined;
  // (a count asked for is a count of each app's records, never a total of some amount of theirs)
  if (counted && ops.some((op) => op !== 'count')) return undefined;
  if (!r || !weighed || typeof r.result !== 'number') return r;
  // (the gap's sign says which app has more: the answer leads with it, yes or no when so asked)
  const gap = r.result;
  const [x, y] = said.apps;
  const holds =
    gap === 0 ? 'as many as' : gap > 0 === (said.op === 'more') ? `${said.op} than` : `${said.op === 'more' ? 'fewer' : 'more'} than`;
  const said1 = `the ${x} has ${holds} the ${y}`;
  const head = said.yesNo ? `${holds === `${said.op} than` ? 'Yes' : 'No'}: ${said1}` : `${said1.charAt(0).toUpperCase()}${said1.slice(1)}`;
  return { ...r, response: `${head}. ${r.response}` };
}
