/**
 * The client of a registry that is loading descriptions, as the corpus test and the corpus
 * bench measure it: on a thread of its own (latencies seen from outside the serving thread),
 * with the upstream of a small `probe` service (`probe_ping`). Once told the registry's URL and
 * the phase `idle`, it asks `GET /` and calls `probe_ping` in turn, pausing `pauseMs` between
 * requests, and says `idleDone` after `idle` calls; told `load`, it goes on until `stop`, then
 * posts its samples: per phase, per kind (`root`, `call`), each [start (epoch ms), ms, status].
 * Run it with `new Worker(proberSource(...), { eval: true })`; it first posts `{ upstream }`.
 */
export type ProbeSample = [start: number, ms: number, status: number];
export type ProbeSamples = Record<'idle' | 'load', Record<'root' | 'call', ProbeSample[]>>;

export function proberSource(opts: { idle: number; pauseMs: number }): string {
  return `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const up = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"pong":true}'));
});
let phase = 'wait', url = '';
const samples = { idle: { root: [], call: [] }, load: { root: [], call: [] } };
parentPort.on('message', (m) => { if (m.url) url = m.url; if (m.phase) phase = m.phase; });
up.listen(0, '127.0.0.1', async () => {
  parentPort.postMessage({ upstream: 'http://127.0.0.1:' + up.address().port });
  while (phase === 'wait') await new Promise((r) => setTimeout(r, 5));
  const body = JSON.stringify({ function_name: 'probe_ping', args: {} });
  for (let i = 0; phase !== 'stop'; i++) {
    const at = phase, call = i % 2 === 1, t = performance.now();
    const r = call
      ? await fetch(url + '/functions/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      : await fetch(url + '/');
    await r.arrayBuffer();
    const sample = [performance.timeOrigin + t, performance.now() - t, r.status];
    if (at === phase && samples[at]) samples[at][call ? 'call' : 'root'].push(sample);
    if (at === 'idle' && samples.idle.call.length === ${opts.idle}) parentPort.postMessage({ idleDone: true });
    await new Promise((r) => setTimeout(r, ${opts.pauseMs}));
  }
  parentPort.postMessage({ samples });
  up.close();
});
`;
}
