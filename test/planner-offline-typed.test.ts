import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, money, sum, type Body } from './fixtures/planner/harness.js';
import { TYPED } from './fixtures/planner/messages.js';

/**
 * Questions as people type them (issue 15): records named by name instead of id, typos and
 * abbreviations, "which X has the most", sums over filtered rows, filters on fields no
 * parameter takes, which API a question is about, yes/no questions, joins that start from
 * a superlative, follow-ups that narrow the previous answer, and declines. Every expected
 * answer is computed from the demo APIs' own data; the answer's first line must state it.
 */
describe('offline planner: questions as people type them', function () {
  this.timeout(180_000);
  let stack: Stack;
  const { terr, crmAll, chat, scoreLine } = harness(() => stack);
  let asked = 0;
  let correct = 0;
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => {
    process.stdout.write(`\n      offline planner (typed): ${correct}/${asked} answered correctly ${scoreLine() ? '' : ''}\n`);
    await stack?.stop();
  });

  const first = (b: Body) => b.response.split('\n')[0]!;
  const n = (x: number) => x.toLocaleString('en-US');
  const cents = (x: number) => `$${(Math.round(x * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const mine = async () => (await terr('/my-accounts')).accounts as any[];
  const third = async () => (await terr('/third-party-accounts')).accounts as any[];
  const territoryAccount = async (name: string) => [...(await mine()), ...(await third())].find((a) => a.name === name)!;
  const contactsOf = async (id: string) => (await terr(`/contacts?account_id=${id}`)).contacts as any[];
  const crmAccount = async (name: string) =>
    (await crmAll(`/accounts/?name=${encodeURIComponent(name)}`)).items.find((a) => a.name === name)!;
  const leads = async () => (await crmAll('/leads/')).items;
  const opps = async () => (await crmAll('/opportunities/')).items;
  const writes = (b: Body) => b.data.calls.filter((c) => /_(create|update|delete)_/.test(c.tool));
  const yes = (b: Body, expected: boolean) => expect(first(b)).to.match(expected ? /^Yes\b/ : /^No\b/);
  const allIn = (b: Body, names: string[]) => {
    for (const x of names) expect(b.response).to.include(x);
  };
  /** The value with the most (or fewest) rows, or the largest sum, and its figure. */
  const leader = (rows: any[], field: string, dir: 'most' | 'fewest', measure?: string) => {
    const groups = new Map<string, number>();
    for (const r of rows) groups.set(String(r[field]), (groups.get(String(r[field])) ?? 0) + (measure ? r[measure] : 1));
    const sorted = [...groups].sort((a, b) => (dir === 'most' ? b[1] - a[1] : a[1] - b[1]) || a[0].localeCompare(b[0]));
    return sorted[0]!;
  };

  const expects: Record<string, (b: Body) => Promise<void>> = {
    contactsJuniper: async (b) => {
      const people = await contactsOf((await territoryAccount('Juniper Foods LLC')).id);
      expect(first(b)).to.include(`${people.length} contact`);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    peopleNovaLower: async (b) => {
      const people = await contactsOf((await territoryAccount('Nova Cloud Co')).id);
      expect(first(b)).to.include(`${people.length} contact`);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    titlesPioneer: async (b) => {
      const acc = await territoryAccount('Pioneer Systems Co');
      const titles = ((await terr(`/accounts/${acc.id}/job-titles`)).job_titles as any[]).map((t) => t.title);
      for (const t of titles) expect(first(b)).to.include(t);
    },
    stateEmber: async (b) => expect(first(b)).to.include((await territoryAccount('Ember Ventures Corp')).state),
    revenueZenith: async (b) => expect(first(b)).to.include(money((await territoryAccount('Zenith Systems Corp')).revenue)),
    emailsGranite: async (b) =>
      allIn(
        b,
        (await contactsOf((await territoryAccount('Granite Health LLC')).id)).map((c) => c.email),
      ),
    cfoJuniper: async (b) => {
      const people = (await contactsOf((await territoryAccount('Juniper Foods LLC')).id)).filter(
        (c) => c.job_title === 'Chief Financial Officer',
      );
      yes(b, people.length > 0);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    fuzzyCedar: async (b) => {
      const people = await contactsOf((await territoryAccount('Cedar Energy Co')).id);
      expect(first(b)).to.include(`${people.length} contact`);
      allIn(b, [...people.map((c) => c.name), 'Cedar Energy Co']);
      expect(b.metadata.confidence).to.be.below(0.9);
    },
    employeesMcGlynn: async (b) => expect(first(b)).to.include(n((await crmAccount('McGlynn LLC')).employee_count)),
    industryWiza: async (b) => expect(first(b)).to.include((await crmAccount('Wiza, Wisoky and Paucek')).industry),
    oppsMcGlynn: async (b) => {
      const acc = await crmAccount('McGlynn LLC');
      const own = (await opps()).filter((o) => o.account_id === acc.id);
      expect(first(b)).to.include(`${own.length} opportunit`);
      expect(b.data.calls.every((c) => c.args.account_id === acc.id)).to.equal(true);
    },
    contactsMcGlynn: async (b) => {
      const acc = await crmAccount('McGlynn LLC');
      const people = (await crmAll(`/contacts/?account_id=${acc.id}`)).items;
      expect(first(b)).to.include(`${people.length} contact`);
    },
    acctsCount: async (b) => expect(first(b)).to.include(`${(await mine()).length} accounts`),
    revTotal: async (b) => expect(first(b)).to.include(money(sum((await mine()).map((a) => a.revenue)))),
    qualifiedHash: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.status === 'qualified').length)),
    bigOpps: async (b) => expect(first(b)).to.include(n((await opps()).filter((o) => o.value > 1_200_000).length)),
    whichTx: async (b) => {
      const tx = (await mine()).filter((a) => a.state === 'TX');
      expect(first(b)).to.include(`${tx.length} accounts`);
      allIn(
        b,
        tx.slice(0, 5).map((a) => a.name),
      );
    },
    contctsAcc1: async (b) => expect(first(b)).to.include(`${(await contactsOf('acc_1')).length} contacts`),
    newYorkTypo: async (b) => expect(first(b)).to.include(`${(await mine()).filter((a) => a.state === 'NY').length} accounts`),
    webinarTypo: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.source === 'Webinar').length)),
    negotiationTypo: async (b) => expect(first(b)).to.include(n((await opps()).filter((o) => o.stage === 'negotiation').length)),
    stateMostMine: async (b) => {
      const [state, count] = leader(await mine(), 'state', 'most');
      expect(first(b)).to.match(new RegExp(`^${state} has the most .*: ${count}\\b`));
    },
    stateMostThird: async (b) => {
      const [state, count] = leader(await third(), 'state', 'most');
      expect(first(b)).to.match(new RegExp(`^${state} has the most .*: ${count}\\b`));
    },
    industryFewest: async (b) => {
      const [industry, count] = leader((await crmAll('/accounts/')).items, 'industry', 'fewest');
      expect(first(b)).to.match(new RegExp(`^${industry} has the fewest .*: ${count}\\b`));
    },
    regionMost: async (b) => {
      const [region, count] = leader((await crmAll('/accounts/')).items, 'region', 'most');
      expect(first(b)).to.include(`${region} has the most`).and.include(n(count));
    },
    sourceMostLeads: async (b) => {
      const [source, count] = leader(await leads(), 'source', 'most');
      expect(first(b)).to.include(`${source} has the most`).and.include(n(count));
    },
    stageBiggest: async (b) => {
      const [stage, total] = leader(await opps(), 'stage', 'most', 'value');
      expect(first(b)).to.include(`${stage} has the largest total value`).and.include(money(total));
    },
    regionPipeline: async (b) => {
      const rows = (await crmAll('/advanced/opportunities/by-region/?min_value=40000&month=11&year=2024')).items;
      const [region, total] = leader(
        rows.filter((o) => o.value > 40_000),
        'region',
        'most',
        'value',
      );
      expect(first(b)).to.include(`${region} has the largest total value`).and.include(money(total));
    },
    sumNy: async (b) => expect(first(b)).to.include(money(sum((await mine()).filter((a) => a.state === 'NY').map((a) => a.revenue)))),
    avgCalifornia: async (b) => {
      const ca = (await mine()).filter((a) => a.state === 'CA').map((a) => a.revenue);
      expect(first(b)).to.include(cents(sum(ca) / ca.length));
    },
    closedLostTotal: async (b) =>
      expect(first(b)).to.include(money(sum((await opps()).filter((o) => o.stage === 'closed-lost').map((o) => o.value)))),
    referralScore: async (b) => {
      const scores = (await leads()).filter((l) => l.source === 'Referral' && typeof l.score === 'number').map((l) => l.score);
      expect(first(b)).to.include(n(Math.round((sum(scores) / scores.length) * 100) / 100));
    },
    healthcareRevenue: async (b) =>
      expect(first(b)).to.include(money(sum((await crmAll('/accounts/?industry=Healthcare')).items.map((a) => a.annual_revenue)))),
    tradeShows: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.source === 'Trade Show').length)),
    techLeads: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.industry === 'Technology').length)),
    closedWonCount: async (b) => expect(first(b)).to.include(n((await opps()).filter((o) => o.stage === 'closed-won').length)),
    newLeads: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.status === 'new').length)),
    prospectingCount: async (b) => expect(first(b)).to.include(n((await opps()).filter((o) => o.stage === 'prospecting').length)),
    oregonMine: async (b) => {
      const or = (await mine()).filter((a) => a.state === 'OR');
      yes(b, or.length > 0);
      allIn(
        b,
        or.map((a) => a.name),
      );
      expect(b.data.calls.every((c) => c.tool.startsWith('territory_'))).to.equal(true);
    },
    floridaMine: async (b) => {
      yes(
        b,
        (await mine()).some((a) => a.state === 'FL'),
      );
      expect(b.data.calls.every((c) => c.tool.startsWith('territory_'))).to.equal(true);
    },
    crmAccountCount: async (b) => {
      expect(first(b)).to.include(n((await crmAll('/accounts/')).total));
      expect(b.data.calls[0]!.tool).to.equal('crm_list_accounts');
    },
    myAccountCount: async (b) => {
      expect(first(b)).to.include(`${(await mine()).length} accounts`);
      expect(b.data.calls[0]!.tool).to.equal('territory_get_my_accounts');
    },
    coverageId: async (b) => expect(first(b)).to.include((await terr('/my-accounts')).coverage_id),
    clientStatus: async (b) => expect(first(b)).to.include((await terr('/my-accounts')).client_status),
    engineerGranite: async (b) => {
      const people = (await contactsOf((await territoryAccount('Granite Health LLC')).id)).filter(
        (c) => c.job_title === 'Software Engineer',
      );
      yes(b, people.length > 0);
    },
    lowestPeople: async (b) => {
      const low = [...(await mine())].sort((x, y) => x.revenue - y.revenue)[0];
      allIn(
        b,
        (await contactsOf(low.id)).map((c) => c.name),
      );
    },
    biggestWho: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue)[0];
      const people = await contactsOf(top.id);
      expect(first(b)).to.include(`${people.length} contact`);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    titlesHighest: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue)[0];
      for (const t of ((await terr(`/accounts/${top.id}/job-titles`)).job_titles as any[]).map((x) => x.title))
        expect(b.response).to.include(t);
    },
    thirdLargestContacts: async (b) => {
      const top = [...(await third())].sort((x, y) => y.revenue - x.revenue)[0];
      allIn(
        b,
        (await contactsOf(top.id)).map((c) => c.name),
      );
    },
    largestEight: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue).slice(0, 8);
      allIn(
        b,
        top.map((a) => a.name),
      );
    },
    largestEight2: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue).slice(0, 8);
      const tx = top.filter((a) => a.state === 'TX');
      expect(first(b)).to.include(`${tx.length} account`);
      allIn(
        b,
        tx.map((a) => a.name),
      );
      for (const a of top.filter((x) => x.state !== 'TX')) expect(b.response).to.not.include(a.name);
    },
    webinarLeads: async (b) => expect(first(b)).to.include(n((await leads()).filter((l) => l.source === 'Webinar').length)),
    webinarLeads2: async (b) =>
      expect(first(b)).to.include(n((await leads()).filter((l) => l.source === 'Webinar' && l.status === 'qualified').length)),
    californiaMine: async (b) => expect(first(b)).to.include(`${(await mine()).filter((a) => a.state === 'CA').length} accounts`),
    californiaMine2: async (b) => {
      const rich = (await mine()).filter((a) => a.state === 'CA' && a.revenue > 5_000_000);
      expect(first(b)).to.include(`${rich.length} account`);
      allIn(
        b,
        rich.map((a) => a.name),
      );
    },
    californiaRich: async (b) => expect(first(b)).to.include(`${(await mine()).filter((a) => a.state === 'CA').length} accounts`),
    californiaRich2: async (b) => {
      const rich = (await mine()).filter((a) => a.state === 'CA' && a.revenue > 5_000_000);
      expect(first(b)).to.include(`${rich.length} accounts`);
      expect(b.data.calls).to.deep.equal([]);
    },
    californiaRich3: async (b) => {
      const rich = (await mine()).filter((a) => a.state === 'CA' && a.revenue > 5_000_000).sort((x, y) => y.revenue - x.revenue);
      expect(first(b)).to.include(rich[0].name);
      expect(b.data.result.map((r: any) => r.name)).to.deep.equal(rich.map((a) => a.name));
    },
    californiaRich4: async (b) => {
      const rich = (await mine()).filter((a) => a.state === 'CA' && a.revenue > 5_000_000);
      const people = (await Promise.all(rich.map((a) => contactsOf(a.id)))).flat();
      expect(first(b)).to.include(`${people.length} contacts`);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    primaryMcGlynn: async (b) => {
      const acc = await crmAccount('McGlynn LLC');
      const primary = (await crmAll(`/contacts/?account_id=${acc.id}`)).items.filter((c) => c.is_primary);
      allIn(
        b,
        primary.map((c) => `${c.first_name} ${c.last_name}`),
      );
    },
    newestLeads: async (b) => {
      const newest = [...(await leads())].sort((x, y) => y.created_at.localeCompare(x.created_at)).slice(0, 3);
      expect(b.data.result.map((r: any) => r.id)).to.deep.equal(newest.map((l) => l.id));
    },
    titleCommon: async (b) => {
      const all = (await terr('/contacts')).contacts as any[];
      const [title, count] = leader(all, 'job_title', 'most');
      expect(first(b)).to.match(new RegExp(`^${title} has the most .*: ${count}\\b`));
    },
    nextMonthOpps: async (b) => {
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const prefix = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
      expect(first(b)).to.include(n((await opps()).filter((o) => o.close_date?.startsWith(prefix)).length));
    },
    employeesApac: async (b) =>
      expect(first(b)).to.include(n(sum((await crmAll('/accounts/?region=Asia%20Pacific')).items.map((a) => a.employee_count)))),
    topRegions: async (b) => {
      const [region, count] = leader((await crmAll('/accounts/')).items, 'region', 'most');
      expect(first(b)).to.include(`${region} has the most`).and.include(n(count));
    },
    acronymRegion: async (b) =>
      expect(first(b)).to.include(`${n((await crmAll('/accounts/?region=Latin%20America')).items.length)} accounts`),
    dealAcronym: async (b) => {
      const ids = new Set((await crmAll('/accounts/?region=Asia%20Pacific')).items.map((a) => a.id));
      const top = (await opps()).filter((o) => ids.has(o.account_id)).sort((x, y) => y.value - x.value)[0];
      expect(first(b)).to.include(top.name).and.include(money(top.value));
    },
    revenueRange: async (b) => {
      const wanted = (await mine()).filter((a) => a.revenue >= 3_000_000 && a.revenue <= 4_000_000);
      expect(first(b)).to.include(`${wanted.length} accounts`);
      expect(b.data.result.map((r: any) => r.name).sort()).to.deep.equal(wanted.map((a) => a.name).sort());
    },
    scoreExact: async (b) => expect(first(b)).to.include(`${(await leads()).filter((l) => l.score === 95).length} leads`),
    employeesCombined: async (b) =>
      expect(first(b)).to.include(n(sum((await crmAll('/accounts/?region=Europe')).items.map((a) => a.employee_count)))),
    numberOne: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue)[0];
      expect(first(b)).to.include(top.name);
    },
    numberOne2: async (b) => {
      const top = [...(await mine())].sort((x, y) => y.revenue - x.revenue)[0];
      const people = await contactsOf(top.id);
      expect(first(b)).to.include(`${people.length} contact`);
      allIn(
        b,
        people.map((c) => c.name),
      );
    },
    georgiaMine: async (b) => expect(first(b)).to.include(`${(await mine()).filter((a) => a.state === 'GA').length} accounts`),
    georgiaMine2: async (b) => {
      const low = (await mine()).filter((a) => a.state === 'GA').sort((x, y) => x.revenue - y.revenue)[0];
      expect(first(b)).to.include(low.name);
      expect(b.data.calls).to.deep.equal([]);
    },
    bookCall: async (b) => {
      expect(b.data.calls).to.deep.equal([]);
      expect(first(b)).to.include('book');
    },
    invoices: async (b) => {
      expect(b.data.calls).to.deep.equal([]);
      expect(first(b)).to.include('invoices');
    },
    weather: async (b) => expect(b.data.calls).to.deep.equal([]),
    poem: async (b) => expect(b.data.calls).to.deep.equal([]),
    tickets: async (b) => {
      expect(writes(b)).to.deep.equal([]);
      expect(b.metadata.confidence).to.be.at.most(0.5);
    },
    hiddenDelete: async (b) => expect(writes(b)).to.deep.equal([]),
    gibberish: async (b) => expect(b.data.calls).to.deep.equal([]),
  };

  let session = '';
  for (const [key, msg] of Object.entries(TYPED)) {
    it(msg, async () => {
      asked++;
      // a key ending in a digit continues the conversation of the key before it
      if (!/\d$/.test(key)) session = `typed-${key}`;
      const b = await chat(msg, session);
      try {
        await expects[key]!(b);
      } catch (err) {
        (err as Error).message += `\n      answer: ${b.response.split('\n').slice(0, 3).join(' | ')}`;
        throw err;
      }
      correct++;
    });
  }
});
