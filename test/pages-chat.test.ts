import { expect } from 'chai';
import { shot } from './helpers/screenshots.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createOfflinePlanner } from '../src/demo/planner/offline/index.js';
import type { Planner } from '../src/demo/planner/types.js';
import { collectErrors, hasChromium, launchChromium, sidewaysOverflow } from './helpers/chromium.js';
import { postJson } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

const BY_REGION = 'opportunities over $50,000 closing in November 2024 by region';
const BY_DATE = 'opportunities closing in December 2024 by close date';

/**
 * Bars drawn on the chart's canvas in the bar colour (#0b5cad): for each bar, left to right, its
 * height in pixels. Plain JavaScript text: the page runs it as it is.
 */
const BAR_HEIGHTS = `(() => {
  const canvas = document.querySelector('.chart-bar canvas');
  const { width, height } = canvas;
  const px = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const bars = [];
  let run = 0;
  for (let x = 0; x <= width; x++) {
    let n = 0;
    for (let y = 0; x < width && y < height; y++) {
      const i = (y * width + x) * 4;
      if (Math.abs(px[i] - 11) < 8 && Math.abs(px[i + 1] - 92) < 8 && Math.abs(px[i + 2] - 173) < 8) n++;
    }
    if (n > 0) run = Math.max(run, n);
    else if (run > 0) {
      bars.push(run);
      run = 0;
    }
  }
  return bars;
})()`;

describe('chat page: charts, live steps, kept conversation (real Chromium)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** While set, the planner holds its answer back until the promise settles (the steps are out by then). */
  let hold: Promise<void> | null = null;

  before(async function () {
    if (!hasChromium()) this.skip();
    const offline = createOfflinePlanner();
    const planner: Planner = {
      name: 'offline',
      async answer(ctx) {
        const result = await offline.answer(ctx);
        if (hold) await hold;
        return result;
      },
    };
    stack = await startStack({ planner });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function ask(message: string): Promise<void> {
    const answers = await page.locator('.msg.agent .answer').count();
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Message').press('Enter');
    await page.locator('.msg.agent .answer').nth(answers).waitFor();
  }

  it('draws the grouped answer as bars matching the API groups, beside a table of formatted numbers', async () => {
    await page.goto(`${stack.demoUrl}/`);
    await ask(BY_REGION);
    const api = await postJson(`${stack.demoUrl}/chat`, { message: BY_REGION });
    const groups: { region: string; count: number; total_value: number }[] = api.body.data.result.groups;
    expect(groups.length).to.be.greaterThan(2);
    const section = page.locator('.result', { has: page.locator('.chart-bar') });
    // the text alternative names every bar with its value, in the API's order
    const label = await section.locator('.plot').getAttribute('aria-label');
    expect(label).to.equal(`Bar chart of count by region: ${groups.map((g) => `${g.region} ${g.count}`).join('; ')}`);
    // and the canvas shows that many bars, their heights in the proportion of the counts
    const heights: number[] = await page.evaluate(BAR_HEIGHTS);
    expect(heights).to.have.length(groups.length);
    const top = Math.max(...groups.map((g) => g.count));
    const tallest = Math.max(...heights);
    groups.forEach((g, i) => expect(heights[i]).to.be.closeTo((g.count / top) * tallest, 2));

    // another measure redraws the bars
    await section.getByLabel('Measure shown').selectOption('total_value');
    expect(await section.locator('.plot').getAttribute('aria-label')).to.match(
      /^Bar chart of total value by region: North America \$14,781,000; /,
    );

    // the table beside it: thousands separators, money as currency, the count stated
    const table = section.locator('table.rows');
    expect(await table.locator('caption').textContent()).to.equal(`${groups.length} groups`);
    const first = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(first).to.deep.equal([groups[0]!.region, groups[0]!.count.toLocaleString('en-US'), '$14,781,000']);
    const rows = page.locator('.msg.agent').first().locator('section[aria-label="Result 2: rows"]');
    expect(await rows.locator('caption').textContent()).to.equal('Showing 10 of 114 rows');
    expect(await rows.locator('tbody tr').first().textContent())
      .to.include('$1,300,300')
      .and.include('Nov 9, 2024')
      .and.include('70%');
    expect(errors).to.deep.equal([]);
    await page
      .locator('.msg.agent')
      .first()
      .screenshot({ path: shot('chat-page.png') });
  });

  it('sorts a column from the keyboard, shows all rows on demand, and switches between chart and table', async () => {
    const section = page.locator('.result', { has: page.locator('.chart-bar') });
    const header = section.getByRole('button', { name: 'total value' });
    await header.focus();
    await page.keyboard.press('Enter'); // numbers sort largest first
    expect(await header.locator('xpath=..').getAttribute('aria-sort')).to.equal('descending');
    expect(await section.locator('tbody tr td:first-child').first().textContent()).to.equal('Europe');
    await page.keyboard.press('Enter');
    expect(await section.locator('tbody tr td:first-child').first().textContent()).to.equal('Middle East & Africa');

    const rows = page.locator('.msg.agent').first().locator('section[aria-label="Result 2: rows"]');
    await rows.getByRole('button', { name: 'Show all 114' }).click();
    expect(await rows.locator('tbody tr').count()).to.equal(114);
    expect(await rows.locator('caption').textContent()).to.equal('114 rows');

    await section.getByRole('button', { name: 'Table', exact: true }).click();
    expect(await section.locator('.chart').isVisible()).to.equal(false);
    expect(await section.locator('table.rows').isVisible()).to.equal(true);
    await section.getByRole('button', { name: 'Chart', exact: true }).click();
    expect(await section.locator('.chart').isVisible()).to.equal(true);
    expect(await section.locator('table.rows').isVisible()).to.equal(false);
    expect(await section.getByRole('button', { name: 'Chart', exact: true }).getAttribute('aria-pressed')).to.equal('true');
    await section.getByRole('button', { name: 'Chart and table' }).click();
  });

  it('opens each tool call: its arguments, status, duration and result', async () => {
    const call = page.locator('.msg.agent').first().locator('.step.call').first();
    await call.locator(':scope > details > summary').click();
    const text = await call.locator(':scope > details > dl').textContent();
    expect(text).to.match(/^Arguments\{\d+ fields\}month: 11year: 2024min_value: 50000/);
    expect(text).to.match(/Statusok \(HTTP 200\)Duration\d+ msAttempts1Result/);
    expect(await call.locator(':scope > details > summary').textContent()).to.match(/^ok crm_opportunities_by_region — ok \(\d+ ms\)$/);
  });

  it('"How I read this", collapsed under an answer: the plan that was run and the words it could not use', async () => {
    await page.goto(`${stack.demoUrl}/`);
    await ask('my accounts in texas excluding the dormant ones');
    const item = page.locator('.msg.agent').last();
    const reading = item.locator('details.reading');
    expect(await reading.getAttribute('open')).to.equal(null);
    expect(await reading.locator('summary').textContent()).to.equal('How I read this');
    await reading.locator('summary').click();
    expect(await reading.locator('li').first().textContent()).to.match(/^Plan: every row of territory_get_/);
    expect(await reading.locator('li.unused').textContent()).to.include('"dormant"');
    expect(await item.locator('.answer').textContent()).to.match(/^I could not use/);
    expect(errors).to.deep.equal([]);
  });

  it('draws a time series as a line in date order', async () => {
    await ask(BY_DATE);
    const plot = page.locator('.chart-line .plot').last();
    await plot.waitFor();
    expect(await plot.getAttribute('data-points')).to.equal('31');
    const label = (await plot.getAttribute('aria-label'))!;
    expect(label).to.match(/^Line chart of count by close date: Dec 1, 2024 \d+; Dec 2, 2024 \d+; /);
    expect(label).to.match(/Dec 31, 2024 \d+$/);
  });

  it('shows the steps while the chat runs, before the answer arrives', async () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    try {
      const answers = await page.locator('.msg.agent .answer').count();
      await page.getByLabel('Message').fill('contacts with job title Chief Technology Officer');
      await page.getByLabel('Message').press('Enter');
      const running = page.locator('.msg.agent').last();
      await running.locator('.step.call.ok').waitFor();
      expect(await running.locator('.step.call summary').first().textContent()).to.match(/territory_get_contacts — ok/);
      expect(await running.locator('.steps > summary').textContent()).to.include('working…');
      expect(await running.getAttribute('aria-busy')).to.equal('true');
      expect(await page.locator('.msg.agent .answer').count()).to.equal(answers);
      release();
      await page.locator('.msg.agent .answer').nth(answers).waitFor();
      expect(await running.locator('.steps > summary').textContent()).to.equal('Steps: 1 tool call');
    } finally {
      release();
      hold = null;
    }
  });

  it('keeps the conversation across a reload, continues its session, and starts afresh with "New chat"', async () => {
    const before = await page.locator('.msg').count();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('agent-chat')!).sessionId);
    expect(session).to.be.a('string');
    await page.reload();
    expect(await page.locator('.msg').count()).to.equal(before);
    expect(await page.locator('.msg.user .text').first().textContent()).to.equal(BY_REGION);
    await page.locator('.chart-bar canvas').first().waitFor();
    expect(await page.locator('.chart-bar .plot').first().getAttribute('aria-label')).to.match(/^Bar chart of count by region: /);
    expect(await page.locator('.welcome').isVisible()).to.equal(false);

    const sent = page.waitForRequest((r) => r.url().endsWith('/chat'));
    await ask('contacts of acc_5');
    expect((await sent).postDataJSON().session_id).to.equal(session);

    await page.getByRole('button', { name: 'New chat' }).click();
    expect(await page.locator('.msg').count()).to.equal(0);
    expect(await page.locator('.welcome').isVisible()).to.equal(true);
    await page.reload();
    expect(await page.locator('.msg').count()).to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it('shows an error inline with what to do', async () => {
    await page.route('**/chat', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, json: { detail: 'Too many chats at once: 4 running, 8 waiting' } }),
    );
    try {
      await page.getByLabel('Message').fill('list my accounts');
      await page.getByRole('button', { name: 'Send' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.locator('.error-text').textContent()).to.equal('Error 503: Too many chats at once: 4 running, 8 waiting');
      expect(await alert.locator('.error-hint').textContent()).to.match(/^What to do: .*agent status.* Try again in 2 s\.$/);
    } finally {
      await page.unroute('**/chat');
    }
  });

  it('every example question is answered, at phone width without sideways scrolling', async () => {
    const phone = await context.newPage();
    const phoneErrors = collectErrors(phone);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${stack.demoUrl}/`);
    const examples = await phone.locator('button.example').allTextContents();
    expect(examples.length).to.be.at.least(4);
    for (const [i, text] of examples.entries()) {
      await phone.getByRole('button', { name: 'New chat' }).click(); // the context's conversation so far is kept: start afresh
      await phone.getByRole('button', { name: text, exact: true }).click();
      await phone.locator('.msg.agent .answer').waitFor();
      expect(await phone.getByRole('alert').count(), text).to.equal(0);
      expect(await phone.locator('.msg.agent .meta').textContent(), text).to.not.include('Tools used: none');
      expect(await sidewaysOverflow(phone), text).to.equal(0);
      if (i === 0) {
        await phone
          .locator('.msg.agent .result')
          .first()
          .evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await phone.screenshot({ path: shot('chat-page-phone.png') });
      }
    }
    expect(phoneErrors).to.deep.equal([]);
    await phone.close();
  });
});
