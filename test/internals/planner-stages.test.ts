import { expect } from 'chai';
import { join } from 'node:path';
import { createCrmService, type CrmService } from '../../src/crm/server.js';
import { fieldWords, formatValue, plural } from '../../src/demo/planner/offline/core/format.js';
import { allowedValues } from '../../src/demo/planner/offline/core/schema.js';
import { findStates } from '../../src/demo/planner/offline/core/states.js';
import { terms } from '../../src/demo/planner/offline/core/tokenize.js';
import { extract } from '../../src/demo/planner/offline/understand/extract.js';
import { parseIntent } from '../../src/demo/planner/offline/understand/intent.js';
import { indexFor } from '../../src/demo/planner/offline/choose/retrieve.js';
import { choosePlan } from '../../src/demo/planner/offline/choose/plan.js';
import { execute } from '../../src/demo/planner/offline/run/execute.js';
import { createOfflinePlanner } from '../../src/demo/planner/offline/index.js';
import type { AgentTool } from '../../src/demo/tools/types.js';
import { createTerritoryApp } from '../../src/territory/server.js';
import type { Running } from '../../src/http/index.js';
import { directToolBox, openApiTools } from '../fixtures/planner/openapi-toolbox.js';
import { tempHome } from '../helpers/home.js';
import { quietLogger, serveOnFreePort } from '../helpers/server.js';
import { testSettings } from '../helpers/stack.js';

/**
 * Fast in-process tests of the offline planner's stages (no registry, no demo server): the
 * two demo APIs served in-process, their tools built by the registry's own OpenAPI source
 * (test/fixtures/planner/openapi-toolbox.ts) and called directly.
 */
describe('offline planner stages (in-process)', function () {
  this.timeout(30_000);
  const home = tempHome();
  let territory: Running;
  let crm: CrmService;
  let crmSrv: Running;
  let tools: AgentTool[];
  let box: ReturnType<typeof directToolBox>;
  const settings = testSettings({ llm: { provider: 'offline' } });
  /** What the pipeline derives from the tools: the values they know (enums) and the words of their names. */
  const opts = () => ({
    knownValues: [...new Set(tools.flatMap((t) => t.parameters.flatMap((p) => allowedValues(p))))].filter(
      (v) => /[a-z]/i.test(v) && v.length >= 3,
    ),
    vocabulary: new Set(tools.flatMap((t) => t.name.split('_'))),
    entities: new Set<string>(),
  });
  const ctx = (message: string) => ({
    message,
    sessionId: 's',
    history: [],
    tools: box,
    settings,
    signal: new AbortController().signal,
    emit: () => undefined,
  });
  const plan = (message: string) => {
    const intent = parseIntent(message);
    const mentions = extract(message, opts());
    const index = indexFor(tools);
    const chosen = choosePlan({ intent, mentions, message, index, query: terms(message), previous: undefined });
    if ('reason' in chosen) throw new Error(`no plan for "${message}": ${chosen.reason}`);
    return { chosen, intent };
  };

  before(async () => {
    territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
    crm = await createCrmService({ dbPath: join(home.dir, 'crm.sqlite'), logger: quietLogger });
    crmSrv = await serveOnFreePort(crm.handler);
    const [t, c] = await Promise.all([openApiTools('territory', territory.url), openApiTools('crm', crmSrv.url)]);
    tools = [...t, ...c];
    box = directToolBox([
      { name: 'territory', url: territory.url, tools: t },
      { name: 'crm', url: crmSrv.url, tools: c },
    ]);
  });
  after(async () => {
    await territory?.close();
    await crmSrv?.close();
    await crm?.close();
    home.remove();
  });

  describe('fixture: records made by the registry', () => {
    it('every operation of both APIs is a tool with the registry name, method, path and typed parameters', () => {
      const names = tools.map((t) => t.name);
      expect(names).to.include.members(['territory_get_my_accounts', 'territory_get_contacts', 'crm_list_leads', 'crm_delete_opportunity']);
      const contacts = tools.find((t) => t.name === 'territory_get_contacts')!;
      expect(contacts).to.deep.include({ method: 'GET', readOnly: true, app: 'territory' });
      expect(contacts.parameters.map((p) => p.name)).to.include.members(['account_id', 'job_title']);
      expect(tools.find((t) => t.name === 'crm_delete_opportunity')!.readOnly).to.equal(false);
    });
  });

  describe('core', () => {
    it('tokenize: tool names split and stemmed', () => {
      expect(terms('get_my_accounts')).to.include('account');
    });
    it('states: names and codes found in text', () => {
      expect(findStates('accounts in Texas or CA').map((s) => s.code)).to.include.members(['TX', 'CA']);
    });
    it('format: money with $ and separators, words for fields, plurals', () => {
      expect(formatValue('annual_revenue', 14781000)).to.equal('$14,781,000');
      expect(fieldWords('employee_count')).to.equal('employee count');
      expect(plural(2, 'lead')).to.equal('2 leads');
    });
  });

  describe('understand', () => {
    it('intent: counts, orders with k, aggregates, groups, writes near the start', () => {
      expect(parseIntent('how many leads are there?').count).to.equal(true);
      const top = parseIntent('top 3 accounts by revenue').order!;
      expect(top).to.deep.include({ dir: 'desc', k: 3 });
      expect(parseIntent('average deal size in Europe').aggregate?.op).to.equal('avg');
      expect(parseIntent('opportunities by region').by).to.deep.equal(['region']);
      expect(parseIntent('delete opportunity 7').write).to.equal('delete');
      expect(parseIntent('what is the biggest deal').write).to.equal(undefined);
    });
    it('extract: states, money with comparators, months with years, ids', () => {
      const m = extract('opportunities over $50,000 closing in November 2024 for accounts in Texas', opts());
      expect(m.find((x) => x.kind === 'number')).to.deep.include({ value: 50_000, unit: 'money', comparator: 'gt' });
      expect(m.find((x) => x.kind === 'month')).to.deep.include({ month: 11, year: 2024 });
      expect(m.find((x) => x.kind === 'state')).to.deep.include({ code: 'TX' });
      expect(extract('contacts of acc_7', opts()).find((x) => x.kind === 'id')).to.deep.include({ text: 'acc_7' });
    });
  });

  describe('choose', () => {
    it('retrieval and argument filling pick the tool and its arguments', () => {
      expect(plan('how many leads are in the CRM?').chosen.primary.tool.name).to.equal('crm_list_leads');
      const contacts = plan('contacts at account acc_5 with job title Chief Executive Officer').chosen.primary;
      expect(contacts.tool.name).to.equal('territory_get_contacts');
      expect(contacts.fill.args).to.deep.include({ account_id: 'acc_5' });
    });
    it('a question never plans a write tool; a clear write request plans one', () => {
      expect(plan('show opportunity 12').chosen.primary.tool.readOnly).to.equal(true);
      expect(plan('delete opportunity 12').chosen.primary.tool.name).to.equal('crm_delete_opportunity');
    });
  });

  describe('run', () => {
    it('reads every page of a paginated tool and filters rows client-side', async () => {
      const { chosen, intent } = plan('all leads with status qualified');
      const o = await execute(ctx('all leads with status qualified'), chosen, intent);
      const all = (await (await fetch(`${crmSrv.url}/leads/?status=qualified&limit=1`)).json()) as { total: number };
      expect(o.kind).to.equal('list');
      expect(o.rows.length).to.equal(all.total);
    });
  });

  describe('answer', () => {
    it('the first sentence states what was found, with the figure from the API', async () => {
      const planner = createOfflinePlanner();
      const leads = (await (await fetch(`${crmSrv.url}/leads/?limit=1`)).json()) as { total: number };
      const r = await planner.answer(ctx('how many leads are there in the CRM?'));
      expect(r.response.split('\n')[0]).to.include(leads.total.toLocaleString('en-US'));
      expect(r.confidence).to.be.above(0.5);
    });
    it('a question with nothing to answer from is declined without calling anything', async () => {
      const before = box.upstreamMs;
      const r = await createOfflinePlanner().answer(ctx("what's the weather in Paris tomorrow?"));
      expect(r.confidence).to.be.at.most(0.2);
      expect(box.upstreamMs).to.equal(before);
    });
  });
});
