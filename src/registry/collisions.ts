import type { Logger } from '../shared/logger.js';
import { toolName, type NameStyle } from './names.js';

/** One tool whose name was already taken by an earlier service's tool. */
export interface Collision {
  app: string;
  tool: string;
  name: string;
  renamed: string;
  takenBy: string;
}

/**
 * Name collisions are found again each time a service's tools are named (tool-index.ts: every
 * service that loads, every list change): each is logged the first time only, and the new
 * ones of one service in one line with their count and the first few.
 */
export class CollisionLog {
  private readonly reported = new Set<string>();

  constructor(private readonly log: Logger) {}

  report(found: Collision[]): void {
    const fresh = found.filter((c) => !this.reported.has(`${c.app}/${c.tool}>${c.renamed}`));
    if (fresh.length === 0) return;
    for (const c of fresh) this.reported.add(`${c.app}/${c.tool}>${c.renamed}`);
    if (fresh.length === 1) this.log.warn({ ...fresh[0] }, 'tool name collision');
    else this.log.warn({ count: fresh.length, first: fresh.slice(0, 5) }, `${fresh.length} tool name collisions`);
  }
}

/** The warnings of one app's renamed tools (for its application row). */
export function collisionWarnings(tools: { app: string; name: string; tool: { name: string } }[], app: string, style: NameStyle): string[] {
  return tools
    .filter((t) => t.app === app && t.name !== toolName(app, t.tool.name, style))
    .map(
      (t) =>
        `tool name collision: '${toolName(app, t.tool.name, style)}' was already taken, ` +
        `so ${app}'s tool '${t.tool.name}' is '${t.name}'`,
    );
}
