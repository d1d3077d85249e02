import type { z } from 'zod';
import type { OnboardBody } from './api/schemas.js';
import { HttpError, issue, type ValidationIssue } from '../http/index.js';
import { compileSchema } from './args.js';
import type { Catalog } from './catalog.js';
import type { AuthConfig } from './config/types.js';
import { toolName } from './names.js';
import { authSecrets } from './sources/auth.js';
import { OnboardedSource } from './sources/onboarded.js';
import type { PoolFactory } from './sources/pools.js';
import { TargetRefusedError, type TargetGuard } from '../shared/target-guard.js';
import type { OnboardedApp, OnboardedSchema, ToolStore } from './store.js';

/** The body of `POST /functions/onboard` once validated (the wire shape of OnboardBody). */
export type OnboardRequest = z.output<typeof OnboardBody>;

/** RFC 9110 field-name characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers that frame or route the request: a credential may never set them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'content-type',
  'cookie',
]);
/** Names that would collide with the prototype of the objects listings are built from. */
const RESERVED_APP_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** What is wrong with an onboarded credential, as validation issues (empty when it is usable). */
function authIssues(auth: AuthConfig): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const name = auth.type.toLowerCase();
  if (!HEADER_NAME.test(auth.type)) {
    out.push(
      issue(
        ['body', 'auth', 'type'],
        `'${auth.type}' is not a valid header name: use "bearer" or a header name made of letters, digits and !#$%&'*+.^_\`|~-`,
        'value_error',
      ),
    );
  } else if (name === 'header' || name === 'query') {
    out.push(
      issue(
        ['body', 'auth', 'type'],
        `'${auth.type}' needs a key name, which onboarding does not take: give the header's own name, such as X-API-Key`,
        'value_error',
      ),
    );
  } else if (RESERVED_HEADERS.has(name) || name.startsWith('proxy-')) {
    out.push(
      issue(
        ['body', 'auth', 'type'],
        `'${auth.type}' frames or routes the request and cannot carry a credential; use "bearer" or a header such as X-API-Key`,
        'value_error',
      ),
    );
  }
  if (!/^[\t\x20-\x7e\x80-\xff]*$/.test(auth.value)) {
    out.push(
      issue(
        ['body', 'auth', 'value'],
        'contains a control character (CR, LF, NUL, ...) or a character outside Latin-1, which a header cannot carry',
        'value_error',
      ),
    );
  }
  return out;
}

/** Registers onboarded apps in the catalogue and keeps them in the store across restarts and replicas. */
export class Onboarding {
  /** updated_at of each onboarded app in the catalogue, as stored. */
  private readonly known = new Map<string, string>();
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private readonly catalog: Catalog,
    private readonly store: ToolStore,
    private readonly pools: PoolFactory,
    private readonly guard: TargetGuard,
  ) {}

  private ours(name: string): boolean {
    return !this.catalog.has(name) || this.catalog.kindOf(name) === 'onboarded';
  }

  /**
   * Puts a stored app in the catalogue. An app whose URL the SSRF guard now refuses
   * (registry.allowed_hosts changed) is listed with status error and the reason.
   */
  private async register(a: OnboardedApp): Promise<void> {
    this.known.set(a.app_name, a.updated_at);
    if (a.url) {
      try {
        await this.guard.check(a.url);
      } catch (err) {
        const why = err instanceof TargetRefusedError ? err.message : String(err);
        this.catalog.addBroken({
          name: a.app_name,
          description: a.description,
          type: 'onboarded',
          url: a.url,
          error: `url refused: ${why}`,
        });
        return;
      }
    }
    await this.catalog.add(new OnboardedSource(a, this.pools, this.guard), authSecrets(a.auth));
  }

  /** Puts every stored app back in the catalogue (start-up). */
  async restore(): Promise<number> {
    const apps = (await this.store.list()).filter((a) => this.ours(a.app_name));
    await Promise.all(apps.map((a) => this.register(a)));
    return apps.length;
  }

  /**
   * Makes the catalogue match the store after another replica onboarded or deleted apps:
   * new and changed apps (re)registered, deleted ones removed. Runs one at a time.
   */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(async () => {
      const stored = new Map((await this.store.list()).map((a) => [a.app_name, a]));
      for (const name of [...this.known.keys()]) {
        if (stored.has(name) || this.catalog.kindOf(name) !== 'onboarded') continue;
        this.known.delete(name);
        await this.catalog.remove(name);
      }
      for (const a of stored.values()) if (this.known.get(a.app_name) !== a.updated_at && this.ours(a.app_name)) await this.register(a);
    });
    return this.syncing;
  }

  /** Validates, persists and registers; an app onboarded again has its tools replaced. Returns the full tool names. */
  async onboard(req: OnboardRequest): Promise<string[]> {
    const kind = this.catalog.kindOf(req.app_name);
    if (kind !== undefined && kind !== 'onboarded') {
      throw new HttpError(409, `App '${req.app_name}' is a configured ${kind} service; onboard under another app_name`);
    }
    const problems: ValidationIssue[] = [];
    if (RESERVED_APP_NAMES.has(req.app_name)) {
      problems.push(issue(['body', 'app_name'], `'${req.app_name}' is reserved; choose another app name`, 'value_error'));
    }
    if (req.auth) problems.push(...authIssues(req.auth));
    let url: string | undefined;
    if (req.url !== undefined) {
      try {
        url = (await this.guard.check(req.url)).href;
      } catch (err) {
        if (!(err instanceof TargetRefusedError)) throw err;
        problems.push(issue(['body', 'url'], err.message, 'value_error'));
      }
    }
    const seen = new Set<string>();
    const schemas: OnboardedSchema[] = req.schemas.map((s, i) => {
      const loc = ['body', 'schemas', i];
      if (seen.has(s.name)) problems.push(issue([...loc, 'name'], `duplicate tool name '${s.name}' in this request`, 'value_error'));
      seen.add(s.name);
      const input = s.input_schema ?? { type: 'object', properties: {} };
      if (input.type !== undefined && input.type !== 'object')
        problems.push(
          issue(
            [...loc, 'input_schema', 'type'],
            `must be "object" (tool arguments are an object), got ${JSON.stringify(input.type)}`,
            'value_error',
          ),
        );
      for (const [key, schema] of [
        ['input_schema', input],
        ['output_schema', s.output_schema],
      ] as const) {
        if (schema === undefined) continue;
        try {
          compileSchema(schema);
        } catch (err) {
          problems.push(issue([...loc, key], `not a valid JSON Schema: ${(err as Error).message}`, 'value_error'));
        }
      }
      return {
        name: s.name,
        description: s.description ?? '',
        input_schema: input,
        ...(s.output_schema ? { output_schema: s.output_schema } : {}),
      };
    });
    if (problems.length > 0) throw new HttpError(422, problems);
    const app: OnboardedApp = {
      app_name: req.app_name,
      description: req.description ?? '',
      ...(url ? { url } : {}),
      ...(req.auth ? { auth: req.auth } : {}),
      schemas,
      updated_at: new Date().toISOString(),
    };
    await this.store.put(app);
    this.known.set(app.app_name, app.updated_at);
    await this.catalog.add(new OnboardedSource(app, this.pools, this.guard), authSecrets(app.auth));
    const names = new Set(this.catalog.toolsOf(app.app_name).map((t) => t.name));
    return schemas
      .map((s) => toolName(app.app_name, s.name))
      .map((n) => (names.has(n) ? n : ([...names].find((x) => x.startsWith(n)) ?? n)));
  }

  async remove(appName: string): Promise<boolean> {
    if (this.catalog.kindOf(appName) !== 'onboarded') return false;
    await this.store.remove(appName);
    this.known.delete(appName);
    await this.catalog.remove(appName);
    return true;
  }
}
