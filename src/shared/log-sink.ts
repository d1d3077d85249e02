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
    while (this.queued > this.maxBytes && this.queue.length > 1) {
      this.queued -= this.queue.shift()!.length;
      this.dropped++;
    }
    this.kick();
  }

  private kick(): void {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const lines = this.queue;
    const chunk = lines.join('');
    this.queue = [];
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
    if (this.queue.length === 0) return;
    try {
      writeSync(this.fd, this.queue.join(''));
    } catch {
      // nothing more to do at exit
    }
    this.queue = [];
  }
}
