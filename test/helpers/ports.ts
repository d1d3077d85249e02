import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for CLI runs that need a fixed port in a settings file). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
