import type { Command } from 'commander';
import type { ApiRecord } from '../../registry/types.js';
import { c, CliError, printJson, println, table } from '../output.js';
import { registryRequest } from '../registry-client.js';
import { browserToolRows } from '../../demo/browser/catalog.js';

/** One row of `agent tools list`, whatever the kind of tool. */
export interface ToolRow {
  name: string;
  type: string;
  app: string;
  description: string;
  parameters: string[];
  /** Modes that offer the tool (browser tools: hybrid, web). */
  modes?: string[];
}

/** Tool types `--type` accepts, each with the function that lists them. Add a type with one row. */
export const TOOL_LISTERS: Record<string, () => Promise<ToolRow[]>> = {
  api: listApiTools,
  browser: async () => browserToolRows(),
};

/** The running registry's tools (`GET /apis`). */
async function listApiTools(): Promise<ToolRow[]> {
  const { status, body } = await registryRequest<Record<string, Record<string, ApiRecord>>>('/apis');
  if (status !== 200) throw new CliError(`the tool registry answered ${status} to GET /apis`);
  return Object.entries(body).flatMap(([app, records]) =>
    Object.values(records).map((r) => ({
      name: r.api_name,
      type: 'api',
      app,
      description: r.description.split('\n')[0]!,
      parameters: r.parameters.map((p) => (p.required ? `${p.name}*` : p.name)),
    })),
  );
}

const shorten = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function registerTools(program: Command): void {
  const tools = program.command('tools').description('Tools the agent can use');
  tools
    .command('list')
    .description('List tools (api: from the running tool registry)')
    .option('--type <type>', `only this kind of tool (${Object.keys(TOOL_LISTERS).join(', ')})`)
    .option('--json', 'machine-readable output')
    .action(async (opts: { type?: string; json?: boolean }) => {
      const types = opts.type ? [opts.type.toLowerCase()] : Object.keys(TOOL_LISTERS);
      for (const t of types)
        if (!TOOL_LISTERS[t]) throw new CliError(`unknown tool type '${opts.type}'; allowed: ${Object.keys(TOOL_LISTERS).join(', ')}`);
      const rows: ToolRow[] = [];
      const failures: string[] = [];
      for (const t of types) {
        try {
          rows.push(...(await TOOL_LISTERS[t]!()));
        } catch (err) {
          // one kind that cannot be listed (registry not running) does not hide the others
          if (!(err instanceof CliError) || types.length === 1) throw err;
          failures.push(`${t} tools: ${err.message}`);
        }
      }
      const finish = () => {
        if (failures.length > 0) throw new CliError(failures.join('; '));
      };
      if (opts.json) {
        printJson(rows);
        return finish();
      }
      if (rows.length === 0) {
        println(c.dim('no tools'));
        return finish();
      }
      println(
        table(
          ['TOOL', 'TYPE', 'APP', 'PARAMETERS (* required)', 'DESCRIPTION'],
          rows.map((r) => [
            c.cyan(r.name),
            r.modes ? `${r.type} (${r.modes.join(', ')})` : r.type,
            r.app,
            shorten(r.parameters.join(', '), 40),
            shorten(r.description, 60),
          ]),
        ),
      );
      println(c.dim(`${rows.length} tools`));
      finish();
    });
}
