import { listenAs, type ServeFn } from '../http/entry.js';
import { createTerritoryApp } from './server.js';

export const serve: ServeFn = async (ctx) =>
  listenAs(ctx, createTerritoryApp({ logger: ctx.logger, metrics: ctx.settings.values.observability.metrics }));
