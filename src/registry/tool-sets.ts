/**
 * Named tool sets (`toolSets:` in the registry configuration): a name for some tools of the
 * catalogue, chosen by patterns. Each pattern is a glob (`*` stands for any run of
 * characters, every other character for itself) matched against a tool's registry name
 * (`crm_list_*`, `territory_get_my_accounts`) or against its application's name (`crm`:
 * every tool of that application). A set is served on its own MCP endpoint
 * (`/mcp/sets/<name>`), and an API key can be limited to sets (`agent keys create --sets`).
 * Patterns are fixed when the registry starts; what they match follows the catalogue, so a
 * tool onboarded later under a matching name is in the set at once.
 */

/** What a pattern is matched against: a tool's registry name and its application. */
export interface ToolRef {
  name: string;
  app: string;
}

/** Whether `text` matches the glob `pattern` (`*`: any run of characters). Linear in practice, never a RegExp. */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** The sets of a configuration, by name. */
export class ToolSets {
  private readonly sets: ReadonlyMap<string, readonly string[]>;

  constructor(sets: Record<string, string[]> = {}) {
    this.sets = new Map(Object.entries(sets));
  }

  names(): string[] {
    return [...this.sets.keys()];
  }

  has(name: string): boolean {
    return this.sets.has(name);
  }

  patterns(name: string): readonly string[] {
    return this.sets.get(name) ?? [];
  }

  /** Whether the tool is in the set (false for a set that is not configured). */
  contains(name: string, tool: ToolRef): boolean {
    return (this.sets.get(name) ?? []).some((p) => globMatches(p, tool.name) || globMatches(p, tool.app));
  }

  /** Whether the tool is in any of the sets. */
  containsAny(names: Iterable<string>, tool: ToolRef): boolean {
    for (const n of names) if (this.contains(n, tool)) return true;
    return false;
  }
}
