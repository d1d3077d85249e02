import { expect } from 'chai';
import { connect, type Socket } from 'node:net';
import { listen, type Running } from '../src/http/serve.js';
import { quietLogger } from './helpers/server.js';

/**
 * Clients that ask and never read (issue 34, defect 7): their answers wait in the server's
 * memory. A connection whose unsent answer has not moved for the stall time is cut off, and
 * all connections together never hold more than the bound for long; a slow reader that keeps
 * reading keeps its connection. A real server and real sockets that stop reading.
 */
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('http: clients that never read their answers are cut off', function () {
  this.timeout(60_000);
  const BODY = Buffer.alloc(4 * 1024 * 1024, 'x'); // an answer far larger than the socket buffers
  let running: Running;
  const sockets: Socket[] = [];

  before(async () => {
    running = await listen(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': BODY.length });
        res.end(BODY);
      },
      { host: '127.0.0.1', port: 0, logger: quietLogger, stallMs: 1500, pendingBytes: 64 * 1024 * 1024 },
    );
  });
  after(async () => {
    for (const s of sockets) s.destroy();
    await running?.close();
  });

  /** A client that sends `n` requests and never reads a byte. */
  function stalled(n: number, port = running.port): Promise<Socket> {
    return new Promise((resolve) => {
      const s = connect(port, '127.0.0.1', () => {
        s.pause();
        for (let i = 0; i < n; i++) s.write('GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        resolve(s);
      });
      s.on('error', () => undefined);
      sockets.push(s);
    });
  }

  /** Resumes a client that had stopped reading: the bytes it then gets until the connection ends. */
  const drained = (s: Socket) =>
    new Promise<number>((resolve) => {
      let n = 0;
      s.on('data', (chunk: Buffer) => (n += chunk.length));
      s.once('close', () => resolve(n));
      s.once('end', () => resolve(n));
      s.resume();
      setTimeout(() => resolve(n), 5000);
    });

  it('40 connections that stop reading are cut off after the stall time: their answers are dropped, not kept', async () => {
    const clients = await Promise.all(Array.from({ length: 40 }, () => stalled(1)));
    await sleep(3500);
    const got = await Promise.all(clients.map(drained));
    const cut = got.filter((n) => n < BODY.length).length;
    process.stdout.write(`      (${cut} of 40 stalled clients cut off after the 1500 ms stall time)\n`);
    expect(cut).to.equal(40);
  });

  it('over the memory bound, the most stalled are cut off at once, long before the stall time', async () => {
    const bounded = await listen(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': BODY.length });
        res.end(BODY);
      },
      { host: '127.0.0.1', port: 0, logger: quietLogger, stallMs: 60_000, pendingBytes: 8 * 1024 * 1024 },
    );
    try {
      const clients = await Promise.all(Array.from({ length: 20 }, () => stalled(1, bounded.port)));
      await sleep(2500);
      const got = await Promise.all(clients.map(drained));
      const cut = got.filter((n) => n < BODY.length).length;
      process.stdout.write(`      (${cut} of 20 stalled clients cut off within 2.5 s; bound 8 MiB, stall time 60 s)\n`);
      expect(cut).to.be.greaterThan(10);
      expect(cut).to.be.lessThan(20);
    } finally {
      await bounded.close();
    }
  });

  it('a client that reads slowly but steadily keeps its connection and gets the whole answer', async () => {
    const { port } = running;
    const received = await new Promise<number>((resolve, reject) => {
      let n = 0;
      const s = connect(port, '127.0.0.1', () => s.write('GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
      sockets.push(s);
      s.on('data', (chunk: Buffer) => {
        n += chunk.length;
        // about 1 MiB a second: slower than the server writes, never stalled for the stall time
        s.pause();
        setTimeout(() => s.resume(), Math.ceil(chunk.length / 1024));
      });
      s.on('end', () => resolve(n));
      s.on('error', reject);
    });
    expect(received).to.be.greaterThan(BODY.length);
  });
});
