import { expect } from 'chai';
import { first, money, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-ninth session (practice set CP, sets CN and CL after their first runs):
 * questions about the data itself (a field left empty, a value more than one record holds, the
 * newest record by when it was made), follow-ups that edit the previous question (a value swapped,
 * added or dropped, a bound said anew), words quoted before a question, and a field of one record
 * that names a kind. Expected answers come from the demo APIs' data.
 */
describe('offline planner: the data itself, edits of the previous question, quotes', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type Lead = {
    id: number;
    first_name: string;
    last_name: string;
    company: string | null;
    notes: string | null;
    status: string;
    source: string | null;
  };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];
  const leads = async () => (await crmAll('/leads')).items as Lead[];

  it('a field said empty in other words ("where the notes field is empty") counts the rows that hold nothing there', async () => {
    const none = (await leads()).filter((l) => l.notes === null || l.notes === '').length;
    const r = await chat('count of CRM leads where the notes field is empty');
    expect(first(r)).to.include(`${none.toLocaleString('en-US')} leads`);
    expect(r.metadata.confidence).to.be.above(0.5);
  });

  it('names more than one record holds: yes, how many names, and which, the most held first', async () => {
    const names = ((await terr('/contacts')).contacts as { name: string }[]).map((c) => c.name);
    const counts = new Map<string, number>();
    for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
    const shared = [...counts].filter(([, n]) => n > 1);
    const r = await chat('Are there territory contacts who have the same full name?');
    expect(first(r)).to.match(new RegExp(`^Yes: ${shared.length} names are each held by more than one of the ${names.length} contacts`));
    expect(first(r)).to.include(`(${sum(shared.map(([, n]) => n))} contacts in all)`);
    expect(r.metadata.confidence).to.be.above(0.5);
    // (none shared: a plain no)
    const accounts = await crmAll('/accounts');
    const crm = await chat('any duplicate names among the CRM accounts?');
    expect(new Set(accounts.items.map((a: { name: string }) => a.name)).size).to.equal(accounts.total);
    expect(first(crm)).to.equal(`No: no two of the ${accounts.total.toLocaleString('en-US')} accounts share the same name.`);
  });

  it('"the newest account, by creation date" is the account made last, not a deal', async () => {
    const all = (await crmAll('/accounts')).items as { name: string; created_at: string }[];
    const newest = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    const r = await chat('which CRM account was created most recently, by creation date?');
    expect(first(r)).to.include(newest.name);
    expect(r.metadata.confidence).to.be.above(0.5);
  });

  it('"swap X for Y" after a list narrowed twice: the same question with Y in X\'s place', async () => {
    const n = (await leads()).filter((l) => l.source === 'Referral' && l.status === 'qualified').length;
    await chat('leads from Trade Show', 'swap');
    await chat('only the qualified ones', 'swap');
    const r = await chat('swap Trade Show for Referral, how many?', 'swap');
    expect(first(r)).to.include(`${n} leads`);
    expect(r.metadata.confidence).to.be.above(0.5);
  });

  it('"drop the revenue filter" after a question with a bound: the question without it', async () => {
    const fl = (await mine()).filter((a) => a.state === 'FL').length;
    await chat('my accounts in Florida above $2M', 'drop');
    const r = await chat('drop the revenue filter, how many?', 'drop');
    expect(first(r)).to.include(`${fl} accounts`);
    expect(r.response).to.not.include('revenue over');
  });

  it("a bound said anew the same way takes the old one's place (never a narrowing that keeps the old one)", async () => {
    const under = (await mine()).filter((a) => a.revenue < 4_000_000).length;
    await chat('my accounts under $2M', 'bound');
    const r = await chat('and under 4 million?', 'bound');
    expect(first(r)).to.include(`Found ${under} accounts`);
  });

  it('"widen that to include Y, how many altogether?": both values, counted', async () => {
    const tp = ((await terr('/third-party-accounts')).accounts as Account[]).filter((a) => a.state === 'WA' || a.state === 'OR');
    await chat('third-party accounts in Washington', 'widen');
    const r = await chat('widen that to include Oregon, how many altogether?', 'widen');
    expect(first(r)).to.include(`${tp.length} third-party accounts`);
  });

  it('words quoted before a question: the question asked after the quote, as the turn before it', async () => {
    const ga = ((await terr('/third-party-accounts')).accounts as Account[]).filter((a) => a.state === 'GA');
    const r = await chat('From the board memo: "third-party accounts in Georgia, call each one." How many are there?');
    expect(first(r)).to.include(`${ga.length} third-party accounts`);
    expect(r.metadata.confidence).to.be.above(0.5);
  });

  it('a quoted question that points at someone the quote names is never answered from every record', async () => {
    const r = await chat('Board note: "Quito Zeta (CFO) runs the Lima account, ping her." Which e-mail does she use?');
    expect(r.response).to.not.match(/distinct email values among/);
  });

  it('"which company is she with" after one lead: the company the lead names', async () => {
    const lead = (await leads()).find((l) => l.company)!;
    await chat(`look up the lead ${lead.first_name} ${lead.last_name}`, 'lead');
    const r = await chat('which company is she with?', 'lead');
    expect(first(r)).to.include(lead.company!);
  });

  it('"which one has the most of them?" after the values a field holds: the value most rows hold, counted', async () => {
    const counts = new Map<string, number>();
    for (const a of await mine()) counts.set(a.state, (counts.get(a.state) ?? 0) + 1);
    const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    await chat('In which states do my accounts sit?', 'values');
    const r = await chat('Which one has the most of them?', 'values');
    expect(first(r)).to.match(new RegExp(`^${top![0]} has the most: ${top![1]} of 50`));
  });

  it('two whole years of one date said in a list are either one ("in 2025 and 2026"), and so is a year added to a figure', async () => {
    type Deal = { stage: string; close_date: string | null; value: number };
    const won = ((await crmAll('/opportunities')).items as Deal[]).filter((d) => d.stage === 'closed-won');
    const inYears = won.filter((d) => d.close_date?.startsWith('2025') || d.close_date?.startsWith('2026'));
    const r = await chat('closed-won deals with a close date in 2025 and 2026');
    expect(first(r)).to.include(`Found ${inYears.length} opportunities`);
    await chat('closed-won deals with a close date in 2025', 'year');
    await chat("what's the total value?", 'year');
    const wider = await chat('now include 2026 as well', 'year');
    expect(first(wider)).to.include(money(sum(inYears.map((d) => d.value))));
  });

  it('"email the cfo at …" is a request to reach someone, declined, never a list of people', async () => {
    const r = await chat('email the cfo at Nova Motors Corp');
    expect(r.metadata.confidence).to.be.at.most(0.5);
    expect(r.data.calls).to.deep.equal([]);
  });

  it('a clause said again in plainer words ("…, i.e. has the lowest number of accounts") is read as those words', async () => {
    const counts = new Map<string, number>();
    for (const a of (await terr('/third-party-accounts')).accounts as Account[]) counts.set(a.state, (counts.get(a.state) ?? 0) + 1);
    const [low] = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    const r = await chat('Third-party side: which state is leanest, i.e. has the lowest number of accounts?');
    expect(first(r)).to.match(new RegExp(`^${low![0]} has the fewest third-party accounts: ${low![1]} of`));
  });

  it('"leads entered twice under the same full name": the names two or more leads share', async () => {
    const counts = new Map<string, number>();
    for (const l of await leads()) counts.set(`${l.first_name} ${l.last_name}`, (counts.get(`${l.first_name} ${l.last_name}`) ?? 0) + 1);
    const shared = [...counts].filter(([, n]) => n > 1).map(([name]) => name);
    const r = await chat('Have we got leads entered twice under the same full name? Show the names.');
    for (const name of shared) expect(first(r)).to.include(name);
  });

  it('"and per account?" after a total: the same measure on average; "by region, where is the average highest?": the group', async () => {
    const ny = (await mine()).filter((a) => a.state === 'NY');
    await chat('What do my New York accounts bring in, revenue-wise?', 'per');
    const r = await chat('and per account?', 'per');
    expect(first(r)).to.include(money(Math.round((sum(ny.map((a) => a.revenue)) / ny.length) * 100) / 100));
    type CrmAccount = { region: string | null; annual_revenue: number | null };
    const by = new Map<string, number[]>();
    for (const a of (await crmAll('/accounts')).items as CrmAccount[])
      if (a.region && a.annual_revenue !== null) by.set(a.region, [...(by.get(a.region) ?? []), a.annual_revenue]);
    const mean = (xs: number[]) => sum(xs) / xs.length;
    const [top] = [...by].sort((a, b) => mean(b[1]) - mean(a[1]));
    const g = await chat('By region, where is the mean annual revenue of the CRM accounts highest?');
    expect(first(g)).to.match(new RegExp(`^${top![0]} has the highest average annual revenue`));
  });
});
