import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, type Body } from './fixtures/planner/harness.js';

/**
 * More question classes found by probing the planner (issue 15): two values of one parameter
 * read as either-or, groups ranked by their average (each group's average shown), counts by a
 * period of the rows' dates, the values of a field listed, a field of the top record asked with
 * "when", a record by id never fetched one by one when a list of that kind is at hand, and the
 * values a parameter takes when no tool lists them as records (campaigns).
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: either-or values, ranked averages, periods and field values', function () {
  this.timeout(180_000);
  let stack: Stack;
  const { crmAll, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  const lines = (b: Body) => b.response.split('\n');
  const n = (x: number) => x.toLocaleString('en-US');
  type Opp = { stage: string; value: number; close_date: string | null };
  const opps = async () => (await crmAll('/opportunities/')).items as Opp[];

  it('two values of one parameter are either-or', async () => {
    const want = (await opps()).filter((o) => o.stage === 'qualification' || o.stage === 'prospecting').length;
    expect(lines(await chat('count the deals in prospecting or qualification'))[0]).to.include(n(want));
  });

  it('groups ranked by their average show each average', async () => {
    const leads = (await crmAll('/leads/')).items as { source: string; score: number | null }[];
    const by = new Map<string, number[]>();
    for (const l of leads) if (l.score !== null) by.set(l.source, [...(by.get(l.source) ?? []), l.score]);
    const ranked = [...by].map(([k, xs]) => [k, xs.reduce((s, x) => s + x, 0) / xs.length] as const).sort((a, b) => b[1] - a[1]);
    const b = await chat('the 2 best lead sources by average score');
    expect(lines(b)[0]!.startsWith(ranked[0]![0])).to.equal(true);
    expect(b.response).to.include(`${ranked[1]![0]}: `);
    expect(b.response).to.include(`average score ${Math.round(ranked[1]![1] * 100) / 100}`);
  });

  it("counts by the month of the rows' dates", async () => {
    const in2025 = (await opps()).filter((o) => (o.close_date ?? '').startsWith('2025-03')).length;
    const b = await chat('how many opportunities close in 2025, by month?');
    expect(
      lines(b).some((l) => l.startsWith(`- March 2025: ${n(in2025)}`)),
      b.response,
    ).to.equal(true);
  });

  it('the values of a field, listed', async () => {
    const contacts = (await crmAll('/contacts/')).items as { department: string | null }[];
    const departments = new Set(contacts.map((c) => c.department).filter(Boolean));
    const line = lines(await chat('show me the departments'))[0]!;
    expect(line).to.include(`${departments.size} distinct department values`);
  });

  it('"when" asks for the date of the record found, read from the list (not one by one)', async () => {
    const top = (await opps()).sort((a, b) => b.value - a.value)[0]!;
    const b = await chat('when is the largest deal expected to close?');
    expect(lines(b)[0]).to.include(`close date is ${top.close_date}`);
    expect(b.data.calls.every((c) => c.tool === 'crm_list_opportunities')).to.equal(true);
  });

  it('the values a parameter takes, when no tool lists them as records', async () => {
    const b = await chat('which campaigns are available?');
    expect(lines(b)[0]).to.match(/^There are 2 campaigns: Tech Transformation \(.+\) and High Value Outreach \(.+\)/);
    expect(b.data.calls).to.have.length(0);
  });
});
