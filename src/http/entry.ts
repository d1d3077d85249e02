import type { RequestListener } from 'node:http';
import type { LoadedSettings } from '../settings/index.js';
import type { Logger } from '../shared/logger.js';
import { listen, type ListenOptions, type Running } from './serve.js';

/**
 * How a service is served by `agent serve <service>` (and `agent start`, which runs it): the
 * context every service module's `serve` gets, and the one way each binds its handler.
 */

/** Flags `agent serve <service>` passes on to a service; each service reads the ones it knows. */
export interface ServeFlags {
  reset?: boolean;
  reload?: boolean;
  config?: string;
  mode?: string;
  /** Registry: listen on a non-loopback address although no API key exists. */
  insecure?: boolean;
}

export interface ServeContext {
  settings: LoadedSettings;
  host: string;
  port: number;
  flags: ServeFlags;
  logger: Logger;
}

/** What every service module exports as `serve`: bind, start serving, resolve when listening. */
export type ServeFn = (ctx: ServeContext) => Promise<Running>;

/**
 * Binds a service's handler the way `agent serve` does for every service: the address and
 * port of the command line, its logger, the browser origins `registry.allowed_origins`
 * allows, and what to release when it closes.
 */
export function listenAs(
  ctx: ServeContext,
  handler: RequestListener,
  onClose?: () => Promise<void> | void,
  extra: Pick<ListenOptions, 'warnOpen'> = {},
): Promise<Running> {
  return listen(handler, {
    host: ctx.host,
    port: ctx.port,
    logger: ctx.logger,
    allowedOrigins: ctx.settings.values.registry.allowed_origins,
    ...(onClose ? { onClose } : {}),
    ...extra,
  });
}
