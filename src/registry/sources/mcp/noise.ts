import type { Logger } from '../../../shared/logger.js';

/** Skipped stdout lines past which the server is reported noisy (a start-up banner is not). */
const NOISY_LINES = 100;
const NOISE_SUMMARY_MS = 10_000;

/**
 * stdout lines of a stdio server that were not protocol messages, over every process of
 * that server: counted, the samples the transport passes logged, the rest summed up in one
 * log line every NOISE_SUMMARY_MS at most; past NOISY_LINES, a warning for the server's row.
 */
export class NoiseCounter {
  private lines = 0;
  private bytes = 0;
  private summary?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly redact: (text: string) => string,
  ) {}

  /** A skipped line: counted; logged when it is a sample, else summed up in one log line later. */
  add(bytes: number, sample: string | undefined): void {
    this.lines++;
    this.bytes += bytes;
    if (sample !== undefined) {
      this.log.warn(
        { stdout: this.redact(sample), bytes },
        'MCP server wrote a line to stdout that is not an MCP protocol message; skipped (a stdio server must log to stderr)',
      );
      return;
    }
    if (this.summary || this.stopped) return;
    this.summary = setTimeout(() => {
      this.summary = undefined;
      this.log.warn(
        { lines: this.lines, bytes: this.bytes },
        'MCP server keeps writing lines to stdout that are not MCP protocol messages; skipped and counted (totals so far)',
      );
    }, NOISE_SUMMARY_MS);
    this.summary.unref();
  }

  /** The warning for the server's row, once it is noisy. */
  warning(): string | undefined {
    if (this.lines < NOISY_LINES) return undefined;
    return (
      `noisy: ${this.lines.toLocaleString('en-US')} lines ` +
      `(${(this.bytes / 1024 / 1024).toFixed(1)} MB) on stdout that are not MCP protocol ` +
      `messages were skipped; an MCP stdio server must write only protocol messages to stdout ` +
      `(logs belong on stderr)`
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.summary);
  }
}
