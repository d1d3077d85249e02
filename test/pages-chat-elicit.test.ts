import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, hasChromium, launchChromium, sidewaysOverflow } from './helpers/chromium.js';
import { ASKING_YAML } from './helpers/mcp-input.js';
import { shot } from './helpers/screenshots.js';
import { startStack, type Stack } from './helpers/stack.js';

/**
 * Issue 31 on the chat page, in Debian's Chromium: a tool of a real MCP server (federated by
 * a real registry, the offline planner in front) asks for a form during the call; the page
 * shows it built from the tool's schema, the person fills it in and accepts (or declines),
 * and the answer reports the tool's result.
 */
describe('chat page: a form a tool asks for during the call (MCP elicitation, real Chromium)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  before(async function () {
    if (!hasChromium()) this.skip();
    stack = await startStack({ registryConfig: ASKING_YAML, settingsOverrides: { llm: { provider: 'offline' } } });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
    errors = collectErrors(page);
    await page.goto(`${stack.demoUrl}/`);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Sends a message and waits for the form the tool asks for. */
  async function askForForm(message: string) {
    const forms = await page.locator('form.elicitation').count();
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Message').press('Enter');
    const form = page.locator('form.elicitation').nth(forms);
    await form.waitFor();
    return form;
  }

  /** The chat has ended: its answer shown, the page ready for the next message. */
  async function answered(): Promise<string> {
    await page.locator('.msg.agent[aria-busy]').waitFor({ state: 'detached' });
    return (await page.locator('.msg.agent .answer').last().textContent()) ?? '';
  }

  it('shows the form by its schema (labels, inputs by type, a select, required marked), sends it, answers with the result', async () => {
    const form = await askForForm('create a meeting');
    expect(await form.locator('.elicit-title').textContent()).to.equal('asking_create_meeting asks: Which meeting should I create?');
    // inputs by type, with the tool's titles as labels and its defaults filled in
    const topic = form.getByLabel('Topic');
    expect(await topic.getAttribute('type')).to.equal('text');
    expect(await topic.getAttribute('required')).to.equal('');
    expect(await topic.evaluate((e) => document.activeElement === e)).to.equal(true);
    const minutes = form.getByLabel('Length in minutes');
    expect(await minutes.getAttribute('type')).to.equal('number');
    expect(await minutes.inputValue()).to.equal('30');
    expect([await minutes.getAttribute('min'), await minutes.getAttribute('max'), await minutes.getAttribute('step')]).to.deep.equal([
      '15',
      '240',
      '1',
    ]);
    const room = form.getByLabel('Room');
    expect(await room.evaluate((e) => e.tagName)).to.equal('SELECT');
    expect(await room.locator('option').allTextContents()).to.deep.equal(['Choose…', 'Atlas', 'Borealis', 'Cirrus']);
    const invite = form.getByLabel('Send invitations');
    expect(await invite.getAttribute('type')).to.equal('checkbox');
    expect(await invite.isChecked()).to.equal(true);
    // required fields marked; the optional ones not
    const marked = await form.locator('label:has(.required)').allTextContents();
    expect(marked).to.deep.equal(['Topic *', 'Room *']);
    expect(await form.locator('.elicit-note').textContent()).to.include('Fields marked * are required');
    expect(await form.getByRole('button').allTextContents()).to.deep.equal(['Accept', 'Decline', 'Cancel']);
    expect(await sidewaysOverflow(page)).to.equal(0);

    await topic.fill('Quarterly plan');
    await minutes.fill('45');
    await room.selectOption({ label: 'Borealis' });
    await invite.uncheck();
    await page.screenshot({ path: shot('chat-elicitation.png') });
    await form.getByRole('button', { name: 'Accept' }).click();
    expect(await answered()).to.include('Created the meeting "Quarterly plan" in borealis for 45 minutes; invitations not sent.');
    expect(await form.locator('.elicit-status').textContent()).to.equal('Sent: the tool goes on with your answer.');
    expect(await form.getByRole('button', { name: 'Accept' }).isDisabled()).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('Decline: the tool is told, and the answer says the form was declined', async () => {
    const form = await askForForm('create a meeting');
    // Decline needs no field filled in (the browser does not hold it back for the required ones)
    await form.getByRole('button', { name: 'Decline' }).click();
    const text = await answered();
    expect(text).to.include('You declined the form asking_create_meeting asked for ("Which meeting should I create?").');
    expect(text).to.include('No meeting was created: the form was declined');
    expect(await form.locator('.elicit-status').textContent()).to.equal('Declined: the tool was told you will not answer.');
    expect(errors).to.deep.equal([]);
  });
});
