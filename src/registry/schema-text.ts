import { patternNotChecked } from './patterns.js';
import type { JsonSchema } from './types.js';

/**
 * A JSON Schema in words, for the API record of every kind of tool (DESIGN.md 4.2): its type
 * (`typeText`) and its constraints (`constraintsOf`). OpenAPI operations, MCP tools, TRM and
 * onboarded tools all describe their parameters with these.
 */
type Json = JsonSchema;

/** The type as text: `string`, `integer | null`, `object | array` (alternatives), `any`. */
export function typeText(s: Json | undefined): string {
  if (!s) return 'any';
  const t = s.type;
  if (Array.isArray(t)) {
    const real = t.filter((x) => x !== 'null');
    return (real.length > 0 ? real : t).join(' | ');
  }
  if (typeof t === 'string') return t;
  const alts = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (Array.isArray(alts) && alts.length > 0) {
    const types = [...new Set(alts.map((a) => typeText(a)))];
    return types.join(' | ');
  }
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (Array.isArray(s.enum) && s.enum.length > 0) return typeof s.enum[0] === 'number' ? 'number' : typeof s.enum[0];
  return 'any';
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Constraints as text (DESIGN.md 4.2): `must be one of: [a, b]`, `>= 1`, `length <= 64`, `format: email`, ... */
export function constraintsOf(s: Json | undefined): string[] {
  if (!s) return [];
  const out: string[] = [];
  if (Array.isArray(s.enum)) out.push(`must be one of: [${s.enum.map(show).join(', ')}]`);
  if (s.const !== undefined) out.push(`must be: ${show(s.const)}`);
  if (typeof s.minimum === 'number') out.push(s.exclusiveMinimum === true ? `> ${s.minimum}` : `>= ${s.minimum}`);
  if (typeof s.exclusiveMinimum === 'number') out.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.maximum === 'number') out.push(s.exclusiveMaximum === true ? `< ${s.maximum}` : `<= ${s.maximum}`);
  if (typeof s.exclusiveMaximum === 'number') out.push(`< ${s.exclusiveMaximum}`);
  if (typeof s.multipleOf === 'number') out.push(`multiple of ${s.multipleOf}`);
  if (typeof s.minLength === 'number') out.push(`length >= ${s.minLength}`);
  if (typeof s.maxLength === 'number') out.push(`length <= ${s.maxLength}`);
  if (typeof s.pattern === 'string') {
    const notChecked = patternNotChecked(s.pattern);
    out.push(notChecked ? `matches pattern: ${s.pattern} (not checked by the registry: ${notChecked})` : `matches pattern: ${s.pattern}`);
  }
  if (typeof s.format === 'string') out.push(`format: ${s.format}`);
  if (typeof s.minItems === 'number') out.push(`min items: ${s.minItems}`);
  if (typeof s.maxItems === 'number') out.push(`max items: ${s.maxItems}`);
  if (s.uniqueItems === true) out.push('items must be unique');
  if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) {
    const inner = s.items as Json;
    const innerC = constraintsOf(inner);
    out.push(`items: ${typeText(inner)}${innerC.length > 0 ? ` (${innerC.join(', ')})` : ''}`);
  }
  if (typeof s.minProperties === 'number') out.push(`properties >= ${s.minProperties}`);
  if (typeof s.maxProperties === 'number') out.push(`properties <= ${s.maxProperties}`);
  if (s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'))) out.push('nullable');
  if (s.default !== undefined) out.push(`default: ${show(s.default)}`);
  if (s.deprecated === true) out.push('deprecated');
  return out;
}
