import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { packageRoot } from '../../paths.js';
import { RegistryConfigError } from './errors.js';
import { fieldPath, parseLocated } from './located.js';
import { intendedKind, parseService, type ParseContext, type Section } from './service.js';
import { parseToolSets } from './tool-sets.js';
import type { BrokenServiceConfig, RegistryConfig, ServiceConfig } from './types.js';

export const TOP_LEVEL_KEYS = ['services', 'mcpServers', 'trmServices', 'servers', 'toolSets'] as const;

const kindName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : `a ${typeof v}`);

/** `- name: {...}` items: each must be a map with exactly one key. */
/** The services parsed so far, and where each name was first used (names are unique across the file). */
interface Collected {
  out: (ServiceConfig | BrokenServiceConfig | null)[];
  names: Map<string, string>;
}

function singleKeyItems(list: unknown[], path: string, section: Section, ctx: ParseContext, acc: Collected): void {
  list.forEach((item, i) => {
    const p = fieldPath(path, i);
    if (item === null || typeof item !== 'object' || Array.isArray(item) || Object.keys(item).length !== 1) {
      const line = ctx.lineOf(p);
      const keys = item && typeof item === 'object' && !Array.isArray(item) ? ` with ${Object.keys(item).length} keys` : '';
      ctx.problems.push(
        `${ctx.file}${line ? `:${line}` : ''}: ${p}: each item must be a single-key map '<name>: {url, ...}', got ${kindName(item)}${keys}`,
      );
      return;
    }
    const [name, body] = Object.entries(item)[0]!;
    add(name, body, fieldPath(p, name), section, ctx, acc);
  });
}

function add(name: string, body: unknown, path: string, section: Section, ctx: ParseContext, acc: Collected): void {
  const seen = acc.names.get(name);
  if (seen !== undefined) {
    const line = ctx.lineOf(path);
    ctx.problems.push(
      `${ctx.file}${line ? `:${line}` : ''}: ${path}: service name '${name}' is already used ` +
        `at ${seen}; names must be unique across the file`,
    );
    return;
  }
  const line = ctx.lineOf(path);
  acc.names.set(name, `${path}${line ? ` (line ${line})` : ''}`);
  const before = ctx.problems.length;
  const parsed = parseService(name, body, path, section, ctx);
  if (ctx.problems.length === before) return void acc.out.push(parsed);
  // a problem inside one entry: that service is listed with status error, the others load
  const mine = ctx.problems.splice(before);
  const raw = body as Record<string, unknown>;
  if (raw?.disabled === true) return;
  const type = intendedKind(body, section);
  acc.out.push({
    kind: 'broken',
    name,
    description: typeof raw?.description === 'string' ? raw.description : '',
    error: `configuration problem: ${mine.join('; ')}`,
    ...(type ? { type } : {}),
  });
}

/** Parses registry configuration text in any of the accepted forms (DESIGN.md 4.1). */
export function parseRegistryConfig(text: string, file: string, env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const { value, lineOf } = parseLocated(text, file);
  const ctx: ParseContext = { file, dir: dirname(resolve(file)), env, lineOf, problems: [] };
  const acc: Collected = { out: [], names: new Map() };
  const { out } = acc;
  let toolSets: Record<string, string[]> | undefined;
  if (value === null || value === undefined) return { file, services: [] };
  if (Array.isArray(value)) {
    singleKeyItems(value, '', 'list', ctx, acc);
  } else if (typeof value === 'object') {
    const top = value as Record<string, unknown>;
    for (const key of Object.keys(top)) {
      if (!(TOP_LEVEL_KEYS as readonly string[]).includes(key)) {
        const line = lineOf(fieldPath('', key));
        ctx.problems.push(
          `${file}${line ? `:${line}` : ''}: unknown top-level key '${key}'; allowed: ` +
            `${TOP_LEVEL_KEYS.join(', ')} (or a top-level list of '- <name>: {url, type, auth}')`,
        );
      }
    }
    const section = (key: string, shape: 'list' | 'map') => {
      const v = top[key];
      if (v === undefined || v === null) return undefined;
      const ok = shape === 'list' ? Array.isArray(v) : typeof v === 'object' && !Array.isArray(v);
      if (!ok) {
        const line = lineOf(fieldPath('', key));
        ctx.problems.push(
          `${file}${line ? `:${line}` : ''}: ${key}: must be ` +
            `${shape === 'list' ? 'a list' : 'a map of name -> settings'}, got ${kindName(v)}`,
        );
        return undefined;
      }
      return v;
    };
    const services = section('services', 'list') as unknown[] | undefined;
    if (services) singleKeyItems(services, 'services', 'services', ctx, acc);
    for (const key of ['mcpServers', 'trmServices'] as const) {
      const map = section(key, 'map') as Record<string, unknown> | undefined;
      if (map) for (const [name, body] of Object.entries(map)) add(name, body, fieldPath(key, name), key, ctx, acc);
    }
    const sets = section('toolSets', 'map') as Record<string, unknown> | undefined;
    if (sets) toolSets = parseToolSets(sets, ctx);
    const servers = section('servers', 'list') as unknown[] | undefined;
    if (servers) {
      servers.forEach((item, i) => {
        const p = fieldPath('servers', i);
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          const line = lineOf(p);
          ctx.problems.push(`${file}${line ? `:${line}` : ''}: ${p}: must be a map {name, type, spec_url}, got ${kindName(item)}`);
          return;
        }
        const { name, ...rest } = item as Record<string, unknown>;
        if (typeof name !== 'string' || name === '') {
          const line = lineOf(fieldPath(p, 'name')) ?? lineOf(p);
          ctx.problems.push(
            `${file}${line ? `:${line}` : ''}: ${fieldPath(p, 'name')}: ` +
              `${name === undefined ? 'is required' : `must be a non-empty string, got ${kindName(name)}`}`,
          );
          return;
        }
        // fields of a `servers` item sit beside `name`, so their paths are `servers[i].<field>`
        add(name, rest, p, 'servers', ctx, acc);
      });
    }
  } else {
    throw new RegistryConfigError([
      `${file}:1: the file must hold a map (services, mcpServers, trmServices, servers) or a ` +
        `list of '- <name>: {url, type}', got ${kindName(value)}`,
    ]);
  }
  if (ctx.problems.length > 0) throw new RegistryConfigError(ctx.problems);
  const services = out.filter((s): s is ServiceConfig | BrokenServiceConfig => s !== null);
  return toolSets ? { file, services, toolSets } : { file, services };
}

/** Reads and parses a registry configuration file. Throws RegistryConfigError (file, line, field) when unusable. */
export function loadRegistryConfig(file: string, env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const path = resolve(file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new RegistryConfigError([
      `cannot read the registry configuration ${path}: ` +
        `${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    ]);
  }
  return parseRegistryConfig(text, path, env);
}

/** MCP_SERVERS_FILE, else --config, else mcp_servers.yaml beside the settings file in use, else the shipped one (null: none). */
export function findRegistryConfigFile(opts: {
  env?: NodeJS.ProcessEnv;
  flag?: string;
  settingsFile: string | null;
  cwd?: string;
}): string | null {
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  if (env.MCP_SERVERS_FILE && env.MCP_SERVERS_FILE.trim() !== '') return resolve(cwd, env.MCP_SERVERS_FILE);
  if (opts.flag) return resolve(cwd, opts.flag);
  if (opts.settingsFile) {
    const beside = join(dirname(opts.settingsFile), 'mcp_servers.yaml');
    if (existsSync(beside)) return beside;
  }
  const shipped = join(packageRoot(), 'mcp_servers.yaml');
  return existsSync(shipped) ? shipped : null;
}
