import {
  isCompute,
  type CmpOp,
  type Agg,
  type Cond,
  type Expr,
  type Query,
  type QuerySource,
  type Request,
  type Step,
  type Value,
} from './language.js';

/**
 * Any request of the query language in one line of plain English, so an answer can say what
 * was computed ("I read this as: ...") and a plan can be checked by reading it.
 */
const words = (field: string) => field.replace(/_/g, ' ');
const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : v === null ? 'nothing' : String(v));

const CMP: Record<string, string> = { eq: 'is', ne: 'is not', gt: 'over', gte: 'at least', lt: 'under', lte: 'at most' };
const AGG: Record<Agg['op'], string> = {
  count: 'the number',
  sum: 'the total',
  avg: 'the average',
  median: 'the median',
  min: 'the smallest',
  max: 'the largest',
  count_distinct: 'the number of different',
  values: 'the different',
};

export function condText(c: Cond): string {
  if ('all' in c) return c.all.map(condText).join(' and ');
  if ('any' in c) return `(${c.any.map(condText).join(' or ')})`;
  if ('not' in c) return `not (${condText(c.not)})`;
  const f = words(c.field);
  switch (c.op) {
    case 'in':
      return `${f} is one of ${c.values.map(quote).join(', ')}`;
    case 'not_in':
      return `${f} is none of ${c.values.map(quote).join(', ')}`;
    case 'contains':
      return `${f} contains ${quote(c.text)}`;
    case 'not_contains':
      return `${f} does not contain ${quote(c.text)}`;
    case 'starts_with':
      return `${f} starts with ${quote(c.text)}`;
    case 'ends_with_word':
      return `${f} ends with the word ${quote(c.text)}`;
    case 'has_word':
      return `${f} has a word starting ${quote(c.text)}`;
    case 'between':
      return `${f} from ${quote(c.from)} to ${quote(c.to)}${c.to_exclusive ? ' (not including it)' : ''}`;
    case 'empty':
      return `${f} is empty`;
    case 'not_empty':
      return `${f} is not empty`;
    case 'same':
      return `${f} is ${quote(c.value)}`;
    case 'month':
      return `${f} in ${new Date(2000, c.value - 1, 1).toLocaleString('en-US', { month: 'long' })} (any year)`;
    default:
      return `${f} ${CMP[c.op]} ${c.value !== null && typeof c.value === 'object' ? valueText(c.value) : quote(c.value)}`;
  }
}

export function aggText(a: Agg): string {
  const of =
    a.op === 'count'
      ? a.field
        ? `of rows with a ${words(a.field)}`
        : 'of rows'
      : `${a.op === 'values' || a.op === 'count_distinct' ? '' : 'of '}${words(a.field ?? 'rows')}`;
  const text = `${AGG[a.op]} ${of}`.replace(/\s+/g, ' ');
  return a.where ? `${text} where ${condText(a.where)}` : text;
}

export function valueText(v: Value): string {
  if (typeof v === 'number') return String(v);
  if ('compute' in v) {
    const l = valueText(v.left);
    const r = valueText(v.right);
    if (v.compute === 'share') return `${l} as a share of ${r}`;
    if (v.compute === 'ratio') return `${l} divided by ${r}`;
    if (v.compute === 'difference') return `${l} minus ${r}`;
    return v.compute === 'sum' ? `${l} plus ${r}` : `${l} times ${r}`;
  }
  return `${aggText(v.agg)}${v.of ? ` of ${sourceText(v.of)}` : ' of these rows'}`;
}

function exprText(e: Expr): string {
  if (typeof e === 'number') return String(e);
  if (typeof e === 'string') return words(e);
  if ('literal' in e) return quote(e.literal);
  if ('period' in e) return `the ${e.period} of ${words(e.of)}`;
  if ('part' in e) return `the part of ${words(e.of)} ${e.part} ${quote(e.sep)}`;
  if (e.op === 'coalesce') return `${exprText(e.args[0])} (else ${exprText(e.args[1])})`;
  const sign = { add: '+', sub: '−', mul: '×', div: '÷' }[e.op];
  return `${exprText(e.args[0])} ${sign} ${exprText(e.args[1])}`;
}

export function sourceText(s: QuerySource): string {
  if (s.handle) return `the rows of ${s.handle}`;
  if (s.rows) return `the ${s.rows.length} rows given`;
  if (s.query) return `(${queryText(s.query)})`;
  const args = Object.entries(s.args ?? {});
  const given = args.length > 0 ? ` (${args.map(([k, v]) => `${words(k)} ${quote(v)}`).join(', ')})` : '';
  if (s.for_each) return `${s.tool}${given} called for each ${words(s.for_each.field)} of ${sourceText(s.for_each.of)}`;
  return `every row of ${s.tool}${given}`;
}

const on = (o: { left: string; right: string }) => `${words(o.left)} = ${words(o.right)}`;
const dirText = (d: 'asc' | 'desc') => (d === 'desc' ? 'highest first' : 'lowest first');
const among = (s: { with: QuerySource; on: { left: string; right: string } }) =>
  `${words(s.on.left)} is among the ${words(s.on.right)} values of ${sourceText(s.with)}`;

/** A bound on a number of matching records in words ("at least 2 matches"); the planners say counts with it too. */
export const COUNT_BOUND_WORDS: Record<CmpOp, string> = {
  eq: 'exactly',
  ne: 'other than',
  gt: 'more than',
  gte: 'at least',
  lt: 'fewer than',
  lte: 'at most',
};

function stepText(s: Step): string {
  if ('where' in s) return `where ${condText(s.where)}`;
  if ('join' in s) {
    const fields = s.join.fields ? s.join.fields.map(words).join(', ') : 'the fields';
    return `with ${fields} of ${sourceText(s.join.with)} matched on ${on(s.join.on)}`;
  }
  if ('exists' in s) {
    const what = `${sourceText(s.exists.in)}${s.exists.where ? ` where ${condText(s.exists.where)}` : ''}`;
    const c = s.exists.count;
    const n = c ? `${COUNT_BOUND_WORDS[c.op]} ${c.value} ${c.value === 1 ? 'match' : 'matches'}` : '';
    const have = s.exists.negate ? (c ? `that do not have ${n}` : 'that have no match') : c ? `that have ${n}` : 'that have a match';
    return `${have} in ${what} (on ${on(s.exists.on)})`;
  }
  if ('derive' in s) return `with ${words(s.derive.name)} = ${exprText(s.derive.expr)}`;
  if ('group' in s) {
    const aggs = s.group.aggs.map(aggText).join(', ');
    return s.group.by.length > 0 ? `grouped by ${s.group.by.map(words).join(' and ')}: ${aggs}` : aggs;
  }
  if ('sort' in s)
    return `sorted by ${s.sort.map((k) => `${words(k.field)} (${k.dir === 'desc' ? 'highest first' : 'lowest first'})`).join(', then ')}`;
  if ('limit' in s) return s.offset ? `rows ${s.offset + 1} to ${s.offset + s.limit}` : `the first ${s.limit}`;
  if ('select' in s) return `showing ${s.select.map(words).join(', ')}`;
  if ('distinct' in s) return `the different values of ${s.distinct.map(words).join(' and ')}`;
  if ('difference' in s) return `except those whose ${among(s.difference)}`;
  if ('intersect' in s) return `only those whose ${among(s.intersect)}`;
  if ('union' in s) return `together with ${sourceText(s.union.with)}${s.union.key ? ` (each ${words(s.union.key)} once)` : ''}`;
  return `the place of the rows where ${condText(s.rank.where)} when ranked by ${words(s.rank.field)} (${dirText(s.rank.dir)})`;
}

export function queryText(q: Query): string {
  return [sourceText(q.from), ...(q.steps ?? []).map(stepText)].join(', ');
}

/** The request in one line. */
export function explain(r: Request): string {
  return isCompute(r) ? valueText(r) : queryText(r);
}
