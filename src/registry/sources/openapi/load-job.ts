import type { OpenApiServiceConfig } from '../../config/types.js';
import { parseFetched, readDocumentFile, type FetchedDocument } from './document.js';
import { buildTools, type LoadedTools } from './load.js';
import type { OperationTool } from './operations.js';
import { GraphValidators } from './validators.js';

/**
 * One document's load as a load worker runs it (load-worker.ts) and the serving thread
 * adopts it (load-pool.ts): what goes in, and what comes back as plain data. Checks are
 * functions and stay behind: the worker checks every schema against the meta-schema (as a
 * load on this thread does), the serving thread gets each tool's check made on its first
 * call from the same schemas (validators.ts).
 */
export interface LoadJob {
  /** A file the worker reads itself (path or file:// URL), or the document the serving thread fetched. */
  source: { file: string } | { fetched: FetchedDocument };
  /** The service's configuration without its credentials (the worker needs `include` and `api_overrides`). */
  cfg: OpenApiServiceConfig;
  maxSchemaKib: number;
}

/** What precedes a job's items: the service's own parts and how many items of each kind follow. */
export interface LoadHeader {
  title: string;
  warnings: string[];
  /** Shared schemas ajv refused, and why (null: usable). */
  refused: [string, string | null][];
  /** The first `defs` items are shared schemas `[name, converted body]`, the rest {@link WireOp}s. */
  defs: number;
  ops: number;
}

/** A finished operation without its check (`tool.argsCheck` undefined), and whether it has one. */
interface WireOp {
  op: OperationTool;
  checkable: boolean;
}

/** The configuration a worker needs: credentials and headers stay on the serving thread. */
export function jobConfig(cfg: OpenApiServiceConfig): OpenApiServiceConfig {
  const { auth: _auth, headers: _headers, ...rest } = cfg;
  return rest;
}

/** Runs a job (in a worker): the document read or parsed, its tools built; returns the header and the items to hand over. */
export async function runJob(job: LoadJob, pause: () => Promise<void>): Promise<{ header: LoadHeader; items: unknown[] }> {
  const loaded = 'file' in job.source ? await readDocumentFile(job.source.file) : await parseFetched(job.source.fetched);
  const built = await buildTools(loaded, job.cfg, job.maxSchemaKib, pause);
  const defs = [...built.graph.defs];
  const ops: WireOp[] = built.ops.map((op) => {
    const checkable = typeof op.tool.argsCheck === 'function';
    op.tool.argsCheck = checkable ? undefined : op.tool.argsCheck;
    return { op, checkable };
  });
  const header: LoadHeader = {
    title: built.title,
    warnings: built.warnings,
    refused: built.validators.refusals(),
    defs: defs.length,
    ops: ops.length,
  };
  return { header, items: [...defs, ...ops] };
}

/** The serving thread's side of a job: items adopted as they arrive, the tools' checks made lazily. */
export class JobAdopter {
  private readonly bodies = new Map<string, unknown>();
  private readonly ops: OperationTool[] = [];
  private validators: GraphValidators | undefined;
  private seen = 0;

  constructor(private readonly header: LoadHeader) {}

  /** Takes the next items, in order. */
  take(items: unknown[]): void {
    for (const item of items) {
      if (this.seen++ < this.header.defs) {
        const [name, body] = item as [string, unknown];
        this.bodies.set(name, body);
        continue;
      }
      this.validators ??= GraphValidators.prepared(this.bodies, this.header.refused);
      const { op, checkable } = item as WireOp;
      if (checkable) op.tool.argsCheck = this.validators.lazyCheck(op.root);
      this.ops.push(op);
    }
  }

  /** The loaded tools, once every item was taken. */
  result(): LoadedTools {
    if (this.seen !== this.header.defs + this.header.ops)
      throw new Error(`load worker: ${this.seen} of ${this.header.defs + this.header.ops} parts of the document arrived`);
    return { ops: this.ops, title: this.header.title, warnings: this.header.warnings };
  }
}
