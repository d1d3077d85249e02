import { join } from 'node:path';
import { cacheDir, ensureFile } from './cache.js';
import { buildInfo, embeddedAsset, requiredAsset } from './embedded.js';
import { LOAD_WORKER_ASSET, ROOT_FILE_PREFIX, SQLITE_ADDON_ASSET } from './names.js';

type Globals = { __AGENT_ROOT__?: string; __AGENT_VERSION__?: string; __AGENT_BUILD__?: string };

/**
 * Makes the program run from the embedded blob. Must run before any module of the program
 * is loaded: version and package root are read when their modules load.
 * - version and build commit come from the build;
 * - the package root is the cache directory, where the shipped settings.toml and
 *   mcp_servers.yaml are extracted (a ./settings.toml or AGENT_SETTINGS_FILE still wins).
 */
export function setProgramGlobals(): void {
  const info = buildInfo();
  const root = cacheDir();
  for (const name of info.rootFiles) ensureFile(join(root, name), () => requiredAsset(ROOT_FILE_PREFIX + name));
  const g = globalThis as Globals;
  g.__AGENT_VERSION__ = info.version;
  g.__AGENT_BUILD__ = info.commit;
  g.__AGENT_ROOT__ = root;
}

/**
 * Points static assets at the blob, SQLite at the addon extracted to the cache directory,
 * and the registry's load workers at their embedded bundle.
 */
export async function installHooks(): Promise<void> {
  const { useEmbeddedAssets } = await import('../assets.js');
  useEmbeddedAssets(embeddedAsset);
  const { useEmbeddedLoadWorker } = await import('../registry/sources/openapi/load-pool.js');
  useEmbeddedLoadWorker(() => requiredAsset(LOAD_WORKER_ASSET).toString('utf8'));
  const { setSqliteNativeBinding } = await import('../shared/sqlite.js');
  setSqliteNativeBinding(ensureFile(join(cacheDir(), 'better_sqlite3.node'), () => requiredAsset(SQLITE_ADDON_ASSET), 0o755));
}
