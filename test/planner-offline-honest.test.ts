import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { first, harness, sum } from './fixtures/planner/harness.js';

/**
 * An answer that may be a misreading says so and is not sure of itself (issue 30): nothing
 * found under conditions that cannot hold together, a figure per unit that was not computed,
 * a total asked of groups answered with a top row. And readings that now hold: an exclusion
 * written with "the ones in", a difference of two counts one of which the tool totals without
 * every row being read. Expected answers come from the demo APIs' data; wordings are our own.
 */
describe('offline planner: an answer that may be a misreading says so', function () {
  this.timeout(240_000);
  let stack: Stack;
  const { terr, crmAll, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  type Account = { id: string; state: string; revenue: number };

  it('nothing found under two conditions on one field is no confident "none"', async () => {
    const b = await chat('opportunities closing in Q1 2025 and in July');
    expect(first(b)).to.match(/^I am not sure of this answer: nothing matched .*close date is held to two things at once/);
    expect(b.metadata.confidence).to.be.at.most(0.5);
  });

  it('a common word taken as a word of a field the question did not name is said to be a guess', async () => {
    const b = await chat('how many new crm accounts do we have from 2023');
    expect(first(b)).to.match(/^I took "new" as a word of the address, a guess/);
    expect(b.metadata.confidence).to.be.at.most(0.5);
    // ("new" said of records added is no word of any field)
    const added = await chat('how many new crm accounts were created during 2023');
    expect(first(added)).to.match(/^There are \d+ accounts \(created at in 2023\)/);
    // a name found in a name field is no guess
    const named = await chat('is there a contact called zelda at any ohio account');
    expect(named.response).to.not.include('a guess');
  });

  it('a plain "none" still stands: a stated limit nothing passes', async () => {
    const b = await chat('my accounts with revenue over $900,000,000');
    expect(first(b)).to.match(/^No accounts matched/);
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
  });

  it('"per" that no plan divides or groups by is said not used', async () => {
    // (one record's figure per another of its figures is a ratio: planner-offline-choice.test.ts)
    const b = await chat('revenue per office for account 5');
    expect(first(b)).to.match(/^I could not use "per office" \(a figure per group or per unit\)/);
    expect(b.metadata.confidence).to.be.at.most(0.5);
    // (nor when a tool's parameter description happens to say "per": "results per page")
    const related = await chat('revenue per contact for account 5');
    expect(related.metadata.confidence).to.be.at.most(0.5);
    // and an average per record is one
    const avg = await chat('average revenue per account in my territory');
    expect(avg.metadata.confidence).to.be.greaterThan(0.5);
  });

  it('a total asked of groups is not answered with the top row as if sure', async () => {
    const b = await chat('which stage adds up to the most value');
    const confident = b.metadata.confidence > 0.5;
    if (confident) expect(b.data.reading?.plan ?? '').to.include('grouped by stage');
    else expect(first(b)).to.match(/^I could not use "adds up"/);
  });

  it('"excluding the ones in texas" excludes them', async () => {
    const rows = (await terr('/my-accounts')).accounts as Account[];
    const total = sum(rows.filter((a) => a.state !== 'TX').map((a) => a.revenue));
    const b = await chat('total revenue of my accounts excluding the ones in texas');
    expect(first(b)).to.include(`$${total.toLocaleString('en-US')}`);
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
  });

  it('how many more in one API than the other: a count the tool totals is the whole count', async () => {
    const crm = ((await crmAll('/accounts/')).items as { state: string | null }[]).filter((a) => a.state === 'CA').length;
    const own = ((await terr('/my-accounts')).accounts as Account[]).filter((a) => a.state === 'CA').length;
    const b = await chat('how many more accounts in california does the crm have than my territory');
    expect(first(b)).to.equal(`${Math.abs(crm - own)} ${crm >= own ? 'more' : 'fewer'}: ${crm} against ${own}.`);
  });

  it('a share of a quantity whose whole is said first: the whole is that quantity of those rows', async () => {
    const rows = ((await terr('/my-accounts')).accounts as Account[]).filter((a) => a.state === 'TX');
    const part = sum(rows.filter((a) => a.revenue > 5_000_000).map((a) => a.revenue));
    const pct = Math.round((part / sum(rows.map((a) => a.revenue))) * 1000) / 10;
    const b = await chat('of the revenue of my texas accounts, what percent comes from the ones over 5m');
    expect(first(b)).to.match(new RegExp(`^${pct}% of your revenue`));
  });

  it('a follow-up asking a share of their quantity weighs it over the previous rows', async () => {
    const rows = ((await terr('/my-accounts')).accounts as Account[]).filter((a) => a.state === 'CA');
    const part = sum(rows.filter((a) => a.revenue > 3_000_000).map((a) => a.revenue));
    const pct = Math.round((part / sum(rows.map((a) => a.revenue))) * 1000) / 10;
    await chat('my accounts in california', 'share-1');
    const b = await chat('what % of their total revenue comes from the ones over 3m', 'share-1');
    expect(first(b)).to.match(new RegExp(`^${pct}% of your revenue`));
  });

  it('"which of those have a CFO" after a list names those records, not the contacts found', async () => {
    const ca = ((await terr('/my-accounts')).accounts as (Account & { name: string })[]).filter((a) => a.state === 'CA');
    const having: string[] = [];
    for (const a of ca) {
      const contacts = (await terr(`/contacts?account_id=${a.id}`)).contacts as { job_title: string }[];
      if (contacts.some((c) => c.job_title === 'Chief Financial Officer')) having.push(a.name);
    }
    await chat('my accounts in california', 'which-1');
    const b = await chat('which of them have a cfo', 'which-1');
    expect(first(b)).to.match(new RegExp(`^${having.length} of the ${ca.length} accounts`));
    for (const name of having) expect(first(b)).to.include(name);
    expect((b.data.result as { name: string }[]).map((r) => r.name).sort()).to.deep.equal([...having].sort());
  });

  it('"how many X are there" after another question is a question of its own', async () => {
    const all = (await crmAll('/opportunities/')).items.length;
    await chat('total opportunity value by stage', 'own-1');
    const b = await chat('how many opportunities are there', 'own-1');
    expect(first(b)).to.equal(`There are ${all.toLocaleString('en-US')} opportunities.`);
  });

  it("a change refused before the question ('do not remove anything, just …') calls no write tool and answers the question", async () => {
    const leads = (await crmAll('/leads/')).items as { status: string }[];
    const b = await chat("don't remove anything, just tell me how many leads have status qualified");
    expect(b.data.calls.map((c: { tool: string }) => c.tool).filter((t: string) => /delete|update|create/.test(t))).to.deep.equal([]);
    expect(first(b)).to.include(`There are ${leads.filter((l) => l.status === 'qualified').length} leads`);
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
  });
});
