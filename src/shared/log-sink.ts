import { write, writeSync } from 'node:fs';

/** Lines that come within this long of the last write wait for one write together. */
export const FLUSH_MS = 25;
/** Lines waiting past this many bytes are written at once (if no write is under way). */
const FLUSH_BYTES = 64 * 1024;

/**
 * Where a service's log lines go (stdout, which the supervisor points at
 * AGENT_HOME/logs/<service>.log): written asynchronously, so logging never blocks serving.
 * Lines are batched: a line after a quiet spell is written at once, the lines that follow
 * within `FLUSH_MS` are written together when it ends (or past 64 KiB), so under load a
 * service makes a few dozen writes a second, not one per request. A line that cannot be
 * written (a full disk, a closed file) is dropped and counted, never retried in a loop; lines
 * waiting are bounded (`maxBytes`), the oldest dropped first, so a disk that stays full costs
 * no memory. Writing resumes by itself once there is room again. At exit what is left is
 * written once, best effort (a process killed outright loses at most the last `FLUSH_MS`).
 */
export class LogSink {
  private queue: string[] = [];
  /** Lines before this index were dropped (the oldest go first; no shift of a long array per line). */
  private head = 0;
  private queued = 0;
  private writing = false;
  private timer: NodeJS.Timeout | undefined;
  /** When the last write started (performance.now()). */
  private lastWrite = -Infinity;
  /** Lines dropped (unwritable or over the bound) since the start. */
  dropped = 0;
  /** The last write error's code (ENOSPC, EBADF), cleared by the next write that works. */
  failing: string | undefined;

  constructor(
    private readonly fd = 1,
    private readonly maxBytes = 8 * 1024 * 1024,
    /** How a chunk of lines is written (fs.write; a test may count the writes). */
    private readonly writeChunk: (fd: number, chunk: string, done: (err: NodeJS.ErrnoException | null) => void) => void = write,
  ) {
    atExit(this);
  }

  write(line: string): void {
    this.queue.push(line);
    this.queued += line.length;
    while (this.queued > this.maxBytes && this.queue.length - this.head > 1) {
      this.queued -= this.queue[this.head]!.length;
      this.queue[this.head++] = '';
      this.dropped++;
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    this.schedule();
  }

  /** Writes now after a quiet spell or past FLUSH_BYTES, else once FLUSH_MS has passed since the last write. */
  private schedule(): void {
    if (this.writing || this.timer || this.queue.length === this.head) return;
    const wait = FLUSH_MS - (performance.now() - this.lastWrite);
    if (wait <= 0 || this.queued >= FLUSH_BYTES) return this.kick();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.kick();
    }, wait);
    this.timer.unref();
  }

  private kick(): void {
    if (this.writing || this.queue.length === this.head) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = true;
    this.lastWrite = performance.now();
    const lines = this.head > 0 ? this.queue.slice(this.head) : this.queue;
    const chunk = lines.join('');
    this.queue = [];
    this.head = 0;
    this.queued = 0;
    this.writeChunk(this.fd, chunk, (err) => {
      this.writing = false;
      if (err) {
        this.failing = err.code ?? err.message;
        this.dropped += lines.length;
      } else this.failing = undefined;
      this.schedule();
    });
  }

  /** Writes what waits, at once (at exit). */
  flushOnce(): void {
    if (this.queue.length === this.head) return;
    try {
      writeSync(this.fd, this.queue.slice(this.head).join(''));
    } catch {
      // nothing more to do at exit
    }
    this.queue = [];
    this.head = 0;
  }
}

/** The sinks of this process, each written out once at exit (one listener however many sinks there are). */
const live = new Set<WeakRef<LogSink>>();
function atExit(sink: LogSink): void {
  if (live.size === 0) process.once('exit', () => live.forEach((s) => s.deref()?.flushOnce()));
  live.add(new WeakRef(sink));
}
