import { createServer } from 'node:http';
import { createTerritoryApp } from '../src/territory/server.js';
import { createLogger, listen } from '../src/http/index.js';
import { load, round, type Bench } from './lib.js';

const REQUESTS = 50_000;
const CONNECTIONS = 64;

export const bench: Bench = {
  name: 'territory',
  params:
    `GET /my-accounts, autocannon ${CONNECTIONS} connections, ${REQUESTS} requests; ` + `baseline: bare node:http returning the same bytes`,
  async run() {
    const logger = createLogger('bench', 'silent');
    const ours = await listen(createTerritoryApp({ logger, logRequests: false }), { host: '127.0.0.1', port: 0, logger });
    const bytes = Buffer.from(await (await fetch(`${ours.url}/my-accounts`)).arrayBuffer());
    const bare = await listen(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
        res.end(bytes);
      },
      { host: '127.0.0.1', port: 0, logger },
    );
    void createServer;
    try {
      await load(`${bare.url}/my-accounts`, { connections: CONNECTIONS, amount: 2000 });
      await load(`${ours.url}/my-accounts`, { connections: CONNECTIONS, amount: 2000 });
      const b = await load(`${bare.url}/my-accounts`, { connections: CONNECTIONS, amount: REQUESTS });
      const o = await load(`${ours.url}/my-accounts`, { connections: CONNECTIONS, amount: REQUESTS });
      const ratio = round(o.rps / b.rps);
      return [
        {
          metric: '/my-accounts throughput',
          value: round(o.rps, 0),
          unit: 'req/s',
          baseline: { label: 'bare node:http', value: round(b.rps, 0) },
          ratio,
          target: 'ratio >= 0.7',
          met: ratio >= 0.7 && o.errors === 0 && o.non2xx === 0,
        },
        {
          metric: '/my-accounts p99 latency',
          value: o.p99,
          unit: 'ms',
          baseline: { label: 'bare node:http', value: b.p99 },
          target: 'reported',
          met: true,
        },
      ];
    } finally {
      await ours.close();
      await bare.close();
    }
  },
};
