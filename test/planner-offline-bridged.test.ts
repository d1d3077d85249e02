import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { first, harness, money, sum } from './fixtures/planner/harness.js';
import { AT_LEAST, BRIDGE_RULES, NOT_IN, WHICH_OF_STATES } from '../src/demo/planner/offline/lexicon/bridge.js';
import { bridgedOf } from '../src/demo/planner/offline/compose/bridge.js';

/**
 * Questions whose place comes from another question, across the two APIs (issue 30): the
 * states of one question's rows (or of its first row) hold the other question's rows. Each
 * rule's examples are found and answered; figures are checked against the APIs' own data;
 * a part that cannot be read whole leaves the question to the single reading, which says so.
 */
describe('offline planner: a place found by one question and used in another', function () {
  this.timeout(240_000);
  let stack: Stack;
  const { crmAll, chat, terr } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  type Acc = { state: string | null; annual_revenue: number };

  it('corpus: every example of lexicon/bridge.ts is found by its rule and answered from both questions', async () => {
    const cases = [
      ...BRIDGE_RULES.flatMap((r) => r.examples.map((ex) => [ex, r.name] as const)),
      ...WHICH_OF_STATES.examples.map((ex) => [ex, 'which of the states'] as const),
      ...NOT_IN.examples.map((ex) => [ex, 'in the states of'] as const),
      ...AT_LEAST.examples.map((ex) => [ex, 'in the states of'] as const),
    ];
    for (const [ex, rule] of cases) {
      expect(bridgedOf(ex)?.rule, ex).to.equal(rule);
      const b = await chat(ex);
      expect(b.data.reading?.rules, ex).to.deep.equal([`composed: ${rule}`]);
      expect(b.metadata.confidence, ex).to.be.greaterThan(0.5);
    }
  });

  it('the states of every row of one list hold the rows of the other API', async () => {
    const tp = (await terr('/third-party-accounts')).accounts as { state: string }[];
    const states = new Set(tp.map((a) => a.state));
    const crm = (await crmAll('/accounts')).items as Acc[];
    const b = await chat('how many crm firms sit in the states where the third-party accounts are');
    expect(first(b)).to.include(`is ${crm.filter((a) => a.state && states.has(a.state)).length.toLocaleString('en-US')}.`);
    expect(b.response).to.include('third_party_accounts');
    // and the states left out
    const mine = new Set(((await terr('/my-accounts')).accounts as { state: string }[]).map((a) => a.state));
    const us = (crm as (Acc & { country: string })[]).filter((a) => a.country === 'United States' && a.state && !mine.has(a.state));
    const out = await chat('number of US accounts in the crm located in states where i do not have any account of my own');
    expect(first(out)).to.include(`is ${us.length}.`);
    expect(out.response).to.include('The states left out are those of');
  });

  it("the state of a ranking's first row, then a figure of the other API there", async () => {
    const mine = (await terr('/my-accounts')).accounts as { state: string; revenue: number }[];
    const byState = new Map<string, number>();
    for (const a of mine) byState.set(a.state, (byState.get(a.state) ?? 0) + a.revenue);
    const top = [...byState].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]![0];
    const crm = (await crmAll('/accounts')).items as Acc[];
    const b = await chat('pick the state where my revenue is largest: then the average crm annual revenue there');
    const there = crm.filter((a) => a.state === top).map((a) => a.annual_revenue);
    expect(first(b))
      .to.include(top)
      .and.include(money(Math.round((sum(there) / there.length) * 100) / 100));
  });

  it('two whole questions in one message are answered side by side; a list and an instruction are not two figures', async () => {
    const mine = (await terr('/my-accounts')).accounts.length as number;
    const leads = (await crmAll('/leads')).total;
    const b = await chat('count of my territory accounts, and the count of crm leads');
    expect(b.data.reading?.rules).to.deep.equal(['composed: two questions answered together']);
    expect(first(b))
      .to.include(`There are ${mine} accounts`)
      .and.include(`There are ${leads.toLocaleString('en-US')} leads`);
    const sorted = await chat('show my accounts in texas, and sort by revenue');
    expect(sorted.data.reading?.rules ?? []).to.not.include('composed: two questions answered together');
  });

  it('two values of one field weighed by how many records each has', async () => {
    const accounts = (await crmAll('/accounts')).items as { region: string }[];
    const n = (r: string) => accounts.filter((a) => a.region === r).length;
    const b = await chat('which region holds more accounts, latin america or europe');
    const top = n('Latin America') >= n('Europe') ? 'latin america' : 'europe';
    expect(first(b).toLowerCase()).to.match(new RegExp(`^${top} has (?:more|the most) accounts`));
    expect(first(b))
      .to.include(String(n('Europe')))
      .and.include(String(n('Latin America')));
    const fewer = await chat('which source has fewer leads: webinar or referral');
    const leads = (await crmAll('/leads')).items as { source: string }[];
    const [w, r] = ['Webinar', 'Referral'].map((x) => leads.filter((l) => l.source === x).length);
    const [few, many] = w! <= r! ? ['webinar', 'referral'] : ['referral', 'webinar'];
    expect(first(fewer)).to.equal(`${few} has fewer leads: ${Math.min(w!, r!)} against ${Math.max(w!, r!)} for ${many}.`);
  });

  it('records that hold no state of their own are held to it through the records they belong to', async () => {
    // contacts hold no state: the state is their account's
    const mine = (await terr('/my-accounts')).accounts as { state: string; revenue: number }[];
    const smallest = [...mine].sort((x, y) => x.revenue - y.revenue)[0]!;
    const accounts = (await crmAll('/accounts')).items as { id: number; state: string | null }[];
    const there = new Set(accounts.filter((a) => a.state === smallest.state).map((a) => a.id));
    const contacts = (await crmAll('/contacts')).items as { account_id: number }[];
    const b = await chat('count crm contacts in the home state of my smallest client');
    expect(first(b))
      .to.include(`${contacts.filter((c) => there.has(c.account_id)).length}`)
      .and.include(smallest.state);
    expect(b.data.reading?.rules ?? []).to.deep.equal(['composed: in the state of one record']);
  });

  it('a part that cannot be read whole is not combined: the single reading says what it could not use', async () => {
    const b = await chat('crm contacts in the home state of my most zorbish client');
    expect(b.data.reading?.rules ?? []).to.not.deep.equal(['composed: in the state of one record']);
    expect(b.metadata.confidence).to.be.at.most(0.5);
  });
});
