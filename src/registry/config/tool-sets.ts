import { fieldPath } from './located.js';
import type { ParseContext } from './service.js';

/** A set's (and an application's) name: a path segment (`/mcp/sets/<name>`) and a word of `agent keys create --sets`/`--apps`. */
export const SET_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A pattern: a tool or application name, `*` standing for any run of characters (tool-sets.ts). */
const PATTERN = /^[^\s,]{1,300}$/;

const kindName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : `a ${typeof v}`);

/**
 * `toolSets: {name: [pattern, ...]}` (a single pattern may stand alone). What is wrong is said
 * with the file, line and field, and what is allowed; the sets that are right are kept.
 */
export function parseToolSets(
  value: Record<string, unknown>,
  ctx: Pick<ParseContext, 'file' | 'lineOf' | 'problems'>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const at = (path: string) => {
    const line = ctx.lineOf(path);
    return `${ctx.file}${line ? `:${line}` : ''}: ${path}`;
  };
  for (const [name, raw] of Object.entries(value)) {
    const path = fieldPath('toolSets', name);
    if (!SET_NAME.test(name)) {
      ctx.problems.push(`${at(path)}: '${name}' is not a set name; use 1 to 64 letters, digits, '_' or '-'`);
      continue;
    }
    const items = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(items) || items.length === 0) {
      ctx.problems.push(
        `${at(path)}: must be a list of tool or application names (\`*\` for any run of characters), ` +
          `got ${Array.isArray(items) ? 'an empty list' : kindName(items)}`,
      );
      continue;
    }
    const patterns: string[] = [];
    items.forEach((p, i) => {
      if (typeof p === 'string' && PATTERN.test(p)) patterns.push(p);
      else
        ctx.problems.push(
          `${at(fieldPath(path, i))}: ${typeof p === 'string' ? `'${p}'` : kindName(p)} is not a pattern; write a tool name ` +
            '(crm_list_accounts), an application name (crm) or either with `*` (crm_list_*), without spaces or commas',
        );
    });
    if (patterns.length === items.length) out[name] = patterns;
  }
  return out;
}
