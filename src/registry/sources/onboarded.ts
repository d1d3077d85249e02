import { GENERIC_ERROR, GENERIC_RESULT, parametersFromSchema } from '../records.js';
import type { OnboardedApp } from '../store.js';
import { ToolCallError, type CallOptions, type Source, type SourceHealth, type SourceTool } from '../types.js';
import { authHeaders } from './auth.js';
import { publicLocation } from './location.js';
import { trmRunUrl } from './trm-protocol.js';
import { httpCall } from './http-call.js';
import type { PoolFactory } from './pools.js';
import { isIP } from 'node:net';
import { isInternalAddress, type TargetGuard } from '../../shared/target-guard.js';

/**
 * Tools registered through POST /functions/onboard. With a `url` they run through the TRM
 * protocol (`POST {url}/api/v1/tools/{name}/run`); without one they are listed only and a
 * call answers 501. Everything in an onboarded app arrived over HTTP, so its values are
 * literal (no `${VAR}` expansion) and its calls go through pools whose connections refuse
 * internal addresses (see src/shared/target-guard.ts).
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
    private readonly guard: TargetGuard,
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
      throw new ToolCallError(
        501,
        `Tool '${this.name}_${tool}' has no endpoint: it was onboarded without a url, so it is ` +
          `listed but cannot run; onboard '${this.name}' again with "url" (a TRM tool runtime) to ` +
          `make it callable`,
      );
    }
    const url = new URL(trmRunUrl(this.app.url, tool));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.guard.allows(host) && isInternalAddress(host)) {
      throw new ToolCallError(403, `${this.name} ${tool}: ${this.guard.refused(host, host).message}`);
    }
    return httpCall(this.pools, {
      url,
      method: 'POST',
      headers: authHeaders(this.app.auth),
      body: args,
      timeoutMs: opts.timeoutMs,
      cancel: opts.cancel,
      expectJson: true,
      what: `${this.name} ${tool}`,
    });
  }

  async close(): Promise<void> {}
}
