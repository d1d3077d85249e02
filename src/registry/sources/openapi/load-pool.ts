import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { deserialize } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../shared/logger.js';
import { ChunkReader, type Chunk } from './handover.js';
import { JobAdopter, type LoadHeader, type LoadJob } from './load-job.js';
import type { LoadedTools } from './load.js';
import { pause } from './pace.js';

/**
 * The load workers of the process (registry.load_workers of them at most, started on the
 * first load, stopped after a while without one): a description is read, parsed and built
 * there (load-worker.ts), and this thread only adopts the finished records, chunk by chunk,
 * with a rest between chunks of twice what the last one cost. When a worker cannot start or dies, the
 * load runs on this thread instead (`load` answers null) and the log says so, once.
 */
type Outgoing =
  | { type: 'ready' }
  | { type: 'header'; id: number; header: LoadHeader }
  | { type: 'chunk'; id: number; data: Uint8Array }
  | { type: 'done'; id: number }
  | { type: 'failed' | 'broken'; id: number; message: string };

/** The longest rest between two chunks of a job. */
const REST_MS = 20;

/** A worker with nothing to do stops after this long (its memory goes back). */
const IDLE_MS = 5_000;

let embeddedCode: (() => string) | undefined;

/** In the single executable: the worker's code is its bundle, embedded (src/sea/runtime.ts); undefined: the file beside this one. */
export function useEmbeddedLoadWorker(code: (() => string) | undefined): void {
  embeddedCode = code;
}

function startWorker(): Worker {
  if (embeddedCode) return new Worker(embeddedCode(), { eval: true });
  // beside this module: load-worker.js once built; load-worker.ts when run from the sources, through tsx (its require hook: its
  // import hook does not reach a worker on Node 20)
  const ext = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./load-worker${ext}`, import.meta.url);
  if (ext === '.js') return new Worker(entry);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(fileURLToPath(entry))});`, { eval: true });
}

interface Slot {
  worker: Worker;
  ready: Promise<boolean>;
  /** The jobs it runs, each with its listener (called with every message of the job, and with null when the worker ends). */
  jobs: Map<number, (msg: Outgoing | null, why?: string) => void>;
  idle?: NodeJS.Timeout;
}

let nextId = 1;

export class LoadPool {
  private readonly slots: Slot[] = [];
  /** Why workers cannot be used (set once a worker failed to start): every load runs on the serving thread. */
  private broken: string | undefined;

  constructor(readonly size: number) {}

  /**
   * The tools of a document loaded by a worker; null when no worker can (the caller loads it on
   * its own thread). Jobs go to the worker with the fewest under way, and a worker runs its jobs
   * side by side (as loads on one thread do), so a small document never waits for a large one.
   */
  async load(job: LoadJob, logger: Logger): Promise<LoadedTools | null> {
    const slot = this.broken === undefined ? this.pick(logger) : null;
    if (!slot || !(await slot.ready)) {
      logger.warn({ reason: this.broken }, 'this OpenAPI description loads on the serving thread: no load worker can start');
      return null;
    }
    try {
      return await this.run(slot, job);
    } catch (err) {
      const why = (err as { workerGone?: string }).workerGone;
      if (why === undefined) throw err;
      logger.warn({ reason: why }, 'this OpenAPI description loads on the serving thread: its load worker failed');
      return null;
    }
  }

  private run(slot: Slot, job: LoadJob): Promise<LoadedTools> {
    const id = nextId++;
    const reader = new ChunkReader();
    let adopter: JobAdopter | undefined;
    clearTimeout(slot.idle);
    slot.worker.ref();
    return new Promise<LoadedTools>((resolve, reject) => {
      // the next chunk is asked for after a rest of twice what this one cost (at most REST_MS): adopting records takes at most
      // about a third of the serving thread, and the collections its allocations bring are spread out as much
      const ack = (spent = 0) =>
        void new Promise((resolve) => setTimeout(resolve, Math.min(REST_MS, 2 * spent)))
          .then(pause)
          .then(() => slot.worker.postMessage({ type: 'ack', id }));
      slot.jobs.set(id, (msg, why) => {
        try {
          if (msg === null) reject(workerGone(why ?? 'the load worker stopped'));
          else if (msg.type === 'ready') return;
          else if (msg.type === 'header') {
            adopter = new JobAdopter(msg.header);
            ack();
          } else if (msg.type === 'chunk') {
            const started = performance.now();
            adopter!.take(reader.read(deserialize(msg.data) as Chunk));
            ack(performance.now() - started);
          } else if (msg.type === 'done') resolve(adopter!.result());
          else if (msg.type === 'failed') reject(new Error(msg.message));
          else reject(workerGone(`the load worker failed: ${msg.message}`));
        } catch (err) {
          reject(workerGone(`the load worker's answer cannot be adopted: ${(err as Error).message}`));
        }
      });
      slot.worker.postMessage({ type: 'job', id, job });
    }).finally(() => {
      slot.jobs.delete(id);
      if (slot.jobs.size > 0) return;
      slot.worker.unref();
      slot.idle = setTimeout(() => this.stop(slot), IDLE_MS).unref();
    });
  }

  /** The worker with the fewest jobs, or a new one while there are fewer than `size`. */
  private pick(logger: Logger): Slot | null {
    const least = this.slots.reduce<Slot | undefined>((a, s) => (!a || s.jobs.size < a.jobs.size ? s : a), undefined);
    if (least && (least.jobs.size === 0 || this.slots.length >= this.size)) return least;
    return this.start(logger);
  }

  /** A new worker; null (and the pool broken) when none can start. */
  private start(logger: Logger): Slot | null {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (err) {
      this.broken = `a load worker cannot start: ${(err as Error).message}`;
      return null;
    }
    let started = false;
    const slot: Slot = { worker, jobs: new Map(), ready: Promise.resolve(false) };
    slot.ready = new Promise<boolean>((resolve) => {
      worker.on('message', (msg: Outgoing) => {
        if (msg.type === 'ready') {
          started = true;
          logger.info({ workers: this.slots.length }, 'OpenAPI load worker started');
          resolve(true);
        } else slot.jobs.get(msg.id)?.(msg);
      });
      const gone = (why: string) => {
        const at = this.slots.indexOf(slot);
        if (at >= 0) this.slots.splice(at, 1);
        resolve(false);
        // a worker that never started: none will (the code or the platform), so none is started again
        if (!started) this.broken ??= why;
        for (const listener of [...slot.jobs.values()]) listener(null, why);
      };
      worker.on('error', (err) => gone(`the load worker failed: ${err.message}`));
      worker.on('exit', (code) => gone(`the load worker stopped (exit code ${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  private stop(slot: Slot): void {
    if (slot.jobs.size > 0) return;
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
  }
}

/** A worker that stopped or failed under a job (the job then loads on the serving thread): why. */
const workerGone = (why: string) => Object.assign(new Error(why), { workerGone: why });

const pools = new Map<number, LoadPool>();

/** The process's pool of `size` load workers. */
export function loadPool(size: number): LoadPool {
  let pool = pools.get(size);
  if (!pool) pools.set(size, (pool = new LoadPool(size)));
  return pool;
}
