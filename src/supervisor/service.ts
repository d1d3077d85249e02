import type { Logger, Running } from '../http/index.js';
import type { LoadedSettings } from '../settings/index.js';

/** Flags `agent serve <service>` passes on to a service; each service reads the ones it knows. */
export interface ServeFlags {
  reset?: boolean;
  reload?: boolean;
  config?: string;
  mode?: string;
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
