import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { BROWSER_REFUSAL } from '../src/modes/capabilities.js';
import { harness, money, sum } from './fixtures/planner/harness.js';
import { DECLINE, ISSUE, OWN } from './fixtures/planner/messages.js';

/**
 * The offline planner in `api` mode through POST /chat on the real demo server, over the
 * real registry and the two demo APIs. Every expected answer is computed here from the
 * APIs' own data.
 */
describe('offline planner (api mode, real registry and demo APIs)', function () {
  this.timeout(120_000);
  let stack: Stack;
  const { chat, terr, crm, crmAll, check, scoreLine } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => {
    process.stdout.write(`\n      offline planner: ${scoreLine()}\n`);
    await stack?.stop();
  });

  describe('the 13 messages of the issue, each with reworded variants', () => {
    for (const m of ISSUE.topAccount!)
      check(m, async (b) => {
        const mine = (await terr('/my-accounts')).accounts;
        const top = [...mine].sort((x: any, y: any) => y.revenue - x.revenue)[0];
        expect(b.data.result.id).to.equal(top.id);
        expect(b.response.split('\n')[0]).to.include(top.name).and.include(money(top.revenue));
      });
    for (const m of ISSUE.countMine!)
      check(m, async (b) => {
        const n = (await terr('/my-accounts')).accounts.length;
        expect(b.data.result.count).to.equal(n);
        expect(b.response.split('\n')[0]).to.include(`${n} accounts`);
      });
    for (const m of ISSUE.vpNames!)
      check(m, async (b) => {
        const accounts = (await terr('/third-party-accounts?campaign_name=Tech%20Transformation')).accounts.map((a: any) => a.id);
        const vps = (await terr('/contacts?job_title=Vice%20President%20of%20Sales')).contacts.filter((c: any) =>
          accounts.includes(c.account_id),
        );
        expect(vps.length).to.be.greaterThan(0);
        for (const c of vps) expect(b.response).to.include(c.name);
        const result = Array.isArray(b.data.result) ? b.data.result : [];
        expect(result.map((r: any) => (typeof r === 'string' ? r : r.name)).sort()).to.deep.equal(vps.map((c: any) => c.name).sort());
      });
    for (const m of ISSUE.california!)
      check(m, async (b) => {
        const ca = (await terr('/my-accounts')).accounts.filter((a: any) => a.state === 'CA');
        expect(b.data.result.map((a: any) => a.id).sort()).to.deep.equal(ca.map((a: any) => a.id).sort());
        expect(b.response.split('\n')[0]).to.include(`${ca.length} accounts`);
      });
    for (const m of ISSUE.jobTitles!)
      check(m, async (b) => {
        const titles = (await terr('/accounts/acc_5/job-titles')).job_titles.map((t: any) => t.title);
        const got = b.data.result.map((r: any) => (typeof r === 'string' ? r : r.title));
        expect(got).to.deep.equal(titles);
        for (const t of titles) expect(b.response).to.include(t);
      });
    for (const m of ISSUE.highValue!)
      check(m, async (b) => {
        const hv = (await terr('/third-party-accounts?campaign_name=High%20Value%20Outreach')).accounts;
        expect(b.data.result.map((a: any) => a.id)).to.deep.equal(hv.map((a: any) => a.id));
        expect(b.response.split('\n')[0]).to.include(`${hv.length} third-party accounts`);
      });
    for (const m of ISSUE.texasRevenue!)
      check(m, async (b) => {
        const tx = (await terr('/my-accounts')).accounts.filter((a: any) => a.state === 'TX');
        const total = sum(tx.map((a: any) => a.revenue));
        expect(b.data.result.total_revenue).to.equal(total);
        expect(b.response.split('\n')[0]).to.include(money(total));
      });
    for (const m of ISSUE.leadCount!)
      check(m, async (b) => {
        const total = (await crm('/leads/?limit=1')).total;
        expect(b.data.result.count).to.equal(total);
        expect(b.response.split('\n')[0]).to.include(total.toLocaleString('en-US'));
      });
    for (const m of ISSUE.byRegion!)
      check(m, async (b) => {
        const all = await crmAll('/advanced/opportunities/by-region/?min_value=50000&month=11&year=2024');
        const regions = new Map<string, number>();
        for (const o of all.items) regions.set(o.region, (regions.get(o.region) ?? 0) + 1);
        expect(all.total).to.be.greaterThan(0);
        const groups = Object.fromEntries(b.data.result.groups.map((g: any) => [g.region, g.count]));
        expect(groups).to.deep.equal(Object.fromEntries(regions));
        expect(b.response).to.include(`${all.total} opportunities`);
      });
    for (const m of ISSUE.contactsLikely!)
      check(m, async (b) => {
        const page = await crm('/advanced/contacts/from-accounts/?min_value=25000&min_likelihood=0.7&limit=10');
        expect(b.response.split('\n')[0]).to.include(`${page.total.toLocaleString('en-US')} contacts`);
        expect(b.data.result.map((c: any) => c.id)).to.deep.equal(page.items.map((c: any) => c.id));
        const call = b.data.calls.find((c) => c.tool === 'crm_find_contacts_from_accounts');
        expect(call?.args).to.include({ min_value: 25000, min_likelihood: 0.7 });
      });
    for (const m of ISSUE.crmAccount17!)
      check(m, async (b) => {
        const acc = await crm('/accounts/17');
        expect(b.data.result.id).to.equal(17);
        expect(b.response.split('\n')[0]).to.include(acc.name);
      });
    for (const m of ISSUE.createLead!)
      check(m, async (b) => {
        const email = /[\w.]+@[\w.]+/.exec(m)![0];
        expect(b.metadata.tools_used).to.deep.equal(['crm_create_lead']);
        const id = b.data.result.id;
        const stored = await crm(`/leads/${id}`);
        expect(stored.email).to.equal(email);
        expect(m).to.include(`${stored.first_name} ${stored.last_name}`);
        expect(m).to.include(stored.company);
        expect(b.response).to.match(/^Created lead/);
      });
    for (const m of ISSUE.browser!)
      check(m, (b) => {
        expect(b.response).to.include(BROWSER_REFUSAL);
        expect(b.metadata.tools_used).to.deep.equal([]);
      });
  });

  describe('more messages over both APIs', () => {
    const mine = async () => (await terr('/my-accounts')).accounts as any[];
    const expects: Record<string, (b: Body) => Promise<void>> = {
      thirdPartyCount: async (b) => expect(b.data.result.count).to.equal((await terr('/third-party-accounts')).accounts.length),
      top3ThirdParty: async (b) =>
        expect(b.data.result.map((a: any) => a.id)).to.deep.equal(
          (await terr('/third-party-accounts')).accounts
            .sort((x: any, y: any) => y.revenue - x.revenue)
            .slice(0, 3)
            .map((a: any) => a.id),
        ),
      avgMine: async (b) => {
        const a = await mine();
        expect(b.data.result.average_revenue).to.be.closeTo(sum(a.map((x) => x.revenue)) / a.length, 1e-6);
      },
      mineOver5M: async (b) =>
        expect(b.data.result.map((a: any) => a.id).sort()).to.deep.equal(
          (await mine())
            .filter((a) => a.revenue > 5_000_000)
            .map((a) => a.id)
            .sort(),
        ),
      contactsAcc7: async (b) =>
        expect(b.data.result.map((c: any) => c.id)).to.deep.equal(
          (await terr('/contacts?account_id=acc_7')).contacts.map((c: any) => c.id),
        ),
      emailsAcc3: async (b) =>
        expect(b.data.result).to.deep.equal((await terr('/contacts?account_id=acc_3')).contacts.map((c: any) => c.email)),
      dataScientists: async (b) => {
        const n = (await terr('/contacts?job_title=Data%20Scientist')).contacts.length;
        expect(b.response.split('\n')[0]).to.include(`${n} contacts`);
      },
      oppCount: async (b) => expect(b.data.result.count).to.equal((await crm('/opportunities/?limit=1')).total),
      qualifiedLeads: async (b) => expect(b.data.result.count).to.equal((await crm('/leads/?status=qualified&limit=1')).total),
      negotiation: async (b) =>
        expect(b.response.split('\n')[0]).to.include(
          `${(await crm('/opportunities/?stage=negotiation&limit=1')).total.toLocaleString('en-US')} opportunities`,
        ),
      lead42: async (b) => {
        const l = await crm('/leads/42');
        expect(b.data.result.id).to.equal(42);
        expect(b.response).to.include(l.email);
      },
      europe: async (b) =>
        expect(b.response.split('\n')[0]).to.include(`${(await crm('/accounts/?region=Europe&limit=1')).total} accounts`),
      opp100: async (b) => {
        const o = await crm('/opportunities/100');
        expect(b.data.result.id).to.equal(100);
        expect(b.response).to.include(o.name);
      },
      novValue: async (b) => {
        const all = await crmAll('/advanced/opportunities/by-region/?min_value=50000&month=11&year=2024');
        expect(b.data.result.total_value).to.be.closeTo(sum(all.items.map((o: any) => o.value)), 1e-6);
      },
      smallestMine: async (b) => expect(b.data.result.id).to.equal((await mine()).sort((x, y) => x.revenue - y.revenue)[0].id),
      contactsAcc10: async (b) => expect(b.data.result.count).to.equal((await terr('/contacts?account_id=acc_10')).contacts.length),
      newYork: async (b) =>
        expect(b.data.result.map((a: any) => a.id).sort()).to.deep.equal(
          (await mine())
            .filter((a) => a.state === 'NY')
            .map((a) => a.id)
            .sort(),
        ),
      contactedLeads: async (b) =>
        expect(b.response.split('\n')[0]).to.include(`${(await crm('/leads/?status=contacted&limit=1')).total} leads`),
      top5Crm: async (b) => {
        const all = await crmAll('/accounts/');
        expect(b.data.result.map((a: any) => a.id)).to.deep.equal(
          all.items
            .sort((x: any, y: any) => y.annual_revenue - x.annual_revenue || x.id - y.id)
            .slice(0, 5)
            .map((a: any) => a.id),
        );
      },
      totalMine: async (b) => expect(b.data.result.total_revenue).to.equal(sum((await mine()).map((a) => a.revenue))),
      contact5: async (b) => {
        const c = await crm('/contacts/5');
        expect(b.data.result.id).to.equal(5);
        expect(b.response).to.include(c.email);
      },
      bottom2Mine: async (b) =>
        expect(b.data.result.map((a: any) => a.id)).to.deep.equal(
          (await mine())
            .sort((x, y) => x.revenue - y.revenue)
            .slice(0, 2)
            .map((a) => a.id),
        ),
    };
    for (const [key, msg] of Object.entries(OWN)) check(msg, (b) => expects[key]!(b));
  });

  describe('follow-ups use the session history', () => {
    it('"and the second one?" after the top account', async () => {
      const sorted = (await terr('/my-accounts')).accounts.sort((x: any, y: any) => y.revenue - x.revenue);
      await chat('get top account by revenue from my accounts only', 'follow-1');
      const b = await chat('and the second one?', 'follow-1');
      expect(b.data.result.id).to.equal(sorted[1].id);
      expect(b.response).to.include(sorted[1].name);
    });
    it('"what about Texas?" after California', async () => {
      await chat('which of my accounts are in California?', 'follow-2');
      const b = await chat('what about Texas?', 'follow-2');
      const tx = (await terr('/my-accounts')).accounts.filter((a: any) => a.state === 'TX');
      expect(b.data.result.map((a: any) => a.id).sort()).to.deep.equal(tx.map((a: any) => a.id).sort());
    });
    it('"show me their contacts" after the top account', async () => {
      const top = (await terr('/my-accounts')).accounts.sort((x: any, y: any) => y.revenue - x.revenue)[0];
      await chat('get top account by revenue from my accounts only', 'follow-3');
      const b = await chat('show me their contacts', 'follow-3');
      const contacts = (await terr(`/contacts?account_id=${top.id}`)).contacts;
      expect(b.data.result.map((c: any) => c.id)).to.deep.equal(contacts.map((c: any) => c.id));
    });
  });

  describe('declines: nonsense and out-of-scope requests', () => {
    for (const m of DECLINE)
      check(m, (b) => {
        expect(b.metadata.confidence).to.be.below(0.5);
        expect(b.data.calls.filter((c) => /create|update|delete/.test(c.tool))).to.deep.equal([]);
        expect(b.data.calls).to.deep.equal([]);
        // what the user can do instead: the tools the message came close to, or what the tools cover
        expect(b.response).to.match(/Closest tools:\n- \w+: [^\n]+\n|The connected tools answer questions about \w/);
        expect(b.response).to.match(/You can ask, e\.g\., "list /);
        // nothing unrelated for a question outside the APIs, and no description cut mid-word
        if (/weather|poem|joke|football|translate/.test(m)) expect(b.response).to.not.include('Closest tools');
        expect(b.response).to.not.match(/\.\.\.$|\w\.\.\.\n/m);
      });
  });
});
