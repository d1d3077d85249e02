import { hash } from 'node:crypto';
import { cugaToolName } from './compat/cuga.js';

export const MAX_TOOL_NAME = 64;

// one-shot hash (no Hash object per name): a service's tools are named again on each change of it (22,361 for Graph beta)
const shortHash = (text: string) => hash('sha256', text).slice(0, 8);

/** `[A-Za-z0-9_-]` only: anything else becomes `_`, runs of `_` collapse, no leading/trailing `_`. */
export function sanitise(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_+|_+$/g, '') || 'tool'
  );
}

/** At most 64 characters: longer names keep their start and end with `_<8 hex of the full name>`. */
export function fitLength(name: string, seed = name): string {
  if (name.length <= MAX_TOOL_NAME) return name;
  return `${name.slice(0, MAX_TOOL_NAME - 9).replace(/_+$/, '')}_${shortHash(seed)}`;
}

/** How tool names are spelled: ours keeps case and `-`; CUGA's (registry.compat = cuga) is lower case with `_` only. */
export type NameStyle = 'agent' | 'cuga';

/** Names made so far: a service's tools are named again on each change of it (tool-index.ts). Emptied when this large. */
const NAMES_KEPT = 500_000;
const names = new Map<string, string>();

/** `<service>_<tool>`, sanitised and fitted to 64 characters. */
export function toolName(service: string, tool: string, style: NameStyle = 'agent'): string {
  const key = `${style}\0${service}\0${tool}`;
  let name = names.get(key);
  if (name === undefined) {
    const full = `${sanitise(service)}_${sanitise(tool)}`;
    name = fitLength(style === 'cuga' ? cugaToolName(full) : full, `${service}/${tool}`);
    if (names.size >= NAMES_KEPT) names.clear();
    names.set(key, name);
  }
  return name;
}

/** A second tool that would get an existing name gets a distinct one, derived from where it comes from. */
export function disambiguate(name: string, origin: string): string {
  const suffix = `_${shortHash(origin)}`;
  return `${name.slice(0, MAX_TOOL_NAME - suffix.length)}${suffix}`;
}

/** The local name of an operation without operationId: `<method>_<path>` (e.g. `get_users_id`). */
export function methodPathName(method: string, path: string): string {
  return sanitise(`${method.toLowerCase()}_${path.replace(/[{}]/g, '')}`);
}
