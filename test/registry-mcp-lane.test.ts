import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { McpSource } from '../src/registry/sources/mcp/index.js';
import type { ToolProgress } from '../src/registry/types.js';
import { Cancel } from '../src/shared/cancel.js';
import { quietLogger } from './helpers/server.js';
import { failure } from './helpers/failure.js';

/** A bare stdio server that shows what the registry wrote to it (lane-server.mjs). */
const LANE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mcp', 'lane-server.mjs');

interface Seen {
  calls: { id: number | string; name: string; progressToken?: number | string }[];
  cancelled: { requestId: number | string; reason?: string }[];
}

describe('registry: plain tool calls to a stdio MCP server (the lane beside the SDK client)', function () {
  this.timeout(30_000);
  let runDir: string;
  let lane: McpSource;
  // (a JSON text answer comes parsed)
  const seen = async (s = lane) => (await s.call('seen', {}, { timeoutMs: 5000 })) as Seen;
  const start = async (progressTimeoutMs?: number) => {
    const s = new McpSource(
      { kind: 'mcp', name: 'lane', description: 'lane server', command: process.execPath, args: [LANE] },
      { logger: quietLogger, requestTimeoutMs: 5000, runDir, progressTimeoutMs },
    );
    await s.load();
    return s;
  };

  before(async () => {
    runDir = mkdtempSync(join(tmpdir(), 'agent-mcp-lane-'));
    lane = await start();
  });
  after(async () => {
    await lane.close();
    rmSync(runDir, { recursive: true, force: true });
  });

  it('calls under way at once each get their own answer, whatever order the server answers in', async () => {
    const holds = [300, 10, 200, 0, 100, 50];
    const answers = await Promise.all(holds.map((ms) => lane.call('hold', { ms }, { timeoutMs: 5000 })));
    expect(answers).to.deep.equal(holds.map((ms) => `held ${ms}`));
  });

  it('sends the request the SDK client sends: tools/call, with a progress token naming the request', async () => {
    expect(await lane.call('echo', { text: 'hello' }, { timeoutMs: 5000 })).to.equal('hello');
    const { calls } = await seen();
    const echo = calls.filter((c) => c.name === 'echo').at(-1)!;
    expect(echo.progressToken).to.equal(echo.id);
  });

  it('a cancelled call ends (504), the server is told, and its late answer crosses no other call', async () => {
    const cancel = new Cancel();
    // answered by the server long after this test: only the cancel can end it
    const holding = lane.call('hold', { ms: 20_000 }, { timeoutMs: 60_000, cancel });
    setTimeout(() => cancel.cancel(), 50);
    expect((await failure(holding)).status).to.equal(504);
    const { calls, cancelled } = await seen();
    const held = calls.filter((c) => c.name === 'hold').at(-1)!;
    expect(cancelled.map((c) => c.requestId)).to.include(held.id);
    // a cancelled call whose answer comes while two others run: each of them still gets its own
    const early = new Cancel();
    const short = lane.call('hold', { ms: 300 }, { timeoutMs: 5000, cancel: early });
    early.cancel();
    const answers = await Promise.all([
      failure(short).then((e) => e.status),
      ...[600, 700].map((ms) => lane.call('hold', { ms }, { timeoutMs: 5000 })),
    ]);
    expect(answers).to.deep.equal([504, 'held 600', 'held 700']);
    expect(lane.health().status).to.equal('ok');
  });

  it('a call past its time limit is a 504 and the server is told', async () => {
    const err = await failure(lane.call('hold', { ms: 1500 }, { timeoutMs: 200 }));
    expect(err.status).to.equal(504);
    expect(err.message).to.match(/did not answer within 0.2 s \(api_mode\.request_timeout\)/);
    const { calls, cancelled } = await seen();
    const held = calls.filter((c) => c.name === 'hold').at(-1)!;
    expect(cancelled.find((c) => c.requestId === held.id)?.reason).to.match(/Request timed out/);
  });

  it('each progress report reaches the caller and restarts the time limit', async () => {
    const reports: ToolProgress[] = [];
    // 8 reports 150 ms apart: longer in all than the 1 s limit each report restarts
    const answer = await lane.call('ticks', { n: 8, every: 150 }, { timeoutMs: 1000, onProgress: (p) => reports.push(p) });
    expect(answer).to.equal('ticked 8');
    expect(reports).to.deep.equal(Array.from({ length: 8 }, (_, i) => ({ progress: i + 1, total: 8 })));
  });

  it('a call that keeps reporting progress ends at the limit in all (api_mode.progress_timeout)', async () => {
    const limited = await start(400);
    try {
      const err = await failure(limited.call('ticks', { n: 40, every: 50 }, { timeoutMs: 5000 }));
      expect(err.status).to.equal(504);
      expect(err.message).to.match(/reported progress but did not finish within 0.4 s \(api_mode\.progress_timeout\)/);
    } finally {
      await limited.close();
    }
  });

  it("the server's JSON-RPC error is its refusal (422), and a server that exits during a call is a 502", async () => {
    const refused = await failure(lane.call('refuse', {}, { timeoutMs: 5000 }));
    expect(refused.status).to.equal(422);
    expect(JSON.stringify(refused.body())).to.include("MCP server 'lane' rejected the arguments: refused: no such widget");
    const crashing = await start();
    try {
      const lost = await failure(crashing.call('exit', {}, { timeoutMs: 5000 }));
      expect(lost.status).to.equal(502);
      expect(lost.message).to.match(/Lost the connection to MCP server 'lane' while calling 'exit'.*not retried/);
    } finally {
      await crashing.close();
    }
  });
});
