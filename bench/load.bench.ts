import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createLogger, listen, type Running } from '../src/http/index.js';
import { EDGE } from '../test/fixtures/mcp/servers.js';
import { hotPaths, startFullStack, type FullStack, type HotPath } from '../test/helpers/reliability.js';
import { load, loadFn, round, type Bench, type BenchRow, type LoadResult } from './lib.js';

const CONNECTIONS = 64;
const REQUESTS = 2000;
const CHAT_REQUESTS = 1000;
const WARMUP = 150;
/** Time bound of each measured run (s): the figures are those of the requests answered by then. */
const RUN_SECONDS = 2.5;
const CHAT_SECONDS = 5;
const WARMUP_SECONDS = 1.5;

/**
 * Ratio targets of the paths that have a like-for-like baseline (the others: no failures, ratio
 * reported). Registry calls: the ratio target of issue 4 is the `registry` bench's own row;
 * here (a proxy hop against upstreams as cheap as a bare server) the ratio is reported.
 */
const TARGETS: Record<HotPath['service'], number | null> = { territory: 0.5, crm: null, registry: null, demo: 0.1 };

const logger = createLogger('bench', 'silent');
/** Errors, timeouts and non-2xx answers (requests still in flight when the time bound stops a run are not failures). */
const failures = (r: LoadResult) => r.errors + r.non2xx;

interface Baseline {
  label: string;
  /** One bounded run: `amount` requests, or `warmup` requests in a short run. */
  run(warmup?: boolean): Promise<LoadResult>;
  close?(): Promise<void>;
}

/** A bare node:http server answering the same bytes (status, content type) as `url` does now. */
async function sameBytes(url: string): Promise<{ running: Running; url: string }> {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  const running = await listen(
    (_req, out) => {
      out.writeHead(res.status, { 'content-type': type, 'content-length': bytes.length });
      out.end(bytes);
    },
    { host: '127.0.0.1', port: 0, logger },
  );
  return { running, url: `${running.url}/same-bytes` };
}

const measure = (
  url: string,
  method: HotPath['method'],
  bodies: string[] | undefined,
  amount: number,
  headers?: Record<string, string>,
  warmup = false,
) =>
  load(url, {
    method,
    bodies,
    headers,
    connections: CONNECTIONS,
    amount: warmup ? WARMUP : amount,
    maxSeconds: warmup ? WARMUP_SECONDS : amount === CHAT_REQUESTS ? CHAT_SECONDS : RUN_SECONDS,
  });

/** What each hot path is compared with, in this run. */
async function baselineOf(path: HotPath, s: FullStack): Promise<Baseline> {
  if (path.service === 'territory' || path.service === 'crm') {
    const bare = await sameBytes(path.url);
    return {
      label: 'bare node:http, same bytes',
      run: (w) => measure(bare.url, 'GET', undefined, REQUESTS, undefined, w),
      close: () => bare.running.close(),
    };
  }
  if (path.service === 'demo') {
    const calls = [
      'territory_get_my_accounts',
      'territory_get_third_party_accounts',
      'territory_get_job_titles_by_account',
      'territory_get_contacts',
    ];
    const args = [{}, { campaign_name: 'Tech Transformation' }, { account_id: 'acc_3' }, { account_id: 'acc_5' }];
    const bodies = calls.map((function_name, i) => JSON.stringify({ function_name, args: args[i] }));
    return {
      label: 'the same tool calls, direct /functions/call',
      run: (w) => measure(`${s.registryUrl}/functions/call`, 'POST', bodies, CHAT_REQUESTS, undefined, w),
    };
  }
  const { function_name, args } = JSON.parse(path.bodies![0]!) as { function_name: string; args: Record<string, unknown> };
  if (function_name.startsWith('territory_'))
    return {
      label: 'territory /my-accounts direct',
      run: (w) => measure(`${s.territoryUrl}/my-accounts`, 'GET', undefined, REQUESTS, undefined, w),
    };
  if (function_name.startsWith('crm_')) {
    const q = new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]));
    return { label: 'CRM /accounts/ direct', run: (w) => measure(`${s.crmUrl}/accounts/?${q}`, 'GET', undefined, REQUESTS, undefined, w) };
  }
  if (function_name.startsWith('runtime_')) {
    return {
      label: 'TRM /run direct',
      run: (w) =>
        measure(
          `${s.trm.url}/api/v1/tools/${function_name.slice('runtime_'.length)}/run`,
          'POST',
          [JSON.stringify(args)],
          REQUESTS,
          { 'x-api-key': s.trmKey },
          w,
        ),
    };
  }
  // MCP over stdio has no URL: the same tool through the MCP SDK client, same concurrency
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [EDGE], stderr: 'ignore' }));
  const tool = function_name.slice('edge_'.length);
  return {
    label: 'MCP SDK client direct (stdio)',
    run: (w) =>
      loadFn(() => client.callTool({ name: tool, arguments: args }), {
        total: w ? WARMUP : REQUESTS,
        concurrency: CONNECTIONS,
        maxSeconds: w ? WARMUP_SECONDS : RUN_SECONDS,
      }),
    close: () => client.close(),
  };
}

export const bench: Bench = {
  name: 'load',
  maxSeconds: 90,
  params:
    `every hot path of every service on one in-process stack (territory, CRM on the full ` +
    `seed, registry with OpenAPI + MCP stdio + TRM sources, demo /chat with the offline ` +
    `planner, api_mode.cache_enabled = false); autocannon ${CONNECTIONS} connections, ` +
    `${REQUESTS} requests per path (${CHAT_REQUESTS} for /chat, 4 messages in turn), each ` +
    `run stopped after ${RUN_SECONDS} s (${CHAT_SECONDS} s for /chat), ${WARMUP} warm-up ` +
    `requests on each side; baselines: bare node:http returning the same bytes (demo APIs), ` +
    `the upstream called directly (registry), the same tool calls made directly on the ` +
    `registry (/chat)`,
  async run() {
    const s = await startFullStack({ logger, settingsOverrides: { api_mode: { cache_enabled: false } } });
    const rows: BenchRow[] = [];
    try {
      for (const path of hotPaths(s)) {
        const amount = path.service === 'demo' ? CHAT_REQUESTS : REQUESTS;
        const base = await baselineOf(path, s);
        try {
          await base.run(true);
          await measure(path.url, path.method, path.bodies, amount, undefined, true);
          const b = await base.run();
          const o = await measure(path.url, path.method, path.bodies, amount);
          const ratio = round(o.rps / Math.max(b.rps, 0.001));
          const clean = failures(o) === 0 && o.requests > 0;
          const want = TARGETS[path.service];
          rows.push({
            metric: `${path.service} ${path.name}`,
            value: round(o.rps, 0),
            unit: 'req/s',
            baseline: { label: base.label, value: round(b.rps, 0) },
            ratio,
            latency: { p50: o.p50, p95: o.p95, p99: o.p99 },
            requests: o.requests,
            failures: failures(o),
            target: want === null ? '0 failed' : `0 failed, ratio >= ${want}`,
            met: clean && (want === null || ratio >= want),
          });
        } finally {
          await base.close?.();
        }
      }
      return rows;
    } finally {
      await s.stop();
    }
  },
};
