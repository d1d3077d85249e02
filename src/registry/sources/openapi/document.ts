import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { dereference } from '@readme/openapi-parser';
import { parse as parseYaml } from 'yaml';
import { mibToBytes } from '../../../shared/capped-body.js';
import { httpCall } from '../http-call.js';
import type { PoolFactory } from '../pools.js';

export type OpenApiVersion = '2.0' | '3.0' | '3.1';

/** An OpenAPI document or a part of one: arbitrary JSON read property by property, as the parser returns it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenApiObject = Record<string, any>;

/** A dereferenced OpenAPI document (a graph: `$ref`s replaced by the objects they point at, cycles kept). */
export interface LoadedDocument {
  doc: OpenApiObject;
  version: OpenApiVersion;
  /** Node -> the `$ref` it came from, for readable cycle markers. */
  names: WeakMap<object, string>;
  /** The document's own URL (http(s) or file://), to resolve relative server URLs. */
  base: URL;
}

/** A `$ref` that does not start with `#` (another file or URL). */
const EXTERNAL_REF = /\$ref["']?\s*:\s*(?:["'](?!#)|[^\s"'#])/;

export const isHttpUrl = (s: string) => /^https?:\/\//i.test(s);

function parseText(text: string, where: string): OpenApiObject {
  const trimmed = text.trimStart();
  let value: unknown;
  try {
    value = trimmed.startsWith('{') || trimmed.startsWith('[') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 10_000 });
  } catch (err) {
    throw new Error(`${where} is neither JSON nor YAML: ${(err as Error).message.split('\n')[0]}`, { cause: err });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${where} is not an OpenAPI document (not a JSON/YAML object)`);
  return value as OpenApiObject;
}

function versionOf(doc: OpenApiObject): OpenApiVersion {
  if (typeof doc.swagger === 'string' && doc.swagger.startsWith('2.')) return '2.0';
  if (typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0')) return '3.0';
  if (typeof doc.openapi === 'string' && doc.openapi.startsWith('3.1')) return '3.1';
  throw new Error(
    `not an OpenAPI document: expected "openapi: 3.x" or "swagger: 2.0", got ${JSON.stringify(doc.openapi ?? doc.swagger ?? 'neither')}`,
  );
}

export interface FetchOptions {
  pools: PoolFactory;
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** Documents may be larger than tool answers (GitHub's is 13 MB): they get at least this many bytes. */
const DOCUMENT_MIN_LIMIT_MIB = 64;

/** Fetches the document text from an http(s) URL. */
async function readSource(location: string, opts: FetchOptions): Promise<{ text: string; base: URL }> {
  if (isHttpUrl(location)) {
    const url = new URL(location);
    const maxBytes = {
      bytes: Math.max(opts.pools.maxResponseBytes, mibToBytes(DOCUMENT_MIN_LIMIT_MIB)),
      from: `the larger of api_mode.max_response_mb and ${DOCUMENT_MIN_LIMIT_MIB} MiB, for OpenAPI documents`,
    };
    const body = await httpCall(opts.pools, {
      url,
      method: 'GET',
      headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.5', ...opts.headers },
      timeoutMs: opts.timeoutMs,
      what: 'GET',
      maxBytes,
    }).catch((err: Error & { status?: number }) => {
      // httpCall phrases failures for tool calls; keep only the cause here
      throw new Error(err.message.replace(/^GET: /, ''));
    });
    return { text: typeof body === 'string' ? body : JSON.stringify(body), base: url };
  }
  throw new Error(`not an http(s) URL: ${location}`);
}

/** Fetches or reads, parses (JSON or YAML) and dereferences an OpenAPI 2.0/3.0/3.1 document. */
export async function loadDocument(location: string, opts: FetchOptions): Promise<LoadedDocument> {
  if (!isHttpUrl(location)) {
    // a local file goes to the parser by path, so relative external $refs resolve beside it
    const path = location.startsWith('file://') ? new URL(location).pathname : location;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      throw new Error((err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message, { cause: err });
    }
    const base = new URL(`file://${resolve(path)}`);
    // external $refs resolve beside the file, so such documents go to the parser by path;
    // self-contained ones are parsed here (several times faster than the parser's file reader)
    if (EXTERNAL_REF.test(text)) return dereferenceDocument(path, base);
    return dereferenceDocument(parseText(text, 'the document'), base);
  }
  const { text, base } = await readSource(location, opts);
  return dereferenceDocument(parseText(text, 'the document'), base);
}

/** Dereferences a parsed document (local `$ref`s; cycles become object cycles, cut later). */
export async function dereferenceDocument(parsed: OpenApiObject | string, base: URL): Promise<LoadedDocument> {
  if (typeof parsed !== 'string') versionOf(parsed);
  const names = new WeakMap<object, string>();
  const doc = (await dereference(parsed as never, {
    dereference: {
      circular: true,
      onDereference(path, value) {
        if (value && typeof value === 'object') names.set(value, path);
      },
    },
    resolve: { external: base.protocol === 'file:', http: { timeout: 10_000 } },
  })) as OpenApiObject;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
    throw new Error('the document is not an OpenAPI document (not a JSON/YAML object)');
  const version = versionOf(doc);
  if (doc.paths !== undefined && (doc.paths === null || typeof doc.paths !== 'object')) throw new Error('"paths" must be an object');
  return { doc, version, names, base };
}
