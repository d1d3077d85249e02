import { join, resolve } from 'node:path';
import { listen } from '../http/index.js';
import { homeDir } from '../paths.js';
import type { ServeFn } from '../supervisor/service.js';
import { createCrmService } from './server.js';

/** AGENT_CRM_DB, else AGENT_HOME/data/crm.sqlite. */
export function crmDbPath(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.AGENT_CRM_DB?.trim();
  return given ? resolve(given) : join(homeDir('data', env), 'crm.sqlite');
}

export const serve: ServeFn = async ({ settings, host, port, flags, logger }) => {
  // a CrmDatabaseError (unusable database file) is one line and exit code 1 on the command line
  const crm = await createCrmService({ dbPath: crmDbPath(), reset: flags.reset, logger });
  try {
    return await listen(crm.handler, {
      host,
      port,
      logger,
      allowedOrigins: settings.values.registry.allowed_origins,
      onClose: () => crm.close(),
    });
  } catch (err) {
    crm.close();
    throw err;
  }
};
