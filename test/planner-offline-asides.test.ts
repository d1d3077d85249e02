import { expect } from 'chai';
import { first, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the fourteenth session's sets (BD, BE, and AZ's misses): a follow-up's "there"
 * after an answer that found nothing; related values each had or lacked; asides that only restate
 * (what is left out, whose record it is, an aside after a dash); "which one's bigger?" over the rows at hand; a change verb
 * said as a name before a question; "that same title" after one record. Expected answers come from
 * the demo APIs' data.
 */
describe('offline planner: asides, pointers and related values each had or lacked', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type Contact = { name: string; job_title: string; account_id: string };

  it('"… there" after an answer that found nothing is the place that question asked of', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const theirs = (await terr('/third-party-accounts')).accounts as Account[];
    const state = [...new Set(theirs.map((a) => a.state))].find((s) => !mine.some((a) => a.state === s))!;
    const place = { OH: 'Ohio', OR: 'Oregon', UT: 'Utah', TN: 'Tennessee', MI: 'Michigan', MN: 'Minnesota' }[state] ?? state;
    const none = await chat(`got any accounts of my own located in ${place}?`, 'there-1');
    expect(first(none)).to.match(/^No/);
    const b = await chat('fine, then the third-party ones over there?', 'there-1');
    const names = theirs.filter((a) => a.state === state).map((a) => a.name);
    for (const n of names) expect(b.response).to.include(n);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('each related value is had or lacked as the words before it say ("a CTO but no CEO")', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const contacts = (await terr('/contacts')).contacts as Contact[];
    const holds = (id: string, title: string) => contacts.some((c) => c.account_id === id && c.job_title === title);
    const n = mine.filter((a) => holds(a.id, 'Chief Technology Officer') && !holds(a.id, 'Chief Executive Officer')).length;
    const b = await chat('count my accounts having a CTO yet no CEO');
    expect(first(b)).to.include(`${n} accounts`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('a bracket saying what is left out, when the question already leaves it out, changes nothing', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const per = new Map<string, number>();
    for (const a of mine) per.set(a.state, (per.get(a.state) ?? 0) + 1);
    const kept = [...per].filter(([, n]) => n >= 5).map(([s]) => s);
    const b = await chat('list the states where i have 5+ accounts of my own (the third-party list should not be counted)');
    for (const s of kept) expect(first(b)).to.include(s);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"which one\'s bigger?" after two records is the one at that end of them', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const per = new Map<string, Account[]>();
    for (const a of mine) per.set(a.state, [...(per.get(a.state) ?? []), a]);
    const [state, two] = [...per].find(([, xs]) => xs.length === 2)!;
    const bigger = [...two].sort((x, y) => y.revenue - x.revenue)[0]!;
    await chat(`my accounts in ${state}, please`, 'two-1');
    const b = await chat("ok which one's bigger", 'two-1');
    expect(first(b)).to.include(bigger.name);
  });

  it('a change verb said as the name of what the figure is for asks for no change', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string }[];
    const open = opps.filter((o) => !o.stage.startsWith('closed')).length;
    const b = await chat('for the pipeline update: how many deals are still open?');
    expect(first(b)).to.include(open.toLocaleString('en-US'));
    expect(b.data.calls.every((c) => !/update|create|delete/.test(c.tool))).to.equal(true);
  });

  it('an aside after a short dash, said of the records asked about, is read as a preamble is; a follow-up folds in', async () => {
    const leads = (await crmAll('/leads/')).items as { status: string; source: string }[];
    const fresh = leads.filter((l) => l.status === 'new');
    const a = await chat('how many of our leads are still new - no rep has phoned them so far', 'aside-1');
    expect(first(a)).to.include(fresh.length.toLocaleString('en-US'));
    expect(a.response).to.include('Read as');
    const b = await chat('of those, how many arrived by referral?', 'aside-1');
    expect(first(b)).to.include(String(fresh.filter((l) => l.source === 'Referral').length));
  });

  it('"that same title" after one person is that person\'s title, asked of the other app', async () => {
    const contacts = (await terr('/contacts')).contacts as Contact[];
    const person = contacts.find((c) => contacts.filter((x) => x.name === c.name).length === 1)!;
    const crm = (await crmAll('/contacts/')).items as { job_title: string }[];
    const n = crm.filter((c) => c.job_title === person.job_title).length;
    await chat(`what is ${person.name}'s job title?`, 'title-1');
    const b = await chat('and how many crm contacts share that same title?', 'title-1');
    expect(first(b)).to.include(n.toLocaleString('en-US'));
  });
});
