import type { CallOptions, ContentResult, Source, SourceHealth, SourceTool } from './types.js';
import type { McpUpstream } from './upstream.js';

type Call = (tool: string, args: Record<string, unknown>, opts: CallOptions) => Promise<unknown>;
type CallContent = (tool: string, args: Record<string, unknown>, opts: CallOptions) => Promise<ContentResult>;

/**
 * A source seen through a wrapper that changes its calls (telemetry counts and times them,
 * search learns from their answers) and hands everything else to the source itself. Plain
 * delegation, not a Proxy: a call reads several members of its source, and each read through
 * a Proxy's trap (two wrappers deep) cost a call of `POST /functions/call` several
 * microseconds (bench/results/profiles.md, issue 36).
 */
export abstract class SourceWrapper implements Source {
  /** Present when the source has it (an MCP server's: its result with the content blocks). */
  readonly callContent?: CallContent;

  constructor(protected readonly source: Source) {
    if (source.callContent) {
      const inner = source.callContent.bind(source);
      this.callContent = (tool, args, opts) => this.wrapped(tool, () => inner(tool, args, opts));
    }
  }

  /** Runs one call of `tool` (by either method) as the wrapper means to. */
  protected abstract wrapped<T>(tool: string, run: () => Promise<T>): Promise<T>;

  call: Call = (tool, args, opts) => this.wrapped(tool, () => this.source.call(tool, args, opts));

  get name(): string {
    return this.source.name;
  }
  get kind(): Source['kind'] {
    return this.source.kind;
  }
  get description(): string {
    return this.source.description;
  }
  get location(): string {
    return this.source.location;
  }
  get mcp(): McpUpstream | undefined {
    return this.source.mcp;
  }
  get passesCallerToken(): boolean | undefined {
    return this.source.passesCallerToken;
  }
  load(): Promise<void> {
    return this.source.load();
  }
  tools(): SourceTool[] {
    return this.source.tools();
  }
  health(): SourceHealth {
    return this.source.health();
  }
  onToolsChanged(listener: () => void): void {
    this.source.onToolsChanged?.(listener);
  }
  close(): Promise<void> {
    return this.source.close();
  }
}
