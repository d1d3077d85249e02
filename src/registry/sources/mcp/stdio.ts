/**
 * The stdio client transport for local MCP servers. The SDK's StdioClientTransport cannot
 * start the server in its own process group, so this one does, reusing the SDK's framing
 * (ReadBuffer, serializeMessage) and its safe default environment:
 *
 * - spawned with an argument array (never a shell), `detached` (own process group);
 * - environment: the SDK's minimal safe set (HOME, LOGNAME, PATH, SHELL, TERM, USER)
 *   plus the configured `env`, nothing else of the registry's environment;
 * - stdout is split into lines by hand: a line that is not a JSON-RPC message (a server
 *   logging to stdout) is skipped at the cost of a byte check in most cases (only a line
 *   starting with `{` and naming "jsonrpc" is parsed), counted and handed to `onNoise`
 *   (with its text for the first few lines only); a line longer than 10 MB is skipped
 *   as it streams, never buffered whole;
 * - stderr is handed line by line to `onStderr` (the registry logs it);
 * - close() ends stdin, then SIGTERMs and finally SIGKILLs the whole group, so helpers
 *   the server started (npx -> node) go too;
 * - every child is recorded in the run directory until it is gone (see children.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { forgetChild, groupExists, registerChild, signalGroup } from './children.js';
import { StdioLane } from './lane.js';

export interface GroupStdioOptions {
  /** Name of the server in the configuration (for the children file and logs). */
  server: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Where the children file lives (AGENT_HOME/run); null = not recorded. */
  runDir: string | null;
  onStderr?: (line: string) => void;
  /**
   * Called for every stdout line that is not an MCP protocol message (already skipped),
   * with its size; `sample` is its text (at most SAMPLE_CHARS) for the first NOISE_SAMPLES
   * such lines of the process and for lines over the size limit, else undefined.
   */
  onNoise?: (bytes: number, sample: string | undefined) => void;
  /** Called once when the process has exited, with its code or signal. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

const STOP_GRACE_MS = 2000;
/** Longest stdout line kept (the SDK's own buffer limit); longer ones are skipped as they stream. */
const MAX_LINE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE;
/** How much of the end of an over-long line is kept, to find a response's id. */
const TAIL_CHARS = 256;
const NOISE_SAMPLES = 5;
const SAMPLE_CHARS = 300;
const LF = 0x0a;
const CR = 0x0d;
const OPEN_BRACE = 0x7b;

export class GroupStdioClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child?: ChildProcess;
  /** The start of a stdout line whose end has not arrived yet. */
  private partial: Buffer[] = [];
  private partialBytes = 0;
  /** Bytes of an over-long line skipped so far (-1: not skipping one), and its start. */
  private skipped = -1;
  private skippedHead = '';
  /** The last bytes of the over-long line being skipped (a response's id stands at its end). */
  private skippedTail = '';
  private samples = 0;
  private exited?: Promise<void>;
  private closed = false;
  /** Messages for stdin not written yet (see send), and their senders. */
  private queued: string[] = [];
  private waiting: { resolve: () => void; reject: (err: Error) => void }[] = [];

  /** Plain tools/call requests beside the SDK client's (lane.ts): their answers are taken before onmessage. */
  readonly lane = new StdioLane((m) => this.send(m));

  constructor(private readonly opts: GroupStdioOptions) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): Promise<void> {
    if (this.child) throw new Error('GroupStdioClientTransport already started');
    const { opts } = this;
    return new Promise((resolve, reject) => {
      const child = spawn(opts.command, opts.args, {
        env: { ...getDefaultEnvironment(), ...opts.env },
        cwd: opts.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        detached: true,
        windowsHide: true,
      });
      this.child = child;
      this.exited = new Promise((done) => child.once('close', () => done()));
      child.once('error', (err) => {
        // spawn failure (ENOENT, EACCES): no process, no 'spawn' event
        reject(err);
        this.onerror?.(err);
        this.finish();
      });
      child.once('spawn', () => {
        if (opts.runDir && child.pid)
          registerChild(opts.runDir, { pid: child.pid, pgid: child.pid, server: opts.server, command: opts.command });
        resolve();
      });
      child.once('exit', (code, signal) => opts.onExit?.(code, signal));
      child.once('close', () => {
        if (opts.runDir && child.pid) forgetChild(opts.runDir, child.pid);
        this.finish();
      });
      child.stdin!.on('error', (err) => this.onerror?.(err));
      child.stdout!.on('error', (err) => this.onerror?.(err));
      child.stdout!.on('data', (chunk: Buffer) => this.read(chunk));
      let pending = '';
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (text: string) => {
        pending += text;
        let nl: number;
        while ((nl = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, nl).replace(/\r$/, '');
          pending = pending.slice(nl + 1);
          if (line.trim() !== '') opts.onStderr?.(line);
        }
        if (pending.length > 8192) {
          opts.onStderr?.(pending);
          pending = '';
        }
      });
      child.stderr!.on('end', () => {
        if (pending.trim() !== '') opts.onStderr?.(pending);
        pending = '';
      });
    });
  }

  /**
   * Queues a message for the child's stdin. The messages of one turn of the event loop go in one
   * write, after the turn's I/O (setImmediate): each write wakes the server, and with many calls
   * under way that wake-up was the largest part of a call's cost here.
   */
  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || this.closed || stdin.destroyed || !stdin.writable) {
        reject(new Error('Not connected'));
        return;
      }
      this.queued.push(serializeMessage(message));
      this.waiting.push({ resolve, reject });
      if (this.queued.length === 1) setImmediate(this.flush);
    });
  }

  private readonly flush = (): void => {
    const lines = this.queued;
    const waiting = this.waiting;
    this.queued = [];
    this.waiting = [];
    const stdin = this.child?.stdin;
    if (!stdin || this.closed || stdin.destroyed || !stdin.writable) {
      for (const w of waiting) w.reject(new Error('Not connected'));
      return;
    }
    const done = () => {
      for (const w of waiting) w.resolve();
    };
    if (stdin.write(lines.length === 1 ? lines[0]! : lines.join(''))) done();
    else stdin.once('drain', done);
  };

  /** Splits stdout into lines; keeps an unfinished line (up to MAX_LINE_BYTES) for the next chunk. */
  private read(chunk: Buffer): void {
    let start = 0;
    for (let nl = chunk.indexOf(LF); nl !== -1; nl = chunk.indexOf(LF, start)) {
      if (this.skipped >= 0) {
        const bytes = this.skipped + nl;
        const tail = (this.skippedTail + chunk.toString('latin1', Math.max(start, nl - TAIL_CHARS), nl)).slice(-TAIL_CHARS);
        this.skipped = -1;
        this.skippedTail = '';
        if (this.answerTooLong(this.skippedHead, tail, bytes)) {
          start = nl + 1;
          continue;
        }
        this.opts.onNoise?.(
          bytes,
          `${this.skippedHead}... (a line of ${bytes} bytes: longer than the ${MAX_LINE_BYTES} bytes a line may have)`,
        );
      } else if (this.partialBytes > 0) {
        this.partial.push(chunk.subarray(start, nl));
        const line = Buffer.concat(this.partial, this.partialBytes + nl - start);
        this.partial = [];
        this.partialBytes = 0;
        this.line(line, 0, line.length);
      } else {
        this.line(chunk, start, nl);
      }
      start = nl + 1;
    }
    if (start === chunk.length) return;
    const rest = chunk.length - start;
    if (this.skipped >= 0) {
      this.skipped += rest;
      this.skippedTail = (this.skippedTail + chunk.toString('latin1', Math.max(start, chunk.length - TAIL_CHARS))).slice(-TAIL_CHARS);
    } else if (this.partialBytes + rest > MAX_LINE_BYTES) {
      const head = this.partial.length > 0 ? this.partial[0]! : chunk.subarray(start);
      this.skippedHead = head.toString('utf8', 0, Math.min(head.length, SAMPLE_CHARS));
      this.skippedTail = chunk.toString('latin1', Math.max(start, chunk.length - TAIL_CHARS));
      this.skipped = this.partialBytes + rest;
      this.partial = [];
      this.partialBytes = 0;
    } else {
      this.partial.push(chunk.subarray(start));
      this.partialBytes += rest;
    }
  }

  /**
   * An over-long line that is a JSON-RPC response (it names `jsonrpc` and ends with its `id`)
   * is answered at once with a JSON-RPC error for that id, so its caller gets a clear failure
   * instead of waiting for its time limit. True when it was such a response.
   */
  private answerTooLong(head: string, tail: string, bytes: number): boolean {
    if (!head.trimStart().startsWith('{') || !(head + tail).includes('"jsonrpc"')) return false;
    const id =
      /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*}\s*\r?$/.exec(tail)?.[1] ??
      /^\s*\{\s*"jsonrpc"\s*:\s*"2\.0"\s*,\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/.exec(head)?.[1];
    if (id === undefined) return false;
    this.deliver({
      jsonrpc: '2.0',
      id: JSON.parse(id) as string | number,
      error: {
        code: -32603,
        message: `the MCP server's answer is ${bytes} bytes, larger than the ${MAX_LINE_BYTES} bytes one message may have; it was not read`,
      },
    });
    return true;
  }

  /** One stdout line, buf[start, end) without its LF: a JSON-RPC message, or noise. */
  private line(buf: Buffer, start: number, end: number): void {
    const bytes = end - start;
    if (end > start && buf[end - 1] === CR) end--;
    let i = start;
    while (i < end && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
    // every JSON-RPC message is an object: anything else is skipped without decoding it
    if (i === end || buf[i] !== OPEN_BRACE) return this.noise(bytes, undefined, buf, start, end);
    const text = buf.toString('utf8', i, end);
    if (!text.includes('"jsonrpc"')) return this.noise(bytes, text);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.noise(bytes, text);
    }
    if (usualResponse(value)) return this.deliver(value, text);
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) return this.noise(bytes, text);
    this.deliver(parsed.data);
  }

  /** A message for the lane (with its line, when it was read as one), else for the SDK client. */
  private deliver(m: JSONRPCMessage, text?: string): void {
    if (!this.lane.take(m, text)) this.onmessage?.(m);
  }

  /** A skipped line: counted; its text (cut to SAMPLE_CHARS) goes along for the first NOISE_SAMPLES ones. */
  private noise(bytes: number, text: string | undefined, buf?: Buffer, start = 0, end = 0): void {
    let sample: string | undefined;
    if (this.samples < NOISE_SAMPLES) {
      this.samples++;
      sample = (text ?? buf!.toString('utf8', start, Math.min(end, start + SAMPLE_CHARS * 4))).slice(0, SAMPLE_CHARS);
    }
    this.opts.onNoise?.(bytes, sample);
  }

  /** Ends stdin, then SIGTERM and SIGKILL to the whole process group. Resolves when it is gone. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) {
      this.finish();
      return;
    }
    const pgid = child.pid;
    const gone = () => child.exitCode !== null || child.signalCode !== null;
    const wait = (ms: number) => Promise.race([this.exited, new Promise((r) => setTimeout(r, ms).unref())]);
    // what was queued in this turn goes before the end of input
    if (this.queued.length > 0) this.flush();
    try {
      child.stdin?.end();
    } catch {
      /* already closed */
    }
    if (!gone()) {
      signalGroup(pgid, 'SIGTERM');
      await wait(STOP_GRACE_MS);
    }
    // the leader may be gone while helpers it started in the group live on
    if (!gone() || groupExists(pgid)) {
      signalGroup(pgid, 'SIGKILL');
      await wait(STOP_GRACE_MS);
    }
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.lane.close();
    this.partial = [];
    this.partialBytes = 0;
    this.onclose?.();
  }
}

/**
 * The usual answer to a request (`jsonrpc`, an id, a result without `_meta`, nothing else),
 * which JSONRPCMessageSchema would give back unchanged: taken without the schema's walk.
 */
function usualResponse(v: unknown): v is JSONRPCMessage {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  let keys = 0;
  for (const k in m) {
    if (k !== 'jsonrpc' && k !== 'id' && k !== 'result') return false;
    keys++;
  }
  const { id, result } = m;
  return (
    keys === 3 &&
    m.jsonrpc === '2.0' &&
    (typeof id === 'string' || Number.isInteger(id)) &&
    typeof result === 'object' &&
    result !== null &&
    !Array.isArray(result) &&
    !('_meta' in result)
  );
}
