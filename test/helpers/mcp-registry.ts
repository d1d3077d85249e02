import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistryConfig } from '../../src/registry/config/index.js';
import { createRegistry, type Registry } from '../../src/registry/server.js';
import { loadSettings, type Settings } from '../../src/settings/index.js';
import { quietLogger } from './server.js';

/** An MCP server to federate: the arguments of a stdio server run with this node, or a remote server's URL. */
export type McpServerSpec = string[] | { url: string; protocol?: string; oauth?: string };

/**
 * A registry federating `servers` (written as `<home>/mcp_servers.yaml`, `more` lines after
 * them, e.g. toolSets), with the settings of `home` changed by `tweak`, its catalogue settled.
 * The caller serves and closes it.
 */
export async function mcpRegistry(
  home: { dir: string },
  servers: Record<string, McpServerSpec>,
  tweak: (s: Settings) => void = () => {},
  more: string[] = [],
): Promise<Registry> {
  const lines = ['mcpServers:'];
  for (const [name, spec] of Object.entries(servers))
    if (Array.isArray(spec))
      lines.push(`  ${name}:`, `    command: ${JSON.stringify(process.execPath)}`, `    args: ${JSON.stringify(spec)}`);
    else
      lines.push(
        `  ${name}:`,
        `    url: ${spec.url}`,
        ...(spec.protocol ? [`    protocol: "${spec.protocol}"`] : []),
        ...(spec.oauth ? [`    oauth: ${spec.oauth}`] : []),
      );
  lines.push(...more);
  const file = join(home.dir, 'mcp_servers.yaml');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const settings = structuredClone(loadSettings({}, home.dir).values);
  tweak(settings);
  const dataDir = join(home.dir, 'data');
  const registry = await createRegistry({
    config: loadRegistryConfig(file),
    settings,
    logger: quietLogger,
    dataDir,
    databaseUrl: settings.database.url,
    logsDir: join(home.dir, 'logs'),
  });
  await registry.catalog.settled();
  return registry;
}
