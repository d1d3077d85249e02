import { join, resolve } from 'node:path';
import { homeDir } from '../paths.js';
import { listenAs, type ServeFn } from '../http/entry.js';
import { createCrmService } from './server.js';

/** AGENT_CRM_DB, else AGENT_HOME/data/crm.sqlite. */
export function crmDbPath(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.AGENT_CRM_DB?.trim();
  return given ? resolve(given) : join(homeDir('data', env), 'crm.sqlite');
}

export const serve: ServeFn = async (ctx) => {
  // a CrmDatabaseError (unusable database file) or DatabaseConfigError (database.url) is one line and exit code 1 on the command line
  const crm = await createCrmService({
    dbPath: crmDbPath(),
    databaseUrl: ctx.settings.values.database.url,
    reset: ctx.flags.reset,
    logger: ctx.logger,
    metrics: ctx.settings.values.observability.metrics,
  });
  try {
    return await listenAs(ctx, crm.handler, () => crm.close());
  } catch (err) {
    await crm.close();
    throw err;
  }
};
