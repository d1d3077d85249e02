import { expect } from 'chai';
import { first, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Question classes found on the first run of set I (issue 15), asked in other words: values the
 * rows must not hold; a field's breakdown; "the us" in lower case; a country's name that begins
 * a state's (India); a ranked listing named in order; consonant abbreviations; "are missing a";
 * business booked; the people at a ranked record of another list ("the CFO at our biggest
 * account in …"); won against lost; past a date field; rows past a named record; a family name
 * alone; a company in lower case by its legal form. Expected answers come from the demo APIs'
 * data.
 */
describe('offline planner: bounds, negations, listings and names as typed', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const n = (x: number) => x.toLocaleString('en-US');
  type Account = { id: string; name: string; state: string; revenue: number };
  type CrmAccount = { id: number; name: string; industry: string; country: string; annual_revenue: number; employee_count: number };
  type Opp = { account_id: number; stage: string; value: number; close_date: string };

  it('values the rows must not hold', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    expect(first(await chat('count my accounts that are not in texas'))).to.match(
      new RegExp(`\\b${mine.filter((a) => a.state !== 'TX').length} accounts`),
    );
    const leads = (await crmAll('/leads/')).items as { source: string; status: string }[];
    const k = leads.filter((l) => l.source === 'Referral' && l.status !== 'new').length;
    expect(first(await chat('referral leads excluding the new ones, how many'))).to.match(new RegExp(`\\b${n(k)} leads`));
  });

  it('a breakdown by a field, "the us" in lower case, and India as a country', async () => {
    const accounts = (await crmAll('/accounts/')).items as CrmAccount[];
    const b = await chat('industry breakdown of crm accounts in the us');
    const us = accounts.filter((a) => a.country === 'United States');
    expect(first(b)).to.include(`${us.length} accounts`);
    const byIndustry = new Map<string, number>();
    for (const a of us) byIndustry.set(a.industry, (byIndustry.get(a.industry) ?? 0) + 1);
    const [top, count] = [...byIndustry].sort((x, y) => y[1] - x[1])[0]!;
    expect(b.response).to.match(new RegExp(`${top}: ${count}\\b`));
    const india = accounts.filter((a) => a.country === 'India').sort((x, y) => y.annual_revenue - x.annual_revenue)[0]!;
    expect(first(await chat('top crm account in india by annual revenue'))).to.include(india.name);
  });

  it('a ranked listing names every row in order; "biggest first" is an order', async () => {
    const ca = ((await terr('/my-accounts')).accounts as Account[]).filter((a) => a.state === 'CA').sort((a, b) => b.revenue - a.revenue);
    const line = first(await chat('order my california accounts by revenue, largest first'));
    const at = ca.map((a) => line.indexOf(a.name));
    expect(at.every((i) => i >= 0)).to.equal(true);
    expect([...at].sort((a, b) => a - b)).to.deep.equal(at);
  });

  it('"mgrs", "are missing a", and business booked', async () => {
    const contacts = (await terr('/contacts')).contacts as { job_title: string; account_id: string }[];
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const own = new Set(mine.map((a) => a.id));
    const pm = contacts.filter((c) => c.job_title === 'Product Manager' && own.has(c.account_id)).length;
    expect(first(await chat('number of product mgrs at my accounts'))).to.match(new RegExp(`\\b${pm} contacts`));
    const ceo = new Set(contacts.filter((c) => c.job_title === 'Chief Executive Officer').map((c) => c.account_id));
    expect(first(await chat('which of my accounts are missing a ceo'))).to.include(`${mine.filter((a) => !ceo.has(a.id)).length} accounts`);
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const y = new Date().getFullYear();
    const won = sum(opps.filter((o) => o.stage === 'closed-won' && o.close_date.startsWith(String(y))).map((o) => o.value));
    expect(first(await chat('how much business have we booked this year'))).to.include(`$${n(won)}`);
  });

  it('the people at a ranked record of a list, in a country', async () => {
    const accounts = ((await crmAll('/accounts/')).items as CrmAccount[]).filter((a) => a.country === 'Brazil');
    const top = accounts.sort((a, b) => b.annual_revenue - a.annual_revenue)[0]!;
    const people = ((await crmAll(`/contacts/?account_id=${top.id}`)).items as { first_name: string; last_name: string }[]).map(
      (c) => `${c.first_name} ${c.last_name}`,
    );
    const b = await chat("who's on file at our largest account in brazil");
    expect(first(b)).to.include(top.name);
    expect(b.response).to.include(people[0]!);
  });

  it('won against lost, and deals past their close date', async () => {
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const avg = (s: string) => {
      const xs = opps.filter((o) => o.stage === s).map((o) => o.value);
      return Math.round((sum(xs) / xs.length) * 100) / 100;
    };
    const b = first(await chat('average deal value, won versus lost'));
    expect(b).to.include(`$${n(avg('closed-won'))}`);
    expect(b).to.include(`$${n(avg('closed-lost'))}`);
    const today = new Date().toISOString().slice(0, 10);
    const late = opps.filter((o) => !o.stage.startsWith('closed') && o.close_date < today).length;
    expect(first(await chat('open opportunities that are past their close date, how many'))).to.include(n(late));
  });

  it('rows past a named record on a measure', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const pick = [...mine].sort((a, b) => b.revenue - a.revenue)[9]!;
    expect(first(await chat(`how many of my accounts have higher revenue than ${pick.name}`))).to.match(/\b9 accounts/);
    const fewer = mine.filter((a) => a.revenue < pick.revenue).length;
    expect(first(await chat(`my accounts smaller than ${pick.name.toLowerCase()}`))).to.include(`${fewer} accounts`);
  });

  it('a family name alone, and a company in lower case by its legal form', async () => {
    const mine = new Set(((await terr('/my-accounts')).accounts as Account[]).map((a) => a.id));
    const contacts = (await terr('/contacts')).contacts as { name: string; account_id: string }[];
    const nguyen = contacts.filter((c) => c.name.endsWith(' Nguyen') && mine.has(c.account_id)).map((c) => c.name);
    const b = await chat('list all the nguyens at my accounts');
    for (const x of nguyen.slice(0, 5)) expect(b.response).to.include(x);
    const leads = (await crmAll('/leads/')).items as { company: string }[];
    const llc = leads.map((l) => l.company).find((c) => /^[A-Z][a-z]+ LLC$/.test(c))!;
    const k = leads.filter((l) => l.company === llc).length;
    expect(first(await chat(`how many leads from ${llc.toLowerCase()}`))).to.match(new RegExp(`\\b${k} leads?`));
  });
});
