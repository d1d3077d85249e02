import { ArgsInvalidError } from '../errors.js';
import type { JsonSchema, ToolCallError } from '../types.js';

/**
 * The `cuga` compatibility profile (setting `registry.compat = "cuga"`): where a client or
 * prompt written for IBM's CUGA registry depends on how CUGA answers, the registry answers
 * the same way. Off (the default), the registry keeps its honest statuses and strict args.
 */

/** What {@link lenientArgs} did to a call's arguments. */
export interface LenientArgs {
  args: Record<string, unknown>;
  /** Top-level names the tool does not take, dropped (reported in `X-Dropped-Arguments`). */
  dropped: string[];
}

type Json = JsonSchema & { properties?: Record<string, JsonSchema>; additionalProperties?: unknown; type?: unknown };

const typesOf = (s: Json | undefined): string[] => {
  if (!s) return [];
  if (Array.isArray(s.type)) return s.type as string[];
  return typeof s.type === 'string' ? [s.type] : [];
};

/** A value in the type its schema asks for, when it is a string that spells one ("5" -> 5, "true" -> true). */
function coerce(value: unknown, schema: Json | undefined): unknown {
  const types = typesOf(schema);
  if (typeof value === 'string' && !types.includes('string')) {
    const t = value.trim();
    if ((types.includes('integer') && /^[+-]?\d+$/.test(t)) || (types.includes('number') && t !== '' && Number.isFinite(Number(t)))) {
      const n = Number(t);
      if (Number.isSafeInteger(n) || !types.includes('integer') || !Number.isInteger(n)) return n;
    }
    if (types.includes('boolean') && /^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && schema?.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = coerce(v, schema.properties[k] as Json | undefined);
    return out;
  }
  if (Array.isArray(value) && schema && typeof schema.items === 'object' && !Array.isArray(schema.items))
    return value.map((v) => coerce(v, schema.items as Json));
  return value;
}

/**
 * CUGA's argument handling (a pydantic model per tool): a `{"params": {...}}` wrapper is
 * unwrapped, names the tool does not take are dropped, and strings that spell a number or a
 * boolean become one where the schema asks for it.
 */
export function lenientArgs(schema: JsonSchema, given: Record<string, unknown>): LenientArgs {
  const s = schema as Json;
  const props = s.properties ?? {};
  let args = given;
  const wrapped = args.params;
  if (!('params' in props) && wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped)) {
    const rest = Object.keys(args).filter((k) => k !== 'params' && k !== 'headers');
    if (rest.length === 0) args = wrapped as Record<string, unknown>;
  }
  const dropped: string[] = [];
  if (s.properties && s.additionalProperties !== true && typeof s.additionalProperties !== 'object') {
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(args)) {
      if (Object.hasOwn(props, k)) kept[k] = v;
      else dropped.push(k);
    }
    args = kept;
  }
  return { args: coerce(args, s) as Record<string, unknown>, dropped };
}

/** CUGA's name for a tool: lower case, `-` `.` `/` `{}` and the like as `_`, runs of `_` collapsed. */
export function cugaToolName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_+|_+$/g, '') || 'unnamed_tool'
  );
}

const ERROR_TYPES: Record<number, string> = { 422: 'ValidationError', 503: 'ServiceUnavailable', 504: 'Timeout', 499: 'Cancelled' };

/**
 * A failed call as CUGA reports it: HTTP 200 with `{status: "exception", status_code,
 * error_type, message, function_name}`, the upstream's own error text in `message` (CUGA's
 * generated client code drops the body of any non-2xx answer).
 */
export function cugaException(err: ToolCallError, functionName: string): Record<string, unknown> {
  let message = err.message;
  if (err instanceof ArgsInvalidError) {
    message += `: ${err.issues.map((i) => `${i.loc.slice(2).join('.') || 'args'}: ${i.msg}`).join('; ')}`;
  }
  const upstream = err.upstreamBody;
  if (upstream !== undefined && upstream !== null && upstream !== '')
    message += ` ${typeof upstream === 'string' ? upstream : JSON.stringify(upstream)}`;
  return {
    status: 'exception',
    status_code: err.status,
    error_type: upstream !== undefined ? 'HTTPError' : (ERROR_TYPES[err.status] ?? 'ToolCallError'),
    message,
    function_name: functionName,
  };
}
