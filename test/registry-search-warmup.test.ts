// The search warm-up (a service's `search_warmup: true`): a registry just started finds a tool
// by a value its answers hold before any client has called it; a service without it does not.
import { expect } from 'chai';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import { getJson } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first result of a search, asked again until `want` ranks first or `ms` pass. */
async function firstWithin(stack: Stack, q: string, want: string, ms: number): Promise<string | undefined> {
  const started = Date.now();
  for (;;) {
    const { body } = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent(q)}&k=1`);
    const first: string | undefined = body.results[0]?.name;
    if (first === want || Date.now() - started > ms) return first;
    await sleep(100);
  }
}

describe('tool search: the warm-up reads the listings of a service configured with search_warmup', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    const config = [
      'servers:',
      '  - { name: territory, type: openapi, spec_url: "{territory}/openapi.json" }',
      '  - { name: crm, type: openapi, spec_url: "{crm}/openapi.json", search_warmup: true }',
      '',
    ].join('\n');
    stack = await startStack({ noDemo: true, registryConfig: config });
  });
  after(async () => stack?.stop());

  it('a person deep in the CRM contacts is found by name with no call made by a client', async () => {
    const { body } = await getJson(`${stack.crmUrl}/contacts/?skip=5000&limit=1`);
    const c = (body.items ?? body)[0] as { first_name: string; last_name: string };
    const first = await firstWithin(stack, `email for ${c.first_name} ${c.last_name}`, 'crm_list_contacts', 30_000);
    expect(first, `${c.first_name} ${c.last_name}`).to.equal('crm_list_contacts');
    const { body: found } = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent(`${c.first_name} ${c.last_name}`)}&k=1`);
    expect(Object.values(found.results[0].matched).flat()).to.include('returned');
  });

  it('a service without it learns only from the calls clients make', async () => {
    const { body } = await getJson(`${stack.territoryUrl}/third-party-accounts`);
    const name: string = (body.accounts ?? body)[0].name;
    await sleep(1500); // past a publish of what was learnt
    const res = await getJson(`${stack.registryUrl}/apis?q=${encodeURIComponent(`where is ${name} located`)}&k=1`);
    expect(res.body.results[0]?.name).to.not.equal('territory_get_third_party_accounts');
  });

  it('the setting is checked where it is written: the service is listed as an error saying what is allowed', () => {
    const parse = (entry: string) =>
      parseRegistryConfig(`servers:\n  - { name: a, url: "http://x/openapi.json", ${entry} }\n`, '/cfg/m.yaml', {});
    const error = (entry: string) => (parse(entry).services[0] as { error?: string }).error;
    expect(error('search_warmup: "yes"')).to.match(/m\.yaml:2: servers\[0\]\.search_warmup: must be true or false/);
    expect(error('search_warmup: true, pass_caller_token: true')).to.match(/search_warmup: cannot be set with pass_caller_token/);
    expect(parse('search_warmup: true').services[0]).to.include({ kind: 'openapi', searchWarmup: true });
  });
});
