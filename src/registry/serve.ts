import { homeDir } from '../paths.js';
import { listenAs, type ServeFn } from '../http/entry.js';
import { findRegistryConfigFile, loadRegistryConfig } from './config/index.js';
import type { RegistryConfig } from './config/types.js';
import { createRegistry } from './server.js';

/**
 * `agent serve api-registry`. Config: MCP_SERVERS_FILE, else --config, else mcp_servers.yaml
 * beside the settings file in use, else the shipped one. An unusable file (YAML syntax,
 * wrong field types) stops the start with file:line messages; a bad service does not.
 */
export const serve: ServeFn = async (ctx) => {
  const { settings, flags, logger } = ctx;
  const file = findRegistryConfigFile({ flag: flags.config, settingsFile: settings.file });
  const config: RegistryConfig = file ? loadRegistryConfig(file) : { file: null, services: [] };
  logger.info({ config: file ?? 'none', services: config.services.length }, 'registry configuration loaded');
  const registry = await createRegistry({ config, settings: settings.values, logger, dataDir: homeDir('data') });
  return listenAs(ctx, registry.handler, () => registry.close());
};
