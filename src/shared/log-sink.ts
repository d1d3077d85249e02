import { write, writeSync } from 'node:fs';

/**
 * Where a service's log lines go (stdout, which the supervisor points at
 * AGENT_HOME/logs/<service>.log): written asynchronously, so logging never blocks serving. A
 * line that cannot be written (a full disk, a closed file) is dropped and counted, never
 * retried in a loop; lines waiting are bounded (`maxBytes`), the oldest dropped first, so a
 * disk that stays full costs no memory. Writing resumes by itself once there is room again.
 * At exit what is left is written once, best effort.
 */
export class LogSink {
  private queue: string[] = [];
  /** Lines before this index were dropped (the oldest go first; no shift of a long array per line). */
  private head = 0;
  private queued = 0;
  private writing = false;
  /** Lines dropped (unwritable or over the bound) since the start. */
  dropped = 0;
  /** The last write error's code (ENOSPC, EBADF), cleared by the next write that works. */
  failing: string | undefined;

  constructor(
    private readonly fd = 1,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {
    process.once('exit', () => this.flushOnce());
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
    this.kick();
  }

  private kick(): void {
    if (this.writing || this.queue.length === this.head) return;
    this.writing = true;
    const lines = this.head > 0 ? this.queue.slice(this.head) : this.queue;
    const chunk = lines.join('');
    this.queue = [];
    this.head = 0;
    this.queued = 0;
    write(this.fd, chunk, (err) => {
      this.writing = false;
      if (err) {
        this.failing = err.code ?? err.message;
        this.dropped += lines.length;
      } else this.failing = undefined;
      this.kick();
    });
  }

  private flushOnce(): void {
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
