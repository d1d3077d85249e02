import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { ACTIONS, RELATED, SHORTHAND } from '../src/registry/search/lexicon.js';
import { COMPANY_NAME, STATE_CODES, VALUE_KINDS } from '../src/registry/search/kinds.js';
import { companyNameWords } from '../src/registry/search/names.js';
import { asksQuestion, queryTerms, terms } from '../src/registry/search/terms.js';
import { SearchIndex } from '../src/registry/search/index.js';
import { novelFirst } from '../src/registry/search/rerank.js';
import { LearnedValues, PUBLISH_MS, VALUES_PER_TOOL } from '../src/registry/search/values.js';
import { getJson, postJson } from './helpers/server.js';
import { startStack, testSettings, type Stack } from './helpers/stack.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function mcpClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'search-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

const structured = (r: unknown) => (r as { structuredContent: any }).structuredContent;

describe('tool search: the lexicon reads each of its examples as written', () => {
  for (const s of SHORTHAND)
    it(`'${s.short}' in "${s.example}" is read as '${s.means}'`, () => {
      expect(terms(s.means)).to.not.be.empty;
      expect(terms(s.example)).to.include.members(terms(s.means));
    });
  for (const r of RELATED)
    it(`'${r.short}' in "${r.example}" is also read as '${r.means}', below the word as written`, () => {
      const read = queryTerms(r.example).terms;
      for (const t of terms(r.means)) expect(read.find((x) => x.term === t)?.weight ?? 0).to.be.within(0.01, 0.99);
    });
  for (const k of VALUE_KINDS)
    it(`a value in "${k.example}" is also read as naming its field (${k.means})`, () => {
      const read = queryTerms(k.example).terms.map((t) => t.term);
      expect(read).to.include.members(terms(k.means));
    });
  it('a verb of changing after a word that describes a thing describes it: "value of our open orders" asks no change', () => {
    expect(queryTerms('value of our open orders').actions).to.not.include('create');
    expect(queryTerms('the 3 biggest open deals').actions).to.not.include('create');
    expect(queryTerms('open a ticket for the outage').actions).to.include('create');
    // nor before a place's word: it is part of the place's name
    expect(queryTerms('customers in new york').actions).to.not.include('create');
  });
  it('a US state is also read as its postal code (not a code that is a stop word)', () => {
    const read = queryTerms('customers in colorado or oregon').terms.map((t) => t.term);
    expect(read).to.include('co');
    expect(read).to.not.include('or');
    expect(STATE_CODES.get('colorado')).to.equal('co');
  });
  it('words that shape the answer weigh less than the words that name the tool', () => {
    const read = queryTerms('how many open tickets in total');
    const weight = (w: string) => read.terms.find((t) => t.word === w)?.weight;
    expect(weight('tickets')).to.equal(1);
    expect(weight('total')).to.be.lessThan(1);
  });
  it('a word capitalised inside a sentence is read as a name; a title or a lower-case request has none', () => {
    const proper = (text: string) =>
      queryTerms(text)
        .terms.filter((t) => t.proper)
        .map((t) => t.word);
    expect(proper('where is Quantum Foods located')).to.deep.equal(['quantum', 'foods']);
    expect(proper('Where is the CFO')).to.deep.equal([]);
    expect(proper('where is quantum foods located')).to.deep.equal([]);
  });
  it(`a company's name is read as a value, and as naming its field ("${COMPANY_NAME.example}": ${COMPANY_NAME.means})`, () => {
    const read = queryTerms(COMPANY_NAME.example).terms;
    expect(read.map((t) => t.term)).to.include.members(terms(COMPANY_NAME.means));
    expect(read.filter((t) => t.value).map((t) => t.word)).to.deep.equal(['brightwater', 'metals']);
    // the words before a legal form, back to a stop word, a word that shapes the answer or punctuation
    expect([...companyNameWords('email addrs for everybody at union motors inc')]).to.deep.equal(['motors', 'union']);
    expect([...companyNameWords('revenue: Harbor Logistics LLC and Vertex Networks Inc?')]).to.have.members([
      'harbor',
      'logistics',
      'vertex',
      'networks',
    ]);
    // a word that ends a name only as part of one, capitalised (lexicon example)
    expect([...companyNameWords('who runs Northwind Trading Group')]).to.deep.equal(['trading', 'northwind']);
    expect([...companyNameWords('list the members of the admin group')]).to.deep.equal([]);
    expect([...companyNameWords('phone of barlow and sons')]).to.deep.equal(['barlow']);
  });
  it('a search while a large change is being indexed answers from the index as it stands, and says so', () => {
    const tool = (app: string, name: string, description: string) =>
      ({ name: `${app}_${name}`, app, tool: {}, record: { description, parameters: [], path: `/${name}`, method: 'GET' } }) as never;
    const tools = Array.from({ length: 200 }, (_, i) => tool(`app${i}`, 'list_widgets', `List the widgets of shop ${i}`));
    let generation = 1;
    const index = new SearchIndex({
      tools: () => tools,
      description: () => '',
      get generation() {
        return generation;
      },
    });
    expect(index.search('widgets', { k: 3 })).to.have.length(3);
    expect(index.current).to.equal(true);
    tools.push(...Array.from({ length: 2000 }, (_, i) => tool(`more${i}`, 'list_gadgets', `List the gadgets of store ${i}`)));
    generation++;
    index.search('gadgets', { k: 3, syncBudgetMs: 0 });
    expect(index.current).to.equal(false);
    expect(index.search('gadgets', { k: 3 })).to.have.length(3);
    expect(index.current).to.equal(true);
  });
  it('a request that computes (over a list), opens with a question word or has a question mark asks; an order does not', () => {
    expect(asksQuestion('total value of paid invoices')).to.equal(true);
    expect(asksQuestion('does the shop sell hats')).to.equal(true);
    expect(asksQuestion('open tickets of a team?')).to.equal(true);
    expect(asksQuestion('refund a charge')).to.equal(false);
    expect(queryTerms('total value of paid invoices').actions).to.deep.equal(['list']);
  });
  it('a question down-weights the tools that change something, unless it asks for a change', () => {
    const tool = (name: string, method: string, path: string) =>
      ({
        name: `shop_${name}`,
        app: 'shop',
        tool: {},
        record: { description: 'An invoice of the shop', parameters: [], path, method },
      }) as never;
    const tools = [tool('create_invoice', 'POST', '/invoices'), tool('list_invoices', 'GET', '/invoices')];
    const index = new SearchIndex({ tools: () => tools, description: () => '', generation: 1 });
    expect(index.search('total of the invoices', { k: 1 })[0]!.name).to.equal('shop_list_invoices');
    expect(index.search('how do i create an invoice', { k: 1 })[0]!.name).to.equal('shop_create_invoice');
  });
  it('values are learnt from answers as words: no id, token or long text, and within bounds', () => {
    const values = new LearnedValues();
    const answer = { items: [{ id: 'acc_5', key: 'sk9f8a7d6c5b4a3f2e1d0c9b8a7', name: 'Quantum Foods LLC', notes: 'word '.repeat(40) }] };
    expect(values.learn('shop', 'list_accounts', answer)).to.equal(true);
    expect([...values.of('shop', 'list_accounts')!]).to.have.members(terms('quantum foods llc'));
    expect(values.learn('shop', 'list_accounts', answer)).to.equal(false); // nothing new
    // distinct words the stemmer leaves alone (consonants only)
    const letters = 'bcdfghjkmnpqrtvwxz';
    const word = (i: number): string =>
      i < letters.length ? letters[i]! : word(Math.floor(i / letters.length) - 1) + letters[i % letters.length];
    values.learn(
      'shop',
      'list_people',
      Array.from({ length: VALUES_PER_TOOL + 10 }, (_, i) => ({ name: `q${word(i)}` })),
    );
    expect(values.of('shop', 'list_people')!.size).to.equal(VALUES_PER_TOOL);
  });
  it('a tool whose answers keep teaching nothing is read less often, down to one answer in 64; a new value reads all again', () => {
    const values = new LearnedValues();
    const same = [{ name: 'Quantum Foods' }];
    const read = (n: number, answer: unknown) => {
      let count = 0;
      for (let i = 0; i < n; i++)
        if (values.wants('shop', 'accounts')) {
          values.learn('shop', 'accounts', answer);
          count++;
        }
      return count;
    };
    expect(read(1, same)).to.equal(1); // taught
    const quiet = read(1000, same);
    expect(quiet).to.be.within(1000 / 64, 40); // 1, 1, then 1 in 2, 4, ... 64
    expect(read(64, same)).to.equal(1);
    // an answer read after the back-off that holds a new value: every answer is read again
    while (!values.wants('shop', 'accounts'));
    expect(values.learn('shop', 'accounts', [{ name: 'Zylofar Widgets' }])).to.equal(true);
    expect(read(5, same)).to.equal(3); // read, read, pass over one, read, pass over
  });
  it("a value one application's answers held finds that tool, and names that application for its other tools", () => {
    const tool = (app: string, name: string) =>
      ({
        name: `${app}_${name}`,
        app,
        tool: { name },
        record: { description: `The ${name} of a shop`, parameters: [], path: `/${name}`, method: 'GET' },
      }) as never;
    const tools = [tool('north', 'contacts'), tool('north', 'accounts'), tool('south', 'contacts'), tool('south', 'accounts')];
    const values = new LearnedValues();
    values.learn('south', 'accounts', [{ name: 'Zylofar Widgets' }]);
    const index = new SearchIndex({ tools: () => tools, description: () => '', generation: 1, values });
    expect(index.search('where is zylofar', { k: 1 })[0]!.name).to.equal('south_accounts');
    expect(index.search('contacts at zylofar', { k: 1 })[0]!.name).to.equal('south_contacts'); // not first by name
  });
  it('the second stage gives the next place to a tool that covers a word the ones above it do not', () => {
    const hits = [
      { name: 'deals', score: 10, words: ['deals', 'won'] },
      { name: 'deal', score: 9, words: ['deals', 'won'] },
      { name: 'accounts', score: 6, words: ['accounts'] },
    ];
    expect(novelFirst(hits, 3, 0.5, (h) => h.words).map((h) => h.name)).to.deep.equal(['deals', 'accounts', 'deal']);
    expect(novelFirst(hits, 3, 1, (h) => h.words).map((h) => h.name)).to.deep.equal(['deals', 'deal', 'accounts']);
  });
  for (const a of ACTIONS)
    it(`"${a.example}" asks to ${a.action}`, () => {
      expect(queryTerms(a.example).actions).to.include(a.action);
    });
});

describe('tool search over HTTP and /mcp (the demo APIs in a real registry)', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ noDemo: true });
  });
  after(async () => stack?.stop());

  it('GET /apis?q= ranks the tools for a task, with scores and the words that matched where', async () => {
    const { status, body } = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent('delete a sales lead')}&k=3`);
    expect(status).to.equal(200);
    expect(body.query).to.equal('delete a sales lead');
    expect(body.complete).to.equal(true);
    expect(body.tools).to.be.greaterThan(20);
    expect(body.results).to.have.length(3);
    const [first] = body.results;
    expect(first.name).to.equal('crm_delete_lead');
    expect(first.record.method).to.equal('DELETE');
    expect(first.matched.lead).to.include('name');
    expect(first.matched.delete).to.include('action');
    expect(body.results[0].score).to.be.greaterThan(body.results[1].score);
  });

  it('reads typos, plurals and shorthand', async () => {
    for (const [q, want] of [
      ['opportunites closing this month by regoin', 'crm_opportunities_by_region'],
      ['job titels of the contacts at an acct', 'territory_get_job_titles_by_account'],
      ['third party accts for a campaign', 'territory_get_third_party_accounts'],
    ]) {
      const { body } = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent(q!)}&k=3`);
      expect(
        body.results.map((r: { name: string }) => r.name),
        q,
      ).to.include(want);
    }
  });

  it("a value only a tool's answers held finds that tool once it has answered, within two seconds", async () => {
    const called = await postJson(`${stack.registryUrl}/functions/call`, { function_name: 'territory_get_third_party_accounts', args: {} });
    expect(called.status).to.equal(200);
    const name: string = called.body.accounts[0].name;
    const q = encodeURIComponent(`where is ${name} located`);
    const started = Date.now();
    for (;;) {
      const { body } = await getJson(`${stack.registryUrl}/apis?q=${q}&k=1`);
      if (body.results[0]?.name === 'territory_get_third_party_accounts') {
        expect(Object.values(body.results[0].matched).flat()).to.include('returned');
        break;
      }
      expect(Date.now() - started, `found by '${name}'`).to.be.lessThan(PUBLISH_MS + 1000);
      await sleep(50);
    }
  });

  it('/applications/{app}/apis?q= searches that application only; bad input is a 422 saying what is allowed', async () => {
    const { body } = await getJson(`${stack.registryUrl}/applications/territory/apis?q=accounts&k=10`);
    expect(body.results.length).to.be.greaterThan(0);
    expect(body.results.every((r: { app: string }) => r.app === 'territory')).to.equal(true);
    const bad = await getJson(`${stack.registryUrl}/apis?q=accounts&k=0`);
    expect(bad.status).to.equal(422);
    expect(JSON.stringify(bad.body)).to.match(/k/);
    const long = await getJson(`${stack.registryUrl}/apis?q=${'x'.repeat(501)}`);
    expect(long.status).to.equal(422);
    const plain = await getJson(`${stack.registryUrl}/apis`);
    expect(Object.keys(plain.body)).to.have.members(['territory', 'crm']);
  });

  it('a tool onboarded at run time is found within a second', async () => {
    const started = Date.now();
    const onboard = await postJson(`${stack.registryUrl}/functions/onboard`, {
      app_name: 'weather',
      schemas: [
        {
          name: 'forecast_by_city',
          description: 'Weather forecast for a city: temperature and rain for the next days',
          input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        },
      ],
    });
    expect(onboard.status).to.equal(201);
    let found = false;
    while (!found && Date.now() - started < 1000) {
      const { body } = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent('will it rain in paris tomorrow')}&k=1`);
      found = body.results[0]?.name === 'weather_forecast_by_city';
      if (!found) await sleep(20);
    }
    expect(found, 'found within a second of onboarding').to.equal(true);
    await getJson(`${stack.registryUrl}/functions/onboard/weather`, { method: 'DELETE' });
  });

  it('/mcp?tools=search offers the three discovery tools: a search, a describe, then a call (official SDK client)', async () => {
    const client = await mcpClient(`${stack.registryUrl}/mcp?tools=search`);
    try {
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name)).to.deep.equal(['search_tools', 'describe_tools', 'call_tool']);
      const found = structured(await client.callTool({ name: 'search_tools', arguments: { query: 'my accounts in the territory', k: 3 } }));
      expect(found.tools[0].name).to.equal('territory_get_my_accounts');
      expect(found.tools[0].description).to.match(/accounts/i);
      const described = structured(await client.callTool({ name: 'describe_tools', arguments: { names: ['crm_get_account', 'nope_x'] } }));
      expect(described.tools[0].name).to.equal('crm_get_account');
      expect(described.tools[0].inputSchema.properties).to.have.property('account_id');
      expect(described.unknown).to.deep.equal(['nope_x']);
      const called = await client.callTool({ name: 'call_tool', arguments: { name: 'territory_get_my_accounts', arguments: {} } });
      const direct = await getJson(`${stack.registryUrl}/functions/call`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ function_name: 'territory_get_my_accounts', args: {} }),
      });
      expect(structured(called)).to.deep.equal(direct.body);
      // the same validation as a direct call: a missing required argument names the field
      const invalid = (await client.callTool({ name: 'call_tool', arguments: { name: 'crm_get_account', arguments: {} } })) as any;
      expect(invalid.isError).to.equal(true);
      expect(invalid.content[0].text).to.match(/^422: .*\n- account_id/s);
    } finally {
      await client.close();
    }
    // the default stays the whole catalogue
    const plain = await mcpClient(`${stack.registryUrl}/mcp`);
    expect((await plain.listTools()).tools.length).to.be.greaterThan(20);
    await plain.close();
    const bad = await getJson(`${stack.registryUrl}/mcp?tools=some`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.match(/all, search/);
  });

  it('a key limited to an application never sees or calls another through search; --tools search is its default on /mcp', async () => {
    const store = await openKeyStore(stack.dataDir);
    const { token: admin } = await createKey(store, { name: 'admin', scopes: 'admin' });
    const { token } = await createKey(store, { name: 'crm-only', scopes: 'call', apps: 'crm', tools: 'search' });
    await store.close();
    // keys are in force within a second
    for (let i = 0; i < 40 && (await getJson(`${stack.registryUrl}/apis`)).status !== 401; i++) await sleep(50);
    const http = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent('my accounts in the sales territory')}&k=20`, {
      headers: bearer(token),
    });
    expect(http.status).to.equal(200);
    expect(http.body.results.length).to.be.greaterThan(0);
    expect(http.body.results.every((r: { app: string }) => r.app === 'crm')).to.equal(true);
    expect((await getJson(`${stack.registryUrl}/applications/territory/apis?q=accounts`, { headers: bearer(token) })).status).to.equal(403);
    const client = await mcpClient(`${stack.registryUrl}/mcp`, bearer(token));
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).to.deep.equal(['search_tools', 'describe_tools', 'call_tool']);
      const found = structured(
        await client.callTool({ name: 'search_tools', arguments: { query: 'my accounts in the sales territory', k: 20 } }),
      );
      expect(found.tools.every((t: { name: string }) => t.name.startsWith('crm_'))).to.equal(true);
      const described = structured(await client.callTool({ name: 'describe_tools', arguments: { names: ['territory_get_my_accounts'] } }));
      expect(described.tools).to.deep.equal([]);
      const refused = (await client.callTool({ name: 'call_tool', arguments: { name: 'territory_get_my_accounts' } })) as any;
      expect(refused.isError).to.equal(true);
      expect(refused.content[0].text).to.match(/^403: /);
    } finally {
      await client.close();
    }
    const adminClient = await mcpClient(`${stack.registryUrl}/mcp`, bearer(admin));
    expect((await adminClient.listTools()).tools.length).to.be.greaterThan(20);
    await adminClient.close();
  });
});

describe('tool search: registry.mcp_search_above switches /mcp to the discovery tools for a large catalogue', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ noDemo: true, settingsOverrides: { registry: { ...testSettings().registry, mcp_search_above: 20 } } });
  });
  after(async () => stack?.stop());

  it('26 tools > 20: the three discovery tools; ?tools=all still lists every tool', async () => {
    const client = await mcpClient(`${stack.registryUrl}/mcp`);
    expect((await client.listTools()).tools.map((t) => t.name)).to.deep.equal(['search_tools', 'describe_tools', 'call_tool']);
    await client.close();
    const all = await mcpClient(`${stack.registryUrl}/mcp?tools=all`);
    expect((await all.listTools()).tools).to.have.length(26);
    await all.close();
  });
});
