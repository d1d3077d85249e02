import { expect } from 'chai';
import { offlinePlanner, type Body } from './fixtures/planner/harness.js';

/**
 * More question classes found by probing the planner (issue 15): two values of one parameter
 * read as either-or, groups ranked by their average (each group's average shown), counts by a
 * period of the rows' dates, the values of a field listed, a field of the top record asked with
 * "when", a record by id never fetched one by one when a list of that kind is at hand, and the
 * values a parameter takes when no tool lists them as records (campaigns), a bound written
 * after its field with small words between ("a score of at least 80"), "most recently", and a
 * yes/no question that bounds the number of rows found, and a period that dates the asked
 * records (deals closing), not the accounts they are read through; a company name no API
 * holds, written after a value the message also names ("the CTO of Hooli"), is said not found;
 * a count word is no value ("which two regions") and a year is no part of a group's field
 * ("which month in 2025").
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: either-or values, ranked averages, periods and field values', function () {
  const { crmAll, chat } = offlinePlanner(this);

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

  it('a bound after its field with small words between', async () => {
    const leads = (await crmAll('/leads/')).items as { source: string; score: number | null }[];
    const want = leads.filter((l) => l.source === 'Webinar' && (l.score ?? 0) >= 75).length;
    expect(lines(await chat('how many webinar leads have a score of at least 75'))[0]).to.include(`${want} leads`);
  });

  it('"most recently" orders by the date a record was made', async () => {
    const leads = (await crmAll('/leads/')).items as { first_name: string; last_name: string; created_at: string }[];
    const last = leads.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(lines(await chat('which lead was most recently created?'))[0]).to.include(`${last.first_name} ${last.last_name}`);
  });

  it('a yes/no question bounding the number of rows found answers from that number', async () => {
    const accounts = (await crmAll('/accounts/')).items as { id: number; name: string }[];
    const opps = (await crmAll('/opportunities/')).items as { account_id: number }[];
    const acct = accounts.find((a) => /^[A-Za-z]+ (?:Inc|LLC|Group)$/.test(a.name))!;
    const n = opps.filter((o) => o.account_id === acct.id).length;
    const line = lines(await chat(`does ${acct.name} have more than ${n} opportunities?`))[0]!;
    expect(line.startsWith(`No (${n} found`), line).to.equal(true);
  });

  it('a period dates the asked records, not the accounts they are read through', async () => {
    const accounts = (await crmAll('/accounts/')).items as { id: number; region: string }[];
    const europe = new Set(accounts.filter((a) => a.region === 'Europe').map((a) => a.id));
    const all = (await crmAll('/opportunities/')).items as (Opp & { account_id: number })[];
    const want = all.filter(
      (o) => europe.has(o.account_id) && o.stage === 'closed-won' && (o.close_date ?? '').startsWith('2025-0'),
    ).length;
    const line = lines(await chat('how many deals did we win in europe between january and september 2025'))[0]!;
    expect(line).to.include(`${want} opportunities`);
  });

  it('a company name no API holds is said not found, not answered for every row', async () => {
    for (const m of ['who is the CTO of Hooli', 'list the CFOs at Vandelay Industries Inc']) {
      const b = await chat(m);
      expect(lines(b)[0], m).to.match(/^I couldn't find a record named "(?:Hooli|Vandelay Industries Inc)"/);
    }
  });

  it('"which two regions" asks for two groups; "which month in 2025" groups by month', async () => {
    const all = await opps();
    const accounts = (await crmAll('/accounts/')).items as { id: number; region: string }[];
    const regionOf = new Map(accounts.map((a) => [a.id, a.region]));
    const regions = new Map<string, number>();
    for (const o of all as (Opp & { account_id: number })[]) {
      const r = regionOf.get(o.account_id)!;
      regions.set(r, (regions.get(r) ?? 0) + 1);
    }
    const [first] = [...regions].sort((a, b) => b[1] - a[1])[0]!;
    const b = await chat('which two regions have the most opportunities?');
    expect(lines(b)[0]!.startsWith(`${first} has the most opportunities`), lines(b)[0]).to.equal(true);
    const months = new Map<string, number>();
    for (const o of all)
      if ((o.close_date ?? '').startsWith('2024')) months.set(o.close_date!.slice(0, 7), (months.get(o.close_date!.slice(0, 7)) ?? 0) + 1);
    const [, count] = [...months].sort((a, b) => b[1] - a[1])[0]!;
    expect(lines(await chat('which month in 2024 had the most deals closing?'))[0])
      .to.include(`2024 has the most opportunities`)
      .and.include(`${count} of`);
  });
});
