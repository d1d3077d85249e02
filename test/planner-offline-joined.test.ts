import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, money, sum, type Body } from './fixtures/planner/harness.js';
import { JOINED } from './fixtures/planner/messages.js';

/**
 * The offline planner on questions over one entity at the rows of another (contacts at my
 * accounts in Texas: a join by account id), a count over the opportunities of 245 accounts
 * (the list is read once and kept for their ids: nothing left uncounted), and totals over
 * every one of the 8,368 opportunities. Expected answers come from the APIs' data.
 */
describe('offline planner: joins from the accounts a message names, full reads', function () {
  this.timeout(120_000);
  let stack: Stack;
  const { terr, crmAll, check, scoreLine } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => {
    process.stdout.write(`\n      offline planner (joined): ${scoreLine()}\n`);
    await stack?.stop();
  });

  const first = (b: Body) => b.response.split('\n')[0]!;
  const inState = async (path: string, state: string) => ((await terr(path)).accounts as any[]).filter((a) => a.state === state);
  const contactsOf = async (accounts: any[]) =>
    (await Promise.all(accounts.map(async (a) => (await terr(`/contacts?account_id=${a.id}`)).contacts as any[]))).flat();

  /** The contacts of the accounts, every one, and the number of accounts stated first. */
  const contactsAt = (path: string, state: string) => async (b: Body) => {
    const accounts = await inState(path, state);
    const contacts = await contactsOf(accounts);
    expect(b.data.result.map((c: any) => c.id).sort()).to.deep.equal(contacts.map((c) => c.id).sort());
    expect(first(b)).to.include(`${contacts.length} contacts across ${accounts.length}`);
    expect(b.metadata.confidence).to.be.above(0.8);
  };
  const titlesAt = (state: string) => async (b: Body) => {
    const accounts = await inState('/my-accounts', state);
    const titles = [...new Set((await contactsOf(accounts)).map((c) => c.job_title))].sort();
    const got = b.data.result.map((r: any) => (typeof r === 'string' ? r : r.title));
    expect(got).to.deep.equal(titles);
    expect(first(b)).to.include(`${titles.length} job titles across ${accounts.length}`);
  };
  /** Europe's accounts exceed the join bound: the count covers the first ones and says so first. */
  /** The opportunities of every account in Europe (245 accounts: the list is read once and kept for their ids, none left out). */
  const europe = async (b: Body) => {
    const accounts = (await crmAll('/accounts/?region=Europe')).items;
    const ids = new Set(accounts.map((a) => a.id));
    const opps = (await crmAll('/opportunities/')).items.filter((o) => ids.has(o.account_id));
    expect(first(b)).to.not.match(/^Partial answer/);
    expect(first(b))
      .to.include(`${opps.length.toLocaleString('en-US')} opportunities`)
      .and.include(`${accounts.length} accounts`);
    expect(b.data.result.count).to.equal(opps.length);
  };
  /** A figure over the rows read (the page bound) opens by saying how many of how many. */
  /** A total over every opportunity (8,368: more than one read of 100 pages of 20): all are read, none capped. */
  const overAll = (key: 'total_value' | 'average_value') => async (b: Body) => {
    const all = await crmAll('/opportunities/');
    expect(b.data.result.count).to.equal(all.total);
    const values = all.items.map((o) => o.value);
    const expected = key === 'total_value' ? sum(values) : sum(values) / values.length;
    expect(b.data.result[key]).to.be.closeTo(expected, 1e-6);
    expect(first(b)).to.not.match(/^Over the first/);
    expect(first(b)).to.include(`over ${all.total.toLocaleString('en-US')} opportunities`);
    if (key === 'total_value') expect(first(b)).to.include(money(expected));
  };

  const expects: Record<string, (b: Body) => Promise<void>> = {
    contactsTexas: contactsAt('/my-accounts', 'TX'),
    contactsTexasLower: contactsAt('/my-accounts', 'TX'),
    contactsTexasPeople: contactsAt('/my-accounts', 'TX'),
    titlesCalifornia: titlesAt('CA'),
    titlesCalifornia2: titlesAt('CA'),
    contactsThirdNY: contactsAt('/third-party-accounts', 'NY'),
    contactsThirdNY2: contactsAt('/third-party-accounts', 'NY'),
    europeOpps: europe,
    europeOpps2: europe,
    totalValueAll: overAll('total_value'),
    averageValueAll: overAll('average_value'),
  };
  for (const [key, msg] of Object.entries(JOINED)) check(msg, (b) => expects[key]!(b));
});
