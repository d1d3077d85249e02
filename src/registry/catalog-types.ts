import type { ApiRecord, CallOptions, Source, SourceTool } from './types.js';

/** A registered tool: its full name, app, the source's tool and its record. */
export interface CatalogTool {
  name: string;
  app: string;
  tool: SourceTool;
  record: ApiRecord;
  source: Source;
}

/** Per-call options; the time limit defaults to api_mode.request_timeout. */
export type CatalogCallOptions = Partial<CallOptions>;

/** Waits after a failed load, ms: the first (doubling each time), and the longest. */
export interface RetryPolicy {
  initialMs: number;
  maxMs: number;
}
