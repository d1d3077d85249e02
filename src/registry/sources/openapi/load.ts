import type { OpenApiServiceConfig } from '../../config/types.js';
import { loadDocument, type FetchOptions, type LoadedDocument } from './document.js';
import { finishTools } from './finish.js';
import type { SchemaGraph } from './graph.js';
import { buildOperations, type OperationTool } from './operations.js';
import type { GraphValidators } from './validators.js';

/** A document's tools, finished (records, offered schemas, checks, warnings), and what the service says of itself. */
export interface LoadedTools {
  ops: OperationTool[];
  /** `info.title: info.description` of the document (at most 500 characters; '' without either). */
  title: string;
  /** The service's warnings (include, api_overrides, unchecked and reduced tools). */
  warnings: string[];
}

/** What a load leaves besides the tools: the graph of shared schemas and the validators over it. */
export interface BuiltTools extends LoadedTools {
  graph: SchemaGraph;
  validators: GraphValidators;
}

/** The tools of a parsed document: operations built, then finished (finish.ts); `pause` awaited between steps. */
export async function buildTools(
  loaded: LoadedDocument,
  cfg: OpenApiServiceConfig,
  maxSchemaKib: number,
  pause: () => Promise<void>,
): Promise<BuiltTools> {
  const warnings: string[] = [];
  const built = await buildOperations(loaded, cfg, warnings, pause);
  const finished = await finishTools(built.ops, built.graph, { maxSchemaKib, pause });
  warnings.push(...finished.warnings);
  const info = (loaded.doc.info ?? {}) as { title?: string; description?: string };
  const title = [info.title, info.description]
    .filter((x) => typeof x === 'string' && x.trim() !== '')
    .join(': ')
    .slice(0, 500);
  return { ops: built.ops, title, warnings, graph: built.graph, validators: finished.validators };
}

/**
 * Reads, parses and builds a document on this thread, in slices with turns of the event
 * loop between them (pace.ts): what the registry does when no load worker can run.
 */
export async function loadHere(
  location: string,
  fetch: FetchOptions,
  cfg: OpenApiServiceConfig,
  maxSchemaKib: number,
  pause: () => Promise<void>,
): Promise<LoadedTools> {
  const { ops, title, warnings } = await buildTools(await loadDocument(location, fetch), cfg, maxSchemaKib, pause);
  return { ops, title, warnings };
}
