import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import type { AggregateOp, Intent } from '../understand/intent.js';
import { fieldsOf, idField, isNumericField, labelOf, type Row } from '../core/rows.js';
import { canonical, RECORD_KINDS } from '../core/tokenize.js';
import { formatValue } from '../core/format.js';
import { runSteps, type Agg, type Step } from '../../../query/index.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { withDerived } from './derived.js';
import { orderField, orderOf } from './order-field.js';

/**
 * The operations a question asks of its rows: order and top-k, sum/average, group,
 * distinct values, one projected field. Each says which field it used, so the answer can
 * name it, and what it could not resolve.
 */
/** The fields of the rows that hold ids (never a measure: "how many accounts" of deals is no sum of their account ids). */
const idsOf = (rows: Row[]): string[] => fieldsOf(rows).filter((f) => f === idField(rows) || SHAPE_RULES.idField.pattern.test(f));
/** How many rows a ranking keeps: its k, one for a singular ("the biggest"), else all. */
export const keptOf = (order: Intent['order']): number | undefined => order?.k ?? (order?.singular ? 1 : undefined);

export interface Shaped {
  rows: Row[];
  order?: { field: string; dir: 'asc' | 'desc'; k?: number };
  aggregate?: {
    op: AggregateOp;
    field: string;
    value: number;
    over: number;
    /** "my top 3 accounts": the rows the aggregate is over when a ranking keeps some, and how ("excluding the top 2": `skip`). */
    top?: { rows: Row[]; field: string; dir: 'asc' | 'desc'; k: number; skip?: boolean };
  };
  groups?: {
    field: string;
    measure?: string;
    items: { key: string; count: number; sum?: number; /** The asked aggregate of the group ("total value by stage"). */ value?: number }[];
    /** "which region holds most …": the groups ranked by `by`, the leader first. */
    winner?: { by: 'count' | 'sum' | 'avg'; dir: 'asc' | 'desc'; k?: number };
    /** Only the groups holding enough rows kept (run/held.ts): `rows` are theirs alone. */ held?: boolean;
  };
  /** "contacts per account on average": rows per group of `by`, averaged (the records looked up with none count as 0). */
  meanGroup?: {
    by: string;
    value: number;
    groups: number;
    rows: number;
    /** "won amount per account": the total of this field per group, averaged. */ measure?: string;
  };
  /** `held`: how many rows each value had to hold ("with at least 4 accounts each"). */
  distinct?: { field: string; values: string[]; held?: string };
  project?: { field: string; values: string[] };
  unresolved: string[];
  /**
   * The query-language steps that produce the figures above from the rows (src/demo/query):
   * each figure is computed by running them, and data.plan shows them.
   */
  steps: Step[];
}

/** Rows in order of one field (the query layer's sort: numbers as numbers, text in any case, missing values last). */
export function orderRows(rows: Row[], field: string, dir: 'asc' | 'desc'): Row[] {
  return runSteps(rows, [{ sort: [{ field, dir }] }]);
}
/** The words of the money a deal brings when it is won or lost ("closed-won revenue"), as canonical terms. */
const TRADED_MONEY: ReadonlySet<string> = new Set(['valu', 'revenu', 'amount', 'worth']);

/** "what region holds most deals": groups by that field, ranked by row count or by the sum of a measure. */
function winnerGroups(
  given: Row[],
  intent: Intent,
  keys?: { field: string; values: unknown[] },
): (NonNullable<Shaped['groups']> & { steps: Step[] }) | undefined {
  const order = intent.order;
  if (!order || !intent.winner) return undefined;
  const derived: Step[] = [];
  const rows = withDerived(given, intent.winner, derived);
  // a category ("state"), or the record an id field refers to ("which account has the most deals": account_id)
  const exact = intent.winner.length === 1 && rows[0] !== undefined && intent.winner[0]! in rows[0] ? intent.winner[0] : undefined;
  const field =
    exact ?? resolveField(rows, intent.winner, { numeric: false }) ?? resolveField(rows, intent.winner, { exclude: [idField(rows) ?? ''] });
  const sample = rows[0];
  if (!field || !sample || labelOf(sample) === sample[field] || field === idField(rows)) return undefined;
  const said = [...order.measureWords.map(canonical), ...order.hint];
  const ids = idsOf(rows);
  // "the largest count of quarries" counts rows, "the largest pipeline" sums the main measure ("the leading region by
  // deal count": a count said after the measure's words; "by how many quarries each holds, top three": no quantity named)
  const kinds = intent.count && said.some((w) => RECORD_KINDS.has(w)) && !resolveField(rows, said, { numeric: true, exclude: ids });
  const counting = kinds || [...said, ...intent.words].some((w) => w === 'number' || w === 'count');
  // "the region whose deal value totals the most": the quantity the question totals
  const totalled = intent.aggregate ? resolveField(rows, intent.aggregate.hint, { numeric: true, exclude: ids }) : undefined;
  // "closed-won revenue" of each group: money won or lost is the value of the deals, not a figure of the records joined to them
  const traded = intent.phase === 'won' || intent.phase === 'lost';
  const dealt =
    traded && said.some((w) => TRADED_MONEY.has(w)) ? resolveField(rows, [...TRADED_MONEY], { numeric: true, exclude: ids }) : undefined;
  // ("is my revenue in lima bigger than in quito": two values weighed by the quantity said before the comparative)
  const weighed = intent.compare ? resolveField(rows, intent.words, { numeric: true, exclude: ids }) : undefined;
  const named = counting ? undefined : (dealt ?? resolveField(rows, said, { numeric: true, exclude: ids }) ?? totalled ?? weighed);
  // ("the avg closed-won deal": an average of records is of their main measure, never of their number)
  const sized = RUN_RULES.sizeWord.pattern.test(order.word ?? '') || intent.aggregate?.op === 'avg';
  // ("where does my book make more money": money no field is named by, the rows' main measure)
  const money = !counting && said.some((w) => TRADED_MONEY.has(w));
  const measure = named ?? ((sized && !counting) || money ? mainMeasure(rows) : undefined);
  // "which zeta tops on mean revenue": groups ranked by their mean
  const averaged = measure !== undefined && intent.aggregate?.op === 'avg';
  const by: 'count' | 'sum' | 'avg' = measure ? (averaged ? 'avg' : 'sum') : 'count';
  // rows with no value of the field ("state" of a foreign account) form no group that can win;
  // the records looked up that have no rows at all join as groups of none (they lead a "fewest")
  const counted = idField(rows) ?? fieldsOf(rows).find((f) => f !== field) ?? field;
  const present = new Set(rows.map((r) => String(r[field] ?? '')));
  const none = keys?.field === field ? keys.values.filter((v) => !present.has(String(v))).map((v) => ({ [field]: v })) : [];
  const aggs: Agg[] = [{ op: 'count', field: counted, as: 'count' }];
  if (measure) aggs.push({ op: 'sum', field: measure, as: 'sum' }, { op: 'avg', field: measure, as: 'avg' });
  const size = by === 'count' ? 'count' : by;
  const steps: Step[] = [
    ...derived,
    { where: { field, op: 'not_empty' } },
    ...(none.length > 0 ? [{ union: { with: { rows: none } } } as Step] : []),
    { group: { by: [field], aggs } },
    {
      sort: [
        { field: size, dir: order.dir },
        { field, dir: 'asc' },
      ],
    },
  ];
  const grouped = runSteps(
    [...rows, ...none],
    steps.filter((st) => !('union' in st) && !derived.includes(st)),
  );
  const items = grouped.map((g) => ({
    key: String(g[field]),
    count: g.count as number,
    ...(measure ? { sum: g.sum as number } : {}),
  }));
  return { field, measure, items, winner: { by, dir: order.dir, k: order.k }, steps };
}

export const NONE = '(none)';
/** "contacts per account on average": rows per group of `by` (the records looked up with none count 0), averaged. */
function meanGroup(
  rows: Row[],
  intent: Intent,
  keys?: { field: string; values: unknown[] },
): (NonNullable<Shaped['meanGroup']> & { steps: Step[] }) | undefined {
  const by = resolveField(rows, intent.by ?? [], {});
  if (!by || (isNumericField(rows, by) && !SHAPE_RULES.idFieldAnyCase.pattern.test(by))) return undefined;
  const present = new Set(rows.map((r) => String(r[by] ?? '')));
  // a join's source records: every one of them is a group, those without rows too
  const none = keys?.field === by ? keys.values.filter((v) => !present.has(String(v))).map((v) => ({ [by]: v })) : [];
  const counted = idField(rows) ?? fieldsOf(rows).find((f) => f !== by) ?? by;
  // "the average won amount per account", asked of deals: each account's total, averaged over the accounts with a deal
  const measure = intent.aggregate?.op === 'avg' ? resolveField(rows, intent.aggregate.hint, { numeric: true }) : undefined;
  if (measure && (by === idField(rows) || !SHAPE_RULES.idFieldAnyCase.pattern.test(by))) return undefined;
  const steps: Step[] = [
    { where: { field: by, op: 'not_empty' } },
    ...(none.length > 0 && !measure ? [{ union: { with: { rows: none } } } as Step] : []),
    { group: { by: [by], aggs: [measure ? { op: 'sum', field: measure, as: 'rows' } : { op: 'count', field: counted, as: 'rows' }] } },
    {
      group: {
        by: [],
        aggs: [
          { op: 'avg', field: 'rows', as: 'value' },
          { op: 'sum', field: 'rows', as: 'rows' },
          { op: 'count', as: 'groups' },
        ],
      },
    },
  ];
  const kept = rows.filter((r) => r[by] !== undefined && r[by] !== null && r[by] !== '');
  if (kept.length === 0 && none.length === 0) return undefined;
  const [g] = runSteps(
    measure ? kept : [...kept, ...none],
    steps.filter((st) => !('union' in st)),
  );
  return { by, value: g!.value as number, groups: g!.groups as number, rows: g!.rows as number, steps, ...(measure ? { measure } : {}) };
}

/** Groups of `by` with their row count and the total of `measure` (largest count first), computed by the query layer. */
function group(
  rows: Row[],
  by: string,
  measure: string | undefined,
): { items: { key: string; count: number; sum?: number }[]; steps: Step[] } {
  const aggs: Agg[] = [{ op: 'count', as: 'count' }, ...(measure ? [{ op: 'sum', field: measure, as: 'sum' } as Agg] : [])];
  const steps: Step[] = [
    { group: { by: [by], aggs } },
    {
      sort: [
        { field: 'count', dir: 'desc' },
        { field: by, dir: 'asc' },
      ],
    },
  ];
  const items = runSteps(rows, steps).map((g) => ({
    key: g[by] === undefined || g[by] === null || g[by] === '' ? NONE : String(g[by]),
    count: g.count as number,
    ...(measure ? { sum: g.sum as number } : {}),
  }));
  return { items, steps };
}

/** A field of repeated values ("state", "industry") the words name: not the rows' id, not their name. */
function categoryField(rows: Row[], hint: string[]): string | undefined {
  const field = resolveField(rows, hint, { numeric: false });
  const sample = rows[0];
  if (!field || !sample || field === idField(rows) || labelOf(sample) === sample[field] || isNumericField(rows, field)) return undefined;
  if (!rows.every((r) => r[field] === undefined || r[field] === null || typeof r[field] === 'string')) return undefined;
  return new Set(rows.map((r) => r[field])).size < rows.length ? field : undefined;
}

export function shape(rows: Row[], intent: Intent, keys?: { field: string; values: unknown[] }, read?: Row[]): Shaped {
  const out: Shaped = { rows, unresolved: [], steps: [] };
  const winner = winnerGroups(rows, intent, keys);
  if (winner) {
    const { steps, ...groups } = winner;
    return { ...out, groups, steps };
  }
  const mean = intent.meanGroup ? meanGroup(rows, intent, keys) : undefined;
  if (mean) {
    const { steps, ...value } = mean;
    return { ...out, meanGroup: value, steps };
  }
  // "how many employees do these accounts have": the sum of the field that holds the quantity
  const countedBy = intent.count && !intent.aggregate ? intent.countOf : undefined;
  const counted = countedBy ? resolveField(rows, countedBy, { numeric: true, exclude: idsOf(rows) }) : undefined;
  if (counted) intent = { ...intent, aggregate: { op: 'sum', hint: intent.countOf! } };
  // "in how many states …": the number of different values of a field the rows hold, not of rows
  const kinds = intent.count && !counted && !intent.distinct && intent.countOf ? categoryField(rows, intent.countOf) : undefined;
  if (kinds) intent = { ...intent, distinct: intent.countOf };
  // "biggest deal in each stage": the largest of the measure in each group (a group of a field of categories)
  const each =
    intent.by && !intent.aggregate && !intent.count && !intent.ordinal && intent.order?.singular
      ? resolveField(rows, intent.by, {})
      : undefined;
  if (each && !isNumericField(rows, each))
    intent = { ...intent, aggregate: { op: intent.order!.dir === 'desc' ? 'max' : 'min', hint: intent.order!.hint } };
  if (intent.aggregate) {
    // "total value", or a total of the records themselves ("total pipeline"): the main measure; never a field of other words
    // (no row kept: the field is found among the rows read, and the total of none is 0)
    const named = rows.length === 0 && intent.aggregate.op === 'sum' && read?.length ? read : rows;
    const field =
      resolveField(named, intent.aggregate.hint, { numeric: true }) ??
      (intent.aggregate.hint.some((h) => ['valu', 'revenu', 'amount'].includes(h)) || !resolveField(named, intent.aggregate.hint, {})
        ? mainMeasure(named)
        : undefined);
    if (field) {
      const { steps, value, over, top } = aggregateSteps(rows, intent, field);
      out.steps.push(...steps);
      out.aggregate = { op: intent.aggregate.op, field, value, over, ...(top ? { top } : {}) };
    } else out.unresolved.push(intent.aggregate.hint.join(' '));
  }
  // "deal count by month": rows given the period of their date when they hold no such field
  const periodSteps: Step[] = [];
  if (intent.by) rows = withDerived(rows, intent.by, periodSteps);
  let by = intent.by ? resolveField(rows, intent.by, {}) : undefined;
  let orderHint = intent.order?.hint;
  // "by revenue" names what to rank by, never groups of amounts
  if (by && isNumericField(rows, by) && !SHAPE_RULES.idFieldAnyCase.pattern.test(by)) {
    orderHint = intent.by;
    by = undefined;
  }
  if (by && out.aggregate) {
    // "total deal value by stage": the asked aggregate of each group, the largest first
    const { op, field } = out.aggregate;
    const agg: Agg = op === 'weighted' || op === 'spread' ? { op: 'sum', field, as: 'value' } : { op, field, as: 'value' };
    const steps: Step[] = [
      { where: { field, op: 'not_empty' } },
      { group: { by: [by], aggs: [{ op: 'count', field, as: 'count' }, { op: 'sum', field, as: 'sum' }, agg] } },
      {
        sort: [
          { field: 'value', dir: 'desc' },
          { field: by, dir: 'asc' },
        ],
      },
    ];
    const items = runSteps(
      rows.filter((r) => numberOf(r[field]) !== undefined),
      steps,
    ).map((g) => ({ key: String(g[by] ?? NONE), count: g.count as number, sum: g.sum as number, value: g.value as number }));
    out.steps = [...periodSteps, ...steps];
    out.groups = { field: by, measure: field, items };
  } else if (by) {
    const measure = mainMeasure(rows);
    const g = group(rows, by, measure);
    out.steps.push(...periodSteps, ...g.steps);
    out.groups = { field: by, measure, items: g.items };
  }
  if (intent.order || orderHint) {
    const ordered = orderOf(rows, intent.order, orderHint ?? []);
    if (ordered) {
      const { field, dir } = ordered;
      const want = keptOf(intent.order);
      const k = intent.ordinal && intent.ordinal > 0 ? Math.max(want ?? 0, intent.ordinal) : want;
      const skip = intent.order?.skip === true && want !== undefined && !out.aggregate && !out.groups; // ("… excluding the top 2")
      out.rows = orderRows(rows, field, dir).slice(skip ? want : 0);
      out.order = skip ? { field, dir } : { field, dir, k };
      const cut: Step[] = skip ? [{ limit: Math.max(1, rows.length - want), offset: want }] : k !== undefined ? [{ limit: k }] : [];
      if (!out.aggregate && !out.groups) out.steps.push({ sort: [{ field, dir }] }, ...cut);
    } else if (orderHint && orderHint.length > 0) out.unresolved.push(orderHint.join(' '));
  }
  if (intent.distinct && !out.aggregate) {
    const field = resolveField(rows, intent.distinct, { numeric: false });
    if (field) {
      const steps: Step[] = [{ distinct: [field] }];
      out.distinct = { field, values: runSteps(out.rows, steps).map((r) => String(r[field])) };
      // (rows grouped by that field already give its values: "lima quarries, one line per zeta")
      if (!out.groups) out.steps.push(...steps);
    }
  }
  if (intent.project) {
    const field = resolveField(rows, intent.project, {});
    // an amount is shown formatted, beside the record it belongs to ("Pioneer Motors Inc: $1,541,000")
    const amount = field !== undefined && isNumericField(rows, field) && !SHAPE_RULES.idFieldAnyCase.pattern.test(field);
    const values = out.rows
      .map((r) =>
        !field
          ? (labelOf(r) ?? '')
          : amount && r[field] != null
            ? `${labelOf(r) ?? String(r.id)}: ${formatValue(field, r[field])}`
            : String(r[field] ?? ''),
      )
      .filter(Boolean);
    out.project = { field: field ?? intent.project.join(' '), values };
    // (a projection shapes the rows listed; beside an aggregate or groups those are not the figures the plan gives)
    if (field && !out.aggregate && !out.groups && !out.distinct) {
      const label = out.rows[0] ? Object.keys(out.rows[0]).find((k) => labelOf(out.rows[0]!) === out.rows[0]![k]) : undefined;
      out.steps.push({ select: [...new Set([idField(out.rows) ?? field, ...(label ? [label] : []), field])] });
    }
  }
  return out;
}

/** The field that weighs each amount: a probability, likelihood or confidence (in percent or as a fraction). */
function weightField(rows: Row[]): string | undefined {
  return fieldsOf(rows).find((f) => RUN_RULES.likelihoodField.pattern.test(f) && isNumericField(rows, f));
}

/**
 * The aggregate a question asks of one field, as query steps: over the top k by a ranking
 * when it names one, each amount weighed by its probability ("weighted pipeline"), the spread
 * as the largest less the smallest; computed by the query layer.
 */
function aggregateSteps(
  rows: Row[],
  intent: Intent,
  field: string,
): { steps: Step[]; value: number; over: number; top?: NonNullable<Shaped['aggregate']>['top'] } {
  const op = intent.aggregate!.op;
  const steps: Step[] = [];
  const order = intent.order;
  let top: NonNullable<Shaped['aggregate']>['top'];
  // (a ranking named by the records' own kind, "my 3 biggest accounts by revenue", names no field to group by: the records ranked)
  const grouped = intent.winner && (resolveField(rows, intent.winner, { numeric: false }) ?? resolveField(rows, intent.winner, {}));
  // ("… excluding the top 1": one row left out is a part of the rows too)
  if (order?.k && (order.k >= 2 || order.skip) && !grouped && !intent.by) {
    const by = orderField(rows, order.hint, order.recency) ?? field;
    // ("excluding the top 2": the rows after the first k)
    const skip = order.skip === true;
    steps.push(
      { sort: [{ field: by, dir: order.dir }] },
      skip ? { limit: Math.max(1, rows.length - order.k), offset: order.k } : { limit: order.k },
    );
    const sorted = orderRows(rows, by, order.dir);
    top = {
      rows: skip ? sorted.slice(order.k) : sorted.slice(0, order.k),
      field: by,
      dir: order.dir,
      k: order.k,
      ...(skip ? { skip } : {}),
    };
  }
  let measured = field;
  if (op === 'weighted') {
    const weight = weightField(rows);
    if (weight) {
      // a probability over 1 is a percent
      const percent = rows.some((r) => (numberOf(r[weight]) ?? 0) > 1);
      steps.push({
        derive: {
          name: `weighted_${field}`,
          expr: { op: 'mul', args: [field, percent ? { op: 'div', args: [weight, 100] } : weight] },
        },
      });
      measured = `weighted_${field}`;
    }
  }
  const aggs: Agg[] =
    op === 'spread'
      ? [
          { op: 'max', field: measured, as: 'max' },
          { op: 'min', field: measured, as: 'min' },
        ]
      : [{ op: op === 'weighted' ? 'sum' : op, field: measured, as: 'value' }];
  steps.push({ group: { by: [], aggs: [...aggs, { op: 'count', field: measured, as: 'over' }] } });
  if (op === 'spread') steps.push({ derive: { name: 'value', expr: { op: 'sub', args: ['max', 'min'] } } });
  const [g] = runSteps(rows, steps);
  const over = (g?.over as number) ?? 0;
  return { steps, value: over === 0 ? 0 : ((g?.value as number) ?? 0), over, ...(top ? { top } : {}) };
}
