import { expect } from 'chai';
import { shot } from './helpers/screenshots.js';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, hasChromium, launchChromium, sidewaysOverflow } from './helpers/chromium.js';
import { createService } from '../src/http/index.js';
import { servePage } from '../src/http/pages.js';
import { registerLocalAsset } from '../src/assets.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

describe('registry catalogue page at /ui (real Chromium)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  before(async function () {
    if (!hasChromium()) this.skip();
    stack = await startStack({ noDemo: true });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    errors = collectErrors(page);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('is served by the registry from its own files, with a strict Content-Security-Policy', async () => {
    const res = await fetch(`${stack.registryUrl}/ui`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(res.headers.get('content-security-policy')).to.include("script-src 'self'");
    const html = await res.text();
    expect(html).to.not.match(/src="https?:|href="https?:/);
    for (const asset of ['/ui/catalogue.js', '/ui/catalogue.css']) {
      const r = await fetch(`${stack.registryUrl}${asset}`);
      expect(r.status, asset).to.equal(200);
      expect(await r.text(), asset).to.not.match(/https?:\/\/(?!127\.)/);
    }
  });

  it('a page that was never built answers 503 saying how to build it', async () => {
    const service = createService({ name: 'pages-test', logger: quietLogger, logRequests: false, info: { title: 't', version: '0' } });
    registerLocalAsset('pages-test-missing.html', 'dist/pages/never-built.html');
    servePage(service, [{ path: '/', asset: 'pages-test-missing.html', file: 'dist/pages/never-built.html', type: 'text/html' }]);
    const running = await serveOnFreePort(service.finish());
    try {
      const { status, body } = await getJson(`${running.url}/`);
      expect(status).to.equal(503);
      expect(body).to.deep.equal({
        detail: 'This page is not built: dist/pages/never-built.html is missing. Build it with: npm run build',
      });
    } finally {
      await running.close();
    }
  });

  it('lists every application with its kind, status and tool count', async () => {
    const { body: apps } = await getJson(`${stack.registryUrl}/applications`);
    await page.goto(`${stack.registryUrl}/ui`);
    await page.locator('.app').first().waitFor();
    expect(await page.locator('.app h3').allTextContents()).to.deep.equal(apps.map((a: { name: string }) => a.name));
    for (const a of apps) {
      const card = page.locator(`.app[data-app="${a.name}"]`);
      expect(await card.locator('.app-head').textContent()).to.equal(`${a.name}${a.type}${a.status}${a.tools} tools`);
    }
    const total = apps.reduce((n: number, a: { tools: number }) => n + a.tools, 0);
    expect(await page.locator('#count').textContent()).to.equal(`${total} tools`);
    expect(await page.locator('.tool').count()).to.equal(total);
  });

  it('search narrows the list to one tool, whose record shows its parameters and response schema', async () => {
    await page.getByLabel('Search').fill('territory_get_contacts');
    expect(await page.locator('.tool').count()).to.equal(1);
    expect(await page.locator('#count').textContent()).to.match(/^1 of \d+ tools$/);
    await page.getByLabel('Search').fill('job title');
    const names = await page.locator('.tool-name').allTextContents();
    expect(names).to.include('territory_get_contacts');
    await page.getByLabel('Search').fill('territory_get_contacts');
    await page.locator('.tool summary').first().click();
    const params = page.locator('table.params');
    expect(await params.locator('caption').textContent()).to.equal('2 parameters');
    const jobTitle = await params.locator('tr', { hasText: 'job_title' }).locator('td').allTextContents();
    expect(jobTitle.slice(0, 5)).to.deep.equal(['job_title', 'query', 'string', 'optional', 'length <= 200']);
    expect(await page.locator('.tool-body').textContent())
      .to.include('On success:')
      .and.include('properties');
  });

  it('"try it" calls the tool through /functions/call and shows the status and the rows', async () => {
    const direct = await postJson(`${stack.registryUrl}/functions/call`, {
      function_name: 'territory_get_contacts',
      args: { job_title: 'Chief Technology Officer' },
    });
    expect(direct.status).to.equal(200);
    await page.getByLabel(/^job_title/).fill('Chief Technology Officer');
    await page.getByRole('button', { name: 'Call' }).click();
    const result = page.locator('.call-result');
    await result.locator('.call-status').waitFor();
    expect(await result.locator('.call-status').textContent()).to.match(/^200 OK · \d+ ms$/);
    const n = direct.body.contacts.length;
    expect(n).to.be.greaterThan(0);
    expect(await result.locator('table.rows caption').textContent()).to.equal(`Showing 10 of ${n} contacts`);
    expect(await result.locator('table.rows tbody tr').first().textContent()).to.include('Chief Technology Officer');
    expect(errors).to.deep.equal([]);
    await page.screenshot({ path: shot('catalogue-page.png'), fullPage: true });
  });

  it('a required parameter is asked for, and a failed call shows its status and detail', async () => {
    await page.getByLabel('Search').fill('crm_get_account');
    const tool = page.locator('.tool[data-tool="crm_get_account"]');
    await tool.locator('summary').click();
    const field = tool.getByLabel(/^account_id/);
    expect(await field.getAttribute('required')).to.equal('');
    expect(await tool.locator('label', { hasText: 'account_id' }).textContent()).to.include('required');
    await field.fill('999999');
    await tool.getByRole('button', { name: 'Call' }).click();
    await tool.locator('.call-status').waitFor();
    expect(await tool.locator('.call-status').textContent()).to.match(/^404 failed/);
    expect(await tool.getByRole('alert').textContent()).to.match(/not found/i);
  });

  it('sends the pasted key as a Bearer token, keeps it in session storage only, and shows a refusal plainly', async () => {
    const p = await browser.newPage({ locale: 'en-US' });
    const pageErrors = collectErrors(p);
    const seen: (string | undefined)[] = [];
    await p.route('**/applications', async (route) => {
      const auth = route.request().headers().authorization;
      seen.push(auth);
      if (auth !== 'Bearer good-key') await route.fulfill({ status: 401, json: { detail: 'A valid API key is required' } });
      else await route.continue();
    });
    await p.goto(`${stack.registryUrl}/ui`);
    const alert = p.locator('#auth-alert');
    await alert.waitFor();
    expect(await alert.textContent()).to.equal(
      'The registry refused the request (401 Unauthorized): A valid API key is required. ' +
        'This registry requires an API key: paste one above and choose "Use key".',
    );
    await p.getByLabel('API key').fill('bad-key');
    await p.getByRole('button', { name: 'Use key' }).click();
    await p.waitForFunction(() => document.getElementById('auth-alert')!.textContent!.includes('not accepted'));
    await p.getByLabel('API key').fill('good-key');
    await p.getByRole('button', { name: 'Use key' }).click();
    await p.locator('.app').first().waitFor();
    expect(await alert.isVisible()).to.equal(false);
    expect(seen).to.deep.equal([undefined, 'Bearer bad-key', 'Bearer good-key']);
    const stored = await p.evaluate(() => ({ session: sessionStorage.getItem('agent-registry-key'), local: JSON.stringify(localStorage) }));
    expect(stored).to.deep.equal({ session: 'good-key', local: '{}' });
    // a 401 is an expected answer here: the only console errors are the two refused loads
    expect(pageErrors.filter((e) => !e.includes('401'))).to.deep.equal([]);
    await p.close();
  });

  it('marks onboarded applications and lists their tools', async () => {
    const onboard = await postJson(`${stack.registryUrl}/functions/onboard`, {
      app_name: 'notes',
      description: 'Notes kept by a tool runtime',
      schemas: [
        {
          name: 'add_note',
          description: 'Add a note',
          input_schema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
        },
      ],
    });
    expect(onboard.status).to.equal(201);
    await page.reload();
    const card = page.locator('.app[data-app="notes"]');
    await card.waitFor();
    expect(await card.getAttribute('class')).to.equal('app onboarded');
    expect(await card.locator('.app-head').textContent()).to.equal('notesonboardedok1 tool');
    await card.getByRole('button', { name: 'Show its 1 tool' }).click();
    expect(await page.locator('.tool-name').allTextContents()).to.deep.equal(['notes_add_note']);
    expect(await page.locator('.tool summary').textContent()).to.include('onboarded');
  });

  it('fits a 390 px wide screen without sideways scrolling', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const phoneErrors = collectErrors(phone);
    await phone.goto(`${stack.registryUrl}/ui`);
    await phone.locator('.app').first().waitFor();
    await phone.getByLabel('Search').fill('territory_get_contacts');
    await phone.locator('.tool summary').first().click();
    await phone.getByLabel(/^job_title/).fill('Chief Technology Officer');
    await phone.getByRole('button', { name: 'Call' }).click();
    await phone.locator('.call-status').waitFor();
    expect(await sidewaysOverflow(phone)).to.equal(0);
    expect(phoneErrors).to.deep.equal([]);
    await phone.screenshot({ path: shot('catalogue-page-phone.png') });
    await phone.close();
  });
});

describe('registry catalogue page at /ui: calls waiting for approval (real Chromium)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let browser: Browser;

  before(async function () {
    if (!hasChromium()) this.skip();
    stack = await startStack({ noDemo: true, settingsOverrides: { approvals: { apps: ['crm'] } } });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows each waiting call with who asked and its exact arguments; Approve lets that call run once', async () => {
    const body = { function_name: 'crm_delete_opportunity', args: { opportunity_id: 5 } };
    const asked = await postJson(`${stack.registryUrl}/functions/call`, body);
    expect(asked.status).to.equal(202);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const errors = collectErrors(page);
    await page.goto(`${stack.registryUrl}/ui`);
    const card = page.locator(`.approval[data-approval="${asked.body.approval.id}"]`);
    await card.waitFor();
    expect(await card.locator('h3').textContent()).to.equal('crm_delete_opportunity');
    expect(JSON.parse((await card.locator('.approval-args').textContent())!)).to.deep.equal({ opportunity_id: 5 });
    await page.screenshot({ path: shot('catalogue-approval.png'), fullPage: false });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Approved: the same call').waitFor();
    expect((await postJson(`${stack.registryUrl}/functions/call`, body)).status).to.equal(200);
    expect((await getJson(`${stack.crmUrl}/opportunities/5`)).status).to.equal(404);
    const again = await postJson(`${stack.registryUrl}/functions/call`, body);
    expect(again.status).to.equal(202); // a replay asks again
    expect(errors).to.deep.equal([]);
    await page.close();
  });
});
