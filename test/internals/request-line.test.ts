import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs `body` in a child process whose stdout is the service logger's sink; answers the JSON lines it wrote. */
function linesOf(body: string, level: string): Record<string, unknown>[] {
  const script = [
    `const { createLogger } = await import(${JSON.stringify(join(ROOT, 'src/shared/logger.ts'))});`,
    `const { logRequest } = await import(${JSON.stringify(join(ROOT, 'src/http/request-meta.ts'))});`,
    `const logger = createLogger('svc', ${JSON.stringify(level)});`,
    body,
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe("request log line: written without pino's pass, the same line pino writes", () => {
  it("has pino's fields in pino's order, the path without its query, and honours the level", () => {
    const [fast, slow] = linesOf(
      [
        "logRequest(logger, { reqId: 'r-1', method: 'POST', url: '/mcp?token=secret', status: 200, startedAt: process.hrtime.bigint() });",
        "logger.info({ reqId: 'r-1', method: 'POST', url: '/mcp', status: 200, ms: 0 }, 'request');",
      ].join('\n'),
      'info',
    );
    expect(Object.keys(fast!)).to.deep.equal(Object.keys(slow!));
    expect({ ...fast, time: 0, ms: 0 }).to.deep.equal({ ...slow, time: 0, ms: 0 });
    expect(fast!.url).to.equal('/mcp');
    expect(new Date(fast!.time as string).getTime()).to.be.closeTo(Date.now(), 60_000);
    expect(
      linesOf("logRequest(logger, { reqId: 'r', method: 'GET', url: '/', status: 200, startedAt: process.hrtime.bigint() });", 'warn'),
    ).to.deep.equal([]);
  });
});
