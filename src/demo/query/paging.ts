import type { ApiParameter } from '../../registry/types.js';

/**
 * How a tool pages its list, read from its parameters: a page size (`limit`, `per_page`,
 * ...), and an offset (`skip`, `offset`) or a page number (`page`); with the size's bounds
 * and default from its constraints and schema.
 */
export function isLimit(p: ApiParameter): boolean {
  return /^(limit|per_page|perpage|page_size|pagesize|size|max_results|top)$/i.test(p.name);
}

export function isOffset(p: ApiParameter): boolean {
  return /^(skip|offset|start)$/i.test(p.name);
}

export function isPageNumber(p: ApiParameter): boolean {
  return /^page$/i.test(p.name);
}

export interface NumericRange {
  min?: number;
  max?: number;
}

/** The bounds a parameter states (`>= 1`, `<= 100` constraints, or its schema's minimum/maximum). */
export function numericRange(p: ApiParameter): NumericRange {
  const r: NumericRange = {};
  for (const c of p.constraints) {
    const m = /^\s*(>=|>|<=|<)\s*(-?\d+(?:\.\d+)?)/.exec(c);
    if (!m) continue;
    const v = Number(m[2]);
    if (m[1]!.startsWith('>')) r.min = v;
    else r.max = v;
  }
  const s = p.schema as { minimum?: number; maximum?: number } | undefined;
  if (typeof s?.minimum === 'number') r.min ??= s.minimum;
  if (typeof s?.maximum === 'number') r.max ??= s.maximum;
  return r;
}

export function defaultOf(p: ApiParameter): unknown {
  return (p.schema as { default?: unknown } | undefined)?.default;
}
