import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';
import { subjectOf as toolSubject } from '../choose/params.js';
import { findStates } from '../core/states.js';
import type { PlanContext, PlanResult } from '../../types.js';
import { BARE_FIGURES, LEADER_POINTERS, REFER } from '../lexicon/refer.js';
import { fieldWords } from '../core/format.js';
import { answerRows, isRecord } from '../core/rows.js';
import { mainMeasure } from '../core/fields.js';
import { escapeRegExp } from '../core/known.js';
import { askedBefore, figureAsked, figuresPaired } from './figure-said.js';
import { readAs } from './parts.js';
import { TWO_FIGURES } from '../lexicon/figure-said.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { THERE_RULES } from '../rules/compose-there.js';
import { EXTRACT_RULES } from '../rules/extract.js';

/**
 * A follow-up that points at the previous answer, read again with the previous question's
 * subject in the pointing words' place (lexicon/refer.ts): "count of them above 5m" after
 * "list the open quito deals" is "count open quito deals above 5m". Used only when the single reading
 * left the pointer unused and the folded question is read whole; the answer says how it was read.
 */
const LEADS = [...REFER.subjectLeads].sort((a, b) => b.length - a.length);
const POINTERS = [...REFER.pointers]
  .sort((a, b) => b.words.length - a.words.length)
  .map((p) => ({ ...p, re: new RegExp(`\\b${p.words.split(SHAPE_RULES.spaces.pattern).map(escapeRegExp).join('\\s+')}\\b`, 'i') }));

/** The subject of a question: its words without the leading request ("show me the …"). */
export function subjectOf(question: string): string {
  const q = question.trim().replace(SHAPE_RULES.endStop.pattern, '');
  const lead = LEADS.find((l) => q.toLowerCase().startsWith(`${l} `));
  return (lead ? q.slice(lead.length) : q).trim();
}

/** The follow-up with the previous question's subject in place of its pointer, or undefined when it has none. */
export function folded(previous: string, followUp: string): string | undefined {
  const p = POINTERS.find((x) => x.re.test(followUp));
  if (!p) return undefined;
  // ("those in lima?" after "count quarries over 5k": the quarries themselves, not their count)
  const s = subjectCounted(previous).subject;
  return s ? followUp.replace(p.re, p.as.replace('{s}', s)).replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim() : undefined;
}

const POINTED = 'a reference to the previous answer';

const BARE_LEADS = COMPOSE_BUILT_RULES.bareLeads.pattern;

/** The records a question is of, and whether it counted them ("how many quito deals …" is of "quito deals …", counted). */
function subjectCounted(previous: string): { subject: string | undefined; counted: boolean } {
  const subject = subjectOf(previous);
  const lead = BARE_FIGURES.countLeads.find((l) => subject?.toLowerCase().startsWith(`${l} `));
  if (!lead) return { subject, counted: false };
  const counted = subject!.slice(lead.length).trim();
  // ("how many zeta firms are there in lima": the zeta firms in lima)
  const there = BARE_FIGURES.countedThere.find((t) => ` ${counted.toLowerCase()} `.includes(` ${t} `));
  const at = there ? ` ${counted.toLowerCase()} `.indexOf(` ${there} `) : -1;
  return { subject: there ? `${counted.slice(0, at)} ${counted.slice(at + there.length)}`.trim() : counted, counted: true };
}

/** "whats the total" after "my clients in ohio": "the total of my clients in ohio"; undefined when more than a figure is said. */
export function figureOf(previous: string, followUp: string): string | undefined {
  const figure = followUp
    .trim()
    .replace(SHAPE_RULES.endStop.pattern, '')
    .replace(BARE_LEADS, '')
    .replace(COMPOSE_BUILT_RULES.bareTails.pattern, '')
    .trim()
    .toLowerCase();
  const s = subjectCounted(previous).subject;
  return BARE_FIGURES.figures.includes(figure) && s ? `the ${figure} of ${s}` : undefined;
}

/** The answer to a follow-up whose pointer the single reading could not use, read folded; undefined otherwise. */
export async function referAnswer(
  ctx: PlanContext,
  single: PlanResult,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  const prev = ctx.history.at(-1);
  if (!prev) return undefined;
  // ("whats the total": a figure alone, of the previous question's records, when it read as nothing of its own)
  // ("how many is that", "what do those earn combined": a figure in words of its own, of the question last read)
  const said = figureAsked(ctx.message);
  const before = said ? subjectOf(askedBefore(prev)) : '';
  // (two figures asked so: the single reading answers one of them, however sure it is; after a count, "what's their
  // total" asks a figure of the rows counted, never the count again)
  const ofPrevious = figureOf(prev.message, ctx.message);
  const bare =
    single.confidence <= 0.5 || figuresPaired(ctx.message) || (subjectCounted(prev.message).counted && ofPrevious)
      ? (ofPrevious ?? (before ? `the ${said} of ${before}` : undefined))
      : undefined;
  // (or a kind of record it left unused, "of those, who holds the most zeta deals": asked of the records said before, whole)
  const kindLeft = (u: { text: string }) => words(u.text).some((w) => RECORD_KINDS.has(canonical(w)));
  // (or any word it left unused when it points at them: "which of them never won a zeta deal" after a count of firms)
  const pointsLeft =
    single.confidence <= 0.5 &&
    (single.reading?.unused.length ?? 0) > 0 &&
    subjectCounted(prev.message).counted &&
    POINTERS.some((x) => x.re.test(ctx.message));
  if (!bare && !pointsLeft && !single.reading?.unused.some((u) => u.means === POINTED || kindLeft(u))) return undefined;
  const message = bare ?? folded(prev.message, ctx.message);
  if (!message) return undefined;
  // (after an answer read from the rows before it, "which are still open", the figure is of those rows: asked of them)
  const rows = answerRows(prev.result)?.rows ?? [];
  const measure = rows.length > 0 ? mainMeasure(rows) : undefined;
  const figure = said ?? words(ctx.message).find((w) => TWO_FIGURES.figures.includes(w));
  if (figure && measure && prev.calls.length === 0) {
    const ofThem = `the ${figure} ${fieldWords(measure)} of them`;
    const k = await answer({ ...ctx, message: ofThem });
    if (k.confidence > 0.5 && k.reading?.unused.length === 0) return readAs(k, ofThem, `follow-up: read as "${ofThem}"`);
  }
  const r = await answer({ ...ctx, message, history: [] });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  return {
    ...r,
    asked: r.asked ?? message,
    response: `Read as: "${message}".\n${r.response}`,
    reading: { ...r.reading!, rules: [...r.reading!.rules, `follow-up: read as "${message}"`] },
  };
}

const LEADS_RE = COMPOSE_BUILT_RULES.leaderLeads.pattern;

function leaderOf(ctx: PlanContext): { leader?: Record<string, unknown>; place: boolean } {
  const result = ctx.history.at(-1)?.result;
  const leader = isRecord(result) && isRecord(result.leader) ? result.leader : sharedPlace(result);
  return { leader, place: !!leader && typeof leader.field === 'string' && LEADER_POINTERS.placeFields.includes(leader.field) };
}

/** The records of a result: its rows, or the one record it is. */
function recordsOf(result: unknown): Record<string, unknown>[] {
  return (
    Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.rows) ? result.rows : isRecord(result) ? [result] : []
  ).filter(isRecord);
}

/** "my colorado accounts", then "… in that same state": rows that all hold one place hold it as their leader. */
function sharedPlace(result: unknown, least = 2): Record<string, unknown> | undefined {
  const rows = recordsOf(result);
  // (one record is no list of a place: "who works there?" after it points at the record; "in that state" is its state)
  if (rows.length < least) return undefined;
  for (const field of LEADER_POINTERS.placeFields) {
    const values = new Set(rows.map((r) => r[field]));
    const [value] = values;
    if (values.size === 1 && typeof value === 'string' && value !== '') return { field, value };
  }
  return undefined;
}

/**
 * A last "there" after an answer that found nothing: a pointer left unresolved, written as
 * one the answer says it could not use (lexicon/cues.ts 'place reference'). Undefined otherwise.
 */
export function thereUnplaced(ctx: PlanContext): string | undefined {
  // (only after an answer that found nothing: "who works there?" after a record points at that record)
  const prev = ctx.history.at(-1)?.result;
  const nothing = prev === undefined || prev === null || (Array.isArray(prev) && prev.length === 0);
  if (ctx.history.length === 0 || !nothing || leaderOf(ctx).place || !THERE_POINTING.test(ctx.message)) return undefined;
  return ctx.message.replace(THERE_POINTING, ` ${LEADER_POINTERS.thereUnplaced}$1`);
}

/** "… there", said last of a place the previous answer put first (then "how many are there?" is asked there too). */
const THERE = THERE_RULES.thereAtEnd.pattern;
/** With no place before it, "how many are there?" points at nothing: only a "there" after no such verb. */
const THERE_POINTING = THERE_RULES.therePointing.pattern;
/**
 * The follow-up with the value the previous answer put first in place of the words that point at
 * it (lexicon/refer.ts LEADER_POINTERS): "how many deals in that state" after "CA has the most of
 * your accounts" is "how many deals in CA". Undefined when it points at nothing.
 */
/** The message names an app ("the crm") other than the one the previous answer came from. */
function namesOtherApp(ctx: PlanContext): boolean {
  const tools = ctx.tools.list();
  const before = new Set(
    (ctx.history.at(-1)?.calls ?? []).map((c) => tools.find((t) => t.name === c.tool)?.app).filter((a): a is string => a !== undefined),
  );
  const said = new Set(ctx.message.toLowerCase().split(SHAPE_RULES.notAlphanumeric.pattern));
  return before.size > 0 && tools.some((t) => said.has(t.app.toLowerCase()) && !before.has(t.app));
}

export function leaderPlaced(ctx: PlanContext): string | undefined {
  // ("and the zeta firms there?" after a figure asked of one state, no rows and no place put first: that state)
  const asked = findStates(ctx.history.at(-1)?.message ?? '');
  const one = asked.length > 0 && asked.every((h) => h.code === asked[0]!.code) && findStates(ctx.message).length === 0;
  // (never after a record or rows, nor pointing at rows: "the people there", "the priciest one there")
  const before = ctx.history.at(-1)?.result;
  const figure = typeof before === 'number' || (isRecord(before) && typeof before.count === 'number' && !isRecord(before.leader));
  // (after an answer that found nothing there are no rows to point at: "which lima ones are there?" is that state)
  const none = before === undefined || before === null || (Array.isArray(before) && before.length === 0);
  const pointing = !none && words(ctx.message.toLowerCase()).some((w) => LEADER_POINTERS.rowWords.includes(w));
  if (one && (figure || none) && !pointing && THERE.test(ctx.message))
    return ctx.message.replace(THERE, ` in ${asked[0]!.name}$1`).replace(LEADS_RE, '').trim();
  const { leader: first, place: anyPlace } = leaderOf(ctx);
  // ("in that state" after one record: the state it holds)
  const leader = first ?? sharedPlace(ctx.history.at(-1)?.result, 1);
  // (a last "there" after a list points at its records, "the people there": only a value put first is a place)
  const result = ctx.history.at(-1)?.result;
  const place = anyPlace && isRecord(result) && isRecord(result.leader);
  // ("and how many crm firms in that same state?" after two questions asked of one state: that state)
  if (!leader && one) return pointerReplaced(ctx.message, LEADER_POINTERS.placeFields[0]!, asked[0]!.name);
  if (!leader || typeof leader.field !== 'string' || leader.value === undefined) return undefined;
  const value = String(leader.value);
  const field = fieldWords(leader.field).split(SHAPE_RULES.spaces.pattern).map(escapeRegExp).join('\\s+');
  // ("… there" of a place, said last; after one record, only when another app's records are asked there:
  // "what state is acme in?" then "the crm accounts there", never "who works there")
  const elsewhere = first === undefined && namesOtherApp(ctx);
  if ((place || elsewhere) && THERE.test(ctx.message)) return ctx.message.replace(THERE, ` in ${value}$1`).replace(LEADS_RE, '').trim();
  // ("and my zeta quarries in it?" after a place put first: in that place)
  const inIt = place ? LEADER_POINTERS.inIt.map((f) => formPattern(f, '')).find((re) => re.test(ctx.message)) : undefined;
  if (inIt) return ctx.message.replace(inIt, `in ${value}`).replace(LEADS_RE, '').trim();
  // ("show those there below 5 zetas" after a place put first: the records counted in that place)
  if (place && THERE_WITHIN.test(ctx.message))
    return kindSaid(ctx, ctx.message.replace(THERE_WITHIN, ` in ${value}`))
      .replace(LEADS_RE, '')
      .trim();
  // ("carry that same title" after a job title put first: the field's last word, said with the value)
  const last = fieldWords(leader.field).split(SHAPE_RULES.spaces.pattern).at(-1)!;
  const short = last === fieldWords(leader.field) ? undefined : pointerReplaced(ctx.message, escapeRegExp(last), `the ${last} ${value}`);
  return pointerReplaced(ctx.message, field, value) ?? short;
}

/** "there" said inside a sentence, of a place (rules/compose-there.ts). */
const THERE_WITHIN = THERE_RULES.thereWithin.pattern;

/** The message with its words for the rows ("the ones") said as the kind of records the previous answer counted ("zeta quarries"). */
function kindSaid(ctx: PlanContext, message: string): string {
  const tool = ctx.tools.list().find((t) => t.name === ctx.history.at(-1)?.rowsOf);
  const form = tool && LEADER_POINTERS.onesSaid.map((f) => formPattern(f, '')).find((re) => re.test(message));
  if (!tool || !form) return message;
  const kind = toolSubject(tool);
  return message.replace(form, `${kind.mine ? `${LEADER_POINTERS.mine} ` : ''}${kind.text}`);
}

/** The message with its pointer at a value of the field (lexicon/refer.ts LEADER_POINTERS) said as that value; undefined without one. */
function pointerReplaced(message: string, field: string, value: string): string | undefined {
  for (const form of LEADER_POINTERS.inForms) {
    const re = formPattern(form, field);
    if (re.test(message)) return message.replace(re, `in ${value}`).replace(LEADS_RE, '').trim();
  }
  for (const form of LEADER_POINTERS.forms) {
    const re = formPattern(form, field);
    if (re.test(message)) return message.replace(re, value).replace(LEADS_RE, '').trim();
  }
  return undefined;
}

/** A pointer form of lexicon/refer.ts LEADER_POINTERS with `{f}` as the field's words (a pattern). */
function formPattern(form: string, field: string): RegExp {
  const said = form.split(SHAPE_RULES.spaces.pattern).map((w) => (w === '{f}' ? field : escapeRegExp(w)));
  return new RegExp(`\\b${said.join('\\s+')}\\b`, 'i');
}

/** A web address (a value no pointer names). */
const URL = new RegExp(EXTRACT_RULES.url.pattern.source, 'i');

/** The one record of a result (a record, or rows of one), else undefined. */
function oneRecord(result: unknown): Record<string, unknown> | undefined {
  const rows = recordsOf(result);
  return rows.length === 1 && !isRecord(rows[0]!.leader) ? rows[0] : undefined;
}

/** The values every row of a result holds alike ("Software Engineer" of the leads counted with that title), by field. */
function sharedValues(result: unknown): Record<string, unknown> | undefined {
  const rows = recordsOf(result);
  if (rows.length < 2) return undefined;
  return Object.fromEntries(Object.entries(rows[0]!).filter(([f, v]) => typeof v === 'string' && rows.every((r) => r[f] === v)));
}

/**
 * "how many crm people hold that same title?" after one record (or rows that all hold one value of
 * it): its value of the field the pointer names (by its last word: "title" of job_title), in the
 * pointer's place. Undefined when the pointer names none of those fields.
 */
export function recordValuePointed(ctx: PlanContext): string | undefined {
  // (or a value every row of the previous answer holds: "… that same title" after the leads counted with one)
  const record = oneRecord(ctx.history.at(-1)?.result) ?? sharedValues(ctx.history.at(-1)?.result);
  if (!record) return undefined;
  for (const [field, value] of Object.entries(record)) {
    if (typeof value !== 'string' || value === '' || LEADER_POINTERS.placeFields.includes(field)) continue;
    // (never a page's address: "… on that page" after a form was filled is the page)
    if (URL.test(value)) continue;
    const said = fieldWords(field).split(SHAPE_RULES.spaces.pattern);
    const names = [...new Set([said, [said.at(-1)!]].map((ws) => ws.map(escapeRegExp).join('\\s+')))];
    // (only "that …" and "the same …": "read the table on this page" after a form was filled points at no value of it)
    for (const form of LEADER_POINTERS.forms.filter((f) => f.startsWith('that') || f.includes('same'))) {
      const re = formPattern(form, `(?:${names.join('|')})`);
      if (re.test(ctx.message)) return ctx.message.replace(re, `"${value}"`).replace(LEADS_RE, '').trim();
    }
  }
  return undefined;
}

/**
 * A placed follow-up that names no kind of record and no app ("their summed worth over in that
 * spot?" after "which province holds most of my quarries?"), read by another app than the
 * previous answer's: the question again, about the previous answer's records ("…, for my
 * quarries?"). Undefined when it named what it asks of, or the previous answer called nothing.
 */
export function placedForPrevious(ctx: PlanContext, placed: string, read: PlanResult): string | undefined {
  const tools = ctx.tools.list();
  const before = (ctx.history.at(-1)?.calls ?? []).map((c) => tools.find((t) => t.name === c.tool)).filter((t) => t !== undefined);
  const plans = JSON.stringify(read.plans ?? []);
  const now = tools.filter((t) => t.name === read.rowsOf || plans.includes(`"${t.name}"`)).map((t) => t.app);
  const first = before[0];
  if (!first || now.length === 0 || now.every((a) => a === first.app)) return undefined;
  const said = words(placed.toLowerCase());
  // (a kind said as the unit of a figure, "per account", names no records of its own)
  const named = said.some((w, i) => RECORD_KINDS.has(canonical(w)) && !LEADER_POINTERS.unitLeads.includes(said[i - 1] ?? ''));
  if (named || tools.some((t) => said.includes(t.app.toLowerCase()))) return undefined;
  const { text, mine } = toolSubject(first);
  return `${placed.replace(SHAPE_RULES.endStop.pattern, '')}, for ${mine ? 'my ' : ''}${text}?`;
}
