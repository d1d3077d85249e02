/**
 * The entry of a load worker (a node:worker_threads thread started by load-pool.ts; in the
 * single executable, this file bundled on its own and started from its embedded text). It
 * runs its jobs side by side (each yielding now and then: pace.ts): reads or parses a
 * document, builds its tools (load-job.ts), makes equal parts one (dedupe.ts), then hands
 * them over in chunks (handover.ts), at most two (of all its jobs) unacknowledged by the
 * serving thread at a time, so chunks never queue up there.
 *
 * Messages in: `{type: 'job', id, job}`, `{type: 'ack', id}`. Out: `{type: 'ready'}` once,
 * then per job `{type: 'header', id, header}`, `{type: 'chunk', id, data}`... (a chunk serialised), `{type: 'done', id}`,
 * or `{type: 'failed', id, message}` (the document does not load: the service's error), or
 * `{type: 'broken', id, message}` (the worker itself failed: the serving thread loads it instead).
 */
import { serialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { dedupe } from './dedupe.js';
import { encodeChunks } from './handover.js';
import { runJob, type LoadJob } from './load-job.js';
import { pause } from './pace.js';

/** About this many bytes of data per chunk: adopting one is a few milliseconds on the serving thread. */
const CHUNK_BYTES = 64 * 1024;
/** Chunks on their way at once: the next one is made while the serving thread adopts this one. */
const AHEAD = 2;

type Incoming = { type: 'job'; id: number; job: LoadJob } | { type: 'ack'; id: number };

const port = parentPort;
if (port) {
  /** Messages of any job posted and not yet acknowledged, and the jobs waiting to post one. */
  let unacked = 0;
  const waiting: (() => void)[] = [];
  const send = async (msg: unknown, transfer: ArrayBuffer[] = []) => {
    while (unacked >= AHEAD) await new Promise<void>((resolve) => waiting.push(resolve));
    unacked++;
    port.postMessage(msg, transfer);
  };

  const run = async (id: number, job: LoadJob) => {
    let result: Awaited<ReturnType<typeof runJob>>;
    try {
      result = await runJob(job, pause);
    } catch (err) {
      port.postMessage({ type: 'failed', id, message: String((err as Error)?.message ?? err) });
      return;
    }
    try {
      dedupe(result.items);
      await send({ type: 'header', id, header: result.header });
      for (const chunk of encodeChunks(result.items, CHUNK_BYTES)) {
        // serialised here and moved (not copied): the serving thread deserialises it when it chooses, and knows what that cost
        const bytes = serialize(chunk);
        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        const data = own ? bytes : Uint8Array.prototype.slice.call(bytes);
        await send({ type: 'chunk', id, data }, [data.buffer as ArrayBuffer]);
      }
      port.postMessage({ type: 'done', id });
    } catch (err) {
      port.postMessage({ type: 'broken', id, message: String((err as Error)?.message ?? err) });
    }
  };

  port.on('message', (msg: Incoming) => {
    if (msg.type === 'ack') {
      unacked--;
      waiting.shift()?.();
    } else void run(msg.id, msg.job);
  });
  port.postMessage({ type: 'ready' });
}
