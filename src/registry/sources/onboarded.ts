import { GENERIC_ERROR, GENERIC_RESULT, parametersFromSchema } from '../records.js';
import type { OnboardedApp } from '../store.js';
import { ToolCallError, type CallOptions, type Source, type SourceHealth, type SourceTool } from '../types.js';
import { substitute } from '../config/env.js';
import { authHeaders } from './auth.js';
import { publicLocation } from './openapi/document.js';
import { trmRunUrl } from './trm-protocol.js';
import { httpCall } from './http-call.js';
import type { PoolFactory } from './pools.js';

/**
 * Tools registered through POST /functions/onboard. With a `url` they run through the TRM
 * protocol (`POST {url}/api/v1/tools/{name}/run`); without one they are listed only and a
 * call answers 501.
 */
export class OnboardedSource implements Source {
  readonly kind = 'onboarded' as const;
  readonly name: string;
  readonly description: string;
  readonly location: string;
  private readonly list: SourceTool[];

  constructor(
    private readonly app: OnboardedApp,
    private readonly pools: PoolFactory,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.name = app.app_name;
    this.description = app.description;
    this.location = app.url ? publicLocation(app.url) : '';
    this.list = app.schemas.map((s) => ({
      name: s.name,
      description: s.description,
      inputSchema: s.input_schema,
      ...(s.output_schema ? { outputSchema: s.output_schema } : {}),
      readOnly: false,
      record: {
        secure: app.auth !== undefined,
        path: app.url ? new URL(trmRunUrl(app.url, s.name)).pathname : '',
        method: app.url ? 'POST' : '',
        description: s.description,
        parameters: parametersFromSchema(s.input_schema),
        response_schemas: { success: s.output_schema ?? GENERIC_RESULT, failure: GENERIC_ERROR },
      },
    }));
  }

  async load(): Promise<void> {}

  tools(): SourceTool[] {
    return this.list;
  }

  health(): SourceHealth {
    return { status: 'ok' };
  }

  async call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown> {
    if (!this.app.url) {
      throw new ToolCallError(501, `Tool '${this.name}_${tool}' has no endpoint: it was onboarded without a url, so it is listed but cannot run; onboard '${this.name}' again with "url" (a TRM tool runtime) to make it callable`);
    }
    let headers: Record<string, string>;
    try {
      headers = this.app.auth ? authHeaders({ type: this.app.auth.type, value: substitute(this.app.auth.value, this.env, 'auth.value') }) : {};
    } catch (err) {
      throw new ToolCallError(502, `${this.name}: ${(err as Error).message}`);
    }
    return httpCall(this.pools, {
      url: new URL(trmRunUrl(this.app.url, tool)),
      method: 'POST',
      headers,
      body: args,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
      expectJson: true,
      what: `${this.name} ${tool}`,
    });
  }

  async close(): Promise<void> {}
}
