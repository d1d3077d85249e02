import type { Turn } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Comparator, Mention } from '../understand/extract.js';
import type { Intent } from '../understand/intent.js';
import { subjectOf, toolEntityTerms } from './params.js';
import { findRows, isRecord, type Row } from '../core/rows.js';
import { canonical, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { alternation, escapeRegExp } from '../core/known.js';
import { RECORD_POINTERS } from '../lexicon/refer.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { PHASE_RULES } from '../rules/phase.js';
import { phasesAsked } from '../understand/phase.js';
import { FOLLOWUP_RULES } from '../rules/choose-followup.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { READ_RULES } from '../rules/read.js';
import { FOLLOW_CUE, REFINE_CUE } from '../understand/plain.js';
import { isNegated } from '../understand/negation.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { THERE_RULES } from '../rules/compose-there.js';
import { comparatorStart } from '../understand/numbers.js';
import { BOUND_WORDS } from '../understand/dates.js';
import { RANGE_SAID_ANEW } from '../lexicon/bounds.js';
import { figureAsked } from '../compose/figure-said.js';
import { FIGURE_SAID } from '../lexicon/figure-said.js';
import { SWAP_CUE, swapSubject } from './swap-subject.js';

/**
 * Follow-ups over `ctx.history`: "and the second one?" and "what about Texas?" re-ask the
 * previous question with the new ordinal or value put in place of the old one; "show me
 * their contacts" joins from the previous answer's rows (see plan.ts).
 */
export interface Previous {
  rows: Row[];
  entity: string[];
  label: string;
  /** The app of the tool that produced the rows: its ids fit that app's tools. */
  app: string;
  tool: AgentTool;
  /** False when the answer kept only the first rows of a longer list (demo.max_results). */
  complete: boolean;
}

export function previousRows(turn: Turn | undefined, tools: AgentTool[]): Previous | undefined {
  if (!turn) return undefined;
  const r = turn.result;
  const set = Array.isArray(r)
    ? findRows(r)
    : isRecord(r) && r.rows !== undefined
      ? findRows(r.rows)
      : isRecord(r)
        ? findRows(r)
        : undefined;
  const rows = set && !set.single ? set.rows : isRecord(r) && 'id' in r ? [r] : [];
  // a count answered with its first rows ({count: 261, rows: [10]}) kept only those
  const countOf = isRecord(r) && typeof r.count === 'number' ? r.count : undefined;
  const total = turn.total ?? set?.total ?? countOf;
  const complete = set === undefined || set.single || total === undefined || total <= rows.length;
  const last = [...turn.calls].reverse().find((c) => c.status === 'ok');
  const name = turn.rowsOf ?? last?.tool;
  const tool = name ? tools.find((t) => t.name === name) : undefined;
  if (!tool || rows.length === 0) return undefined;
  return {
    rows: rows.filter(isRecord),
    app: tool.app,
    tool,
    complete,
    entity: toolEntityTerms(tool),
    label: `the ${counted(rows.length, subjectOf(tool).text)} of the previous answer`,
  };
}

/**
 * The question a turn is kept as, for the next follow-up to change: a follow-up folded into the previous question,
 * that question; one answered from the previous rows ("avg score?" after "leads in lima"), the question it narrowed
 * and then it ("and in quito?" changes a value of that); else none (the message itself).
 */
export function askedAs(message: string, folded: boolean, refined: boolean, prev: Turn | undefined): string | undefined {
  return refined ? prev && `${prev.asked ?? prev.message} ${message}` : folded ? message : undefined;
}

/**
 * "then just the lima ones" after a total of deals: the previous question's figure (its total, count or
 * grouping) asked again of the rows the follow-up narrows, unless it asks a shape of its own or for a list.
 */
export function figureKept(intent: Intent, message: string, prev: Intent, narrows: boolean): Intent {
  // ("top 3" after "sort them by headcount": a ranking that names no measure keeps the one the rows were sorted by)
  const o = intent.order;
  if (o && o.hint.length === 0 && o.measureWords.length === 0 && !o.recency && prev.order && prev.order.hint.length > 0)
    return { ...intent, order: { ...o, hint: prev.order.hint, measureWords: prev.order.measureWords } };
  // ("so what is it all worth": a figure said in words of its own, lexicon/figure-said.ts, asked of the rows)
  const said = SAID_FIGURES[figureAsked(message) ?? ''];
  if (said && !intent.aggregate && !intent.count) return { ...intent, ...said };
  const own = intent.count || intent.aggregate || intent.order || intent.by || intent.distinct || intent.project || intent.winner;
  const asked = own || intent.shown || intent.yesNo || intent.share || intent.whichOfThem || intent.write;
  if (!narrows || asked || (!prev.count && !prev.aggregate) || prev.order || words(message).some((w) => FIGURE_SAID.listed.includes(w)))
    return intent;
  return { ...intent, count: prev.count, aggregate: prev.aggregate, by: prev.by };
}

/**
 * "and what if we add lima to it?" after a total of quito's firms: the previous question with the new value said beside
 * the last old one of its kind ("… quito and lima"), never a change to the records; undefined unless every value of the
 * follow-up is inside what it adds and the previous question has one of that kind.
 */
export function widened(message: string, prevAsked: string, prevMentions: Mention[], mentions: Mention[]): string | undefined {
  const cue = FOLLOWUP_RULES.widen.pattern.exec(message);
  const added = cue?.[1] ?? cue?.[2] ?? cue?.[3];
  if (!cue || added === undefined || mentions.length === 0) return undefined;
  const from = message.indexOf(added);
  // (a mention's end may hold the space after it: "2026 ")
  if (mentions.some((m) => m.start < from || m.start + message.slice(m.start, m.end).trimEnd().length > from + added.length))
    return undefined;
  const field = (m: Mention) => (m.kind === 'text' ? m.field : undefined);
  const old = prevMentions.findLast((o) => mentions.every((m) => m.kind === o.kind && field(m) === field(o)));
  const end = old && old.start + prevAsked.slice(old.start, old.end).trimEnd().length;
  return old ? `${prevAsked.slice(0, end)} and ${added}${prevAsked.slice(end)}` : undefined;
}

/**
 * "and the ones not in lima?" after "my clients in lima": no narrowing of rows that all hold lima (none would be left)
 * but the previous question with that value left out: its words for the value dropped, the follow-up said after it.
 */
export function complemented(message: string, prevAsked: string, prevMentions: Mention[], mentions: Mention[]): string | undefined {
  if (mentions.length === 0 && FOLLOWUP_RULES.restAsked.pattern.test(message)) return restOf(prevAsked, prevMentions);
  const key = (m: Mention, text: string) => (m.kind === 'state' ? m.code : text.slice(m.start, m.end).toLowerCase());
  const negated = mentions.filter(isNegated);
  if (negated.length === 0 || negated.length !== mentions.length) return undefined;
  const same = prevMentions.filter((o) => !isNegated(o) && negated.some((m) => m.kind === o.kind && key(m, message) === key(o, prevAsked)));
  if (same.length === 0) return undefined;
  let asked = prevAsked;
  for (const o of [...same].sort((a, b) => b.start - a.start)) {
    const lead = FOLLOWUP_RULES.placeLead.pattern.exec(asked.slice(0, o.start));
    asked = asked.slice(0, lead ? lead.index : o.start) + asked.slice(o.end);
  }
  return `${asked.trim()} ${message.replace(FOLLOW_CUE, '').trim()}`;
}

/** The figures FIGURE_SAID names, as what an intent asks (a total or an average of the rows' main measure). */
const SAID_FIGURES: Record<string, Partial<Intent>> = {
  number: { count: true },
  total: { aggregate: { op: 'sum', hint: ['valu'] } },
  average: { aggregate: { op: 'avg', hint: ['valu'] } },
};

/** The bound that leaves out what a bound kept ("over 5m" → "at most 5m"); none for "exactly". */
const TURNED: Partial<Record<Comparator, Comparator>> = { gt: 'lte', gte: 'lt', lt: 'gte', lte: 'gt' };

/**
 * "how about all the others" after "my firms over 5m": the previous question with its one condition turned
 * round (a bound to its opposite, a value to "not" it); undefined unless it has exactly one.
 */
function restOf(prevAsked: string, prevMentions: Mention[]): string | undefined {
  const conds = prevMentions.filter((m) => (m.kind === 'number' && m.comparator) || m.kind === 'state' || m.kind === 'text');
  const m = conds.length === 1 ? conds[0]! : undefined;
  if (!m) return undefined;
  if (m.kind === 'number') {
    const from = comparatorStart(prevAsked, m.start);
    const turned = TURNED[m.comparator!];
    return from === undefined || !turned ? undefined : `${prevAsked.slice(0, from)}${BOUND_WORDS[turned]} ${prevAsked.slice(m.start)}`;
  }
  const lead = FOLLOWUP_RULES.placeLead.pattern.exec(prevAsked.slice(0, m.start));
  const at = lead ? lead.index : m.start;
  const between = prevAsked.slice(at, m.start).replace(SHAPE_RULES.spaceRuns.pattern, ' ') || ' ';
  return `${prevAsked.slice(0, at)} not${between}${prevAsked.slice(m.start)}`;
}

/** Ends of a deal's life a follow-up may swap for the other (lima deals lost, then "and the won ones?"). */
const SWAPPED_PHASES = { won: PHASE_RULES.won.pattern, lost: PHASE_RULES.lost.pattern } as const;

/**
 * "plus the ones won?" after a count of the quito deals lost since march: the previous question with its
 * words of the one end put as the other; undefined unless each names one end, and they differ.
 */
export function phaseSwapped(message: string, prevAsked: string): string | undefined {
  // (only a follow-up opening as one: "and …", "what about …"; never a request of its own, "email each a win-back offer")
  if (!SWAP_CUE.test(message)) return undefined;
  const now = phasesAsked(message).phase;
  const before = phasesAsked(prevAsked).phase;
  if (now === before || (now !== 'won' && now !== 'lost') || (before !== 'won' && before !== 'lost')) return undefined;
  // ("closed-won" with "lost" said: "closed-lost", the word of the end alone put as the other)
  return prevAsked.replace(new RegExp(SWAPPED_PHASES[before].source, 'gi'), (said) => {
    const at = said.toLowerCase().lastIndexOf(before);
    return at > 0 ? `${said.slice(0, at)}${now}${said.slice(at + before.length)}` : now;
  });
}

/** The message to plan: the follow-up folded into the previous question, or the message itself. */
export function rewriteFollowUp(
  message: string,
  intent: Intent,
  mentions: Mention[],
  prevMessage: string | undefined,
  prevMentions: Mention[],
  valueLists: string[][] = [],
): string | undefined {
  // ("and in the crm?", which names an app, is read before this: swapApp)
  // ("also, which of these hold zeta officers": the previous rows narrowed, never the previous question re-asked)
  if (!prevMessage || !intent.followUp || intent.whichOfThem) return undefined;
  let text = prevMessage;
  const replaced = new Set<Mention>();
  // replace from the end so earlier offsets stay valid
  // a new value takes the place of the old one of its field ("and from webinar?" after "… from trade show are qualified"),
  // else of the last one of its kind, never of one of another field
  const fieldOf = (m: Mention) => (m.kind === 'text' ? m.field : undefined);
  // (a value known on two fields, "proposal" a stage and some other status: one field's list holds both values)
  const listed = (a: Mention, b: Mention) =>
    a.kind === 'text' && b.kind === 'text' && valueLists.some((l) => l.includes(a.text) && l.includes(b.text));
  const pairs = new Map<Mention, Mention>();
  const olds = [...prevMentions].sort((a, b) => b.start - a.start);
  for (const same of [true, false])
    for (const old of olds.filter((o) => !pairs.has(o))) {
      const fresh = mentions.find(
        (m) =>
          m.kind === old.kind &&
          !replaced.has(m) &&
          (same
            ? (fieldOf(m) !== undefined && fieldOf(m) === fieldOf(old)) || listed(m, old)
            : !(fieldOf(m) && fieldOf(old) && fieldOf(m) !== fieldOf(old))),
      );
      if (!fresh) continue;
      replaced.add(fresh);
      pairs.set(old, fresh);
    }
  // ("and in Q3?" after "… between March and May": a whole period said anew takes the place of both ends of the range)
  const bounded = (m: Mention) => 'comparator' in m && m.comparator !== undefined;
  const spans = new Map<Mention, { start: number; end: number; said: string }>();
  for (const [old, fresh] of pairs) {
    const other = prevMentions.find((o) => o !== old && o.kind === fresh.kind && bounded(o) && !pairs.has(o));
    if (bounded(fresh) || !bounded(old) || !other) continue;
    const [a, b] = old.start < other.start ? [old, other] : [other, old];
    const lead = words(text.slice(0, a.start)).at(-1) ?? '';
    const start = RANGE_SAID_ANEW.leads.includes(lead) ? text.toLowerCase().lastIndexOf(lead, a.start) : a.start;
    spans.set(old, { start, end: b.end, said: `in ${message.slice(fresh.start, fresh.end)}` });
  }
  for (const [old, fresh] of [...pairs].sort(([a], [b]) => (spans.get(b)?.start ?? b.start) - (spans.get(a)?.start ?? a.start))) {
    const span = spans.get(old);
    if (span) {
      text = text.slice(0, span.start) + span.said + text.slice(span.end);
      continue;
    }
    // ("and the ones under 20" after "… score over 80": the bound said anew replaces the old one with its number)
    // (said the same way in other words, "less than $1M" then "under 2 million", the words of the new bound stand)
    const bound = old.kind === 'number' && fresh.kind === 'number' && fresh.comparator !== undefined && old.comparator !== undefined;
    const from = (bound && comparatorStart(text, old.start)) || old.start;
    // ("what about Q3?" after "… in Q2 2025": the period said without a year is in the year the previous one was)
    const yearless =
      old.kind === 'month' &&
      fresh.kind === 'month' &&
      FOLLOWUP_RULES.yearSaid.pattern.test(text.slice(old.start, old.end)) &&
      !FOLLOWUP_RULES.yearSaid.pattern.test(message.slice(fresh.start, fresh.end));
    const said = message.slice((bound && comparatorStart(message, fresh.start)) || fresh.start, fresh.end);
    text = text.slice(0, from) + said + (yearless ? ` ${old.year}` : '') + text.slice(old.end);
  }
  const rest = mentions.filter((m) => !replaced.has(m)).map((m) => message.slice(m.start, m.end));
  const cue = intent.ordinal !== undefined ? (FOLLOWUP_RULES.ordinalCue.pattern.exec(message)?.[0] ?? message) : '';
  const out = [text, ...rest, cue].filter(Boolean).join(' ');
  // a word of the follow-up the rewrite drops ("and the deals there" after a question of clients) was asked
  // of something else: it is not the previous question with a new value
  const kept = new Set(terms(out));
  // (an ordinal follow-up, "which one closes last", keeps only its ordinal by design)
  if (intent.ordinal !== undefined || terms(message).every((t) => kept.has(t) || FOLLOW_WORDS.has(t))) return out;
  return swapSubject(message, prevMessage, prevMentions);
}

const RECORD_POINTER = new RegExp(
  `\\b(?:${RECORD_POINTERS.determiners.map((d) => d.split(' ').map(escapeRegExp).join('\\s+')).join('|')})\\s+([A-Za-z]+)\\b`,
  'gi',
);

/**
 * "and what is that firm worth" after "who works at Acme Corp": the one record the previous
 * question named, by name, in place of the words that point at it by its kind
 * (lexicon/refer.ts RECORD_POINTERS). Undefined unless the previous question named one record,
 * this one names none, and a pointer names that record's kind.
 */
export function recordPointed(message: string, mentions: Mention[], prevMentions: Mention[]): string | undefined {
  if (mentions.some((m) => m.kind === 'entity')) return undefined;
  const named = prevMentions.filter((m) => m.kind === 'entity');
  if (named.length === 0 || new Set(named.map((m) => String(m.id))).size !== 1) return undefined;
  const record = named[0]!;
  let hit = false;
  // ("and that firm's zeta?" after one person: the firm that person works at)
  const person = record.entity.some((e) => e === 'contact' || e === 'lead');
  const out = message.replace(RECORD_POINTER, (all, word: string) => {
    const kind = canonical(word.toLowerCase());
    const theirs = person && kind === 'account';
    if (!record.entity.includes(kind) && !theirs) return all;
    hit = true;
    return theirs ? `${record.label}'s ${word}` : record.label;
  });
  if (hit) return out;
  // ("and the zeta officer there?" after one firm: the people at that firm)
  const there = RECORD_POINTERS.thereOfPeople;
  const at = [THERE_RULES.therePointing.pattern, THERE_RULES.whoIsThere.pattern].find((re) => re.test(message));
  if (!person && at && words(message).some((w) => there.asks.includes(canonical(w))))
    return message.replace(at, ` ${there.as} ${record.label}$1`);
  // ("and their biggest open deal?" after people at one firm: a kind of record of its own, said within a few words)
  const owned = RECORD_OWNED.exec(message);
  const kind = owned
    ? words(owned[2]!)
        .map(canonical)
        .find((w) => RECORD_KINDS.has(w))
    : undefined;
  if (!owned || !kind || record.entity.includes(kind)) return undefined;
  return `${message.slice(0, owned.index)}${record.label}'s ${message.slice(owned.index + owned[1]!.length).trimStart()}`;
}

/** "their biggest open deal": a possessive, then up to four words ending at the kind of record owned. */
const RECORD_OWNED = new RegExp(`\\b(${alternation(RECORD_POINTERS.possessives)})\\s+((?:[a-z-]+\\s+){0,3}[a-z]+)\\b`, 'i');

/** Words a follow-up says besides its new values ("and over at …", "what about …", "and A versus B?"). */
export const FOLLOW_WORDS = new Set(
  terms('what about how same also over instead then again but thing question please ones versus vs against'),
);

/** "one opportunity", "5 accounts": a number of records in words. */
const counted = (n: number, plural: string): string =>
  n === 1 ? `one ${plural.replace(WORD_SHAPE_RULES.pluralIes.pattern, 'y').replace(ANSWER_RULES.sEnd.pattern, '$1')}` : `${n} ${plural}`;

/** A follow-up asked of the previous question's rows, said as that question with the follow-up's words after it. */
export function foldedInto(prevAsked: string, message: string, intent: Intent): string {
  // "what share of them are …": the previous question's rows are the whole (understand/measures.ts reads "among …,")
  if (intent.share && intent.pronoun) return `among ${prevAsked.replace(READ_RULES.stopMarks.pattern, ' ').trim()}, ${message}`;
  // ("list them" after "how many quito deals": the rows counted, asked for as a list)
  if (intent.shown) return `list ${prevAsked.replace(COMPOSE_NAME_RULES.countAskedAll.pattern, ' ').trim()}`;
  return intent.winner ? `${prevAsked}, ${message}` : `${prevAsked} ${message.replace(REFINE_CUE, '')}`;
}
