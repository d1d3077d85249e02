import { listen } from '../http/index.js';
import type { ServeFn } from '../supervisor/service.js';
import { createTerritoryApp } from './server.js';

export const serve: ServeFn = async ({ settings, host, port, logger }) => {
  const app = createTerritoryApp({ logger });
  return listen(app, { host, port, logger, allowedOrigins: settings.values.registry.allowed_origins });
};
