import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Logger } from '../../shared/logger.js';
import { ToolCallError } from '../../registry/types.js';
import { BrowserNotFoundError } from './locate.js';
import type { TargetGuard } from '../../shared/target-guard.js';
import { startGuardProxy, type GuardProxy } from './guard-proxy.js';

/** Chromium switches: no sandbox (containers, root), no GPU, no background traffic. */
export const LAUNCH_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface SessionPoolOptions {
  /** Resolves the executable on each launch (so a fixed setting or install is picked up). */
  executable: () => string;
  headless: boolean;
  /** Launch time limit in milliseconds. */
  launchTimeoutMs: number;
  /** A chat session's page is closed after this long unused; the browser once no page is left. */
  idleMs: number;
  logger: Logger;
  /** The outbound guard every request of the browser goes through (guard-proxy.ts). */
  guard: TargetGuard;
}

interface SessionPage {
  context: BrowserContext;
  page: Page;
  lastUsed: number;
  /** Calls running or waiting on this page; a busy page is never idle. */
  busy: number;
  /** Calls on one session run one at a time (one page, one thing at a time). */
  queue: Promise<unknown>;
}

export interface PoolStatus {
  running: boolean;
  pid?: number;
  executable?: string;
  sessions: number;
  launches: number;
}

/**
 * One browser for the whole demo server, launched on first use, relaunched when it has
 * crashed or was killed; one context + page per chat session; idle pages and an idle
 * browser closed by a timer.
 */
export class SessionPool {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private executablePath: string | undefined;
  private readonly sessions = new Map<string, SessionPage>();
  private readonly opening = new Map<string, Promise<SessionPage>>();
  private sweeper: NodeJS.Timeout | null = null;
  private lastActivity = Date.now();
  private launches = 0;
  private pid: number | undefined;
  private closed = false;
  private proxy: Promise<GuardProxy> | null = null;

  constructor(private readonly opts: SessionPoolOptions) {}

  status(): PoolStatus {
    const pid = this.browser?.isConnected() ? this.pid : undefined;
    return {
      running: Boolean(this.browser?.isConnected()),
      ...(pid !== undefined ? { pid } : {}),
      ...(this.executablePath ? { executable: this.executablePath } : {}),
      sessions: this.sessions.size,
      launches: this.launches,
    };
  }

  /**
   * Runs `fn` with the session's page, after earlier calls on the same session have
   * finished. Launches the browser and opens the page when needed.
   */
  async withPage<T>(sessionId: string, fn: (page: Page) => Promise<T>): Promise<T> {
    if (this.closed) throw new ToolCallError(503, 'The browser is shut down (the demo server is stopping)');
    const entry = await this.sessionPage(sessionId);
    entry.busy++;
    const run = entry.queue.then(() => this.use(entry, fn));
    entry.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      entry.busy--;
      entry.lastUsed = this.lastActivity = Date.now();
    }
  }

  /** Closes one session's page (after a timeout left it in an unknown state). */
  async dropSession(sessionId: string): Promise<void> {
    const entry = this.sessions.get(sessionId);
    if (!entry) return;
    this.sessions.delete(sessionId);
    await entry.context.close().catch(() => undefined);
  }

  /**
   * After an operation failed because its page or browser went away: drops the session's
   * page and, when the browser no longer answers (killed, crashed), the browser too, so
   * the next call starts from a fresh one.
   */
  async recover(sessionId: string): Promise<void> {
    await this.dropSession(sessionId);
    const browser = this.browser;
    if (!browser) return;
    const alive = await Promise.race([
      browser.newBrowserCDPSession().then(
        (cdp) =>
          cdp.detach().then(
            () => true,
            () => true,
          ),
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref()),
    ]);
    if (alive || this.browser !== browser) return;
    this.opts.logger.warn({ executablePath: this.executablePath }, 'browser stopped answering; it will be relaunched');
    this.browser = null;
    this.sessions.clear();
    await browser.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.launching?.catch(() => undefined);
    await this.shutdownBrowser();
    const proxy = this.proxy;
    this.proxy = null;
    if (proxy) await (await proxy).close();
  }

  private async use<T>(entry: SessionPage, fn: (page: Page) => Promise<T>): Promise<T> {
    entry.lastUsed = this.lastActivity = Date.now();
    return fn(entry.page);
  }

  private async sessionPage(sessionId: string): Promise<SessionPage> {
    const existing = this.sessions.get(sessionId);
    if (existing && !existing.page.isClosed() && this.browser?.isConnected()) return existing;
    if (existing) this.sessions.delete(sessionId);
    const pending = this.opening.get(sessionId);
    if (pending) return pending;
    const opening = this.openSession(sessionId).finally(() => this.opening.delete(sessionId));
    this.opening.set(sessionId, opening);
    return opening;
  }

  private async openSession(sessionId: string): Promise<SessionPage> {
    let browser = await this.ensureBrowser();
    let context: BrowserContext;
    try {
      context = await browser.newContext({ acceptDownloads: false, viewport: { width: 1280, height: 800 } });
    } catch (err) {
      // The browser died between the check and the call: launch a new one once.
      if (browser.isConnected()) throw err;
      this.browser = null;
      browser = await this.ensureBrowser();
      context = await browser.newContext({ acceptDownloads: false, viewport: { width: 1280, height: 800 } });
    }
    const page = await context.newPage();
    const entry: SessionPage = { context, page, lastUsed: Date.now(), busy: 0, queue: Promise.resolve() };
    page.on('crash', () => {
      this.opts.logger.warn({ sessionId }, 'browser page crashed; it will be reopened on the next call');
      if (this.sessions.get(sessionId) === entry) this.sessions.delete(sessionId);
      void context.close().catch(() => undefined);
    });
    this.sessions.set(sessionId, entry);
    this.startSweeper();
    return entry;
  }

  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    this.launching ??= this.launch().finally(() => {
      this.launching = null;
    });
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    let executablePath: string;
    try {
      executablePath = this.opts.executable();
    } catch (err) {
      if (err instanceof BrowserNotFoundError) throw new ToolCallError(503, err.message);
      throw err;
    }
    this.executablePath = executablePath;
    const relaunch = this.launches > 0;
    // every request of every page leaves through the guard (loopback included: no implicit bypass)
    this.proxy ??= startGuardProxy(this.opts.guard, this.opts.logger);
    const proxy = await this.proxy;
    let browser: Browser;
    try {
      browser = await chromium.launch({
        executablePath,
        headless: this.opts.headless,
        args: [...LAUNCH_ARGS, `--proxy-server=${proxy.url}`, '--proxy-bypass-list=<-loopback>'],
        timeout: this.opts.launchTimeoutMs,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (err) {
      const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
      throw new ToolCallError(503, `Could not start the browser at ${executablePath}: ${first}`);
    }
    this.launches++;
    this.pid = await browserPid(browser);
    this.opts.logger.info({ executablePath, pid: this.pid, relaunch }, relaunch ? 'browser relaunched' : 'browser launched');
    browser.on('disconnected', () => {
      if (this.browser !== browser) return;
      this.browser = null;
      this.sessions.clear();
      if (!this.closed) this.opts.logger.warn({ executablePath }, 'browser exited; it will be relaunched on the next browser call');
    });
    this.browser = browser;
    this.lastActivity = Date.now();
    return browser;
  }

  private startSweeper(): void {
    if (this.sweeper) return;
    const every = Math.max(250, Math.min(30_000, Math.floor(this.opts.idleMs / 2)));
    this.sweeper = setInterval(() => void this.sweep(), every);
    this.sweeper.unref();
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [id, entry] of this.sessions) {
      if (entry.busy === 0 && now - entry.lastUsed >= this.opts.idleMs) {
        this.opts.logger.debug({ sessionId: id }, 'closing idle browser page');
        await this.dropSession(id);
      }
    }
    if (this.sessions.size === 0 && this.opening.size === 0 && !this.launching && now - this.lastActivity >= this.opts.idleMs) {
      if (this.browser) this.opts.logger.info('closing idle browser');
      await this.shutdownBrowser();
      if (this.sweeper) clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  private async shutdownBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.sessions.clear();
    if (browser) await browser.close().catch(() => undefined);
  }
}

/** The browser process id, from the browser itself (for /status, logs and crash tests). */
async function browserPid(browser: Browser): Promise<number | undefined> {
  try {
    const cdp = await browser.newBrowserCDPSession();
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    await cdp.detach().catch(() => undefined);
    return info.processInfo.find((p) => p.type === 'browser')?.id;
  } catch {
    return undefined;
  }
}
