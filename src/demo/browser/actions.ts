import { TargetRefusedError, type TargetGuard } from '../../shared/target-guard.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors as playwrightErrors, type Locator, type Page } from 'playwright-core';
import { ToolCallError } from '../../registry/types.js';
import { READ_FORMS, READ_TABLE, SUBMIT_FORM } from './page-scripts.js';
import { screenshotName, screenshotUrl } from './screenshot-files.js';
import { toRows, type RawTable } from './table.js';
import type { BrowserToolName } from './tools.js';
import { MAX_TABLE_ROWS, MAX_TEXT_CHARS } from './tools.js';
import { checkUrl, isWebUrl } from './url.js';

/** What every action needs besides the page and its arguments. */
export interface ActionEnv {
  /** Time limit of each browser operation, in milliseconds (api_mode.request_timeout). */
  timeoutMs: number;
  /** Where screenshots are written (AGENT_HOME/data/screenshots). */
  screenshotsDir: string;
  /** The outbound guard: a page on an internal address is refused before it is opened (and by the proxy if it is reached). */
  guard: TargetGuard;
}

type Args = Record<string, unknown>;
type Action = (page: Page, args: Args, env: ActionEnv) => Promise<Record<string, unknown>>;

/** How long an element may take to appear before "no element matches" is answered. */
const FIND_WAIT_MS = 2_000;
/** How long a write waits for the network to quieten (page loads, XHR) before answering. */
const SETTLE_MS = 5_000;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

async function pageInfo(page: Page): Promise<{ url: string; title: string }> {
  return { url: page.url(), title: await page.title().catch(() => '') };
}

async function open(
  page: Page,
  rawUrl: string,
  env: ActionEnv,
): Promise<{ url: string; title: string; status: number | null; ok: boolean }> {
  const url = checkUrl(rawUrl);
  try {
    await env.guard.checkHost(new URL(url).hostname);
  } catch (err) {
    if (err instanceof TargetRefusedError) throw new ToolCallError(403, `Refused to open ${url}: ${err.message}`);
    throw err;
  }
  let response;
  for (let attempt = 1; ; attempt++) {
    try {
      response = await page.goto(url, { timeout: env.timeoutMs, waitUntil: 'load' });
      break;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const net = /net::ERR_[A-Z_]+/.exec(message)?.[0];
      if (net) {
        // Chromium commits its own error page after a failed load; let it finish so the
        // next navigation on this page is not interrupted by it.
        await page.waitForLoadState('load', { timeout: Math.min(2_000, env.timeoutMs) }).catch(() => undefined);
        throw new ToolCallError(502, `Could not open ${url}: ${net}`);
      }
      // A navigation still settling (error page, script redirect) cut ours short: go again once.
      if (attempt === 1 && /interrupted by another navigation/.test(message)) continue;
      throw err;
    }
  }
  const status = response?.status() ?? null;
  return { ...(await pageInfo(page)), status, ok: status === null || status < 400 };
}

/** Opens `args.url` when given; otherwise the session's page must already show a web page. */
async function openOrCurrent(page: Page, args: Args, env: ActionEnv): Promise<void> {
  const url = str(args.url);
  if (url) {
    await open(page, url, env);
    return;
  }
  if (!isWebUrl(page.url())) {
    throw new ToolCallError(422, 'No page is open in this chat session yet: give a url (or call browser_navigate first)');
  }
}

/** The first element matching, after waiting briefly for it; 404 naming what was looked for. */
async function findOne(page: Page, candidates: Locator[], what: string, env: ActionEnv): Promise<Locator> {
  for (const locator of candidates) {
    if ((await locator.count()) > 0) return locator.first();
  }
  const any = candidates.reduce((a, b) => a.or(b));
  try {
    await any.first().waitFor({ state: 'attached', timeout: Math.min(FIND_WAIT_MS, env.timeoutMs) });
  } catch (err) {
    if (err instanceof playwrightErrors.TimeoutError) throw new ToolCallError(404, `No element matches ${what} on ${page.url()}`);
    throw err;
  }
  return any.first();
}

/** Quiet time after the last request of a write before it is considered done. */
const QUIET_MS = 300;

/**
 * Runs a write and then waits (at most SETTLE_MS) until the requests it started (a page
 * load, fetch/XHR) have finished and the network has been quiet for QUIET_MS, so the
 * page's reaction (a new row, a new page) is there when the tool answers.
 */
async function settled<T>(page: Page, env: ActionEnv, write: () => Promise<T>): Promise<T> {
  let inflight = 0;
  let last = Date.now();
  const start = () => {
    inflight++;
    last = Date.now();
  };
  const end = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const result = await write();
    const until = Date.now() + Math.min(SETTLE_MS, env.timeoutMs);
    while (Date.now() < until && (inflight > 0 || Date.now() - last < QUIET_MS)) await new Promise((r) => setTimeout(r, 50));
    await page.waitForLoadState('load', { timeout: env.timeoutMs }).catch(() => undefined);
    return result;
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length < 24 || !png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new ToolCallError(502, 'The browser returned a screenshot that is not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const navigate: Action = async (page, args, env) => open(page, String(args.url), env);

const getText: Action = async (page, args, env) => {
  await openOrCurrent(page, args, env);
  const selector = str(args.selector);
  const target = selector
    ? await findOne(page, [page.locator(selector)], `selector ${JSON.stringify(selector)}`, env)
    : page.locator('body');
  const full = (await target.innerText({ timeout: env.timeoutMs })).replace(/\n{3,}/g, '\n\n').trim();
  const max = typeof args.max_chars === 'number' ? Math.min(args.max_chars, MAX_TEXT_CHARS) : 8000;
  const truncated = full.length > max;
  return {
    ...(await pageInfo(page)),
    ...(selector ? { selector } : {}),
    text: truncated ? full.slice(0, max) : full,
    length: full.length,
    truncated,
  };
};

const extractTable: Action = async (page, args, env) => {
  await openOrCurrent(page, args, env);
  const selector = str(args.selector) ?? 'table';
  const index = typeof args.index === 'number' ? args.index : 0;
  const found = (await page.evaluate(`(${READ_TABLE})(${JSON.stringify({ selector, index })})`)) as {
    count: number;
    table: RawTable | null;
  };
  if (!found.table) {
    const where = selector === 'table' ? '' : ` matching ${JSON.stringify(selector)}`;
    throw new ToolCallError(
      404,
      found.count === 0
        ? `No table${where} on ${page.url()}`
        : `Table index ${index} is out of range: ${found.count} table(s)${where} on ${page.url()}`,
    );
  }
  const table = toRows(found.table);
  const max = typeof args.max_rows === 'number' ? Math.min(args.max_rows, MAX_TABLE_ROWS) : 500;
  return {
    ...(await pageInfo(page)),
    table_count: found.count,
    index,
    caption: table.caption,
    headers: table.headers,
    row_count: table.rows.length,
    truncated: table.rows.length > max,
    rows: table.rows.slice(0, max),
  };
};

const screenshot: Action = async (page, args, env) => {
  await openOrCurrent(page, args, env);
  const fullPage = args.full_page === true;
  const png = await page.screenshot({ type: 'png', fullPage, timeout: env.timeoutMs });
  const { width, height } = pngSize(png);
  await mkdir(env.screenshotsDir, { recursive: true });
  const name = screenshotName();
  const path = join(env.screenshotsDir, name);
  await writeFile(path, png, { flag: 'wx' });
  return { ...(await pageInfo(page)), path, image: screenshotUrl(name), bytes: png.length, width, height, full_page: fullPage };
};

const getForm: Action = async (page, args, env) => {
  await openOrCurrent(page, args, env);
  const selector = str(args.selector) ?? null;
  const forms = (await page.evaluate(`(${READ_FORMS})(${JSON.stringify({ selector })})`)) as unknown[];
  if (forms.length === 0)
    throw new ToolCallError(
      404,
      selector ? `No form matches selector ${JSON.stringify(selector)} on ${page.url()}` : `No form on ${page.url()}`,
    );
  return { ...(await pageInfo(page)), forms };
};

const click: Action = async (page, args, env) => {
  await openOrCurrent(page, {}, env);
  const selector = str(args.selector);
  const text = str(args.text);
  const target = selector
    ? await findOne(page, [page.locator(selector)], `selector ${JSON.stringify(selector)}`, env)
    : await findOne(
        page,
        [page.getByRole('button', { name: text }), page.getByRole('link', { name: text }), page.getByText(text!)],
        `text ${JSON.stringify(text)}`,
        env,
      );
  await settled(page, env, () => target.click({ timeout: env.timeoutMs }));
  return { ...(await pageInfo(page)), clicked: selector ?? text };
};

const fill: Action = async (page, args, env) => {
  await openOrCurrent(page, {}, env);
  const selector = str(args.selector);
  const label = str(args.label);
  const value = String(args.value);
  const target = selector
    ? await findOne(page, [page.locator(selector)], `selector ${JSON.stringify(selector)}`, env)
    : await findOne(page, [page.getByLabel(label!), page.getByPlaceholder(label!)], `label ${JSON.stringify(label)}`, env);
  await target.fill(value, { timeout: env.timeoutMs });
  return { ...(await pageInfo(page)), filled: selector ?? label, value };
};

const submit: Action = async (page, args, env) => {
  await openOrCurrent(page, {}, env);
  const selector = str(args.selector);
  const before = page.url();
  const result = (await settled(page, env, () => page.evaluate(`(${SUBMIT_FORM})(${JSON.stringify({ selector: selector ?? null })})`))) as {
    error?: 'no_match' | 'no_form' | 'invalid';
    invalid?: string[];
    form?: string | null;
    action?: string | null;
    method?: string;
  };
  if (result.error === 'no_match') throw new ToolCallError(404, `No element matches selector ${JSON.stringify(selector)} on ${before}`);
  if (result.error === 'no_form') throw new ToolCallError(404, `No form to submit on ${before}`);
  if (result.error === 'invalid')
    throw new ToolCallError(422, `The form was not submitted; fields the page rejects: ${result.invalid!.join('; ')}`);
  return { ...(await pageInfo(page)), submitted: true, form: result.form ?? null, method: result.method, navigated: page.url() !== before };
};

const select: Action = async (page, args, env) => {
  await openOrCurrent(page, {}, env);
  const selector = String(args.selector);
  const value = String(args.value);
  const target = await findOne(page, [page.locator(selector)], `selector ${JSON.stringify(selector)}`, env);
  const options = await target.evaluate((el) =>
    el instanceof HTMLSelectElement ? Array.from(el.options).map((o) => ({ value: o.value, label: o.label })) : null,
  );
  if (!options) throw new ToolCallError(422, `selector ${JSON.stringify(selector)} is not a <select> element`);
  const wanted = value.trim().toLowerCase();
  const option = options.find((o) => o.value === value) ?? options.find((o) => o.label.trim().toLowerCase() === wanted);
  if (!option) {
    throw new ToolCallError(
      422,
      `value: ${JSON.stringify(value)} is not an option of ${selector}; options: ${options.map((o) => o.label || o.value).join(', ')}`,
    );
  }
  const selected = await settled(page, env, () => target.selectOption({ value: option.value }, { timeout: env.timeoutMs }));
  return { ...(await pageInfo(page)), selector, selected };
};

export const ACTIONS: Record<BrowserToolName, Action> = {
  browser_navigate: navigate,
  browser_get_text: getText,
  browser_extract_table: extractTable,
  browser_screenshot: screenshot,
  browser_get_form: getForm,
  browser_click: click,
  browser_fill: fill,
  browser_submit: submit,
  browser_select: select,
};
