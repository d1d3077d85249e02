import { HttpError, issue, type ValidationIssue } from '../http/index.js';
import { compileSchema } from './args.js';
import type { Catalog } from './catalog.js';
import type { AuthConfig } from './config/types.js';
import { toolName } from './names.js';
import { authSecrets } from './sources/auth.js';
import { OnboardedSource } from './sources/onboarded.js';
import type { PoolFactory } from './sources/pools.js';
import type { OnboardedApp, OnboardedSchema, ToolStore } from './store.js';
import type { JsonSchema } from './types.js';

export interface OnboardRequest {
  app_name: string;
  description?: string;
  url?: string;
  auth?: AuthConfig;
  schemas: { name: string; description?: string; input_schema?: JsonSchema; output_schema?: JsonSchema }[];
}

/** Registers onboarded apps in the catalogue and keeps them in the store across restarts. */
export class Onboarding {
  constructor(
    private readonly catalog: Catalog,
    private readonly store: ToolStore,
    private readonly pools: PoolFactory,
  ) {}

  /** Puts every stored app back in the catalogue (start-up). */
  async restore(): Promise<number> {
    const apps = this.store.list().filter((a) => !this.catalog.has(a.app_name) || this.catalog.kindOf(a.app_name) === 'onboarded');
    await Promise.all(apps.map((a) => this.catalog.add(new OnboardedSource(a, this.pools), authSecrets(a.auth))));
    return apps.length;
  }

  /** Validates, persists and registers; an app onboarded again has its tools replaced. Returns the full tool names. */
  async onboard(req: OnboardRequest): Promise<string[]> {
    const kind = this.catalog.kindOf(req.app_name);
    if (kind !== undefined && kind !== 'onboarded') {
      throw new HttpError(409, `App '${req.app_name}' is a configured ${kind} service; onboard under another app_name`);
    }
    const problems: ValidationIssue[] = [];
    const seen = new Set<string>();
    const schemas: OnboardedSchema[] = req.schemas.map((s, i) => {
      const loc = ['body', 'schemas', i];
      if (seen.has(s.name)) problems.push(issue([...loc, 'name'], `duplicate tool name '${s.name}' in this request`, 'value_error'));
      seen.add(s.name);
      const input = s.input_schema ?? { type: 'object', properties: {} };
      if (input.type !== undefined && input.type !== 'object') problems.push(issue([...loc, 'input_schema', 'type'], `must be "object" (tool arguments are an object), got ${JSON.stringify(input.type)}`, 'value_error'));
      for (const [key, schema] of [['input_schema', input], ['output_schema', s.output_schema]] as const) {
        if (schema === undefined) continue;
        try {
          compileSchema(schema);
        } catch (err) {
          problems.push(issue([...loc, key], `not a valid JSON Schema: ${(err as Error).message}`, 'value_error'));
        }
      }
      return { name: s.name, description: s.description ?? '', input_schema: input, ...(s.output_schema ? { output_schema: s.output_schema } : {}) };
    });
    if (problems.length > 0) throw new HttpError(422, problems);
    const app: OnboardedApp = {
      app_name: req.app_name,
      description: req.description ?? '',
      ...(req.url ? { url: req.url } : {}),
      ...(req.auth ? { auth: req.auth } : {}),
      schemas,
      updated_at: new Date().toISOString(),
    };
    this.store.put(app);
    await this.catalog.add(new OnboardedSource(app, this.pools), authSecrets(app.auth));
    const names = new Set(this.catalog.tools().filter((t) => t.app === app.app_name).map((t) => t.name));
    return schemas.map((s) => toolName(app.app_name, s.name)).map((n) => (names.has(n) ? n : [...names].find((x) => x.startsWith(n)) ?? n));
  }

  async remove(appName: string): Promise<boolean> {
    if (this.catalog.kindOf(appName) !== 'onboarded') return false;
    this.store.remove(appName);
    await this.catalog.remove(appName);
    return true;
  }
}
