import { groupPartsText, groupShareText } from './group-shares.js';
import type { Outcome } from '../run/execute.js';
import type { Mention } from '../understand/extract.js';
import { fieldWords, formatNumber, formatValue, listWords, rowLine } from '../core/format.js';
import type { AggregateOp, Intent } from '../understand/intent.js';
import { subjectOf } from '../choose/params.js';
import { fieldsOf, isNumericField, labelOf, type Row } from '../core/rows.js';
import type { Cond } from '../../../query/index.js';
import { leaderSentence } from './ranked.js';
import { askedFields, compareText, countOf, extraField, keyValue, shareText, spreadEnds, winnerText, winnerVerdict } from './figures.js';
import type { Worded } from './worded.js';
import type { Shaped } from '../run/shape.js';
import { partialLead, withLead } from './partial.js';
import { BOUND_WORDS, compares } from '../understand/dates.js';
import { apart, recordText, type NameOf } from './record.js';
import { ORD, argText, conditions, sourceConds } from './conditions.js';
import { whichOfThem } from './which.js';
import { noneFound } from './empty.js';
import { countedBound } from '../run/outcome.js';
import { everyText } from './every.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** Groups listed in a breakdown ("by state"): enough for every US state a list is likely to hold. */
const GROUPS_SHOWN = 30;

export type { Worded } from './worded.js';

/**
 * Wording: the direct answer first, then up to `max_results` rows with the total stated,
 * then what was assumed. Nothing here is specific to one API: subjects come from tool
 * names, conditions from the arguments and filters used.
 */

function singularOf(text: string): string {
  return text
    .replace(WORD_SHAPE_RULES.pluralIes.pattern, 'y')
    .replace(ANSWER_RULES.sesEnd.pattern, '$1')
    .replace(ANSWER_RULES.sEnd.pattern, '$1');
}

function sourceText(o: Outcome): string {
  if (!o.source) return '';
  const s = o.source;
  // ("the people working for the lowest one": the one record the previous rows were ranked to, by name)
  if (!s.tool && s.one && s.count === 1 && s.ordered)
    return ` at ${s.one} (the ${s.orderDir === 'asc' ? 'lowest' : 'highest'} ${fieldWords(s.ordered)} of the previous answer)`;
  if (!s.tool) return ` for ${s.label}`;
  const subject = subjectOf(s.tool).text;
  const what = s.together ? subject.split(' ').at(-1)! : subject;
  if (s.capped) return ` across those ${formatNumber(s.looked)} ${what}`;
  if (s.one && s.count === 1) return ` at ${s.one}${sourceConds(o)}`;
  return ` across ${formatNumber(s.count)} ${what}${sourceConds(o)}`;
}

function rowsBlock(rows: Row[], max: number, total: number, focus: string[] = []): string[] {
  if (rows.length === 0) return [];
  const shown = rows.slice(0, max);
  const lines = shown.map((r, i) => `${i + 1}. ${rowLine(r, 5, focus)}`);
  if (total > shown.length) lines.push(`(showing ${shown.length} of ${formatNumber(total)})`);
  return lines;
}

function measureText(field: string, v: unknown): string {
  return `${formatValue(field, v)}`;
}

/** What the answer may use besides the outcome: the question's words, and names of records the message named. */
export interface WordingHints {
  query: string[];
  labels: Map<string, string>;
  /** The name of the record an id field of the rows refers to (`account_id` 2 -> McGlynn LLC). */
  nameOf?: NameOf;
}

/** How each figure is said ("the average revenue"), and the key it is given in a result ("average_revenue"). */
const FIGURE_WORDS: Record<AggregateOp, string> = {
  ...{ sum: 'total', avg: 'average', median: 'median', max: 'largest', min: 'smallest' },
  ...{ spread: 'spread (largest less smallest) of', weighted: 'probability-weighted total' },
};
const figureKey = (a: { op: AggregateOp; field: string }) =>
  `${a.op === 'spread' || a.op === 'weighted' ? a.op : FIGURE_WORDS[a.op]}_${a.field}`;

export function word(o: Outcome, sh: Shaped, intent: Intent, max: number, focus: string[] = [], hints?: WordingHints): Worded {
  const extra = hints ? extraField(o, hints.query) : undefined;
  if (extra) return extra;
  const grouped = intent.share && o.kind === 'list' ? (groupShareText(o, intent) ?? groupPartsText(o, intent)) : undefined;
  if (grouped) return grouped;
  const share = intent.share && o.kind === 'list' ? shareText(o, intent.shareOf, intent.shareBase, intent.order) : undefined;
  if (share) return share;
  const which = (intent.whichOfThem ? whichOfThem(o, hints?.nameOf) : undefined) ?? everyText(o, intent);
  if (which) return which;
  // a yes/no question whose condition no field of the rows could check is answered no, saying what was not found
  const unmatched = o.ignored.filter((m) => m.kind === 'text' || m.kind === 'entity');
  if (intent.yesNo && o.kind === 'list' && unmatched.length > 0) {
    const subj = subjectOf(o.tool);
    const text = fieldsOf(o.read ?? o.rows).filter((f) => !isNumericField(o.read ?? o.rows, f));
    const said = unmatched.map((m) => (m.kind === 'entity' ? m.label : m.kind === 'text' ? m.text : ''));
    return {
      response: `No: none of the ${formatNumber(o.before)} ${subj.text} read mentions ${ignoredText(unmatched)}.`,
      result: [],
      checked: { any: said.flatMap((t) => text.map((field): Cond => ({ field, op: 'has_word', text: t }))) },
    };
  }
  let w = wordAll(o, sh, intent, max, focus, hints);
  // (two groups weighed already answered yes or no: winnerVerdict)
  const weighed = sh.groups?.winner && winnerVerdict(sh.groups, hints?.query ?? []);
  if (intent.yesNo && o.kind === 'list' && !weighed) {
    // "does it have more than 2 contacts": the number of the rows found, against the bound
    const bound = countedBound(o, true);
    const n = countOf(o);
    const yes = bound ? compares(bound.comparator ?? 'gte', n, bound.value) : n > 0;
    const why = bound ? ` (${formatNumber(n)} found; asked for ${BOUND_WORDS[bound.comparator ?? 'gte']} ${bound.value})` : '';
    const said = intent.choice ? (yes ? intent.choice[0] : intent.choice[1]) : yes ? 'yes' : 'no';
    // ("No: no contacts matched": the words after it go on in lower case)
    const rest = w.response.startsWith('No ') ? `n${w.response.slice(1)}` : w.response;
    w = { ...w, response: `${said[0]!.toUpperCase()}${said.slice(1)}${why}: ${rest}` };
  }
  const lead = o.kind === 'list' ? partialLead(o, sh, (t) => subjectOf(t).text, sourceConds(o)) : '';
  return lead ? { ...w, response: withLead(lead, w.response) } : w;
}

function wordAll(o: Outcome, sh: Shaped, intent: Intent, max: number, focus: string[], hints?: WordingHints): Worded {
  const labels = hints?.labels;
  const block = (rows: Row[], total: number): string[] => rowsBlock(rows, max, total, focus);
  // "mine plus every 3rd-party one, as one": the rows are not only the caller's own
  // both lists of a kind ("mine and third-party"): the kind alone names the rows
  const own = subjectOf(o.tool);
  const subj = intent.union ? { text: own.text.split(' ').pop()!, mine: false } : own;
  const your = subj.mine ? 'your ' : '';
  const Your = subj.mine ? 'Your ' : 'The ';
  const cond = conditions(o) + sourceText(o);
  // the reported total counts every row only when no row filter was applied
  const count = o.complete || o.filters.length > 0 ? o.rows.length : (o.reportedTotal ?? o.rows.length);
  const one = singularOf(subj.text);

  if (o.kind === 'write') {
    const verb = intent.write === 'delete' ? 'Deleted' : intent.write === 'update' ? 'Updated' : 'Created';
    const rec = o.record ?? {};
    // a deletion answers no record: the id comes from the arguments that named it
    const named = rec.id ?? Object.entries(o.args).find(([k]) => SHAPE_RULES.idFieldAnyCase.pattern.test(k))?.[1];
    const id = named !== undefined ? ` ${String(named)}` : '';
    const label = labelOf(rec);
    return {
      response: [
        `${verb} ${one}${id}${label ? `: ${label}` : ''}.`,
        `Values sent: ${argText(o.args).join(', ') || 'none'}.`,
        ...(o.record ? [`Stored record: ${rowLine(o.record, 12)}`] : []),
      ].join('\n'),
      result: o.record ?? o.rows,
    };
  }
  if (o.kind === 'single') {
    const rec = o.record ?? {};
    return { response: recordText(rec, one, focus, hints?.nameOf), result: rec };
  }
  // one record picked out of a list ("which state is Granite Health LLC in"): its fields, the asked ones first
  // (a figure of the one record the message named, "how much revenue does zeta labs do": its own field, with the rest asked)
  const itsOwn = sh.aggregate && o.rows.length === 1 && hints?.labels.has(String(o.rows[0]!.id)) ? sh.aggregate.field : undefined;
  if (
    o.rows.length === 1 &&
    o.before > 1 &&
    o.filters.length > 0 &&
    !o.source &&
    (!sh.aggregate || itsOwn) &&
    !sh.groups &&
    !sh.order &&
    !intent.count
  )
    return {
      response: recordText(o.rows[0]!, one, itsOwn ? [...new Set([itsOwn, ...focus])] : focus, hints?.nameOf),
      // (the figure as the plan computes it, beside the record)
      result: itsOwn ? { ...o.rows[0], [figureKey(sh.aggregate!)]: sh.aggregate!.value } : o.rows[0],
    };
  // "when does it close", asked of one record: its dates
  if (o.kind === 'list' && o.rows.length === 1 && hints?.query.includes('when') && !sh.aggregate && !sh.groups)
    return { response: recordText(o.rows[0]!, one, focus, hints?.nameOf), result: o.rows[0] };
  if (sh.meanGroup) {
    const m = sh.meanGroup;
    const per = fieldWords(m.by).replace(ANSWER_RULES.idWord.pattern, '');
    // "the average won amount per account": each account's total, averaged over the accounts that have any
    if (m.measure)
      return {
        response:
          `On average ${measureText(m.measure, m.value)} of ${fieldWords(m.measure)} per ${per}${cond}: ` +
          `${measureText(m.measure, m.rows)} over the ${formatNumber(m.groups)} ${per}s with ${subj.text}.`,
        result: { average: m.value, [m.measure]: m.rows, groups: m.groups },
      };
    return {
      response:
        `On average ${formatNumber(Math.round(m.value * 100) / 100)} ${subj.text} per ${per}${cond}: ` +
        `${formatNumber(m.rows)} ${subj.text} over ${formatNumber(m.groups)} ${per}s.`,
      result: { average: m.value, [subj.text.replace(ANSWER_RULES.nonWordRuns.pattern, '_')]: m.rows, groups: m.groups },
    };
  }
  if (sh.aggregate) {
    const a = sh.aggregate;
    const what = FIGURE_WORDS[a.op];
    const key = figureKey(a);
    const g = sh.groups && !sh.groups.winner && sh.groups.items.every((it) => it.value !== undefined) ? sh.groups : undefined;
    // "my top 3 accounts": the ones ranked first, said and listed
    const rows = a.top?.rows ?? o.rows;
    const ranked = a.top && !a.top.skip ? `${a.top.dir === 'desc' ? 'top' : 'bottom'} ${a.top.k} ` : '';
    const by = !a.top
      ? ''
      : a.top.skip
        ? ` without the ${a.top.dir === 'desc' ? 'top' : 'bottom'} ${a.top.k} by ${fieldWords(a.top.field)}`
        : ` by ${fieldWords(a.top.field)}`;
    return {
      response: [
        `The ${what} ${fieldWords(a.field)} of ${your}${ranked}${subj.text}${by}${cond} is ` +
          `${measureText(a.field, a.value)}, over ${formatNumber(a.over)} ` +
          `${a.over === 1 ? one : subj.text}${spreadEnds(rows, a)}${g ? `; by ${fieldWords(g.field)}:` : '.'}`,
        ...(g
          ? g.items.map(
              (it) => `- ${it.key}: ${measureText(a.field, it.value)} (${formatNumber(it.count)} ${it.count === 1 ? one : subj.text})`,
            )
          : block(rows, rows.length)),
      ].join('\n'),
      result: g
        ? { [key]: a.value, count: a.over, groups: g.items.map((it) => ({ [g.field]: it.key, [key]: it.value, count: it.count })) }
        : { [key]: a.value, count: a.over, rows },
    };
  }
  if (sh.groups?.winner) {
    const w = winnerText(sh.groups, subj.text, your, cond, count, hints?.nameOf, intent.ordinal);
    const verdict = intent.yesNo ? winnerVerdict(sh.groups, hints?.query ?? []) : undefined;
    return verdict ? { ...w, response: `${verdict}: ${w.response}` } : w;
  }
  if (sh.groups) {
    const g = sh.groups;
    const lines = g.items.slice(0, Math.max(max, GROUPS_SHOWN)).map((it) => {
      const total = g.measure && it.sum !== undefined ? `, total ${fieldWords(g.measure)} ${formatValue(g.measure, it.sum)}` : '';
      // groups keyed by a record's id are shown by its name ("Pioneer Motors Inc (acc_1)")
      const name = hints?.nameOf?.(g.field, SHAPE_RULES.digitsOnly.pattern.test(it.key) ? Number(it.key) : it.key);
      return `- ${name ? `${name} (${it.key})` : it.key}: ${formatNumber(it.count)}${total}`;
    });
    // (only the groups holding enough rows kept: the rows shown are theirs)
    const [rows, all] = g.held ? [sh.rows, sh.rows.length] : [o.rows, count];
    return {
      response: [
        `${formatNumber(all)} ${subj.text}${cond}, by ${fieldWords(g.field)}:`,
        ...lines,
        ...(all ? ['', `First ${Math.min(max, rows.length)} of ${formatNumber(all)}:`] : []),
        ...block(rows, all).filter((l) => !l.startsWith('(showing')),
      ].join('\n'),
      result: {
        groups: g.items.map((it) => ({
          [g.field]: keyValue(it.key),
          count: it.count,
          ...(g.measure ? { [`total_${g.measure}`]: it.sum } : {}),
        })),
        rows,
      },
    };
  }
  if (intent.compare && sh.order?.k === 1 && sh.rows.length >= 2)
    return {
      ...compareText(sh.rows, sh.order.field, sh.order.dir, subj.text),
      plan: { steps: [{ sort: [{ field: sh.order.field, dir: sh.order.dir }] }] },
    };
  if (sh.order && (sh.order.k === 1 || (intent.ordinal && intent.ordinal > 0))) {
    const n = intent.ordinal && intent.ordinal > 0 ? intent.ordinal : 1;
    const row = sh.rows[n - 1];
    const dirWord = sh.order.dir === 'desc' ? 'top' : 'bottom';
    if (!row)
      return { response: `There is no ${ORD[n] ?? `#${n}`} ${one}${cond}: only ${formatNumber(sh.rows.length)} matched.`, result: [] };
    const pos = n === 1 ? `${Your}${dirWord} ${one}` : `${Your}${ORD[n] ?? `#${n}`} ${one}`;
    return {
      response: [
        // (the answer first: the record, then what it is the top of)
        `${labelOf(row) ?? String(row.id)} is ${pos.charAt(0).toLowerCase()}${pos.slice(1)} by ${fieldWords(sh.order.field)}${cond}, ` +
          `with ${measureText(sh.order.field, row[sh.order.field])}${askedFields(row, sh.order.field, hints?.query ?? [])}.`,
        `(${formatNumber(sh.rows.length)} ${subj.text} compared.)`,
        rowLine(row, 5, focus),
      ].join('\n'),
      result: row,
    };
  }
  if (sh.order && typeof sh.rows[0]?.[sh.order.field] === 'string' && !intent.order?.recency) {
    // "sorted by name": a listing in that order, no leader
    const shown = sh.rows.slice(0, sh.order.k ?? Math.max(max, sh.rows.length <= 50 ? sh.rows.length : max));
    return {
      response: [
        `${formatNumber(sh.rows.length)} ${subj.text}${cond}, by ${fieldWords(sh.order.field)} ` +
          `(${sh.order.dir === 'asc' ? 'A to Z' : 'Z to A'}):`,
        ...block(shown, sh.rows.length),
      ].join('\n'),
      result: shown,
    };
  }
  if (sh.order) {
    const top = sh.rows.slice(0, sh.order.k ?? max);
    // several asked for ("the top 5", "ranked"): the first sentence names them all, in order
    const rest = top.length <= 10 ? top.slice(1) : [];
    const named = (r: Row) => `${labelOf(r) ?? String(r.id)} (${formatValue(sh.order!.field, r[sh.order!.field])})`;
    const then = rest.length ? ` Then ${listWords(rest.map(named))}.` : '';
    // ("… excluding the top 2": the rows after them, said so)
    const skipped = intent.order?.skip ? intent.order.k : undefined;
    const end = sh.order.dir === 'desc' ? 'top' : 'bottom';
    const without = skipped && top.length <= 10 ? [`Without the ${end} ${formatNumber(skipped)}: ${listWords(top.map(named))}.`] : [];
    const lead = top[0] && !skipped ? [`${leaderSentence(top[0], sh.order.field, intent.order, sh.order.dir)}${then}`] : without;
    return {
      response: [
        ...lead,
        skipped
          ? `${Your}${formatNumber(top.length)} ${subj.text} by ${fieldWords(sh.order.field)}${cond}, without the ${end} ${skipped}:`
          : `${Your}${end} ${formatNumber(top.length)} ${subj.text} by ${fieldWords(sh.order.field)}${cond}, out of ` +
            `${formatNumber(sh.rows.length)}:`,
        ...block(top, top.length),
      ].join('\n'),
      result: top,
    };
  }
  if (sh.distinct) {
    const d = sh.distinct;
    // "its state?", asked of one record: that record's field
    if (o.rows.length === 1 && d.values.length === 1 && !intent.project)
      return { response: recordText(o.rows[0]!, one, [...new Set([d.field, ...focus])], hints?.nameOf), result: o.rows[0] };
    const own =
      Object.keys(o.rows[0] ?? {}).filter(
        (k) => !(k in o.args) && !(o.source && k === Object.keys(o.rows[0] ?? {}).find((x) => x !== d.field)),
      ).length <= 1;
    if (own)
      return {
        response:
          `There ${d.values.length === 1 ? 'is' : 'are'} ${formatNumber(d.values.length)} ` +
          `${d.values.length === 1 ? one : subj.text}${cond}: ${listWords(d.values)}.`,
        result: d.values,
      };
    // ids of other records read as their names ("acc_13" -> Lumen Dynamics Group (acc_13))
    const shown = d.values.map((v) => {
      const name = hints?.nameOf?.(d.field, SHAPE_RULES.digitsOnly.pattern.test(v) ? Number(v) : v);
      return name ? `${name} (${v})` : v;
    });
    return {
      response:
        d.values.length === 0
          ? `No ${fieldWords(d.field)} value among ${formatNumber(count)} ${subj.text}${cond} passes${d.held ?? ''}.`
          : `There are ${formatNumber(d.values.length)} distinct ${fieldWords(d.field)} values among ` +
            `${formatNumber(count)} ${subj.text}${cond}${d.held ?? ''}: ${listWords(shown)}.`,
      result: d.values,
    };
  }
  if (sh.project) {
    // an id of another record ("account id acc_5") is shown with that record's name
    const named = (v: string) => {
      const name = hints?.nameOf?.(sh.project!.field, SHAPE_RULES.digitsOnly.pattern.test(v) ? Number(v) : v);
      return name ? `${name} (${v})` : v;
    };
    const p = { ...sh.project, values: sh.project.values.map(named) };
    if (p.values.length === 0) return { response: noneFound(o, subj.text, cond, labels), result: [] };
    const shown = Math.max(max, 10);
    const more = p.values.length > shown ? ` and ${p.values.length - shown} more` : '';
    return {
      response: [
        (count === 1
          ? `The ${fieldWords(p.field)} of ${labelOf(o.rows[0]!) ?? `the ${one}`}${cond}: `
          : `The ${fieldWords(p.field)}s of the ${formatNumber(count)} ${subj.text}${cond}: `) +
          `${listWords(p.values.slice(0, shown))}${more}.`,
        ...block(o.rows, count),
      ].join('\n'),
      result: p.values,
    };
  }
  if (count === 0) return { response: noneFound(o, subj.text, cond, labels), result: [] };
  if (intent.count) {
    return {
      response: [
        `There ${count === 1 ? 'is' : 'are'} ${formatNumber(count)} ` +
          `${count === 1 ? one : subj.text}${subj.mine ? ' in your territory' : ''}${cond}.`,
        ...block(o.rows, count),
      ].join('\n'),
      result: { count, rows: o.rows },
    };
  }
  const names = count <= 10 ? apart(o.rows, focus, hints?.nameOf) : [];
  return {
    response: [
      `Found ${formatNumber(count)} ${count === 1 ? one : subj.text}${subj.mine ? ' in your territory' : ''}${cond}` +
        (names.length === count ? `: ${listWords(names)}.` : ':'),
      ...block(o.rows, count),
    ].join('\n'),
    result: o.rows,
    // a list read only in part says how many there are, so a follow-up knows these are not all
    ...(count > o.rows.length ? { total: count } : {}),
  };
}

export function ignoredText(ms: Mention[]): string {
  return ms
    .map((m) => ('text' in m ? `"${m.text}"` : m.kind === 'number' ? `"${m.raw}"` : m.kind === 'state' ? `"${m.name}"` : `a ${m.kind}`))
    .join(', ');
}
