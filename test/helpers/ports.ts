import { createServer } from 'node:net';

/**
 * Ports handed out below Linux's ephemeral range (32768-60999), so the port stays free between
 * a test's stop and its next start: an outgoing connection from any process takes its local
 * port from the ephemeral range and could otherwise land on it. Each call hands out the next
 * port of this run (a random start, so two runs on one machine rarely meet), skipping any in use.
 */
const FIRST = 20_000;
const LAST = 32_000;
let next = FIRST + Math.floor(Math.random() * (LAST - FIRST));

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A TCP port free on 127.0.0.1 right now (for CLI runs that need a fixed port in a settings file). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < LAST - FIRST; tries++) {
    const port = next;
    next = next + 1 >= LAST ? FIRST : next + 1;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port on 127.0.0.1 between ${FIRST} and ${LAST}`);
}
