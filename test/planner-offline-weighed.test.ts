import { expect } from 'chai';
import { first, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Lists and places weighed against each other, found while widening the offline planner after
 * set G (issue 15): my accounts against the third-party ones (a total, an average, the gap);
 * state codes in lower case where only a place fits ("in ny or in ca"); a win rate within a
 * field of the deals' accounts (the closed deals of one industry); a count per account, grouped
 * by the account rather than ranked by its id. Expected answers come from the demo APIs' data.
 */
describe('offline planner: two lists, two places, rates within a group', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
  type Account = { id: string; name: string; state: string; revenue: number };

  it('my accounts against the third-party ones: both totals and the gap', async () => {
    const mine = sum(((await terr('/my-accounts')).accounts as Account[]).map((a) => a.revenue));
    const tp = sum(((await terr('/third-party-accounts')).accounts as Account[]).map((a) => a.revenue));
    const b = first(await chat('total revenue, mine versus the 3rd party accounts'));
    expect(b).to.include(usd(mine));
    expect(b).to.include(usd(tp));
    expect(b).to.include(usd(Math.abs(mine - tp)));
  });

  it('state codes in lower case after "in", and after "or" in a list of places', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const tx = mine.filter((a) => a.state === 'TX').length;
    const fl = mine.filter((a) => a.state === 'FL').length;
    const b = first(await chat('are more of my accounts in tx or in fl'));
    expect(b).to.include(tx >= fl ? 'TX' : 'FL');
    expect(b).to.include(String(Math.max(tx, fl)));
    expect(first(await chat('how many of my accounts are in nc'))).to.match(
      new RegExp(`\\b${mine.filter((a) => a.state === 'NC').length} accounts`),
    );
  });

  it('a win rate within one industry: of its closed deals', async () => {
    const accounts = (await crmAll('/accounts/')).items as { id: number; industry: string }[];
    const tech = new Set(accounts.filter((a) => a.industry === 'Technology').map((a) => a.id));
    const opps = ((await crmAll('/opportunities/')).items as { account_id: number; stage: string }[]).filter((o) => tech.has(o.account_id));
    const won = opps.filter((o) => o.stage === 'closed-won').length;
    const closed = opps.filter((o) => o.stage.startsWith('closed')).length;
    expect(first(await chat('win rate for technology industry accounts'))).to.include(`${Math.round((won / closed) * 1000) / 10}%`);
  });

  it('a count per account groups by the account', async () => {
    const contacts = (await crmAll('/contacts/')).items as { account_id: number }[];
    const b = await chat('crm contacts per account, counted');
    expect(first(b)).to.include(`${contacts.length.toLocaleString('en-US')} contacts, by account`);
  });

  it('a follow-up with no subject narrows the previous rows', async () => {
    const leads = (await crmAll('/leads/')).items as { source: string; status: string }[];
    const k = leads.filter((l) => l.source === 'Webinar' && l.status === 'contacted').length;
    const s = `subjectless-${Date.now()}`;
    await chat('leads that came from webinars', s);
    expect(first(await chat('how many are contacted?', s))).to.match(new RegExp(`\\b${k} leads`));
  });

  it('"list 5 …" asks for five rows; "what is it about" shows the description', async () => {
    const leads = ((await crmAll('/leads/')).items as { score: number }[]).map((l) => l.score).sort((a, b) => b - a);
    const b = await chat('list 5 leads with the lowest score');
    expect(b.response).to.match(/bottom 5 leads by score/);
    // the first sentence names five leads, the lowest score first
    expect(first(b)).to.include(`: ${leads.at(-1)}.`);
    expect(first(b).match(/\(\d+\)/g)).to.have.length(4);
    const opps = (await crmAll('/opportunities/')).items as { name: string; description: string }[];
    const o = opps.find((x) => x.description)!;
    expect(first(await chat(`what is the ${o.name} deal about`))).to.include(o.description);
  });
});
