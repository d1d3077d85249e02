import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, money, sum, type Body } from './fixtures/planner/harness.js';
import { MORE } from './fixtures/planner/messages.js';

/**
 * More natural questions for the offline planner (api mode, real registry and demo APIs):
 * ranked lists, aggregates whose rows show the aggregated field, ids written as
 * "account 42", title abbreviations (CEO, VP of Sales). Expected answers come from the
 * APIs' own data.
 */
describe('offline planner: more natural questions', function () {
  this.timeout(120_000);
  let stack: Stack;
  const { terr, crm, crmAll, check, scoreLine, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => {
    process.stdout.write(`\n      offline planner (more): ${scoreLine()}\n`);
    await stack?.stop();
  });

  const first = (b: Body) => b.response.split('\n')[0]!;
  const max = () => stack.settings.demo.max_results;
  const byDesc = (field: string) => (x: any, y: any) => y[field] - x[field];
  const mine = async () => (await terr('/my-accounts')).accounts as any[];
  const titled = async (account: string, title: string) =>
    ((await terr(`/contacts?account_id=${account}`)).contacts as any[]).filter((c) => c.job_title === title);

  /** A ranked answer: the first row named with its value, then the top rows, each showing the ranked field. */
  const ranked = (b: Body, rows: any[], field: string, label: string, shown: (v: number) => string, k: number) => {
    const top = [...rows].sort(byDesc(field)).slice(0, k);
    expect(first(b)).to.include(top[0].name).and.include(shown(top[0][field]));
    expect(b.data.result.map((r: any) => r[field])).to.deep.equal(top.map((r) => r[field]));
    for (const r of b.data.result) expect(b.response).to.include(`${label}: ${shown(r[field])}`);
  };
  const employees = (rows: any[]) => (b: Body) =>
    ranked(b, rows, 'employee_count', 'employee count', (n) => n.toLocaleString('en-US'), max());
  const negotiationTop5 = async (b: Body) =>
    ranked(b, (await crmAll('/opportunities/?stage=negotiation')).items, 'value', 'value', money, 5);
  const account42Total = async (b: Body) => {
    const opps = (await crmAll('/opportunities/?account_id=42')).items;
    expect(b.data.result.total_value).to.equal(sum(opps.map((o) => o.value)));
    expect(b.data.calls.every((c) => c.args.account_id === 42)).to.equal(true);
  };
  /** "who is the <title> at <account>": the contacts with that title, or a plain "has no". */
  const titledAt =
    (account: string, title: string, show: (c: any) => string = (c) => c.name) =>
    async (b: Body) => {
      const people = await titled(account, title);
      if (people.length === 0) expect(first(b)).to.equal(`${account} has no ${title} among its contacts.`);
      for (const c of people) expect(first(b)).to.include(show(c));
      expect(b.metadata.confidence).to.be.above(0.5);
    };

  const expects: Record<string, (b: Body) => Promise<void>> = {
    europeEmployees: async (b) => employees((await crmAll('/accounts/?region=Europe')).items)(b),
    europeCompanies: async (b) => employees((await crmAll('/accounts/?region=Europe')).items)(b),
    apacAverage: async (b) => {
      const rows = (await crmAll('/accounts/?region=Asia%20Pacific')).items;
      expect(b.data.result.average_annual_revenue).to.be.closeTo(sum(rows.map((a) => a.annual_revenue)) / rows.length, 1e-6);
      for (const a of b.data.result.rows.slice(0, max()))
        expect(b.response).to.include(`(${a.id}) — annual revenue: ${money(a.annual_revenue)}`);
    },
    top5Negotiation: negotiationTop5,
    biggestDeals: negotiationTop5,
    account42Value: account42Total,
    account42Hash: account42Total,
    account42Id: account42Total,
    ceoAcc7: titledAt('acc_7', 'Chief Executive Officer'),
    ctoAcc7: titledAt('acc_7', 'Chief Technology Officer'),
    vpAcc6: titledAt('acc_6', 'Vice President of Sales'),
    cfoEmailAcc3: titledAt('acc_3', 'Chief Financial Officer', (c) => c.email),
    vpSales: async (b) => {
      const vps = (await terr('/contacts?job_title=Vice%20President%20of%20Sales')).contacts;
      expect(first(b)).to.include(`${vps.length} contacts`);
      expect(b.data.result.map((c: any) => c.id)).to.deep.equal(vps.map((c: any) => c.id));
    },
    opps42Count: async (b) => expect(b.data.result.count).to.equal((await crm('/opportunities/?account_id=42&limit=1')).total),
    crmContacts17: async (b) =>
      expect(b.data.result.map((c: any) => c.id)).to.deep.equal((await crmAll('/contacts/?account_id=17')).items.map((c) => c.id)),
    avgDealProposal: async (b) => {
      const values = (await crmAll('/opportunities/?stage=proposal')).items.map((o) => o.value);
      expect(b.data.result.average_value).to.be.closeTo(sum(values) / values.length, 1e-6);
    },
    top3Leads: async (b) =>
      ranked(
        b,
        (await crmAll('/leads/')).items.map((l) => ({ ...l, name: `${l.first_name} ${l.last_name}` })),
        'score',
        'score',
        String,
        3,
      ),
    referralLeads: async (b) =>
      expect(b.data.result.count).to.equal((await crmAll('/leads/')).items.filter((l) => l.source === 'Referral').length),
    industries: async (b) =>
      expect(b.data.result).to.deep.equal([...new Set((await crmAll('/accounts/')).items.map((a) => a.industry))].sort()),
    closedWonValue: async (b) =>
      expect(b.data.result.total_value).to.equal(sum((await crmAll('/opportunities/?stage=closed-won')).items.map((o) => o.value))),
    northAmericaTop: async (b) => {
      const top = (await crmAll('/accounts/?region=North%20America')).items.sort(byDesc('annual_revenue'))[0];
      expect(b.data.result.annual_revenue).to.equal(top.annual_revenue);
      expect(first(b)).to.include(money(top.annual_revenue));
    },
    smallest3Mine: async (b) =>
      expect(b.data.result.map((a: any) => a.id)).to.deep.equal(
        (await mine())
          .sort((x, y) => x.revenue - y.revenue)
          .slice(0, 3)
          .map((a) => a.id),
      ),
    employees17: async (b) =>
      expect(first(b)).to.include(`employee count is ${(await crm('/accounts/17')).employee_count.toLocaleString('en-US')}`),
    germanyEmployees: async (b) => employees((await crmAll('/accounts/')).items.filter((a) => a.country === 'Germany'))(b),
    likelyProposal: async (b) => {
      const probs = (await crmAll('/opportunities/?stage=proposal')).items
        .map((o) => o.probability)
        .sort((x, y) => y - x)
        .slice(0, 3);
      expect(b.data.result.map((o: any) => o.probability)).to.deep.equal(probs);
    },
    qualifiedOver80: async (b) =>
      expect(b.data.result.count).to.equal((await crmAll('/leads/?status=qualified')).items.filter((l) => l.score > 80).length),
    texasMost: async (b) => expect(b.data.result.id).to.equal((await mine()).filter((a) => a.state === 'TX').sort(byDesc('revenue'))[0].id),
    healthcareEmployees: async (b) => employees((await crmAll('/accounts/?industry=Healthcare')).items)(b),
    jobTitles17: async (b) =>
      expect(b.data.result).to.deep.equal([...new Set((await crmAll('/contacts/?account_id=17')).items.map((c) => c.job_title))].sort()),
    phone5: async (b) => expect(first(b)).to.include((await crm('/contacts/5')).phone),
    newLeads90: async (b) =>
      expect(b.data.result.map((l: any) => l.id)).to.deep.equal(
        (await crmAll('/leads/?status=new')).items.filter((l) => l.score >= 90).map((l) => l.id),
      ),
    contactsAcc12: async (b) => expect(b.data.result.count).to.equal((await terr('/contacts?account_id=acc_12')).contacts.length),
  };
  for (const [key, msg] of Object.entries(MORE)) check(msg, (b) => expects[key]!(b));

  it("an apostrophe inside a word opens no quote ('what's … name begins with …'); a total of no rows is $0", async () => {
    const named = (await mine()).filter((a) => a.name.toLowerCase().includes('nova'));
    const b = await chat("what's the total revenue of my accounts whose name begins with nova");
    expect(first(b)).to.include(money(sum(named.map((a) => a.revenue))));
    expect(b.metadata.confidence).to.be.above(0.5);
    const states = new Set((await mine()).map((a) => a.state));
    const none = ['OH', 'MI', 'NV', 'KY', 'UT'].find((st) => !states.has(st))!;
    const empty = await chat(`total revenue of my accounts in ${none}`);
    expect(first(empty)).to.include('is $0, over 0 accounts');
  });

  it('the record nearest a named one by a measure, the named one left out', async () => {
    const theirs = (await terr('/third-party-accounts')).accounts as { id: string; name: string; revenue: number }[];
    const named = theirs[7]!;
    const near = theirs
      .filter((a) => a.id !== named.id)
      .sort((x, y) => Math.abs(x.revenue - named.revenue) - Math.abs(y.revenue - named.revenue) || x.name.localeCompare(y.name))[0]!;
    const b = await chat(`which third-party account is nearest to ${named.name} by revenue`);
    expect(first(b)).to.match(new RegExp(`^${near.name} is the closest to ${named.name}`));
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('a bound at a multiple of the average ("more than 3x", "under half of"), and a half or quarter of last year', async () => {
    const accounts = (await crmAll('/accounts/')).items as { employee_count: number }[];
    const mean = sum(accounts.map((a) => a.employee_count)) / accounts.length;
    const b = await chat('how many crm accounts have more than 3x the average employee count');
    expect(first(b)).to.include(`There are ${accounts.filter((a) => a.employee_count > 3 * mean).length} accounts`);
    expect(b.metadata.confidence).to.be.above(0.5);
    const theirs = (await terr('/third-party-accounts')).accounts as { revenue: number }[];
    const avg = sum(theirs.map((a) => a.revenue)) / theirs.length;
    const half = await chat('how many third-party accounts bring in less than half of the average revenue');
    expect(first(half)).to.include(`There are ${theirs.filter((a) => a.revenue < avg / 2).length} third-party accounts`);
    const year = new Date().getFullYear() - 1;
    const opps = (await crmAll('/opportunities/')).items as { stage: string; close_date: string }[];
    const h2 = opps.filter((o) => o.stage === 'closed-won' && o.close_date >= `${year}-07-01` && o.close_date <= `${year}-12-31`);
    const won = await chat('how many deals did we win in the second half of last year');
    expect(first(won)).to.include(`${h2.length.toLocaleString('en-US')} opportunities`);
  });
});
