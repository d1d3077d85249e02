import { homeDir } from '../paths.js';
import { listenAs, type ServeFn } from '../http/entry.js';
import { loadRegistryConfigInUse } from './config/index.js';
import { createRegistry } from './server.js';
import { isLoopbackHost } from '../http/origin-guard.js';
import { openKeyStore } from './keys/index.js';
import { OpenBindError } from './keys/errors.js';

/**
 * `agent serve api-registry`. Config: MCP_SERVERS_FILE, else --config, else mcp_servers.yaml
 * beside the settings file in use, else the shipped one. An unusable file (YAML syntax,
 * wrong field types) stops the start with file:line messages; a bad service does not.
 * A non-loopback address needs an API key to exist or a trusted token issuer (auth.issuers), or --insecure (then a
 * warning at every start).
 */
export const serve: ServeFn = async (ctx) => {
  const { settings, flags, logger } = ctx;
  const config = loadRegistryConfigInUse(settings, flags.config);
  logger.info({ config: config.file ?? 'none', services: config.services.length }, 'registry configuration loaded');
  const dataDir = homeDir('data');
  const exposed = !isLoopbackHost(ctx.host);
  const trustsIssuers = settings.values.auth.issuers.length > 0;
  if (exposed && !flags.insecure && !trustsIssuers) {
    const store = await openKeyStore(dataDir, settings.values.database.url);
    const keys = await store.list().finally(() => store.close());
    if (keys.length === 0)
      throw new OpenBindError(
        `refusing to listen on ${ctx.host}, a non-loopback address, while no API key exists (anyone who could reach it could ` +
          `call and onboard tools): create one with \`agent keys create <name> --scopes admin\`, or pass --insecure to run it open`,
      );
  }
  const registry = await createRegistry({
    config,
    settings: settings.values,
    logger,
    dataDir,
    databaseUrl: settings.values.database.url,
    logsDir: homeDir('logs'),
    insecure: flags.insecure === true,
  });
  // with a key in force or an issuer trusted nothing is open, so the kit's non-loopback warning is only for --insecure without either
  return listenAs(ctx, registry.handler, () => registry.close(), { warnOpen: exposed && registry.keys.open && !trustsIssuers });
};
