import type { Request, Response } from 'express';
import { HttpError, type Service } from '../../http/index.js';
import { VERSION } from '../../version.js';
import type { Catalog } from '../catalog.js';
import type { ApiRecord } from '../types.js';
import type { Onboarding } from '../onboarding.js';
import * as S from './schemas.js';
import { runCall, type Compat } from './call.js';
import { appRefusal, grantOf, mayUse, needScope } from '../keys/index.js';
import type { RegistryTelemetry } from '../telemetry.js';
import { ToolSearch } from '../search/service.js';
import { WaitingBody } from '../approvals/index.js';
import type { CallGuard } from '../call-guard.js';
import { Cancel } from '../../shared/cancel.js';

/** What `GET /` says (CUGA's registry says the same, and clients written for it read it). */
const ROOT_MESSAGE = 'Welcome to the API Registry. See /docs for API documentation.';
import { z } from 'zod';

/** Listings are large (GitHub: ~9 MB): sent gzip-compressed (cached) to clients that accept it. */
async function sendListing(req: Request, res: Response, catalog: Catalog, app?: string): Promise<boolean> {
  const grant = grantOf(req);
  const apps = grant?.apps;
  const refused = app === undefined ? null : appRefusal(grant, app);
  if (refused && catalog.applications().some((a) => a.name === app)) throw refused;
  if (refused) return false;
  if ((apps && app === undefined) || grant?.sets) {
    // a key limited to some applications (or tool sets) lists only those (only their tools)
    const visible = (tools: Record<string, ApiRecord>, name: string) =>
      Object.fromEntries(Object.entries(tools).filter(([tool]) => mayUse(grant, { name: tool, app: name })));
    if (app !== undefined) {
      const one = catalog.records(app) as Record<string, ApiRecord> | undefined;
      if (!one) return false;
      res.status(200).json(visible(one, app));
      return true;
    }
    const all = catalog.records() as Record<string, Record<string, ApiRecord>>;
    const shown = Object.entries(all)
      .filter(([name]) => !apps || apps.has(name))
      .map(([name, tools]) => [name, visible(tools, name)] as const)
      .filter(([, tools]) => !grant?.sets || Object.keys(tools).length > 0);
    res.status(200).json(Object.fromEntries(shown));
    return true;
  }
  const pending = catalog.listingJson(app);
  if (!pending) return false;
  const raw = await pending;
  res.setHeader('Vary', 'Accept-Encoding');
  const gzip = raw.length > 8192 && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const { chunks, length } = gzip ? await catalog.listingGzip(app)! : raw;
  res.status(200).type('application/json; charset=utf-8').setHeader('Content-Length', length);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  for (const chunk of chunks) res.write(chunk);
  res.end();
  return true;
}

/** GET /apis?q= and /applications/{app}/apis?q=: the best tools for a task, with why each matched. */
function searchAnswer(req: Request, search: ToolSearch, q: string, k: number | undefined, app?: string) {
  const grant = grantOf(req);
  const { hits, complete } = search.search(q, { k, grant, app });
  return {
    query: q,
    tools: search.visibleCount(grant, app),
    complete,
    results: hits.map((h) => ({ ...ToolSearch.result(h), record: h.tool.record })),
  };
}

const SEARCH_DOC =
  'With `q` (a task in plain words), the `k` best tools for it instead, ranked offline (BM25 over names, descriptions, ' +
  'paths, parameters and the service), each with its score, the words that matched and where, and its record.';

/** GET /, /applications, /applications/{app}/apis, /apis, POST /functions/call. */
export function registerCatalogRoutes(
  service: Service,
  catalog: Catalog,
  search: ToolSearch,
  compat: Compat = 'agent',
  guard?: CallGuard,
): void {
  service.route(
    {
      method: 'get',
      path: '/',
      operationId: 'root',
      scope: 'open',
      summary: 'Service status',
      tags: ['registry'],
      responses: { 200: { description: 'Running', schema: S.RootResponse } },
    },
    () => ({ status: 'ok' as const, service: 'api-registry', version: VERSION, message: ROOT_MESSAGE }),
  );

  service.route(
    {
      method: 'get',
      path: '/applications',
      operationId: 'list_applications',
      scope: 'read',
      summary: 'List configured and onboarded services',
      description:
        'One row per service with its kind, where its tools come from, whether it loaded ' +
        '(`status`), its tool count, and the error when it did not.',
      tags: ['registry'],
      responses: { 200: { description: 'Services', schema: z.array(S.ApplicationSchema) } },
    },
    ({ req }) => {
      const grant = grantOf(req);
      if (!grant?.apps && !grant?.sets) return catalog.applications();
      // a key limited to tool sets sees the applications it can use a tool of
      const used = grant.sets
        ? new Set(
            catalog
              .tools()
              .filter((t) => mayUse(grant, t))
              .map((t) => t.app),
          )
        : null;
      return catalog.applications().filter((a) => (!grant.apps || grant.apps.has(a.name)) && (!used || used.has(a.name)));
    },
  );

  service.route(
    {
      method: 'get',
      path: '/applications/:app/apis',
      operationId: 'list_application_apis',
      scope: 'read',
      summary: "One service's tools, as API records keyed by tool name",
      description: SEARCH_DOC,
      tags: ['registry'],
      params: S.AppParams,
      query: S.SearchQuery,
      responses: {
        200: {
          description: 'Records (with q: a SearchResponse)',
          schema: z.union([z.record(z.string(), S.ApiRecordSchema), S.SearchResponse]),
        },
        404: { description: 'Unknown app', schema: S.ErrorBody },
      },
    },
    async ({ params, query, req, res }) => {
      if (query.q !== undefined && catalog.has(params.app)) {
        const refused = appRefusal(grantOf(req), params.app);
        if (refused) throw refused;
        return searchAnswer(req, search, query.q, query.k, params.app);
      }
      if (!(await sendListing(req, res, catalog, params.app)))
        throw new HttpError(
          404,
          `Application '${params.app}' not found; known: ${
            catalog
              .applications()
              .map((a) => a.name)
              .join(', ') || 'none'
          }`,
        );
    },
  );

  service.route(
    {
      method: 'get',
      path: '/apis',
      operationId: 'list_apis',
      scope: 'read',
      summary: 'Every tool of every service, as API records: {app: {tool name: record}}; with q, the best tools for a task',
      description: SEARCH_DOC,
      tags: ['registry'],
      query: S.SearchQuery,
      responses: {
        200: {
          description: 'Records by app (with q: a SearchResponse)',
          schema: z.union([z.record(z.string(), z.record(z.string(), S.ApiRecordSchema)), S.SearchResponse]),
        },
      },
    },
    async ({ query, req, res }) => {
      if (query.q !== undefined) return searchAnswer(req, search, query.q, query.k);
      await sendListing(req, res, catalog);
    },
  );

  service.route(
    {
      method: 'post',
      path: '/functions/call',
      operationId: 'call_function',
      scope: 'call',
      summary: 'Call a tool',
      description:
        "Validates `args` against the tool's JSON Schema (422 naming the field), then calls it. " +
        '404: no such tool (names carry the service prefix). 502: upstream unreachable, 5xx or ' +
        'not JSON. 504: upstream too slow (api_mode.request_timeout). An upstream 4xx is ' +
        'returned with its status and body. 501: an onboarded tool without an endpoint.',
      tags: ['registry'],
      body: S.CallBody,
      responses: {
        200: { description: "The tool's result (the upstream JSON)" },
        202: {
          description:
            'The call waits for a person to approve it ([approvals]); made again with the same arguments once approved, it runs once',
          schema: WaitingBody,
        },
        404: { description: 'Tool not found', schema: S.ErrorBody },
        501: { description: 'The tool has no endpoint', schema: S.ErrorBody },
        502: { description: 'Upstream unreachable or failed', schema: S.ErrorBody },
        503: { description: "The tool's service is not loaded", schema: S.ErrorBody },
        504: { description: 'Upstream timeout', schema: S.ErrorBody },
      },
    },
    async ({ body, req, res }) => {
      // normally answered by fastCallHandler before Express; this route documents it and serves the same logic
      const refused = needScope(req, 'call', 'POST /functions/call');
      if (refused) throw refused;
      const cancel = new Cancel();
      // the response closing early means the client went away (the request's own 'close' comes once its body is read)
      res.once('close', () => {
        if (!res.writableFinished) cancel.cancel();
      });
      const out = await runCall(catalog, service.logger, body, { cancel, compat, grant: grantOf(req), guard });
      if (!res.headersSent && !res.destroyed)
        res
          .status(out.status)
          .set(out.headers ?? {})
          .json(out.body);
    },
  );
}

/** POST /functions/onboard (and DELETE /functions/onboard/{app} to remove an onboarded app). */
export function registerOnboardRoutes(service: Service, onboarding: Onboarding, telemetry?: RegistryTelemetry): void {
  service.route(
    {
      method: 'post',
      path: '/functions/onboard',
      operationId: 'onboard_functions',
      scope: 'admin',
      summary: 'Register tools from JSON Schemas (persisted)',
      description:
        'Registers `schemas` as tools `<app_name>_<name>`, kept across restarts. The same ' +
        'app_name again replaces its tools. With `url` (and `auth`) the tools run through the ' +
        'TRM protocol; without, a call answers 501.',
      tags: ['registry'],
      body: S.OnboardBody,
      responses: {
        201: { description: 'Registered', schema: S.OnboardResponse },
        409: { description: 'The name is a configured service', schema: S.ErrorBody },
      },
    },
    async ({ body, req }) => {
      const refused = needScope(req, 'admin', 'POST /functions/onboard') ?? appRefusal(grantOf(req), body.app_name);
      if (refused) throw refused;
      const tools = await onboarding.onboard(body);
      telemetry?.audit({ kind: 'onboard', key: grantOf(req)?.name ?? null, app: body.app_name, tools: tools.length });
      return { status: `Loaded successfully ${tools.length} tools`, tools };
    },
  );

  service.route(
    {
      method: 'delete',
      path: '/functions/onboard/:app',
      operationId: 'remove_onboarded_app',
      scope: 'admin',
      summary: 'Remove an onboarded app and its tools',
      tags: ['registry'],
      params: S.AppParams,
      responses: { 204: { description: 'Removed' }, 404: { description: 'No onboarded app of that name', schema: S.ErrorBody } },
    },
    async ({ params, req }) => {
      const refused = needScope(req, 'admin', 'DELETE /functions/onboard') ?? appRefusal(grantOf(req), params.app);
      if (refused) throw refused;
      if (!(await onboarding.remove(params.app))) throw new HttpError(404, `No onboarded app '${params.app}'`);
      telemetry?.audit({ kind: 'offboard', key: grantOf(req)?.name ?? null, app: params.app });
      return undefined;
    },
  );
}
