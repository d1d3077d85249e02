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

  /** Asks on the page and waits until the chat has ended (its answer shown, the page ready for the next message). */
  async function ask(message: string): Promise<void> {
    const answers = await page.locator('.msg.agent .answer').count();
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Message').press('Enter');
    await page.locator('.msg.agent .answer').nth(answers).waitFor();
    await page.locator('.msg.agent[aria-busy]').waitFor({ state: 'detached' });
  }

  it('draws the grouped answer as bars matching the API groups, beside a table of formatted numbers', async () => {
    await page.goto(`${stack.demoUrl}/`);
    await ask(BY_REGION);
    const api = await postJson(`${stack.demoUrl}/chat`, { message: BY_REGION });
    const groups: { region: string; count: number; total_value: number }[] = api.body.data.result.groups;
    // the month asked for in words, the listing of the groups left to the chart and table
    expect(await page.locator('.msg.agent .answer').first().textContent()).to.equal(
      '114 opportunities (November 2024, min value $50,000).',
    );
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
    // the 114 rows under the groups are the detail: offered, not laid out under the answer
    const detail = page.locator('.msg.agent').first().locator('details.detail-rows');
    expect(await detail.getAttribute('open')).to.equal(null);
    expect(await detail.locator('summary').textContent()).to.equal('Show the 114 opportunities');
    await detail.locator('summary').click();
    const rows = detail.locator('section[aria-label="Result 2: opportunities"]');
    expect(await rows.locator('h3').textContent()).to.equal('Opportunities');
    expect(await rows.locator('caption').textContent()).to.equal('Showing 10 of 114 opportunities');
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

    const rows = page.locator('.msg.agent').first().locator('section[aria-label="Result 2: opportunities"]');
    await rows.getByRole('button', { name: 'Show all 114' }).click();
    expect(await rows.locator('tbody tr').count()).to.equal(114);
    expect(await rows.locator('caption').textContent()).to.equal('114 opportunities');

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
    const steps = page.locator('.msg.agent').first().locator('details.steps');
    expect(await steps.getAttribute('open')).to.equal(null); // folded once the answer arrived
    await steps.locator(':scope > summary').click();
    // the two pages of the same tool are one line, opening to each call
    const group = steps.locator('.step.group').first();
    expect(await group.locator(':scope > details > summary').textContent()).to.match(
      /^ok crm_opportunities_by_region × 2 calls — ok, \d+ ms$/,
    );
    await group.locator(':scope > details > summary').click();
    const call = group.locator('.step.call').first();
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
      expect(await running.locator('.steps > summary').textContent()).to.match(/^Steps: 1 tool call(, \d+ ms)?$/);
      expect(await running.locator('details.steps').getAttribute('open')).to.equal(null);
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

  it("one step line for the pages of one list, the steps folded, the view at the answer's first line", async () => {
    const question = 'total opportunity value by stage';
    const api = await postJson(`${stack.demoUrl}/chat`, { message: question });
    const pages = api.body.data.calls.length;
    expect(pages).to.be.greaterThan(10);
    await page.goto(`${stack.demoUrl}/`);
    await page.getByRole('button', { name: 'New chat' }).click();
    await ask(question);
    const item = page.locator('.msg.agent').last();
    // the answer's first line is in view, near the top (not the bottom of its table)
    const top = await item.locator('.answer').evaluate((e) => e.getBoundingClientRect().top);
    expect(top).to.be.within(0, 300);
    const steps = item.locator('details.steps');
    expect(await steps.getAttribute('open')).to.equal(null);
    expect(await steps.locator(':scope > summary').textContent()).to.match(new RegExp(`^Steps: ${pages} tool calls(, [\\d.]+ m?s)?$`));
    await steps.locator(':scope > summary').click();
    const group = steps.locator('.step.group');
    expect(await group.count()).to.equal(1);
    expect(await group.getAttribute('data-calls')).to.equal(String(pages));
    expect(await group.locator(':scope > details > summary').textContent()).to.match(
      new RegExp(`^ok crm_list_opportunities × ${pages} calls — ok(, (\\d+ )?cached)?(, [\\d.]+ m?s)?$`),
    );
    expect(await steps.locator(':scope > ol > li').count()).to.be.at.most(3);
    // the direct sentence once, then the chart and table under a heading saying what they are
    expect(await item.locator('.answer').textContent()).to.equal(
      'The total value of opportunities is $1,866,442,800, over 8,368 opportunities.',
    );
    expect(await item.locator('.result h3').first().textContent()).to.equal('Total value and count by stage');
    // every stage named whole under its bar, no empty legend
    expect(await item.locator('.chart-bar .plot').getAttribute('data-cut-labels')).to.equal('0');
    expect(await item.locator('.u-legend').count()).to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it('a count answers in one line with its rows on demand; a top 5 names each account once, the name column first', async () => {
    await ask('how many opportunities are there');
    let item = page.locator('.msg.agent').last();
    expect(await item.locator('.answer').textContent()).to.equal('There are 8,368 opportunities.');
    const detail = item.locator('details.detail-rows');
    expect(await detail.getAttribute('open')).to.equal(null);
    expect(await detail.locator('summary').textContent()).to.equal('Show the 8,368 opportunities');
    await detail.locator('summary').click();
    expect(await detail.locator('caption').textContent()).to.equal('Showing 10 of 8,368 opportunities');
    const heads = await detail.locator('thead th').allTextContents();
    expect(heads[0]).to.equal('name');
    expect(heads.slice(-4)).to.include.members(['id', 'account id']);

    await ask('top 5 accounts by revenue');
    item = page.locator('.msg.agent').last();
    const text = (await item.locator('.answer').textContent())!;
    expect(text.split('Iron Software Group')).to.have.length(2); // named once in the text, then in the chart and table
    expect(text).to.not.match(/^\s*(\d+\.|-) /m);
    const cols = await item.locator('thead th').allTextContents();
    expect(cols[0]).to.equal('name');
    expect(cols[cols.length - 1]).to.equal('id');
    expect(errors).to.deep.equal([]);
  });

  it('a question the tools do not cover, and browser work in api mode, say what the user can do instead', async () => {
    await ask('what is the weather in Paris');
    let item = page.locator('.msg.agent').last();
    const text = (await item.locator('.answer').textContent())!;
    expect(text).to.include('The connected tools answer questions about').and.not.include('Closest tools');
    await ask('take a screenshot of https://example.com');
    item = page.locator('.msg.agent').last();
    expect(await item.locator('.answer').textContent()).to.equal('Browser operations not available in API mode');
    expect(await item.locator('.answer-hint').textContent()).to.include('agent mode hybrid');
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
      if (text === 'list my accounts') {
        // a table wider than the phone says so, on the side where the other columns are
        const block = phone.locator('.msg.agent .table-block').first();
        // (set once the table is laid out, by a ResizeObserver: waited for, not read at once, on a busy machine)
        await phone.waitForFunction((b) => b!.getAttribute('data-more') === 'right', await block.elementHandle());
        expect(await block.getAttribute('data-more')).to.equal('right');
        expect(await block.locator('.more-columns').isVisible()).to.equal(true);
        await block.locator('.table-wrap').evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
        await phone.waitForFunction((b) => b!.getAttribute('data-more') === 'left', await block.elementHandle());
      }
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

describe('chat page: a change held for a person (approvals, real Chromium)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let browser: Browser;

  before(async function () {
    if (!hasChromium()) this.skip();
    stack = await startStack({ settingsOverrides: { approvals: { apps: ['crm'] } } });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows a card with the tool, its exact arguments and how it goes on; the answer never says it was done', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const errors = collectErrors(page);
    await page.goto(stack.demoUrl);
    await page.getByLabel('Message').fill('please delete opportunity 71');
    await page.getByLabel('Message').press('Enter');
    const card = page.locator('.approval-card');
    await card.waitFor();
    expect(await page.locator('.msg.agent .answer').first().textContent()).to.not.match(/^Deleted/);
    expect(await card.locator('code').first().textContent()).to.equal('crm_delete_opportunity');
    expect(JSON.parse((await card.locator('.approval-args').textContent())!)).to.deep.equal({ opportunity_id: 71 });
    const id = await card.getAttribute('data-approval');
    expect(await card.locator('.approval-help').textContent()).to.include(`agent approvals approve ${id}`);
    await page.screenshot({ path: shot('chat-approval.png'), fullPage: false });
    // approved by a person, the same request runs once
    expect((await postJson(`${stack.registryUrl}/approvals/${id}`, { decision: 'approve' })).status).to.equal(200);
    const done = await postJson(`${stack.demoUrl}/chat`, { message: 'please delete opportunity 71' });
    expect(done.body.response).to.match(/^Deleted opportunity 71/);
    expect(errors).to.deep.equal([]);
    await page.close();
  });
});
