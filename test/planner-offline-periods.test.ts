import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, money, offlinePlanner, sum, type Body } from './fixtures/planner/harness.js';

/**
 * Question classes added after the held-out set C run (issue 15): periods (quarters, halves,
 * days, before/after/between), where a deal is in its life (open, won, lost), two values
 * weighed against each other, shares of a value a parameter could have selected, medians,
 * groups ranked by their average, "how many <field>" as distinct values, a value written
 * before its field's name, capitals that abbreviate a value, a person named by name, and a
 * quality no API holds. Expected answers are computed from the demo APIs' data.
 */
describe('offline planner: periods, phases, comparisons and people by name', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const first = (b: Body) => b.response.split('\n')[0]!;
  const n = (x: number) => x.toLocaleString('en-US');
  const opps = async () => (await crmAll('/opportunities/')).items;
  const between = (d: string | null, from: string, to: string) => d !== null && d >= from && d < to;
  const OPEN = (s: string) => !s.startsWith('closed');

  it('a quarter: "deals with a close date in Q3 2024, how many"', async () => {
    const want = (await opps()).filter((o) => between(o.close_date, '2024-07-01', '2024-10-01')).length;
    expect(first(await chat('deals with a close date in Q3 2024, how many'))).to.include(n(want));
  });

  it('a range of days across a year end: "count the opportunities that close from nov 15 2024 to feb 10 2025"', async () => {
    const want = (await opps()).filter((o) => between(o.close_date, '2024-11-15', '2025-02-11')).length;
    expect(first(await chat('count the opportunities that close from nov 15 2024 to feb 10 2025'))).to.include(n(want));
  });

  it('a bound: "number of opportunities with a close date after September 2026"', async () => {
    const want = (await opps()).filter((o) => o.close_date !== null && o.close_date >= '2026-10-01').length;
    expect(first(await chat('number of opportunities with a close date after September 2026'))).to.include(n(want));
  });

  it('"the next 60 days" and "the last 3 months" are periods: a listing in order, never the 2nd row or the top 3', async () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const today = new Date();
    const until = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 61));
    const due = (await opps()).filter((o) => OPEN(o.stage) && between(o.close_date, day(today), day(until)));
    const top = due.reduce((a, b) => (b.value > a.value ? b : a));
    const body = await chat('open opportunities due to close in the next 60 days, largest first');
    expect(first(body)).to.include(top.name);
    expect(body.data?.reading?.plan ?? '').to.not.match(/the first \d/);
    const recent = await chat('opportunities closing in the last 3 months, largest first');
    expect(recent.data?.reading?.plan ?? '').to.not.match(/the first 3/);
  });

  it('a calendar week: "how many opportunities close next week" counts Monday to Sunday of the next week', async () => {
    const now = new Date();
    const monday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + 7));
    const sunday = new Date(monday.getTime() + 7 * 86_400_000);
    const want = (await opps()).filter((o) => between(o.close_date, monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)));
    expect(first(await chat('how many opportunities close next week'))).to.include(n(want.length));
  });

  it('"overdue" and "close date already passed" are a close date before today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const want = (await opps()).filter((o) => OPEN(o.stage) && o.close_date !== null && o.close_date < today).length;
    expect(first(await chat('how many open opportunities are overdue?'))).to.include(n(want));
    expect(first(await chat('open opportunities whose close date already passed - how many'))).to.include(n(want));
  });

  it('open deals, summed for one account named by name', async () => {
    const acct = (await crmAll('/accounts/?name=McGlynn%20LLC')).items.find((a) => a.name === 'McGlynn LLC');
    const want = sum((await opps()).filter((o) => o.account_id === acct.id && OPEN(o.stage)).map((o) => o.value));
    expect(first(await chat('sum of the still-open deals for McGlynn LLC'))).to.include(money(want));
  });

  it('lost deals in the second half of a year', async () => {
    const want = (await opps()).filter((o) => o.stage === 'closed-lost' && between(o.close_date, '2025-07-01', '2026-01-01')).length;
    expect(first(await chat('how many deals did we lose in H2 2025?'))).to.include(n(want));
  });

  it('two values weighed: the larger group is named first, with both counts', async () => {
    const leads = (await crmAll('/leads/')).items;
    const a = leads.filter((l) => l.source === 'Webinar').length;
    const b = leads.filter((l) => l.source === 'Partner').length;
    const [win] = a >= b ? ['Webinar'] : ['Partner'];
    const line = first(await chat('do webinars or partners bring us more leads?'));
    expect(line.startsWith(win!)).to.equal(true, line);
    expect(line).to.include(n(Math.min(a, b)));
  });

  it('two records weighed: the larger named first and the difference stated', async () => {
    const all = [...(await terr('/my-accounts')).accounts, ...(await terr('/third-party-accounts')).accounts] as any[];
    const x = all.find((a) => a.name === 'Summit Software Inc')!;
    const y = all.find((a) => a.name === 'Falcon Systems Corp')!;
    const [hi, lo] = x.revenue >= y.revenue ? [x, y] : [y, x];
    const line = first(await chat('how much less revenue does Falcon Systems Corp have than Summit Software Inc'));
    expect(line.startsWith(lo.name) || line.startsWith(hi.name)).to.equal(true, line);
    expect(line).to.include(money(hi.revenue - lo.revenue));
  });

  it('a share of a value the list tool could have filtered on', async () => {
    const leads = (await crmAll('/leads/')).items;
    const pct = Math.round((leads.filter((l) => l.status === 'contacted').length / leads.length) * 1000) / 10;
    expect(first(await chat('which fraction of all leads has status contacted, in percent'))).to.include(`${pct}%`);
  });

  it('a median, and groups ranked by their average', async () => {
    const mine = (await terr('/my-accounts')).accounts as any[];
    const rev = mine.map((a) => a.revenue).sort((a, b) => a - b);
    const mid = rev.length % 2 ? rev[(rev.length - 1) / 2] : (rev[rev.length / 2 - 1] + rev[rev.length / 2]) / 2;
    expect(first(await chat('what is the median account revenue in my territory'))).to.include(money(mid));
    const byState = new Map<string, number[]>();
    for (const a of mine) byState.set(a.state, [...(byState.get(a.state) ?? []), a.revenue]);
    const avg = [...byState].map(([s, v]) => [s, sum(v) / v.length] as const).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    expect(first(await chat('for my accounts, which state shows the lowest average revenue'))).to.match(new RegExp(`^${avg[0]![0]}\\b`));
  });

  it('"how many <field>" counts the different values', async () => {
    const industries = new Set((await crmAll('/accounts/')).items.map((a) => a.industry)).size;
    expect(first(await chat('across CRM accounts, how many industries show up?'))).to.include(n(industries));
  });

  it('a value before its field name, and capitals abbreviating a value', async () => {
    const contacts = (await crmAll('/contacts/')).items;
    const hr = contacts.filter((c) => c.department === 'Human Resources').length;
    expect(first(await chat('count CRM contacts working in the HR department'))).to.include(n(hr));
    const accounts = (await crmAll('/accounts/')).items;
    const uk = accounts.filter((a) => a.country === 'United Kingdom').length;
    expect(first(await chat('number of accounts located in the UK according to the CRM'))).to.include(n(uk));
  });

  it('a person named by name: a field of theirs, and the account they work for by its name', async () => {
    const contacts = (await terr('/contacts')).contacts as any[];
    const p = contacts.find((c) => c.name === 'Emma Wilson') ?? contacts[0];
    expect(first(await chat(`could you give me the job title of ${p.name.toLowerCase()}`))).to.include(p.job_title);
    const all = [...(await terr('/my-accounts')).accounts, ...(await terr('/third-party-accounts')).accounts] as any[];
    const acct = all.find((a) => a.id === p.account_id)!;
    expect(first(await chat(`${p.name}: which account is that person with?`))).to.include(acct.name);
  });

  it('a quality no API holds is declined without calling a tool', async () => {
    const b = await chat('what is the customer satisfaction rating for Summit Software Inc');
    expect(b.data.calls).to.deep.equal([]);
    expect(first(b)).to.match(/no such field|none of these tools/i);
  });

  it('a spread: "gap between the highest and the lowest revenue among my accounts"', async () => {
    const revs = ((await terr('/my-accounts')).accounts as any[]).map((a) => a.revenue as number);
    const want = Math.max(...revs) - Math.min(...revs);
    expect(first(await chat('gap between the highest and the lowest revenue among my accounts'))).to.include(money(want));
  });

  it('a share of a sum, not of a count: "percentage of my revenue that sits in Texas"', async () => {
    const mine = (await terr('/my-accounts')).accounts as any[];
    const pct = Math.round((1000 * sum(mine.filter((a) => a.state === 'TX').map((a) => a.revenue))) / sum(mine.map((a) => a.revenue))) / 10;
    expect(first(await chat('percentage of my revenue that sits in Texas'))).to.include(`${pct}%`);
  });

  it('amounts weighed by their probability: "expected value of the deals closing in 2025, probability weighted"', async () => {
    const rows = (await opps()).filter((o) => between(o.close_date, '2025-01-01', '2026-01-01'));
    const want = Math.round(sum(rows.map((o) => o.value * (o.probability > 1 ? o.probability / 100 : o.probability))));
    const answer = first(await chat('expected value of the deals closing in 2025, probability weighted'));
    expect(answer).to.include(money(want));
  });

  it('records with no related record of a kind: "count my accounts that lack a CFO"', async () => {
    const mine = (await terr('/my-accounts')).accounts as any[];
    let without = 0;
    for (const a of mine) {
      const people = (await terr(`/contacts?account_id=${a.id}`)) as any;
      const rows = (Array.isArray(people) ? people : (people.contacts ?? people.items ?? [])) as any[];
      if (!rows.some((c) => c.job_title === 'Chief Financial Officer')) without++;
    }
    expect(first(await chat('count my accounts that lack a CFO'))).to.include(` ${without} `);
  });

  it('a country named by its adjective: "how many italian companies are in the crm"', async () => {
    const want = (await crmAll('/accounts/')).items.filter((a) => a.country === 'Italy').length;
    expect(want).to.be.greaterThan(0);
    expect(first(await chat('how many italian companies are in the crm'))).to.include(` ${n(want)} `);
  });

  it('a share within a part: "among my florida accounts, what share have revenue above 3 million"', async () => {
    const fl = ((await terr('/my-accounts')).accounts as any[]).filter((a) => a.state === 'FL');
    expect(fl.length).to.be.greaterThan(0);
    const pct = Math.round((1000 * fl.filter((a) => a.revenue > 3_000_000).length) / fl.length) / 10;
    expect(first(await chat('among my florida accounts, what share have revenue above 3 million'))).to.include(`${pct}%`);
  });

  it('rows whose field is empty: "how many leads have no notes"', async () => {
    const want = (await crmAll('/leads/')).items.filter((l) => l.notes === null || l.notes === undefined || l.notes === '').length;
    const answer = first(await chat('how many leads have no notes'));
    expect(answer).to.match(want === 0 ? /^No leads matched/ : new RegExp(`\\b${n(want)}\\b`));
    expect(answer).to.include('no notes');
  });

  it('a bound the rows set: "how many opportunities in proposal are worth more than the average value"', async () => {
    const rows = (await opps()).filter((o) => o.stage === 'proposal');
    const avg = sum(rows.map((o) => o.value)) / rows.length;
    const want = rows.filter((o) => o.value > avg).length;
    expect(first(await chat('how many opportunities in proposal are worth more than the average value'))).to.include(n(want));
  });
});

describe('offline planner: the index of record names outlives the chat that started reading it', function () {
  this.timeout(120_000);
  let stack: Stack;
  const { crmAll, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  it('a first chat closed by its client while the names are read leaves them readable for the next chat', async () => {
    const account = (await crmAll('/accounts/')).items.find((a) => a.employee_count >= 100)!;
    const question = `how many employees does ${account.name} have`;
    const client = new AbortController();
    const res = await fetch(`${stack.demoUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: question, session_id: 'closed-early' }),
      signal: client.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first event: the chat has started, the planner is reading
    client.abort();
    await reader.cancel().catch(() => undefined);
    const body = await chat(question);
    expect(body.response.split('\n')[0]).to.include(account.employee_count.toLocaleString('en-US'));
  });
});
