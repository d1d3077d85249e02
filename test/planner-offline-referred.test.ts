import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { first, harness } from './fixtures/planner/harness.js';
import { REFER } from '../src/demo/planner/offline/lexicon/refer.js';
import { folded } from '../src/demo/planner/offline/compose/refer.js';

/**
 * A follow-up that points at the previous answer ("of them", "the largest one") and that the
 * single reading cannot use is read again with the previous question's subject in its place
 * (issue 30), and says how it was read. Expected answers come from the demo APIs' data.
 */
describe('offline planner: a follow-up that points at the previous answer', function () {
  this.timeout(240_000);
  let stack: Stack;
  const { chat, terr, crmAll } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  type Acc = { id: string; state: string; revenue: number };
  type Contact = { name: string; account_id: string; job_title: string };
  const accounts = async () => [...(await terr('/my-accounts')).accounts, ...(await terr('/third-party-accounts')).accounts] as Acc[];

  it('corpus: every example pair of lexicon/refer.ts is answered whole', async () => {
    for (const [i, [q1, q2]] of REFER.examples.entries()) {
      await chat(q1!, `ex${i}`);
      const b = await chat(q2!, `ex${i}`);
      expect(b.metadata.confidence, q2).to.be.greaterThan(0.5);
      expect(b.data.reading?.unused, q2).to.deep.equal([]);
    }
  });

  it('"of them" takes the previous subject: a count with a condition on another kind of record', async () => {
    const big = new Set((await accounts()).filter((a) => a.revenue > 5_000_000).map((a) => a.id));
    const contacts = (await terr('/contacts')).contacts as Contact[];
    const n = contacts.filter((c) => c.job_title === 'Data Scientist' && big.has(c.account_id)).length;
    await chat('show me the data scientists', 'ds');
    const b = await chat('count of them at accounts above 5m', 'ds');
    expect(first(b)).to.equal('Read as: "count data scientists at accounts above 5m".');
    expect(b.response.split('\n')[1]).to.include(`There are ${n} contacts`);
  });

  it('"the largest one" is the first of the previous rows by size, and "the largest of …" one record', async () => {
    const mine = (await terr('/my-accounts')).accounts as Acc[];
    const top = mine.filter((a) => a.state === 'TX').sort((a, b) => b.revenue - a.revenue)[0]!;
    const people = ((await terr('/contacts')).contacts as Contact[]).filter((c) => c.account_id === top.id);
    await chat('my accounts in texas', 'tx');
    const b = await chat('the people at the largest one please', 'tx');
    for (const p of people) expect(b.response).to.include(p.name);
    expect(b.response).to.include(`Found ${people.length} contacts`);
    expect(folded('show me my deals', 'the biggest one, who owns it')).to.equal('the biggest of my deals, who owns it');
  });

  it('a follow-up over a count reads every row counted, not the first ones shown', async () => {
    const leads = (await crmAll('/leads')).items as { source: string; status: string }[];
    const n = leads.filter((l) => l.source === 'Referral' && l.status === 'qualified').length;
    await chat('number of leads that came in through referrals', 'ref');
    const b = await chat('and of those, how many are qualified', 'ref');
    expect(first(b)).to.include(`${n} leads`);
  });

  it('a pointer with no previous question to take a subject from is left as not used', async () => {
    const b = await chat('count of them above 100k');
    expect(b.metadata.confidence).to.be.at.most(0.5);
    expect(b.response).to.not.match(/^Read as:/);
  });
});
