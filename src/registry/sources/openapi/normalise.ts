/**
 * OpenAPI 2.0/3.0 schema keywords as JSON Schema, so the validator can compile every real
 * description (one schema node at a time, on the converted copy, never the document):
 *
 * - `nullable: true` (3.0) and `x-nullable: true` (2.0): `null` added to `type` and `enum`;
 *   without a `type` nothing is restricted, so it is dropped;
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0, 2.0): `true` turns `minimum` into the
 *   exclusive number, `false` is dropped;
 * - `type: file` (2.0) is a string; `type` names JSON Schema does not know are reported;
 * - duplicate `enum` items are kept once; keywords of the wrong JSON type (a `required: true`
 *   on a property, a `maxLength: "64"`) become what they mean or are reported and dropped.
 *
 * Returns what could not be kept or is not (fully) checked (each a phrase: a pattern RE2
 * cannot run, too), for the tool's warning.
 */
import { patternNotChecked } from '../../patterns.js';

type Json = Record<string, unknown>;

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
/** Type names seen in real descriptions that mean a JSON type. */
const TYPE_ALIASES: Record<string, string> = {
  file: 'string',
  int: 'integer',
  long: 'integer',
  float: 'number',
  double: 'number',
  bool: 'boolean',
};
const NUMBERS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const COUNTS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains'];
const STRINGS = ['pattern', 'format', 'title', 'description', 'contentMediaType', 'contentEncoding'];
const BOOLEANS = ['uniqueItems', 'readOnly', 'writeOnly', 'deprecated'];

const asNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

function unique(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = typeof v === 'string' ? `s${v}` : `j${JSON.stringify(v)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Keywords that describe a schema without constraining it: kept outside when a nullable one is wrapped. */
const ANNOTATION_KEYS = new Set(['description', 'title', 'default', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** Normalises one converted schema node in place; `src` is the node as written (for `nullable`). */
export function normaliseKeywords(out: Json, src: Json): string[] {
  const dropped: string[] = [];
  const nullable = out.nullable === true || src['x-nullable'] === true;
  delete out.nullable;

  if (out.type !== undefined) {
    const named = (Array.isArray(out.type) ? out.type : [out.type]).map((t) => (typeof t === 'string' ? (TYPE_ALIASES[t] ?? t) : t));
    const known = unique(named.filter((t) => typeof t === 'string' && JSON_TYPES.has(t))) as string[];
    const unknown = named.filter((t) => !(typeof t === 'string' && JSON_TYPES.has(t)));
    if (unknown.length > 0) dropped.push(`type ${JSON.stringify(unknown.length === 1 ? unknown[0] : unknown)} is not a JSON Schema type`);
    if (known.length === 0) delete out.type;
    else out.type = known.length === 1 ? known[0] : known;
  }
  if (nullable) {
    if (typeof out.type === 'string' && out.type !== 'null') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
    else if (out.type === undefined && Object.keys(out).some((k) => !ANNOTATION_KEYS.has(k))) {
      // no type of its own (its type comes from a $ref or allOf): null is the other alternative
      const inner: Json = {};
      for (const k of Object.keys(out)) {
        if (ANNOTATION_KEYS.has(k)) continue;
        inner[k] = out[k];
        delete out[k];
      }
      out.anyOf = [inner, { type: 'null' }];
    }
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }

  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true && asNumber(out[bound]) !== undefined) {
      out[exclusive] = asNumber(out[bound]);
      delete out[bound];
    } else delete out[exclusive];
  }
  for (const k of NUMBERS) {
    if (out[k] === undefined) continue;
    const n = asNumber(out[k]);
    if (n === undefined || (k === 'multipleOf' && n <= 0)) {
      dropped.push(`${k} ${JSON.stringify(out[k])} is not a${k === 'multipleOf' ? ' positive' : ''} number`);
      delete out[k];
    } else out[k] = n;
  }
  for (const k of COUNTS) {
    if (out[k] === undefined) continue;
    const n = asNumber(out[k]);
    if (n === undefined || n < 0 || !Number.isInteger(n)) {
      dropped.push(`${k} ${JSON.stringify(out[k])} is not a count`);
      delete out[k];
    } else out[k] = n;
  }
  for (const k of STRINGS) {
    if (out[k] !== undefined && typeof out[k] !== 'string') {
      if (k === 'pattern' || k === 'format') dropped.push(`${k} ${JSON.stringify(out[k])} is not a string`);
      delete out[k];
    }
  }
  for (const k of BOOLEANS) if (out[k] !== undefined && typeof out[k] !== 'boolean') delete out[k];

  if (out.enum !== undefined) {
    if (!Array.isArray(out.enum) || out.enum.length === 0) {
      if (!Array.isArray(out.enum)) dropped.push(`enum ${JSON.stringify(out.enum)} is not a list`);
      delete out.enum;
    } else out.enum = unique(out.enum);
  }
  // `required: true` on a property is OpenAPI's parameter spelling: the parent's list says it
  if (out.required !== undefined) {
    if (!Array.isArray(out.required)) delete out.required;
    else {
      const names = unique(out.required.filter((r) => typeof r === 'string'));
      if (names.length === 0) delete out.required;
      else out.required = names;
    }
  }
  for (const p of [out.pattern, ...Object.keys((out.patternProperties ?? {}) as Json)]) {
    const why = typeof p === 'string' ? patternNotChecked(p) : undefined;
    if (why) dropped.push(`pattern ${JSON.stringify(p)} is not (fully) checked: ${why}`);
  }
  if (out.dependentRequired !== undefined && (out.dependentRequired === null || typeof out.dependentRequired !== 'object'))
    delete out.dependentRequired;
  return dropped;
}
