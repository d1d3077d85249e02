import { join } from 'node:path';
import { createCrmService } from '../src/crm/server.js';
import { createLogger, listen } from '../src/http/index.js';
import { Executor, RequestSchema } from '../src/demo/query/index.js';
import { directToolBox, openApiTools } from '../test/fixtures/planner/openapi-toolbox.js';
import { tempHome } from '../test/helpers/home.js';
import { percentile, round, type Bench } from './lib.js';

const RUNS = 7;

/**
 * The query layer's cost beside the reads it needs: a group-by over every one of the CRM's
 * opportunities (sum, count, average per stage, open deals only), timed as its reads (every
 * page through a tool box, in-process CRM) and, over the same rows already read, the
 * executor's own work. The figure that matters is the ratio: what computing adds to reading.
 */
export const bench: Bench = {
  name: 'query',
  params:
    `query layer: group-by (where, group, 3 aggregates, sort) over every CRM opportunity, ${RUNS} runs; read = every page of ` +
    'crm_list_opportunities; executor = the same request over the rows already read',
  async run() {
    const logger = createLogger('bench', 'silent');
    const home = tempHome('agent-bench-query-');
    const crm = await createCrmService({ dbPath: join(home.dir, 'crm.db'), logger });
    const running = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger });
    try {
      const tools = directToolBox([{ name: 'crm', url: running.url, tools: await openApiTools('crm', running.url) }]);
      const request = RequestSchema.parse({
        from: { tool: 'crm_list_opportunities' },
        steps: [
          { where: { field: 'stage', op: 'not_in', values: ['closed-won', 'closed-lost'] } },
          {
            group: {
              by: ['stage'],
              aggs: [{ op: 'sum', field: 'value', as: 'pipeline' }, { op: 'count' }, { op: 'avg', field: 'probability' }],
            },
          },
          { sort: [{ field: 'pipeline', dir: 'desc' }] },
        ],
      });
      const reads: number[] = [];
      const execs: number[] = [];
      let rows = 0;
      for (let run = 0; run <= RUNS; run++) {
        const executor = new Executor({ tools, call: { sessionId: 'bench', signal: new AbortController().signal } });
        const t0 = performance.now();
        const first = await executor.run(request);
        const t1 = performance.now();
        // the same request again: every source is in the executor's cache, so this is the computing alone
        await executor.run(request);
        const t2 = performance.now();
        rows = first.read;
        if (run === 0) continue;
        reads.push(t1 - t0 - (t2 - t1));
        execs.push(t2 - t1);
      }
      const read = round(percentile(reads, 50));
      const exec = round(percentile(execs, 50));
      return [
        {
          metric: `read every page (${rows.toLocaleString('en-US')} opportunities), p50`,
          value: read,
          unit: 'ms',
          target: 'reported',
          met: true,
        },
        {
          metric: 'executor: where + group-by + 3 aggregates + sort over them, p50 (beyond the reads)',
          value: exec,
          unit: 'ms',
          baseline: { label: 'reading the pages', value: read },
          ratio: round(exec / read),
          target: '<= 0.25 of the read (computing adds little to reading)',
          met: exec / read <= 0.25,
        },
      ];
    } finally {
      await running.close();
      await crm.close();
      home.remove();
    }
  },
};
