/**
 * The stdio client transport for local MCP servers. The SDK's StdioClientTransport cannot
 * start the server in its own process group, so this one does, reusing the SDK's framing
 * (ReadBuffer, serializeMessage) and its safe default environment:
 *
 * - spawned with an argument array (never a shell), `detached` (own process group);
 * - environment: the SDK's minimal safe set (HOME, LOGNAME, PATH, SHELL, TERM, USER)
 *   plus the configured `env`, nothing else of the registry's environment;
 * - stderr is handed line by line to `onStderr` (the registry logs it);
 * - close() ends stdin, then SIGTERMs and finally SIGKILLs the whole group, so helpers
 *   the server started (npx -> node) go too;
 * - every child is recorded in the run directory until it is gone (see children.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { forgetChild, groupExists, registerChild, signalGroup } from './children.js';

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
  /** Called once when the process has exited, with its code or signal. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

const STOP_GRACE_MS = 2000;

export class GroupStdioClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child?: ChildProcess;
  private readonly buffer = new ReadBuffer();
  private exited?: Promise<void>;
  private closed = false;

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
        if (opts.runDir && child.pid) registerChild(opts.runDir, { pid: child.pid, pgid: child.pid, server: opts.server, command: opts.command });
        resolve();
      });
      child.once('exit', (code, signal) => opts.onExit?.(code, signal));
      child.once('close', () => {
        if (opts.runDir && child.pid) forgetChild(opts.runDir, child.pid);
        this.finish();
      });
      child.stdin!.on('error', (err) => this.onerror?.(err));
      child.stdout!.on('error', (err) => this.onerror?.(err));
      child.stdout!.on('data', (chunk: Buffer) => {
        try {
          this.buffer.append(chunk);
        } catch (err) {
          this.onerror?.(err as Error);
          void this.close();
          return;
        }
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (err) {
            // a line that is not JSON-RPC (a server printing to stdout): report and skip it
            this.onerror?.(err as Error);
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
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

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || this.closed || stdin.destroyed || !stdin.writable) {
        reject(new Error('Not connected'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
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
    this.buffer.clear();
    this.onclose?.();
  }
}
