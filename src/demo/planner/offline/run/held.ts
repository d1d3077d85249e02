import type { Step } from '../../../query/index.js';
import { BOUND_WORDS, compares } from '../understand/dates.js';
import { subjectOf, toolEntityTerms } from '../choose/params.js';
import { mainMeasure, numberOf, resolveField } from '../core/fields.js';
import { fieldWords, formatValue } from '../core/format.js';
import { boundsAverage } from '../understand/numbers.js';
import type { Outcome } from './outcome.js';
import type { Shaped } from './shape.js';

/**
 * Groups (or a field's values) kept by what they hold, from a bound the rows themselves could
 * not take: "the states with 4 or more of my accounts" (how many rows), "the states whose
 * accounts average over $5M" (the average of a measure over their rows). The bound is then
 * used, no longer one the rows ignored.
 */
export function heldGroups(sh: Shaped, o: Outcome): Shaped {
  return averagedGroups(countedGroups(sh, o), o);
}

type NumberMention = Extract<Outcome['ignored'][number], { kind: 'number' }>;

function used(o: Outcome, m: NumberMention): void {
  o.ignored.splice(o.ignored.indexOf(m), 1);
}

/** "the states with 4 or more of my accounts": the groups (or values) holding that many of the rows. */
function countedGroups(sh: Shaped, o: Outcome): Shaped {
  const kinds = toolEntityTerms(o.tool);
  // (a bound: "4 or more", "at least 5"; never a plain number, "all 100 accounts")
  // ("firms holding 3+ CFOs" read from the CFOs: a number of rows of a value, counted per account)
  const m = o.ignored.find(
    (x): x is NumberMention =>
      x.kind === 'number' &&
      x.comparator !== undefined &&
      ((x.counts !== undefined && kinds.includes(x.counts)) || (x.countsValue !== undefined && sh.distinct !== undefined)),
  );
  if (!m?.comparator) return sh;
  const c = m.comparator;
  const passes = (n: number) => compares(c, n, m.value);
  if (sh.groups || sh.distinct) used(o, m);
  const bound: Step = { where: { field: 'count', op: c, value: m.value } };
  if (sh.groups) {
    // (the rows shown are only those of the groups kept: "leaving out any region under 3" names none of theirs)
    const items = sh.groups.items.filter((it) => passes(it.count));
    const kept = new Set(items.map((it) => it.key));
    const field = sh.groups.field;
    const rows = sh.rows.filter((r) => kept.has(String(r[field])));
    return { ...sh, rows, groups: { ...sh.groups, items, held: true }, steps: [...sh.steps, bound] };
  }
  if (!sh.distinct) return sh;
  const field = sh.distinct.field;
  const count = (v: string) => o.rows.filter((r) => String(r[field]) === v).length;
  const held = ` (each with ${BOUND_WORDS[c]} ${m.value} ${subjectOf(o.tool).text})`;
  const steps: Step[] = [...sh.steps.filter((st) => !('distinct' in st)), { group: { by: [field], aggs: [{ op: 'count' }] } }, bound];
  return { ...sh, distinct: { field, values: sh.distinct.values.filter((v) => passes(count(v))), held }, steps };
}

/** "what regions have crm firms averaging above 900 staff": the values whose rows' average of the measure passes the bound. */
function averagedGroups(sh: Shaped, o: Outcome): Shaped {
  const m = o.ignored.find((x): x is NumberMention => x.kind === 'number' && boundsAverage(x));
  if (!m?.comparator || !sh.distinct) return sh;
  const c = m.comparator;
  const measure = resolveField(o.rows, [...m.before, ...m.after], { numeric: true }) ?? mainMeasure(o.rows);
  if (!measure) return sh;
  used(o, m);
  const field = sh.distinct.field;
  const average = (v: string) => {
    const nums = o.rows.filter((r) => String(r[field]) === v).map((r) => numberOf(r[measure]) ?? 0);
    return nums.length ? nums.reduce((a, b) => a + b, 0) / nums.length : 0;
  };
  const held = ` (each averaging ${BOUND_WORDS[c]} ${formatValue(measure, m.value)} ${fieldWords(measure)})`;
  const steps: Step[] = [
    ...sh.steps.filter((st) => !('distinct' in st)),
    { group: { by: [field], aggs: [{ op: 'avg', field: measure, as: 'average' }] } },
    { where: { field: 'average', op: c, value: m.value } },
  ];
  return { ...sh, distinct: { field, values: sh.distinct.values.filter((v) => compares(c, average(v), m.value)), held }, steps };
}
