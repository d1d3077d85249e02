import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { bundle } from '@readme/openapi-parser';
import { parse as parseYaml } from 'yaml';
import { mibToBytes } from '../../../shared/capped-body.js';
import { httpCall, isJsonType, notJson, parseBody, type RawAnswer } from '../http-call.js';
import type { PoolFactory } from '../pools.js';
import { pause } from './pace.js';
import { RefResolver, type OpenApiObject } from './refs.js';
import { parseJsonSliced } from './sliced-json.js';

export type OpenApiVersion = '2.0' | '3.0' | '3.1';

export type { OpenApiObject } from './refs.js';

/** A parsed OpenAPI document: plain JSON, `$ref`s kept (followed on demand by `refs`, never written back). */
export interface LoadedDocument {
  doc: OpenApiObject;
  version: OpenApiVersion;
  refs: RefResolver;
  /** The document's own URL (http(s) or file://), to resolve relative server URLs. */
  base: URL;
}

export const isHttpUrl = (s: string) => /^https?:\/\//i.test(s);

async function parseText(text: string, where: string): Promise<OpenApiObject> {
  const trimmed = text.trimStart();
  let value: unknown;
  try {
    value =
      trimmed.startsWith('{') || trimmed.startsWith('[') ? await parseJsonSliced(text, pause) : parseYaml(text, { maxAliasCount: 10_000 });
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

/** Fetches the document from an http(s) URL: its text (`raw`: as it came, with status and content type; else parsed when JSON). */
async function readSource(location: string, opts: FetchOptions, raw = false): Promise<{ body: unknown; base: URL }> {
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
      rawText: raw,
    }).catch((err: Error & { status?: number }) => {
      // httpCall phrases failures for tool calls; keep only the cause here
      throw new Error(err.message.replace(/^GET: /, ''));
    });
    return { body, base: url };
  }
  throw new Error(`not an http(s) URL: ${location}`);
}

/** Reads and parses (JSON or YAML) an OpenAPI document from a file (a path or a file:// URL); `$ref`s to other files are bundled in. */
export async function readDocumentFile(location: string): Promise<LoadedDocument> {
  const path = location.startsWith('file://') ? new URL(location).pathname : location;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new Error((err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message, { cause: err });
  }
  const base = new URL(`file://${resolve(path)}`);
  const parsed = await parseText(text, 'the document');
  // `$ref`s to other files resolve beside this one: the parser bundles them into one document
  if (await hasExternalRef(parsed)) return prepareDocument((await bundle(path)) as OpenApiObject, base);
  return prepareDocument(parsed, base);
}

/** Fetches or reads and parses (JSON or YAML) an OpenAPI 2.0/3.0/3.1 document; its `$ref`s are followed later, on demand. */
export async function loadDocument(location: string, opts: FetchOptions): Promise<LoadedDocument> {
  if (!isHttpUrl(location)) return readDocumentFile(location);
  const { body, base } = await readSource(location, opts);
  return prepareDocument(await parseText(typeof body === 'string' ? body : JSON.stringify(body), 'the document'), base);
}

/** A document fetched over http(s) as it came, for a load worker to parse (load-job.ts). */
export interface FetchedDocument extends RawAnswer {
  base: string;
}

/** Fetches an OpenAPI document over http(s) without parsing it. */
export async function fetchDocument(location: string, opts: FetchOptions): Promise<FetchedDocument> {
  const { body, base } = await readSource(location, opts, true);
  return { ...(body as RawAnswer), base: base.href };
}

/** Parses a fetched document as {@link loadDocument} does one it fetches itself (same values, same errors). */
export async function parseFetched(fetched: FetchedDocument): Promise<LoadedDocument> {
  const { text, status, contentType } = fetched;
  const parsed = parseBody(text, contentType);
  if (!parsed.ok && isJsonType(contentType)) throw new Error(notJson(status, contentType, text));
  const value = parsed.ok ? parsed.value : await parseText(text, 'the document');
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('the document is not an OpenAPI document (not a JSON/YAML object)');
  return prepareDocument(value as OpenApiObject, new URL(fetched.base));
}

/** Keys whose values are data (examples, vendor extensions): a `$ref` there is never followed. */
export const isDataKey = (k: string) => k === 'example' || k === 'examples' || k.startsWith('x-');

/** Whether a `$ref` the registry follows points outside the document (another file or URL). */
async function hasExternalRef(doc: OpenApiObject): Promise<boolean> {
  const stack: unknown[] = [doc];
  for (let n = 0; stack.length > 0; n++) {
    if (n % 4096 === 0) await pause();
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    for (const [k, v] of Object.entries(node as OpenApiObject)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) return true;
      if (!isDataKey(k) && v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return false;
}

/** Checks the version and shape of a parsed document; `$ref`s stay as they are (followed by `refs`). */
export function prepareDocument(doc: OpenApiObject, base: URL): LoadedDocument {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
    throw new Error('the document is not an OpenAPI document (not a JSON/YAML object)');
  const version = versionOf(doc);
  if (doc.paths !== undefined && (doc.paths === null || typeof doc.paths !== 'object')) throw new Error('"paths" must be an object');
  return { doc, version, base, refs: new RefResolver(doc) };
}
