import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ValidationIssue } from '../shared/errors.js';
import { argsBoundsIssues } from './args-bounds.js';
import { linearRegExp } from './patterns.js';

import type { ArgsCheck, JsonSchema, SourceTool } from './types.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * One validator for tool args: every error, formats checked, unknown keywords tolerated
 * (OpenAPI extras); `pattern`s run on a linear-time engine (patterns.ts).
 */
/**
 * A validator instance. For the shared schemas of large documents (`large`): referenced
 * schemas of more than 12 keys are compiled once as functions of their own rather than
 * inlined at each use.
 */
export function createAjv(large = false): Ajv {
  const instance = new Ajv({
    allErrors: true,
    strict: false,
    validateFormats: true,
    logger: false,
    inlineRefs: large ? 12 : true,
    code: { regExp: linearRegExp },
  });
  addFormats(instance);
  return instance;
}
const ajv = createAjv();

const compiled = new WeakMap<JsonSchema, ArgsCheck | null>();

/** Compiles (once per schema) or says why the schema is unusable. */
export function compileSchema(schema: JsonSchema): ValidateFunction {
  const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
  return ajv.compile(rest);
}

function validatorFor(tool: SourceTool): ArgsCheck | null {
  // a source that keeps its schemas as one graph compiled the full schema itself (null: it cannot be compiled, and says so)
  if (tool.argsCheck !== undefined) return tool.argsCheck;
  let v = compiled.get(tool.inputSchema);
  if (v === undefined) {
    try {
      v = compileSchema(tool.inputSchema);
    } catch {
      // an upstream schema ajv cannot compile must not make the tool uncallable: the upstream validates
      v = null;
    }
    compiled.set(tool.inputSchema, v);
  }
  return v;
}

function issueOf(e: ErrorObject): ValidationIssue {
  const loc: (string | number)[] = [
    'body',
    'args',
    ...e.instancePath
      .split('/')
      .slice(1)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, '/').replace(/~0/g, '~'))),
  ];
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { loc: [...loc, String(p.missingProperty)], msg: 'Field required', type: 'missing' };
    case 'additionalProperties':
      return {
        loc: [...loc, String(p.additionalProperty)],
        msg: 'Unknown field: the tool does not take this argument',
        type: 'extra_forbidden',
      };
    case 'enum':
      return {
        loc,
        msg: `must be one of: [${(p.allowedValues as unknown[]).map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ')}]`,
        type: 'enum',
      };
    case 'type':
      return { loc, msg: `must be ${String(p.type).replace(/,/g, ' or ')}`, type: 'type_error' };
    default:
      return { loc, msg: e.message ?? 'is invalid', type: e.keyword };
  }
}

/** Validates args against the bounds and the tool's input schema; [] when valid. */
export function validateArgs(tool: SourceTool, args: unknown): ValidationIssue[] {
  if (args === null || typeof args !== 'object' || Array.isArray(args))
    return [{ loc: ['body', 'args'], msg: 'must be an object of argument name -> value', type: 'type_error' }];
  const bounds = argsBoundsIssues(args);
  if (bounds.length > 0) return bounds;
  const validate = validatorFor(tool);
  if (!validate || validate(args)) return [];
  const issues = (validate.errors ?? []).map(issueOf);
  // oneOf/anyOf produce one error per failed alternative plus a summary: keep the summary when present
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.loc.join('.')}|${i.msg}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
