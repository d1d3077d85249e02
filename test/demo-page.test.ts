import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startOllamaStub, type OllamaStub } from './helpers/ollama-stub.js';
import { startStack, type Stack } from './helpers/stack.js';

const CHROMIUM = '/usr/bin/chromium';

describe('chat page in a real Chromium', function () {
  this.timeout(60_000);
  let stack: Stack;
  let stub: OllamaStub;
  let browser: Browser;

  before(async function () {
    if (!existsSync(CHROMIUM)) this.skip();
    stub = await startOllamaStub({
      models: ['qwen2.5:7b-instruct'],
      script: (body) => {
        const last = body.messages.at(-1);
        if (last.role === 'tool') return { content: 'You have 50 accounts in your territory.' };
        if (String(last.content).includes('boom')) return { status: 500, error: 'the model crashed' };
        return { tool_calls: [{ function: { name: 'territory_get_my_accounts', arguments: {} } }] };
      },
    });
    stack = await startStack({ settingsOverrides: { llm: { provider: 'ollama', host: stub.url }, demo: { max_results: 5 } } });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
    await stub?.close();
  });

  it('loads /, sends a message with the keyboard, and shows the answer, a table of rows and the tools used with timings', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.demoUrl}/`);
    await page.waitForFunction(() => document.getElementById('mode')?.textContent === 'api');
    expect(await page.textContent('#planner')).to.match(/^ollama \(.+\)$/);
    const box = page.getByLabel('Message');
    await box.fill('list my accounts');
    await box.press('Enter');
    const answer = page.locator('.msg.agent .answer');
    await answer.waitFor();
    expect(await answer.textContent()).to.equal('You have 50 accounts in your territory.');
    expect(await page.locator('.msg.agent table caption').textContent()).to.equal('Showing 5 of 50 accounts');
    expect(await page.locator('.msg.agent tbody tr').count()).to.equal(5);
    // the column naming each row first, the ids last
    expect(await page.locator('.msg.agent thead th').first().textContent()).to.equal('name');
    expect(await page.locator('.msg.agent thead th').last().textContent()).to.equal('id');
    expect(await page.locator('.msg.agent tbody tr').first().locator('td').last().textContent()).to.equal('acc_1');
    const meta = await page.locator('.msg.agent .meta').textContent();
    expect(meta).to.include('Tools used: territory_get_my_accounts');
    expect(await page.locator('.msg.agent .step.call summary').first().textContent()).to.match(/territory_get_my_accounts — ok \(\d+ ms\)/);
    expect(meta).to.include('mode api');
    expect(await box.evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(errors).to.deep.equal([]);
    await page.close();
  });

  it('shows an api-mode refusal and errors plainly', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.demoUrl}/`);
    await page.getByLabel('Message').fill('take a screenshot of example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.msg.agent .answer').waitFor();
    expect(await page.locator('.msg.agent .answer').textContent()).to.equal('Browser operations not available in API mode');
    expect(await page.locator('.msg.agent .meta').textContent()).to.include('Tools used: none');
    await page.getByLabel('Message').fill('boom');
    await page.getByLabel('Message').press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).to.match(/^Error 502: .*the model crashed/);
    await page.close();
  });
});
