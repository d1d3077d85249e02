import { z } from 'zod';
import type { Service } from '../../http/index.js';
import type { Catalog } from '../catalog.js';
import { grantOf, mayUse } from '../keys/index.js';
import type { ToolSets } from '../tool-sets.js';

export const ToolSetSchema = z
  .object({
    name: z.string(),
    mcp: z.string().meta({ description: 'Its MCP endpoint (/mcp/sets/<name>): these tools under their registry names' }),
    patterns: z
      .array(z.string())
      .meta({ description: 'What it holds, as configured: tool or application names, `*` for any run of characters' }),
    tools: z.array(z.string()).meta({ description: 'The tools it holds now (those the key may use)' }),
  })
  .meta({ id: 'ToolSet' });

/** The path of a set's MCP endpoint. */
export const setPath = (name: string) => `/mcp/sets/${encodeURIComponent(name)}`;

/** GET /sets: the named tool sets of the configuration, each with its endpoint and the tools it holds. */
export function registerSetRoutes(service: Service, catalog: Catalog, sets: ToolSets): void {
  service.route(
    {
      method: 'get',
      path: '/sets',
      operationId: 'list_tool_sets',
      scope: 'read',
      summary: 'List the named tool sets and their MCP endpoints',
      description:
        'One row per set of the registry configuration (`toolSets:`): its MCP endpoint, its patterns and the tools it holds ' +
        'now. A key limited to sets sees only its own.',
      tags: ['registry'],
      responses: { 200: { description: 'Tool sets', schema: z.array(ToolSetSchema) } },
    },
    ({ req }) => {
      const grant = grantOf(req);
      return sets
        .names()
        .filter((name) => !grant?.sets || grant.sets.names.includes(name))
        .map((name) => ({
          name,
          mcp: setPath(name),
          patterns: [...sets.patterns(name)],
          tools: catalog
            .tools()
            .filter((t) => sets.contains(name, t) && mayUse(grant, t))
            .map((t) => t.name),
        }));
    },
  );
}
