import { isAbsolute, resolve } from 'node:path';
import {
  MCP_PROTOCOLS,
  type AuthConfig,
  type BrokenServiceConfig,
  type McpServerConfig,
  type OpenApiServiceConfig,
  type ServiceCommon,
  type ServiceConfig,
  type TrmServiceConfig,
} from './types.js';
import { MissingVariableError, substituteDeep } from './env.js';
import { fieldPath } from './located.js';
import { AUTH_FORMS } from '../sources/auth.js';
import { oauthOf, oauthProblems } from './oauth.js';

/** What the service parser needs from the file being read. */
export interface ParseContext {
  file: string;
  dir: string;
  env: NodeJS.ProcessEnv;
  lineOf(path: string): number | undefined;
  problems: string[];
}

export type Section = 'services' | 'mcpServers' | 'trmServices' | 'servers' | 'list';

const KEYS = [
  'type',
  'description',
  'url',
  'spec_url',
  'auth',
  'disabled',
  'include',
  'api_overrides',
  'command',
  'args',
  'env',
  'transport',
  'protocol',
  'tools',
  'headers',
  'name',
  'oauth',
  'pass_caller_token',
  'search_warmup',
] as const;
const OVERRIDE_KEYS = ['operation_id', 'description', 'drop_query_parameters', 'drop_request_body_parameters'];
export const TYPES = ['openapi', 'mcp', 'trm', 'stdio', 'sse', 'streamable-http', 'http'] as const;
/**
 * The other spellings CUGA's configuration loader accepts for a service type (its tests and
 * README write `mcp_server`, its shipped watsonx configuration `tool-runtime-manager`), any
 * letter case: a CUGA configuration loads unchanged.
 */
const TYPE_ALIASES: Record<string, (typeof TYPES)[number]> = {
  mcp_server: 'mcp',
  'mcp-server': 'mcp',
  'tool-runtime-manager': 'trm',
  tool_runtime_manager: 'trm',
  'open-api': 'openapi',
  open_api: 'openapi',
};
/** A `type` as written, in the form the rest of the parser knows (unknown ones unchanged, to be reported). */
const typeOf = (v: unknown): unknown => (typeof v === 'string' ? (TYPE_ALIASES[v.toLowerCase()] ?? v.toLowerCase()) : v);
const TRANSPORTS = ['stdio', 'sse', 'streamable-http'] as const;

const kindName = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : `a ${typeof v} (${JSON.stringify(v)})`;

/** The line of a field, or of the nearest enclosing field when it is missing. */
export function lineNear(ctx: Pick<ParseContext, 'lineOf'>, path: string): number | undefined {
  for (let p = path; p !== ''; p = p.replace(/(\.[^.[\]]+|\.("[^"]*")|\[\d+\])$/, '')) {
    const line = ctx.lineOf(p);
    if (line !== undefined) return line;
    if (!/(\.[^.[\]]+|\.("[^"]*")|\[\d+\])$/.test(p)) break;
  }
  return undefined;
}

function problem(ctx: ParseContext, path: string, msg: string): void {
  const line = lineNear(ctx, path);
  ctx.problems.push(`${ctx.file}${line ? `:${line}` : ''}: ${path}: ${msg}`);
}

function isString(v: unknown): v is string {
  return typeof v === 'string';
}
function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every(isString);
}
function isStringMap(v: unknown): v is Record<string, string> {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => isString(x) || typeof x === 'number' || typeof x === 'boolean')
  );
}

/** Checks the shape of one service entry; returns false (and records problems) when it is unusable. */
function checkShape(raw: Record<string, unknown>, path: string, ctx: ParseContext): boolean {
  const before = ctx.problems.length;
  for (const key of Object.keys(raw)) {
    if (!(KEYS as readonly string[]).includes(key)) problem(ctx, fieldPath(path, key), `unknown field; allowed: ${KEYS.join(', ')}`);
  }
  const want = (key: string, ok: (v: unknown) => boolean, expected: string) => {
    if (raw[key] !== undefined && !ok(raw[key])) problem(ctx, fieldPath(path, key), `must be ${expected}, got ${kindName(raw[key])}`);
  };
  for (const k of ['description', 'url', 'spec_url', 'command']) want(k, isString, 'a string');
  want(
    'type',
    (v) => isString(v) && (TYPES as readonly string[]).includes(typeOf(v) as string),
    `one of: ${TYPES.join(', ')} (or ${Object.keys(TYPE_ALIASES).join(', ')})`,
  );
  want('transport', (v) => isString(v) && (TRANSPORTS as readonly string[]).includes(v), `one of: ${TRANSPORTS.join(', ')}`);
  want('protocol', (v) => isString(v) && (MCP_PROTOCOLS as readonly string[]).includes(v), `one of: ${MCP_PROTOCOLS.join(', ')}`);
  for (const k of ['disabled', 'pass_caller_token', 'search_warmup']) want(k, (v) => typeof v === 'boolean', 'true or false');
  for (const k of ['include', 'args', 'tools']) want(k, isStringList, 'a list of strings');
  want('env', isStringMap, 'a map of variable names to strings');
  want('headers', isStringMap, 'a map of header names to strings');
  want('name', isString, "a string (the entry's key names the service)");
  if (raw.auth !== undefined) checkAuth(raw.auth, fieldPath(path, 'auth'), ctx);
  if (raw.oauth !== undefined)
    for (const [field, msg] of oauthProblems(raw.oauth))
      problem(ctx, field ? fieldPath(fieldPath(path, 'oauth'), field) : fieldPath(path, 'oauth'), msg);
  if (raw.api_overrides !== undefined) {
    const p = fieldPath(path, 'api_overrides');
    if (!Array.isArray(raw.api_overrides))
      problem(
        ctx,
        p,
        `must be a list of {operation_id, description, drop_query_parameters, ` +
          `drop_request_body_parameters}, got ${kindName(raw.api_overrides)}`,
      );
    else
      raw.api_overrides.forEach((o: unknown, i) => {
        const op = fieldPath(p, i);
        if (o === null || typeof o !== 'object' || Array.isArray(o)) return problem(ctx, op, `must be a map, got ${kindName(o)}`);
        const r = o as Record<string, unknown>;
        for (const k of Object.keys(r))
          if (!OVERRIDE_KEYS.includes(k)) problem(ctx, fieldPath(op, k), `unknown field; allowed: ${OVERRIDE_KEYS.join(', ')}`);
        if (!isString(r.operation_id))
          problem(
            ctx,
            fieldPath(op, 'operation_id'),
            r.operation_id === undefined
              ? 'is required (the operationId to override)'
              : `must be a string, got ${kindName(r.operation_id)}`,
          );
        if (r.description !== undefined && !isString(r.description))
          problem(ctx, fieldPath(op, 'description'), `must be a string, got ${kindName(r.description)}`);
        for (const k of ['drop_query_parameters', 'drop_request_body_parameters']) {
          if (r[k] !== undefined && !isStringList(r[k])) problem(ctx, fieldPath(op, k), `must be a list of strings, got ${kindName(r[k])}`);
        }
      });
  }
  if (raw.url !== undefined && raw.spec_url !== undefined) problem(ctx, path, 'give either url or spec_url, not both');
  if (raw.url === undefined && raw.spec_url === undefined && raw.command === undefined) {
    problem(ctx, path, 'needs url (OpenAPI document, MCP or TRM endpoint), spec_url, or command (local MCP server)');
  }
  if (raw.command !== undefined && (raw.url !== undefined || raw.spec_url !== undefined))
    problem(ctx, path, 'give either command (local MCP server) or url, not both');
  if (raw.pass_caller_token === true && raw.command !== undefined)
    problem(ctx, fieldPath(path, 'pass_caller_token'), 'is for services reached over HTTP; a local server has no request to carry a token');
  if (raw.pass_caller_token === true && raw.oauth !== undefined)
    problem(
      ctx,
      fieldPath(path, 'pass_caller_token'),
      "give either pass_caller_token (the caller's own token) or oauth (the registry's), not both",
    );
  return ctx.problems.length === before;
}

/** `auth: {type, value, key}` in any of the forms of sources/auth.ts. */
function checkAuth(raw: unknown, path: string, ctx: ParseContext): void {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problem(ctx, path, `must be a map {type, value} or {type, key, value}, got ${kindName(raw)}`);
    return;
  }
  const a = raw as Record<string, unknown>;
  for (const k of Object.keys(a)) {
    if (!['type', 'value', 'key'].includes(k)) problem(ctx, fieldPath(path, k), 'unknown field; allowed: type, key, value');
  }
  const nonEmpty = (k: string) => {
    if (a[k] !== undefined && (!isString(a[k]) || a[k] === ''))
      problem(ctx, fieldPath(path, k), `must be a non-empty string, got ${kindName(a[k])}`);
  };
  for (const k of ['type', 'value']) {
    if (a[k] === undefined) problem(ctx, fieldPath(path, k), 'is required (a string)');
    else nonEmpty(k);
  }
  nonEmpty('key');
  const type = isString(a.type) ? a.type.toLowerCase() : '';
  if ((type === 'header' || type === 'query') && a.key === undefined) {
    const what = type === 'header' ? 'header' : 'query parameter';
    problem(ctx, fieldPath(path, 'key'), `is required for type ${type}: the name of the ${what} that carries the value`);
  }
  const known = (AUTH_FORMS as readonly string[]).includes(type.replace(/_/g, '-')) || type === 'apikey';
  if (type !== '' && !known && !/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(type)) {
    const allowed = `${AUTH_FORMS.join(', ')} or a header name (letters, digits, '-')`;
    problem(ctx, fieldPath(path, 'type'), `must be one of ${allowed}, got ${JSON.stringify(a.type)}`);
  }
}

const isUrl = (s: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(s);

/** `type` given, or inferred: command -> MCP; tools -> TRM; URL ending in /sse or /mcp -> MCP; else OpenAPI. */
function inferKind(
  raw: Record<string, unknown>,
  url: string | undefined,
  section: Section,
): { kind: 'openapi' | 'mcp' | 'trm'; transport?: McpServerConfig['transport'] } {
  switch (typeOf(raw.type) as string | undefined) {
    case 'openapi':
      return { kind: 'openapi' };
    case 'trm':
      return { kind: 'trm' };
    case 'mcp':
      break;
    case 'stdio':
      return { kind: 'mcp', transport: 'stdio' };
    case 'sse':
      return { kind: 'mcp', transport: 'sse' };
    case 'streamable-http':
    case 'http':
      return { kind: 'mcp', transport: 'streamable-http' };
    default:
      if (section === 'mcpServers') break;
      if (section === 'trmServices') return { kind: 'trm' };
      if (raw.command !== undefined) break;
      if (raw.tools !== undefined) return { kind: 'trm' };
      if (url && isUrl(url) && URL.canParse(url)) {
        const path = new URL(url).pathname.replace(/\/+$/, '');
        if (/\/(sse|mcp)$/i.test(path)) break;
      }
      return { kind: 'openapi' };
  }
  return { kind: 'mcp', transport: raw.transport as McpServerConfig['transport'] };
}

/** The kind an entry was meant to be (for listing a broken one), when its shape allows telling. */
export function intendedKind(raw: unknown, section: Section): 'openapi' | 'mcp' | 'trm' | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const url = typeof r.url === 'string' ? r.url : typeof r.spec_url === 'string' ? r.spec_url : undefined;
  return inferKind(r, url, section).kind;
}

/** One service entry (any form) -> its config, or a broken entry (missing env variable), or null (shape problems, disabled). */
export function parseService(
  name: string,
  raw: unknown,
  path: string,
  section: Section,
  ctx: ParseContext,
): ServiceConfig | BrokenServiceConfig | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problem(ctx, path, `must be a map of settings (url, description, ...), got ${kindName(raw)}`);
    return null;
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
    problem(ctx, path, `service name '${name}' may use only letters, digits, '_' and '-' (1-64 characters): it prefixes every tool name`);
    return null;
  }
  const shaped = raw as Record<string, unknown>;
  if (!checkShape(shaped, path, ctx)) return null;
  if (shaped.disabled === true) return null;
  let r: Record<string, unknown>;
  try {
    r = substituteDeep(shaped, ctx.env, path) as Record<string, unknown>;
  } catch (err) {
    if (!(err instanceof MissingVariableError)) throw err;
    const line = ctx.lineOf(err.field);
    const where = `${err.field}${line ? ` (${ctx.file}:${line})` : ''}`;
    return {
      kind: 'broken',
      name,
      description: typeof shaped.description === 'string' ? shaped.description : '',
      error: `environment variable ${err.variable} is not set (used in ${where}); set it or write \${${err.variable}:-default}`,
    };
  }
  const url = (r.url ?? r.spec_url) as string | undefined;
  const description = (r.description as string | undefined) ?? '';
  if (r.search_warmup === true && r.pass_caller_token === true) {
    const why = "reads the service at load with the registry's own credentials, and pass_caller_token calls it only with a caller's token";
    problem(ctx, fieldPath(path, 'search_warmup'), `cannot be set with pass_caller_token: the warm-up ${why}`);
    return null;
  }
  const { kind, transport } = inferKind(r, url, section);
  if (kind === 'openapi') {
    if (url === undefined) {
      problem(ctx, path, 'an OpenAPI service needs url (or spec_url): the URL or file of its OpenAPI document');
      return null;
    }
    const cfg: OpenApiServiceConfig = { kind, name, url: isUrl(url) ? url : isAbsolute(url) ? url : resolve(ctx.dir, url), description };
    if (r.include) cfg.include = r.include as string[];
    if (r.api_overrides) {
      cfg.apiOverrides = (r.api_overrides as Record<string, unknown>[]).map((o) => ({
        operationId: o.operation_id as string,
        ...(o.description !== undefined ? { description: o.description as string } : {}),
        ...(o.drop_query_parameters ? { dropQueryParameters: o.drop_query_parameters as string[] } : {}),
        ...(o.drop_request_body_parameters ? { dropRequestBodyParameters: o.drop_request_body_parameters as string[] } : {}),
      }));
    }
    return withCommon(cfg, r);
  }
  if (kind === 'trm') {
    if (url === undefined || !isUrl(url)) {
      problem(ctx, path, 'a TRM service needs url: the http(s) address of the tool runtime');
      return null;
    }
    const cfg: TrmServiceConfig = { kind, name, url, tools: (r.tools as string[] | undefined) ?? [], description };
    return withCommon(cfg, r);
  }
  const cfg: McpServerConfig = { kind, name, description };
  if (url !== undefined) cfg.url = url;
  if (r.command !== undefined) cfg.command = r.command as string;
  if (r.args) cfg.args = r.args as string[];
  if (r.env) cfg.env = Object.fromEntries(Object.entries(r.env as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  const t = transport ?? (r.transport as McpServerConfig['transport'] | undefined);
  if (t) cfg.transport = t;
  else if (cfg.command) cfg.transport = 'stdio';
  withCommon(cfg, r);
  if (r.oauth) {
    if (!cfg.url) {
      problem(ctx, fieldPath(path, 'oauth'), 'is for remote MCP servers (with a url); a local server gets its secrets through env');
      return null;
    }
    cfg.oauth = oauthOf(r.oauth as Record<string, unknown>);
  }
  if (r.protocol !== undefined) {
    const modern = r.protocol === '2026-07-28';
    if (modern && cfg.transport === 'sse') {
      const why = 'over streamable HTTP and stdio only (not sse)';
      problem(ctx, fieldPath(path, 'protocol'), `2026-07-28 is spoken to MCP servers ${why}; remove protocol to use 2025-11-25`);
      return null;
    }
    cfg.protocol = r.protocol as McpServerConfig['protocol'];
  }
  return cfg;
}

/** The fields every kind of service may set (ServiceCommon), from a checked entry. */
function withCommon<T extends ServiceCommon>(cfg: T, r: Record<string, unknown>): T {
  if (r.auth) cfg.auth = r.auth as AuthConfig;
  if (r.headers) cfg.headers = headersOf(r.headers);
  if (r.pass_caller_token === true) cfg.passCallerToken = true;
  if (r.search_warmup === true) cfg.searchWarmup = true;
  return cfg;
}

const headersOf = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)]));
