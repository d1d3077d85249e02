import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN } from '../../test/helpers/cli.js';
import { freePort } from '../../test/helpers/ports.js';
import type { Wire } from './clients.js';
import { GENERATOR, type Generated } from './generated.js';
import type { Peers } from './install.js';
import { startProc, type Proc } from './procs.js';

/**
 * How each gateway of the peers bench is started, as its README says to run it in front of
 * a stdio MCP server (or an OpenAPI description), each on its own port, each spawning its
 * own upstream, each with its default logging and its output in a log file.
 */
export interface TargetDef {
  /** Short name, e.g. "supergateway". */
  key: string;
  /** Its pinned version (none for ours). */
  version?: string;
  /** As printed, with version and transport. */
  label: string;
  ours: boolean;
  /** How its rows name it, when not "<key> <version>". */
  short?: string;
  /** Its CPU is that of its process and all it started (a gateway and the OpenAPI MCP server it runs), not its own alone. */
  cpuWithChildren?: boolean;
  wire: Wire;
  /** Serves streamable HTTP: the raw JSON-RPC client applies. */
  raw: boolean;
  /** The tool to call among those it lists. */
  pick(names: string[]): string | undefined;
  start(ctx: StartContext): Promise<{ proc: Proc; url: string }>;
}

export interface StartContext {
  peers: Peers;
  /** A fresh directory for this target's home, configuration and log. */
  home: string;
  /** The stdio upstream: command and arguments. */
  upstream: [string, string[]];
  /** Base URL of the demo territory API (the OpenAPI upstream). */
  territoryUrl: string;
  /** The servers openapi-mcp-generator generated from that API's description, or why there are none. */
  generated?: Generated | string;
}

function generatedOr(ctx: StartContext): Generated {
  if (typeof ctx.generated !== 'object') throw new Error(`not generated: ${ctx.generated ?? 'not asked for'}`);
  return ctx.generated;
}

/** This process's environment for a child, without what would point ours at another configuration or home. */
function childEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  delete env.MCP_SERVERS_FILE;
  delete env.NODE_OPTIONS;
  env.AGENT_HOME = join(home, 'agent-home');
  return env;
}

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

async function launch(name: string, ctx: StartContext, args: string[], env: NodeJS.ProcessEnv = {}, path = '/mcp') {
  mkdirSync(ctx.home, { recursive: true });
  const port = await freePort();
  const withPort = (a: string) => a.replace('{port}', String(port));
  const proc = startProc(name, process.execPath, args.map(withPort), {
    cwd: ctx.home,
    env: childEnv(ctx.home, Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === undefined ? v : withPort(v)]))),
    log: join(ctx.home, 'output.log'),
  });
  return { proc, url: `http://127.0.0.1:${port}${path}` };
}

/** Ours: `agent serve api-registry --config <file>`, the registry alone, as `agent start api-registry` runs it. */
function ours(kind: 'stdio' | 'openapi'): TargetDef {
  return {
    key: 'ours',
    label: 'ours (agent serve api-registry, /mcp)',
    ours: true,
    wire: 'streamable-http',
    raw: true,
    pick: (names) => names.find((n) => n === (kind === 'stdio' ? 'everything_echo' : 'territory_get_job_titles_by_account')),
    start: async (ctx) => {
      mkdirSync(ctx.home, { recursive: true });
      const config = join(ctx.home, 'mcp_servers.yaml');
      const [command, args] = ctx.upstream;
      writeFileSync(
        config,
        kind === 'stdio'
          ? `mcpServers:\n  everything: ${JSON.stringify({ command, args })}\n`
          : `servers:\n  - ${JSON.stringify({ name: 'territory', type: 'openapi', spec_url: `${ctx.territoryUrl}/openapi.json` })}\n`,
      );
      return launch('ours', ctx, [BIN, 'serve', 'api-registry', '--host', '127.0.0.1', '--port', '{port}', '--config', config]);
    },
  };
}

/** mcp-hub (SSE only) in front of one stdio MCP server, configured as its README says. */
function viaMcpHub(ctx: StartContext, name: string, server: string, [command, ...args]: string[], env?: Record<string, string>) {
  mkdirSync(ctx.home, { recursive: true });
  const config = join(ctx.home, 'mcp-hub.json');
  writeFileSync(config, JSON.stringify({ mcpServers: { [server]: { command, args, ...(env ? { env } : {}) } } }));
  // its workspace cache, logs and marketplace cache go under XDG directories: keep them in the temp home
  const xdg: NodeJS.ProcessEnv = { HOME: ctx.home };
  for (const d of ['STATE', 'DATA', 'CONFIG', 'CACHE']) xdg[`XDG_${d}_HOME`] = join(ctx.home, d.toLowerCase());
  return launch(name, ctx, [ctx.peers.file('mcp-hub', 'dist', 'cli.js'), '--port', '{port}', '--config', config], xdg);
}

/** The gateways in front of the stdio upstream: ours first. */
export function stdioTargets(peers: Peers): TargetDef[] {
  const v = peers.versions;
  return [
    ours('stdio'),
    {
      key: 'supergateway',
      version: v.supergateway,
      label: `supergateway ${v.supergateway} (streamable HTTP, --stateful: one upstream per session)`,
      ours: false,
      wire: 'streamable-http',
      raw: true,
      pick: (names) => names.find((n) => n === 'echo'),
      start: (ctx) => {
        const [command, args] = ctx.upstream;
        const stdio = [command, ...args].map(shellQuote).join(' ');
        return launch('supergateway', ctx, [
          ctx.peers.file('supergateway', 'dist', 'index.js'),
          ...['--stdio', stdio, '--outputTransport', 'streamableHttp', '--stateful', '--port', '{port}'],
        ]);
      },
    },
    {
      key: 'mcp-proxy',
      version: v['mcp-proxy'],
      label: `mcp-proxy ${v['mcp-proxy']} (streamable HTTP, one upstream)`,
      ours: false,
      wire: 'streamable-http',
      raw: true,
      pick: (names) => names.find((n) => n === 'echo'),
      start: (ctx) =>
        launch('mcp-proxy', ctx, [
          ctx.peers.file('mcp-proxy', 'dist', 'bin', 'mcp-proxy.mjs'),
          ...['--host', '127.0.0.1', '--port', '{port}', '--', ctx.upstream[0], ...ctx.upstream[1]],
        ]),
    },
    {
      key: 'mcp-hub',
      version: v['mcp-hub'],
      label: `mcp-hub ${v['mcp-hub']} (SSE only: GET /mcp + POST /messages, one upstream)`,
      ours: false,
      wire: 'sse',
      raw: false,
      pick: (names) => names.find((n) => n === 'everything__echo'),
      start: (ctx) => viaMcpHub(ctx, 'mcp-hub', 'everything', [ctx.upstream[0], ...ctx.upstream[1]]),
    },
  ];
}

/** mcp-proxy (streamable HTTP, one upstream) in front of a stdio MCP server. */
function viaMcpProxy(ctx: StartContext, name: string, server: string[], env: Record<string, string> = {}) {
  return launch(
    name,
    ctx,
    [
      ctx.peers.file('mcp-proxy', 'dist', 'bin', 'mcp-proxy.mjs'),
      ...['--host', '127.0.0.1', '--port', '{port}', '--', process.execPath],
      ...server,
    ],
    env,
  );
}

/**
 * The MCP servers in front of the OpenAPI upstream (the demo territory API's description): ours
 * first. Each OpenAPI MCP server as its README says to serve it over HTTP, and in stdio (their
 * default) behind mcp-proxy and behind mcp-hub, the stdio gateways of the other group with one upstream.
 */
export function openApiTargets(peers: Peers): TargetDef[] {
  const pkg = '@ivotoby/openapi-mcp-server';
  const v = peers.versions;
  const ivotoby = (ctx: StartContext) => [
    ctx.peers.file(pkg, 'bin', 'mcp-server.js'),
    ...['--api-base-url', ctx.territoryUrl, '--openapi-spec', `${ctx.territoryUrl}/openapi.json`],
  ];
  const jobTitles = (names: string[]) => names.find((n) => /job.?titles/i.test(n));
  /** A stdio OpenAPI MCP server behind mcp-proxy (streamable HTTP) and behind mcp-hub (SSE), each with one upstream. */
  const behindGateways = (key: string, short: string, server: (ctx: StartContext) => string[], env = (_: StartContext) => ({})) =>
    (['mcp-proxy', 'mcp-hub'] as const).map((gateway): TargetDef => ({
      key: `${key}-${gateway}`,
      version: v[gateway],
      short: `${short} (stdio) via ${gateway} ${v[gateway]}`,
      label: `${short} (stdio) via ${gateway} ${v[gateway]} (${gateway === 'mcp-proxy' ? 'streamable HTTP' : 'SSE only'}, one upstream)`,
      ours: false,
      cpuWithChildren: true,
      wire: gateway === 'mcp-proxy' ? 'streamable-http' : 'sse',
      raw: gateway === 'mcp-proxy',
      pick: jobTitles,
      start: (ctx) =>
        gateway === 'mcp-proxy'
          ? viaMcpProxy(ctx, `${key}-${gateway}`, server(ctx), env(ctx))
          : viaMcpHub(ctx, `${key}-${gateway}`, 'territory', [process.execPath, ...server(ctx)], env(ctx)),
    }));
  return [
    ours('openapi'),
    {
      key: 'openapi-mcp-server',
      version: v[pkg],
      label: `${pkg} ${v[pkg]} (streamable HTTP)`,
      ours: false,
      wire: 'streamable-http',
      raw: true,
      pick: jobTitles,
      start: (ctx) =>
        launch('openapi-mcp-server', ctx, [...ivotoby(ctx), ...['--transport', 'http', '--host', '127.0.0.1', '--port', '{port}']]),
    },
    ...behindGateways('openapi-mcp-server', `openapi-mcp-server ${v[pkg]}`, ivotoby),
    {
      key: GENERATOR,
      version: v[GENERATOR],
      short: `${GENERATOR} ${v[GENERATOR]} (streamable HTTP)`,
      label: `${GENERATOR} ${v[GENERATOR]}: the server it generates with --transport=streamable-http`,
      ours: false,
      wire: 'streamable-http',
      raw: true,
      pick: jobTitles,
      start: (ctx) => launch(GENERATOR, ctx, [generatedOr(ctx).http], { API_BASE_URL: ctx.territoryUrl, PORT: '{port}' }),
    },
    ...behindGateways(
      GENERATOR,
      `${GENERATOR} ${v[GENERATOR]}`,
      (ctx) => [generatedOr(ctx).stdio],
      (ctx) => ({ API_BASE_URL: ctx.territoryUrl }),
    ),
  ];
}
