/** Small readers over JSON Schemas and ApiParameter constraints. */
import type { ApiParameter } from '../../../../registry/types.js';
import { FIELD_RULES } from '../rules/core-fields.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** Property names found anywhere in a schema (bounded depth), for retrieval. */
export function schemaFieldNames(schema: unknown, depth = 0, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return out;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    for (const [k, v] of Object.entries(s.properties as Record<string, unknown>)) {
      out.push(k);
      schemaFieldNames(v, depth + 1, out);
    }
  }
  if (s.items) schemaFieldNames(s.items, depth + 1, out);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) schemaFieldNames(sub, depth + 1, out);
  }
  return out;
}

/** Each property of a schema's records that says what it holds (its description), at any depth (bounded). */
export function fieldDescriptions(schema: unknown, depth = 0, out: { name: string; description: string }[] = []) {
  if (!schema || typeof schema !== 'object' || depth > 5) return out;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object')
    for (const [name, v] of Object.entries(s.properties as Record<string, unknown>)) {
      const d = (v as { description?: unknown } | null)?.description;
      if (typeof d === 'string' && d.trim()) out.push({ name, description: d.trim() });
      fieldDescriptions(v, depth + 1, out);
    }
  if (s.items) fieldDescriptions(s.items, depth + 1, out);
  return out;
}

/** Text fields that sort records into kinds (department, industry, stage): no format, not ids, names or contact details. */
/** How many fields the rows of a list answer have (the first array's items), or undefined when it holds no list of records. */
/** The rows hold a date of their own business (a close date), not only when they were written or changed. */
export function holdsBusinessDate(schema: unknown): boolean {
  return schemaFieldNames(schema).some((f) => FIELD_RULES.dateField.pattern.test(f) && !SHAPE_RULES.createdUpdated.pattern.test(f));
}

export function rowFieldCount(schema: unknown, depth = 0): number | undefined {
  if (!schema || typeof schema !== 'object' || depth > 5) return undefined;
  const s = schema as Record<string, unknown>;
  if (s.type === 'array' || s.items) {
    const props = (s.items as { properties?: object } | undefined)?.properties;
    return props ? Object.keys(props).length : undefined;
  }
  for (const v of Object.values((s.properties ?? {}) as Record<string, unknown>)) {
    const n = rowFieldCount(v, depth + 1);
    if (n !== undefined) return n;
  }
  return undefined;
}

export function categoryFieldNames(schema: unknown, depth = 0, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return out;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') {
    for (const [k, v] of Object.entries(s.properties as Record<string, unknown>)) {
      const p = (v ?? {}) as { type?: unknown; format?: unknown; anyOf?: { type?: unknown }[] };
      const types = [p.type, ...(Array.isArray(p.anyOf) ? p.anyOf.map((a) => a?.type) : [])].flat();
      if (types.includes('string') && p.format === undefined && !FIELD_RULES.notCategory.pattern.test(k)) out.push(k);
      categoryFieldNames(v, depth + 1, out);
    }
  }
  if (s.items) categoryFieldNames(s.items, depth + 1, out);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) categoryFieldNames(sub, depth + 1, out);
  }
  return out;
}

/** Yes/no fields (is_primary, is_third_party), as a row's schema names them. */
export function flagFieldNames(schema: unknown, depth = 0, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return out;
  const s = schema as Record<string, unknown>;
  for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    const p = (v ?? {}) as { type?: unknown; anyOf?: { type?: unknown }[] };
    if ([p.type, ...(Array.isArray(p.anyOf) ? p.anyOf.map((a) => a?.type) : [])].flat().includes('boolean')) out.push(k);
    flagFieldNames(v, depth + 1, out);
  }
  if (s.items) flagFieldNames(s.items, depth + 1, out);
  return out;
}

/** Allowed values of a parameter: enum constraints, schema enums, and "One of: a, b" lists in its description. */
export function allowedValues(p: ApiParameter): string[] {
  const out: string[] = [];
  for (const c of p.constraints) {
    const m = FIELD_RULES.oneOfBracket.pattern.exec(c);
    if (m) out.push(...m[1]!.split(',').map((v) => v.trim().replace(FIELD_RULES.quoteEnds.pattern, '')));
  }
  const e = (p.schema as { enum?: unknown[] } | undefined)?.enum;
  if (Array.isArray(e)) out.push(...e.map(String));
  const d = FIELD_RULES.oneOfList.pattern.exec(p.description);
  if (d) out.push(...d[1]!.split(FIELD_RULES.commaOr.pattern).map((v) => v.trim().replace(FIELD_RULES.quoteEnds.pattern, '')));
  return [...new Set(out.filter((v) => v.length > 0 && v.length <= 80))];
}

/** Values quoted in a description ('Tech Transformation', "High Value Outreach"): examples of what the parameter takes. */
export function quotedExamples(text: string): string[] {
  return [...text.matchAll(FIELD_RULES.quoted.pattern)].map((m) => m[1]!.trim());
}

export { numericRange, defaultOf, type NumericRange } from '../../../query/paging.js';

export function isNumericType(p: ApiParameter): boolean {
  return p.type === 'integer' || p.type === 'number';
}
