import type { LoadedSettings } from '../../settings/index.js';
import { findRegistryConfigFile, loadRegistryConfig } from './load.js';
import type { RegistryConfig } from './types.js';

/**
 * The registry configuration in use, found as `agent serve api-registry` finds it
 * (MCP_SERVERS_FILE, else `flag`, else beside the settings file, else the shipped one). The
 * shipped configuration names the demo APIs' ports as ${AGENT_TERRITORY_PORT:-8888}: they are
 * filled from the settings in use.
 */
export function loadRegistryConfigInUse(settings: LoadedSettings, flag?: string): RegistryConfig {
  const file = findRegistryConfigFile({ flag, settingsFile: settings.file });
  const ports = settings.values.server_ports;
  const env = { ...process.env, AGENT_TERRITORY_PORT: String(ports.territory_api), AGENT_CRM_PORT: String(ports.crm_api) };
  return file ? loadRegistryConfig(file, env) : { file: null, services: [] };
}
