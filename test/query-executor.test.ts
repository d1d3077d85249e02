import { expect } from 'chai';
import { effectiveCapabilities } from '../src/modes/capabilities.js';
import { ToolLayer } from '../src/demo/tools/layer.js';
import type { ToolBox } from '../src/demo/tools/types.js';
import { Executor, MemoryResults, QueryError, RequestSchema, explain, type Request } from '../src/demo/query/index.js';
import { tempHome } from './helpers/home.js';
import { quietLogger } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

type Row = Record<string, any>;

/** Every page of a CRM list, read directly from the API (the expected values' own source). */
async function crmAll(base: string, resource: string): Promise<Row[]> {
  const out: Row[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await (await fetch(`${base}/${resource}/?skip=${skip}&limit=100`)).json()) as { items: Row[]; total: number };
    out.push(...page.items);
    if (out.length >= page.total || page.items.length === 0) return out;
  }
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const avg = (xs: number[]) => sum(xs) / xs.length;

describe('the query layer: every operator of the plan language over both demo APIs (results checked against the APIs)', function () {
  this.timeout(120_000);
  let stack: Stack;
  let layer: ToolLayer;
  let tools: ToolBox;
  const home = tempHome('agent-query-');
  const results = new MemoryResults();
  const exec = (sessionId = 's1', extra: Partial<ConstructorParameters<typeof Executor>[0]> = {}) =>
    new Executor({ tools, call: { sessionId, signal: new AbortController().signal }, results, ...extra });
  const run = (q: Request, sessionId?: string) => exec(sessionId).run(RequestSchema.parse(q));
  let opps: Row[];
  let accounts: Row[];
  let mine: Row[];
  let third: Row[];
  let contacts: Row[];

  before(async () => {
    stack = await startStack({ mode: 'api', noDemo: true, settingsOverrides: { api_mode: { cache_enabled: false } } });
    layer = new ToolLayer({
      settings: stack.settings,
      registryUrl: stack.registryUrl,
      logger: quietLogger,
      dataDir: home.dir,
      logsDir: home.dir,
      secrets: () => [],
    });
    tools = await layer.forChat(effectiveCapabilities('api', stack.settings.api_mode));
    opps = await crmAll(stack.crmUrl, 'opportunities');
    accounts = await crmAll(stack.crmUrl, 'accounts');
    mine = ((await (await fetch(`${stack.territoryUrl}/my-accounts`)).json()) as { accounts: Row[] }).accounts;
    third = ((await (await fetch(`${stack.territoryUrl}/third-party-accounts`)).json()) as { accounts: Row[] }).accounts;
    contacts = ((await (await fetch(`${stack.territoryUrl}/contacts`)).json()) as { contacts: Row[] }).contacts;
  });
  after(async () => {
    await layer?.close();
    await stack?.stop();
    home.remove();
  });

  it('a tool source is read to its last page: a group-by over all 8,000+ opportunities (sum, count, avg, median, min, max)', async () => {
    const r = await run({
      from: { tool: 'crm_list_opportunities' },
      steps: [
        {
          group: {
            by: ['stage'],
            aggs: [
              { op: 'sum', field: 'value', as: 'total' },
              { op: 'count' },
              { op: 'avg', field: 'value' },
              { op: 'median', field: 'value' },
              { op: 'min', field: 'value' },
              { op: 'max', field: 'value' },
            ],
          },
        },
        { sort: [{ field: 'total', dir: 'desc' }] },
      ],
    });
    expect(r.complete).to.equal(true);
    expect(r.read).to.equal(opps.length);
    const stages = [...new Set(opps.map((o) => o.stage))];
    expect(r.rows).to.have.length(stages.length);
    for (const g of r.rows) {
      const vals = opps.filter((o) => o.stage === g.stage).map((o) => o.value as number);
      const sorted = [...vals].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      expect(g.total).to.be.closeTo(sum(vals), 1e-6);
      expect(g.count).to.equal(vals.length);
      expect(g.avg_value).to.be.closeTo(avg(vals), 1e-6);
      expect(g.median_value).to.equal(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2);
      expect(g.min_value).to.equal(Math.min(...vals));
      expect(g.max_value).to.equal(Math.max(...vals));
    }
    expect(r.rows.map((g) => g.total)).to.deep.equal([...r.rows.map((g) => g.total)].sort((a, b) => b - a));
  });

  it('where: comparisons, membership, text, ranges, empty, same value by initials, all/any/not, and a computed bound', async () => {
    const check = async (where: unknown, expected: Row[], from = 'crm_list_opportunities') => {
      const r = await run({ from: { tool: from }, steps: [{ where } as never] });
      expect(
        r.rows.map((x) => x.id).sort((a, b) => a - b),
        JSON.stringify(where),
      ).to.deep.equal(expected.map((x) => x.id).sort((a, b) => a - b));
    };
    const open = ['prospecting', 'qualification', 'proposal', 'negotiation'];
    await check(
      { field: 'stage', op: 'eq', value: 'Closed-Won' },
      opps.filter((o) => o.stage === 'closed-won'),
    );
    await check(
      { field: 'stage', op: 'ne', value: 'closed-won' },
      opps.filter((o) => o.stage !== 'closed-won'),
    );
    await check(
      { field: 'value', op: 'gt', value: 500000 },
      opps.filter((o) => o.value > 500000),
    );
    await check(
      { field: 'value', op: 'lte', value: 20000 },
      opps.filter((o) => o.value <= 20000),
    );
    await check(
      { field: 'stage', op: 'in', values: open },
      opps.filter((o) => open.includes(o.stage)),
    );
    await check(
      { field: 'stage', op: 'not_in', values: ['closed-won', 'closed-lost'] },
      opps.filter((o) => open.includes(o.stage)),
    );
    await check(
      { field: 'close_date', op: 'between', from: '2025-01-01', to: '2025-04-01', to_exclusive: true },
      opps.filter((o) => o.close_date >= '2025-01-01' && o.close_date < '2025-04-01'),
    );
    await check(
      { field: 'name', op: 'contains', text: 'RENEWAL' },
      opps.filter((o) => o.name.toLowerCase().includes('renewal')),
    );
    await check(
      { field: 'name', op: 'not_contains', text: 'renewal' },
      opps.filter((o) => !o.name.toLowerCase().includes('renewal')),
    );
    await check(
      { all: [{ field: 'stage', op: 'eq', value: 'negotiation' }, { not: { field: 'value', op: 'lt', value: 100000 } }] },
      opps.filter((o) => o.stage === 'negotiation' && o.value >= 100000),
    );
    await check(
      {
        any: [
          { field: 'stage', op: 'eq', value: 'proposal' },
          { field: 'probability', op: 'gte', value: 0.9 },
        ],
      },
      opps.filter((o) => o.stage === 'proposal' || o.probability >= 0.9),
    );
    const mean = avg(opps.map((o) => o.value));
    await check(
      { field: 'value', op: 'gt', value: { agg: { op: 'avg', field: 'value' } } },
      opps.filter((o) => o.value > mean),
    );
    await check(
      { field: 'website', op: 'empty' },
      accounts.filter((a) => !a.website),
      'crm_list_accounts',
    );
    await check(
      { field: 'name', op: 'starts_with', text: 'kub' },
      accounts.filter((a) => a.name.toLowerCase().startsWith('kub')),
      'crm_list_accounts',
    );
    const byWord = (t: string) => (a: Row) =>
      a.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((w: string) => w.startsWith(t));
    await check({ field: 'name', op: 'has_word', text: 'and' }, accounts.filter(byWord('and')), 'crm_list_accounts');
    // the last word of the field, never the end of a longer word ("Sons" of "and Sons", not "Parsons")
    const lastWord = (t: string) => (a: Row) =>
      a.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .at(-1) === t;
    const sons = accounts.filter(lastWord('sons'));
    expect(sons.length).to.be.greaterThan(0);
    await check({ field: 'name', op: 'ends_with_word', text: 'Sons' }, sons, 'crm_list_accounts');
    const vp = await run({
      from: { tool: 'territory_get_contacts' },
      steps: [{ where: { field: 'job_title', op: 'same', value: 'VP of Sales' } }],
    });
    expect(vp.rows.map((c) => c.id).sort()).to.deep.equal(
      contacts
        .filter((c) => c.job_title === 'Vice President of Sales')
        .map((c) => c.id)
        .sort(),
    );
  });

  it('join across the two APIs on a value, exists and its negation (accounts that never had a won deal), derive, distinct', async () => {
    // territory accounts with the number of CRM accounts in their state
    const r = await run({
      from: { tool: 'territory_get_my_accounts' },
      steps: [
        {
          join: {
            with: {
              query: {
                from: { tool: 'crm_list_accounts' },
                steps: [{ group: { by: ['state'], aggs: [{ op: 'count', as: 'crm_accounts' }] } }],
              },
            },
            on: { left: 'state', right: 'state' },
            fields: ['crm_accounts'],
          },
        },
        { select: ['name', 'state', 'crm_accounts'] },
      ],
    });
    const crmByState = (s: string) => accounts.filter((a) => a.state === s).length;
    expect(r.rows.length).to.equal(mine.filter((a) => crmByState(a.state) > 0).length);
    for (const row of r.rows) expect(row.crm_accounts).to.equal(crmByState(row.state));

    const won = new Set(opps.filter((o) => o.stage === 'closed-won').map((o) => o.account_id));
    // accounts that have (or never had, or had at least some number of) a won deal
    const withWon = (also: { negate?: boolean; count?: { op: 'gte'; value: number } } = {}) =>
      run({
        from: { tool: 'crm_list_accounts' },
        steps: [
          {
            exists: {
              in: { tool: 'crm_list_opportunities' },
              on: { left: 'id', right: 'account_id' },
              where: { field: 'stage', op: 'eq', value: 'closed-won' },
              ...also,
            },
          },
        ],
      });
    const never = await withWon({ negate: true });
    expect(never.rows.map((a) => a.id).sort((a, b) => a - b)).to.deep.equal(accounts.filter((a) => !won.has(a.id)).map((a) => a.id));
    const ever = await withWon();
    expect(ever.rows.length + never.rows.length).to.equal(accounts.length);
    // "accounts with at least 3 won deals": exists with a number of matches
    const wins = new Map<number, number>();
    for (const o of opps) if (o.stage === 'closed-won') wins.set(o.account_id, (wins.get(o.account_id) ?? 0) + 1);
    const three = await withWon({ count: { op: 'gte', value: 3 } });
    expect(three.rows.map((a) => a.id).sort((a, b) => a - b)).to.deep.equal(
      accounts.filter((a) => (wins.get(a.id) ?? 0) >= 3).map((a) => a.id),
    );
    expect(three.rows.length).to.be.greaterThan(0);

    const per = await run({
      from: { tool: 'crm_list_accounts' },
      steps: [
        { where: { field: 'employee_count', op: 'gt', value: 0 } },
        { derive: { name: 'per_head', expr: { op: 'div', args: ['annual_revenue', 'employee_count'] } } },
        { sort: [{ field: 'per_head', dir: 'desc' }] },
        { limit: 1 },
      ],
    });
    const best = accounts
      .filter((a) => a.employee_count > 0)
      .sort((a, b) => b.annual_revenue / b.employee_count - a.annual_revenue / a.employee_count)[0]!;
    expect(per.rows[0]!.id).to.equal(best.id);
    const quarters = await run({
      from: { tool: 'crm_list_opportunities' },
      steps: [{ derive: { name: 'q', expr: { period: 'quarter', of: 'close_date' } } }, { distinct: ['q'] }],
    });
    expect(quarters.rows.map((x) => x.q)).to.include('Q1 2025');
    // a category written inside a name: the part after its last separator, or before its first
    const kinds = await run({
      from: { tool: 'crm_list_opportunities' },
      steps: [
        { derive: { name: 'kind', expr: { part: 'after', of: 'name', sep: ' - ' } } },
        { group: { by: ['kind'], aggs: [{ op: 'count' }] } },
      ],
    });
    const byKind = new Map<string, number>();
    for (const o of opps) byKind.set(o.name.split(' - ').at(-1), (byKind.get(o.name.split(' - ').at(-1)) ?? 0) + 1);
    expect(Object.fromEntries(kinds.rows.map((x) => [x.kind, x.count]))).to.deep.equal(Object.fromEntries(byKind));
    const first = await run({
      from: { tool: 'crm_list_opportunities' },
      steps: [{ derive: { name: 'account', expr: { part: 'before', of: 'name', sep: ' - ' } } }, { limit: 1 }],
    });
    expect(first.rows[0]!.account).to.equal(first.rows[0]!.name.split(' - ')[0]);
    expect(
      explain({ from: { tool: 'x' }, steps: [{ derive: { name: 'kind', expr: { part: 'after', of: 'name', sep: ' - ' } } }] }),
    ).to.include('the part of name after " - "');
    const titles = await run({ from: { tool: 'territory_get_contacts' }, steps: [{ distinct: ['job_title'] }] });
    expect(titles.rows.map((x) => x.job_title)).to.deep.equal([...new Set(contacts.map((c) => c.job_title))].sort());
  });

  it('set operations (difference, intersection, union of keys), rank of a named row, sort with offset, select', async () => {
    const diff = await run({
      from: { query: { from: { tool: 'territory_get_third_party_accounts' }, steps: [{ distinct: ['state'] }] } },
      steps: [{ difference: { with: { tool: 'territory_get_my_accounts' }, on: { left: 'state', right: 'state' } } }],
    });
    const mineStates = new Set(mine.map((a) => a.state));
    expect(diff.rows.map((x) => x.state)).to.deep.equal([...new Set(third.map((a) => a.state))].filter((s) => !mineStates.has(s)).sort());
    const both = await run({
      from: { query: { from: { tool: 'territory_get_third_party_accounts' }, steps: [{ distinct: ['state'] }] } },
      steps: [{ intersect: { with: { tool: 'territory_get_my_accounts' }, on: { left: 'state', right: 'state' } } }],
    });
    expect(both.rows.length + diff.rows.length).to.equal(new Set(third.map((a) => a.state)).size);
    const all = await run({
      from: { tool: 'territory_get_my_accounts' },
      steps: [{ union: { with: { tool: 'territory_get_third_party_accounts' }, key: 'id' } }],
    });
    expect(all.rows).to.have.length(mine.length + third.length);
    const target = [...mine].sort((a, b) => b.revenue - a.revenue)[6]!;
    const rank = await run({
      from: { tool: 'territory_get_my_accounts' },
      steps: [{ rank: { field: 'revenue', dir: 'desc', where: { field: 'name', op: 'eq', value: target.name } } }],
    });
    expect(rank.rows[0]).to.include({ name: target.name, rank: 7, of: mine.length });
    const page = await run({
      from: { tool: 'territory_get_my_accounts' },
      steps: [{ sort: [{ field: 'revenue', dir: 'asc' }] }, { limit: 3, offset: 2 }, { select: ['name'] }],
    });
    expect(page.rows).to.deep.equal(
      [...mine]
        .sort((a, b) => a.revenue - b.revenue)
        .slice(2, 5)
        .map((a) => ({ name: a.name })),
    );
  });

  it('arithmetic between results: a share of a sum with an explicit whole, the gap of two averages, a rate over closed deals', async () => {
    const share = await run({
      compute: 'share',
      left: {
        agg: { op: 'sum', field: 'revenue' },
        of: { query: { from: { tool: 'territory_get_my_accounts' }, steps: [{ where: { field: 'state', op: 'eq', value: 'CA' } }] } },
      },
      right: { agg: { op: 'sum', field: 'revenue' }, of: { tool: 'territory_get_my_accounts' } },
    });
    expect(share.value).to.be.closeTo(
      (sum(mine.filter((a) => a.state === 'CA').map((a) => a.revenue)) / sum(mine.map((a) => a.revenue))) * 100,
      1e-9,
    );
    const gap = await run({
      compute: 'difference',
      left: { agg: { op: 'avg', field: 'revenue' }, of: { tool: 'territory_get_my_accounts' } },
      right: { agg: { op: 'avg', field: 'revenue' }, of: { tool: 'territory_get_third_party_accounts' } },
    });
    expect(gap.value).to.be.closeTo(avg(mine.map((a) => a.revenue)) - avg(third.map((a) => a.revenue)), 1e-6);
    const closed = { field: 'stage', op: 'in', values: ['closed-won', 'closed-lost'] } as const;
    const rate = await run({
      compute: 'share',
      left: { agg: { op: 'count', where: { field: 'stage', op: 'eq', value: 'closed-won' } }, of: { tool: 'crm_list_opportunities' } },
      right: { agg: { op: 'count', where: closed }, of: { tool: 'crm_list_opportunities' } },
    });
    const w = opps.filter((o) => o.stage === 'closed-won').length;
    expect(rate.value).to.be.closeTo((w / opps.filter((o) => ['closed-won', 'closed-lost'].includes(o.stage)).length) * 100, 1e-9);
    expect(explain(RequestSchema.parse({ compute: 'ratio', left: 1, right: 2 }))).to.equal('1 divided by 2');
  });

  it('results are kept as handles that later requests read; bounds end in a partial result that says what was left out', async () => {
    const first = await run(
      { from: { tool: 'crm_list_opportunities' }, steps: [{ where: { field: 'stage', op: 'eq', value: 'negotiation' } }] },
      'h',
    );
    expect(first.handle).to.equal('r1');
    const again = await run({ from: { handle: 'r1' }, steps: [{ group: { by: [], aggs: [{ op: 'sum', field: 'value' }] } }] }, 'h');
    expect(again.value).to.be.closeTo(sum(opps.filter((o) => o.stage === 'negotiation').map((o) => o.value)), 1e-6);
    expect(again.handle).to.equal('r2');
    const bounded = await exec('b', { maxPages: 3 }).run(RequestSchema.parse({ from: { tool: 'crm_list_opportunities' } }));
    expect(bounded.complete).to.equal(false);
    expect(bounded.rows).to.have.length(300);
    expect(bounded.partial[0]).to.include(`only the first 300 of ${opps.length.toLocaleString('en-US')} rows of crm_list_opportunities`);
  });

  it('a query only reads: a write tool, an unknown tool or handle is a clear QueryError', async () => {
    for (const [q, says] of [
      [{ from: { tool: 'crm_delete_account', args: { account_id: 1 } } }, 'changes data'],
      [{ from: { tool: 'nope_list' } }, "'nope_list' is not one of the tools"],
      [{ from: { handle: 'r99' } }, "no result 'r99'"],
    ] as const) {
      const err = await run(q as Request, 'e').catch((e: Error) => e);
      expect(err).to.be.instanceOf(QueryError);
      expect((err as QueryError).status).to.equal(422);
      expect((err as Error).message).to.include(says);
    }
    expect((await getAccount(stack.crmUrl, 1)).status).to.equal(200);
    expect(RequestSchema.safeParse({ from: { tool: 'a', handle: 'r1' } }).success).to.equal(false);
  });
});

const getAccount = (base: string, id: number) => fetch(`${base}/accounts/${id}`);
