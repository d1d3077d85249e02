/**
 * The forms an MCP server asks a person for during a tool call (`elicitation/create`, form
 * mode): the requested schema read into fields, and a person's answer checked against them
 * before it goes back to the server.
 *
 * The MCP spec (2025-11-25) restricts a form to a flat object whose properties are each a
 * string (`minLength`, `maxLength`, `format` email / uri / date / date-time), a number or
 * integer (`minimum`, `maximum`), a boolean, a single choice (`enum`, with `enumNames`, or
 * `oneOf` of `{const, title}`) or a multiple choice (`type: array` whose `items` are such an
 * enum, `minItems`, `maxItems`); each may have a `title`, a `description` and a `default`.
 * Anything else is not a form the chat page can show (`unsupported`).
 */
import type { ValidationIssue } from '../shared/errors.js';

export interface FieldOption {
  value: string;
  label: string;
}

export interface Field {
  name: string;
  label: string;
  required: boolean;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'choice' | 'choices';
  /** Bounds: of the value (numbers), of its length (text), of the items chosen (choices). */
  min?: number;
  max?: number;
  format?: 'email' | 'uri' | 'date' | 'date-time';
  options?: FieldOption[];
}

/** A problem of an answer: where, what, and what the field allows. */
export type AnswerIssue = ValidationIssue & { allowed: unknown };

/** At most this many fields, and options per field: a form a person can fill in. */
const MAX_FIELDS = 50;
const MAX_OPTIONS = 200;
const FORMATS = new Set(['email', 'uri', 'date', 'date-time']);
const ACTIONS = ['accept', 'decline', 'cancel'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The options of a single-choice schema (`enum` [+ `enumNames`], or `oneOf`/`anyOf` of `{const, title}`), or undefined. */
function optionsOf(s: Record<string, unknown>): FieldOption[] | undefined {
  if (Array.isArray(s.enum)) {
    const names = Array.isArray(s.enumNames) ? s.enumNames : [];
    if (!s.enum.every((v) => typeof v === 'string')) return undefined;
    return (s.enum as string[]).map((value, i) => ({ value, label: typeof names[i] === 'string' ? names[i] : value }));
  }
  const list = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (!list || !list.every((o) => isObject(o) && typeof o.const === 'string')) return undefined;
  return (list as Record<string, unknown>[]).map((o) => ({
    value: String(o.const),
    label: typeof o.title === 'string' ? o.title : String(o.const),
  }));
}

function fieldOf(name: string, s: unknown, required: boolean): Field | string {
  if (!isObject(s)) return `field '${name}' has no schema`;
  const label = typeof s.title === 'string' && s.title.trim() !== '' ? s.title : name;
  const base = { name, label, required };
  const options = s.type === 'string' || s.type === undefined ? optionsOf(s) : undefined;
  if (options)
    return options.length > MAX_OPTIONS ? `field '${name}' offers more than ${MAX_OPTIONS} choices` : { ...base, kind: 'choice', options };
  if (s.type === 'string') {
    const format = typeof s.format === 'string' && FORMATS.has(s.format) ? (s.format as Field['format']) : undefined;
    return { ...base, kind: 'text', min: num(s.minLength), max: num(s.maxLength), ...(format ? { format } : {}) };
  }
  if (s.type === 'number' || s.type === 'integer') return { ...base, kind: s.type, min: num(s.minimum), max: num(s.maximum) };
  if (s.type === 'boolean') return { ...base, kind: 'boolean' };
  if (s.type === 'array' && isObject(s.items)) {
    const items = optionsOf(s.items);
    if (items && items.length <= MAX_OPTIONS)
      return { ...base, kind: 'choices', options: items, min: num(s.minItems), max: num(s.maxItems) };
  }
  const kind = JSON.stringify(s.type ?? 'no type');
  return `field '${name}' is of a kind a form cannot hold (${kind}); the MCP spec allows text, numbers, yes/no and choices`;
}

/** The fields of a requested schema, or why it is not a form the chat page can show. */
export function formFields(schema: unknown): Field[] | { unsupported: string } {
  if (!isObject(schema) || (schema.type !== undefined && schema.type !== 'object') || !isObject(schema.properties))
    return { unsupported: 'the requested schema is not an object with properties' };
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
  const entries = Object.entries(schema.properties);
  if (entries.length > MAX_FIELDS) return { unsupported: `the form has more than ${MAX_FIELDS} fields` };
  const fields: Field[] = [];
  for (const [name, s] of entries) {
    const f = fieldOf(name, s, required.has(name));
    if (typeof f === 'string') return { unsupported: f };
    fields.push(f);
  }
  return fields;
}

/** What a field takes, in words (the `allowed` of an issue). */
export function allowedOf(f: Field): unknown {
  const range = (what: string, unit = '') =>
    f.min !== undefined && f.max !== undefined
      ? `${what} from ${f.min} to ${f.max}${unit}`
      : f.min !== undefined
        ? `${what} of at least ${f.min}${unit}`
        : f.max !== undefined
          ? `${what} of at most ${f.max}${unit}`
          : what;
  switch (f.kind) {
    case 'text':
      return range(f.format ? `text (${f.format})` : 'text', f.min !== undefined || f.max !== undefined ? ' characters long' : '');
    case 'number':
      return range('a number');
    case 'integer':
      return range('a whole number');
    case 'boolean':
      return [true, false];
    case 'choice':
      return f.options!.map((o) => o.value);
    case 'choices':
      return {
        items: f.options!.map((o) => o.value),
        ...(f.min !== undefined ? { minItems: f.min } : {}),
        ...(f.max !== undefined ? { maxItems: f.max } : {}),
      };
  }
}

const FORMAT_CHECKS: Record<NonNullable<Field['format']>, (v: string) => boolean> = {
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => URL.canParse(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
};

/** Why a value does not fit its field, or undefined when it does. */
function misfit(f: Field, v: unknown): string | undefined {
  const outside = (n: number) => (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max);
  switch (f.kind) {
    case 'text':
      if (typeof v !== 'string') return 'must be text';
      if (outside([...v].length)) return `has ${[...v].length} characters`;
      return f.format && !FORMAT_CHECKS[f.format](v) ? `is not a valid ${f.format}` : undefined;
    case 'number':
    case 'integer':
      if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be a number';
      if (f.kind === 'integer' && !Number.isInteger(v)) return 'must be a whole number';
      return outside(v) ? `is ${v}, out of range` : undefined;
    case 'boolean':
      return typeof v === 'boolean' ? undefined : 'must be true or false';
    case 'choice':
      return typeof v === 'string' && f.options!.some((o) => o.value === v) ? undefined : 'is not one of the choices';
    case 'choices':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && f.options!.some((o) => o.value === x)))
        return 'must be a list of the choices';
      if (new Set(v).size !== v.length) return 'names a choice twice';
      return outside(v.length) ? `chooses ${v.length}` : undefined;
  }
}

/**
 * A person's answer (`{action, content}`) checked against the form: the answer for the MCP
 * server, or every problem found (where, what, what is allowed).
 */
export function checkAnswer(
  fields: Field[],
  body: unknown,
): { action: (typeof ACTIONS)[number]; content?: Record<string, unknown> } | AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const add = (loc: (string | number)[], msg: string, allowed: unknown, type = 'value_error') => issues.push({ loc, msg, type, allowed });
  if (!isObject(body)) {
    add(
      ['body'],
      'the answer must be a JSON object {action, content}',
      { action: ACTIONS, content: 'an object of the fields (accept only)' },
      'type_error',
    );
    return issues;
  }
  for (const key of Object.keys(body))
    if (key !== 'action' && key !== 'content')
      add(['body', key], `'${key}' is not part of an answer`, ['action', 'content'], 'extra_forbidden');
  const action = body.action;
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    add(
      ['body', 'action'],
      action === undefined ? 'action is required' : 'action is not one of the three',
      ACTIONS,
      action === undefined ? 'missing' : 'enum',
    );
    return issues;
  }
  const names = fields.map((f) => f.name);
  if (action !== 'accept') {
    if (body.content !== undefined)
      add(['body', 'content'], `content is sent with accept only, not with ${action}`, null, 'extra_forbidden');
    return issues.length > 0 ? issues : { action: action as 'decline' | 'cancel' };
  }
  const content = body.content ?? {};
  if (!isObject(content)) {
    add(['body', 'content'], "content must be an object of the form's fields", names, 'type_error');
    return issues;
  }
  for (const key of Object.keys(content))
    if (!names.includes(key)) add(['body', 'content', key], `'${key}' is not a field of this form`, names, 'extra_forbidden');
  for (const f of fields) {
    const v = content[f.name];
    if (v === undefined) {
      if (f.required) add(['body', 'content', f.name], `${f.label} is required`, allowedOf(f), 'missing');
      continue;
    }
    const why = misfit(f, v);
    if (why) add(['body', 'content', f.name], `${f.label} ${why}`, allowedOf(f));
  }
  return issues.length > 0 ? issues : { action: 'accept', content };
}
