import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AgentError } from '../shared/errors.js';
import { createService, httpAnswer, setRoute, type Logger } from '../http/index.js';
import type { Settings } from '../settings/index.js';
import { VERSION } from '../version.js';
import { Catalog, type RetryPolicy } from './catalog.js';
import type { McpServerConfig, RegistryConfig } from './config/types.js';
import { fastCallHandler } from './api/call.js';
import { registerCatalogRoutes, registerOnboardRoutes } from './api/routes.js';
import { registerCataloguePage } from './api/ui.js';
import { Onboarding } from './onboarding.js';
import type { FastPath, RegistryContext, RegistryPlugin } from './context.js';
import { authSecrets } from './sources/auth.js';
import { sourceFactory, type SourceDeps } from './sources/kinds.js';
import { createPoolFactory } from './sources/pools.js';
import { openRegistryDb, REGISTRY_CHANNEL, sqlToolStore } from './store.js';
import { StoredOAuthProvider, upstreamAuth as upstreamOAuth } from './sources/mcp/oauth.js';
import { UpstreamCredentialStore } from './sources/mcp/oauth-store.js';
import { SecretBox } from '../shared/secret-box.js';
import { databaseHealth } from '../shared/db/index.js';
import { TargetGuard } from '../shared/target-guard.js';
import { mountMcpServer } from './mcp-server/index.js';
import { KeyRing, keyGate, routeAuthorizer, sqlKeyStore, TokenIssuers, registerResourceMetadata } from './keys/index.js';
import { SharedBucket } from './keys/shared-bucket.js';
import { Bucket, type RateBucket } from './keys/bucket.js';
import { CallLimits } from './keys/limits.js';
import { CallGuard } from './call-guard.js';
import type { Rate } from './keys/types.js';
import { RegistryTelemetry } from './telemetry.js';
import { ToolSearch } from './search/service.js';
import { LearnedValues, learner } from './search/values.js';
import { SearchWarmup } from './search/warmup.js';
import type { Source } from './types.js';
import { ToolSets } from './tool-sets.js';
import { registerSetRoutes } from './api/sets.js';
import { reapOrphanedChildren } from './sources/mcp/index.js';
import { Approvals, registerApprovalRoutes } from './approvals/index.js';

/** Largest request body (calls with big args, onboarding many schemas). */
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface RegistryOptions {
  config: RegistryConfig;
  settings: Settings;
  logger: Logger;
  /** AGENT_HOME/data: the onboarded-tools store lives here (`registry.sqlite`) unless databaseUrl is set. */
  dataDir: string;
  /** database.url: a postgres:// URL shares onboarded tools and keys with every replica; empty: the SQLite file. */
  databaseUrl?: string;
  /** Backoff of background reloads of failed services (default 1 s doubling to 60 s). */
  retry?: RetryPolicy;
  /** One log line per request (default true). */
  logRequests?: boolean;
  /** AGENT_HOME/logs: the audit log (api_mode.audit_logging) goes here; absent, no audit log. */
  logsDir?: string;
  /** Started with --insecure: open while no key is in force, even after keys have existed. */
  insecure?: boolean;
}

export interface Registry {
  handler: RequestListener;
  catalog: Catalog;
  /** The API keys in force (reloaded when `agent keys` changes the store). */
  keys: KeyRing;
  close(): Promise<void>;
}

/**
 * The registry's HTTP interface, assembled from small registrations in this order.
 * Issue 5 mounts `POST /mcp` (src/registry/mcp-server/) by adding its plugin here.
 */
const PLUGINS: RegistryPlugin[] = [
  (service, ctx) => registerCatalogRoutes(service, ctx.catalog, ctx.search, ctx.settings.registry.compat, ctx.guard),
  (service, ctx) => registerSetRoutes(service, ctx.catalog, ctx.toolSets),
  (service, ctx) => registerApprovalRoutes(service, ctx.approvals),
  (service, ctx) => registerOnboardRoutes(service, ctx.onboarding, ctx.telemetry),
  (service, ctx) => mountMcpServer(service, ctx),
  (service) => registerCataloguePage(service),
];

/** Builds the catalogue from the config, restores onboarded tools, and resolves once the HTTP handler is ready. */
export async function createRegistry(opts: RegistryOptions): Promise<Registry> {
  const { settings, logger } = opts;
  await reapOrphanedChildren(opts.dataDir, logger); // stdio MCP servers left by a registry that was killed
  const db = await openRegistryDb(opts.dataDir, opts.databaseUrl);
  const pools = createPoolFactory(settings);

  // with PostgreSQL a rate (a key's, an application's, a tool's) is one budget for every replica
  const budgetOf = (name: string, rate: Rate): RateBucket =>
    db.engine === 'postgres' ? new SharedBucket(db, name, rate, logger) : new Bucket(rate);
  const bucketOf = (key: string, rate: Rate, text: string) => budgetOf(`key:${key}:${text}`, rate);
  const toolSets = new ToolSets(opts.config.toolSets);
  const issuers = new TokenIssuers(settings.auth, logger, toolSets);
  const keys = await KeyRing.open(sqlKeyStore(db), { logger, insecure: opts.insecure, bucketOf, toolSets });
  const service = createService({
    name: 'api-registry',
    logger,
    logRequests: opts.logRequests,
    health: () => databaseHealth(db),
    bodyLimit: `${BODY_LIMIT_BYTES}b`,
    metrics: settings.observability.metrics,
    // every typed route declares its scope; the key the gate admitted must hold it
    authorize: routeAuthorizer,
    info: {
      title: 'Tool Registry',
      version: VERSION,
      description:
        'Federates tools from OpenAPI services, MCP servers, TRM tool runtimes and onboarded ' +
        'schemas behind one HTTP interface; tools are named `<service>_<tool>`.',
    },
  });
  service.document({
    method: 'get',
    path: '/health',
    operationId: 'health',
    summary: 'Healthy while the database answers (503 otherwise, for balancers)',
    tag: 'operations',
    type: 'application/json',
  });
  if (service.metrics)
    service.document({
      method: 'get',
      path: '/metrics',
      operationId: 'metrics',
      summary: 'Prometheus metrics: requests, tool calls by service and status, durations (observability.metrics)',
      tag: 'operations',
      type: 'text/plain',
    });
  const telemetry: RegistryTelemetry = new RegistryTelemetry({
    metrics: service.metrics,
    logger,
    applications: () => catalog.applications(),
    runDir: opts.dataDir,
    audit: settings.api_mode.audit_logging,
    logsDir: opts.logsDir,
  });
  // what tools return teaches the search the values they hold (registry.search_learns_values)
  const values = settings.registry.search_learns_values ? new LearnedValues() : undefined;
  // one wrapper per source: telemetry, and search learning after each answer
  const wrap = (source: Source) => telemetry.observe(source, values && learner(values, source));
  const catalog = new Catalog({ logger, settings, retry: opts.retry, wrap });
  // upstream MCP servers that want OAuth: their sign-ins, sealed in the store; reread when another process changes one
  const credentials = new UpstreamCredentialStore(db, () => SecretBox.required('The sign-in of an upstream MCP server'));
  const signIns = new Map<string, StoredOAuthProvider>();
  /** Connects a service now (it may have waited for a sign-in), instead of at its next retry. */
  const signedIn = new Map<string, () => void>();
  const upstreamAuth = (cfg: McpServerConfig) => {
    const provider = upstreamOAuth(cfg, credentials);
    if (provider instanceof StoredOAuthProvider) signIns.set(cfg.name, provider);
    return provider;
  };
  const deps: SourceDeps = { logger, settings, dataDir: opts.dataDir, pools, upstreamAuth };
  for (const svc of opts.config.services) {
    if (svc.kind === 'broken') {
      catalog.addBroken(svc);
      continue;
    }
    const factory = sourceFactory(svc.kind);
    const url = 'url' in svc && svc.url ? svc.url : 'command' in svc && svc.command ? [svc.command, ...(svc.args ?? [])].join(' ') : '';
    if (!factory) {
      catalog.addBroken({
        name: svc.name,
        description: svc.description,
        type: svc.kind,
        url,
        error: `services of kind '${svc.kind}' are not available in this build`,
      });
      continue;
    }
    try {
      const source = factory(svc, deps);
      if (signIns.has(svc.name)) signedIn.set(svc.name, () => void source.load().catch(() => {}));
      void catalog.add(source, authSecrets(svc.auth, svc.headers, 'env' in svc ? svc.env : undefined));
    } catch (err) {
      catalog.addBroken({ name: svc.name, description: svc.description, type: svc.kind, url, error: (err as Error).message });
    }
  }
  const closers: (() => Promise<void> | void)[] = [];
  const credentialsChanged = (m: string) =>
    signIns.forEach((p, name) => {
      if (m !== '' && m !== `oauth:${name}`) return;
      p.reload();
      signedIn.get(name)?.();
    });
  closers.push(db.listen(REGISTRY_CHANNEL, credentialsChanged));
  const fastPaths: FastPath[] = [];
  const store = sqlToolStore(db);
  // onboarded tools arrive over HTTP: their connections go through the SSRF guard
  const guard = new TargetGuard(settings.registry.allowed_hosts);
  const onboardedPools = createPoolFactory(settings, { lookup: guard.lookup() });
  closers.push(() => onboardedPools.close());
  const onboarding = new Onboarding(catalog, store, onboardedPools, guard);
  const restored = await onboarding.restore();
  if (restored > 0) logger.info({ apps: restored }, 'onboarded apps restored');
  // another replica (or process) onboarded or deleted: the catalogue follows within a second
  const unwatch = store.watch(() => void onboarding.sync().catch((err) => logger.warn({ err }, 'could not reload onboarded apps')));
  closers.push(unwatch);

  closers.push(() => keys.close());
  const search = new ToolSearch(catalog, logger, values);
  const approvals = new Approvals(db, settings.approvals, (entry) => telemetry.audit(entry));
  const callGuard = new CallGuard(approvals, new CallLimits(settings.limits, budgetOf));
  closers.push(() => search.close());
  const warmed = opts.config.services.flatMap((s) => (s.kind !== 'broken' && s.searchWarmup ? [s.name] : []));
  if (warmed.length > 0 && values) {
    const warmup = new SearchWarmup(catalog, values, logger, new Set(warmed));
    closers.push(() => warmup.close());
  } else if (warmed.length > 0)
    logger.warn({ apps: warmed }, 'search_warmup is set but registry.search_learns_values is false: no listing is read at load');
  const ctx: RegistryContext = {
    catalog,
    search,
    onboarding,
    settings,
    logger,
    dataDir: opts.dataDir,
    pools,
    telemetry,
    onClose: (fn) => closers.push(fn),
    fastPath: (fn) => fastPaths.push(fn),
    logRequests: opts.logRequests !== false,
    bodyLimit: BODY_LIMIT_BYTES,
    approvals,
    guard: callGuard,
    toolSets,
  };
  for (const plugin of PLUGINS) await plugin(service, ctx);
  registerResourceMetadata(service, issuers);
  const app = service.finish();
  const fastCall = fastCallHandler(catalog, logger, {
    bodyLimit: BODY_LIMIT_BYTES,
    logRequests: opts.logRequests !== false,
    compat: settings.registry.compat,
    guard: callGuard,
  });
  const gate = keyGate(keys, issuers);
  const admitted: RequestListener = (req, res) => {
    if (fastCall(req, res)) return setRoute(req, '/functions/call');
    for (const fast of fastPaths) if (fast(req, res, app)) return;
    app(req, res);
  };
  const refuse = (res: ServerResponse, req: IncomingMessage, refused: AgentError) => {
    const a = httpAnswer(refused)!;
    const body = JSON.stringify(a.body);
    res.writeHead(a.status, {
      ...a.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    req.resume();
  };
  // every request passes the key gate (open requests and an open registry included: it records how each was admitted);
  // an access token is verified asynchronously, its body waiting unread meanwhile
  const handler: RequestListener = service.observe((req, res) => {
    const answer = gate(req);
    if (answer instanceof Promise) void answer.then((refused) => (refused ? refuse(res, req, refused) : admitted(req, res)));
    else if (answer) refuse(res, req, answer);
    else admitted(req, res);
  });

  let closing: Promise<void> | undefined;
  return {
    handler,
    catalog,
    keys,
    close: () =>
      (closing ??= (async () => {
        for (const fn of closers.reverse()) await Promise.resolve(fn()).catch((err) => logger.warn({ err }, 'error while closing'));
        await catalog.close();
        await pools.close();
        await db.close();
      })()),
  };
}
