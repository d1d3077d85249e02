import { homeDir } from '../paths.js';
import type { Mode } from '../settings/index.js';
import { listenAs, type ServeFn } from '../http/entry.js';
import { createDemoServer } from './server.js';

/** `agent serve demo`: the registry at 127.0.0.1:<demo.api_registry_port>; `--mode` overrides features.mode for this run. */
export const serve: ServeFn = async (ctx) => {
  const { settings, flags, logger } = ctx;
  const values = settings.values;
  const demo = await createDemoServer({
    settings: values,
    registryUrl: `http://127.0.0.1:${values.demo.api_registry_port}`,
    mode: (flags.mode as Mode | undefined) ?? values.features.mode,
    logger,
    dataDir: homeDir('data'),
    logsDir: homeDir('logs'),
    databaseUrl: values.database.url,
  });
  return listenAs(ctx, demo.handler, () => demo.close());
};
