import type { OpenApiObject } from './document.js';
import type { OpenApiServiceConfig } from '../../config/types.js';
import { methodPathName } from '../../names.js';
import type { ApiParameter, JsonSchema, SourceTool } from '../../types.js';
import type { LoadedDocument } from './document.js';
import { constraintsOf, typeText } from '../../schema-text.js';
import { PlainConverter } from './schema.js';

type Json = OpenApiObject;
export type Location = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** How one argument is sent. */
export interface ArgPlan {
  /** The argument name (in `args`). */
  arg: string;
  /** The name on the wire (parameter name or body property). */
  wire: string;
  in: Location;
  style?: string;
  explode?: boolean;
  /** For `in: body`: the argument is the whole body, not one property of it. */
  whole?: boolean;
}

/** Everything needed to call one operation. */
export interface OperationPlan {
  method: string;
  /** Path template, e.g. `/accounts/{account_id}`. */
  path: string;
  /** Absolute base URL, or an error explaining why there is none. */
  base: { url: string } | { error: string };
  args: ArgPlan[];
  /** Request body encoding when any arg goes in the body. */
  bodyForm: boolean;
  expectJson: boolean;
}

export interface OperationTool {
  tool: SourceTool;
  plan: OperationPlan;
  operationId?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Record schemas (listings) keep this many levels of nesting; input schemas keep all. */
export const RECORD_DEPTH = 3;

const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

const isJsonMedia = (m: string) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(m) || /\/json\b/i.test(m) || m === '*/*';

function pickMedia(content: Json | undefined): [string, Json] | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const entries = Object.entries(content) as [string, Json][];
  return (
    entries.find(([m]) => /^application\/json\b/i.test(m)) ??
    entries.find(([m]) => isJsonMedia(m)) ??
    entries.find(([m]) => /x-www-form-urlencoded/i.test(m)) ??
    entries.find(([m]) => /multipart\/form-data/i.test(m)) ??
    entries[0]
  );
}

/** Swagger 2.0 non-body parameters carry their schema inline. */
function swagger2ParamSchema(p: Json): Json {
  const out: Json = {};
  for (const k of [
    'type',
    'format',
    'items',
    'enum',
    'default',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'pattern',
    'minItems',
    'maxItems',
    'uniqueItems',
    'multipleOf',
  ]) {
    if (p[k] !== undefined) out[k] = p[k];
  }
  if (out.type === 'file') out.type = 'string';
  return out;
}

function resolveServer(servers: Json[] | undefined, base: URL): { url: string } | { error: string } {
  const first = Array.isArray(servers) ? servers[0] : undefined;
  let raw = typeof first?.url === 'string' ? first.url : '/';
  for (const [name, v] of Object.entries((first?.variables ?? {}) as Json))
    raw = raw.split(`{${name}}`).join(String((v as Json)?.default ?? ''));
  try {
    const u = new URL(raw, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
      return {
        error:
          `the document has no absolute http(s) server URL (servers[0].url is ` +
          `${JSON.stringify(raw)} and the document was read from a file); set servers[0].url to ` +
          `the API's address`,
      };
    }
    return { url: u.href.replace(/\/+$/, '') };
  } catch {
    return { error: `servers[0].url ${JSON.stringify(raw)} is not a valid URL` };
  }
}

function swagger2Base(doc: Json, base: URL): { url: string } | { error: string } {
  const scheme = (Array.isArray(doc.schemes) && doc.schemes[0]) || (base.protocol === 'https:' ? 'https' : 'http');
  const host = doc.host ?? (base.protocol.startsWith('http') ? base.host : undefined);
  if (!host) return { error: 'the Swagger 2.0 document has no host and was read from a file; set host' };
  return { url: `${scheme}://${host}${(doc.basePath ?? '').replace(/\/+$/, '')}` };
}

function isSecure(op: Json, doc: Json): boolean {
  const sec = op.security ?? doc.security;
  return Array.isArray(sec) && sec.length > 0 && !sec.some((r) => r && typeof r === 'object' && Object.keys(r).length === 0);
}

function describe(op: Json, method: string, path: string): string {
  const summary = typeof op.summary === 'string' ? op.summary.trim() : '';
  const description = typeof op.description === 'string' ? op.description.trim() : '';
  if (summary && description && !description.startsWith(summary)) return `${summary}\n\n${description}`;
  return description || summary || `${method.toUpperCase()} ${path}`;
}

/** Drops body properties by name, also inside allOf/oneOf/anyOf alternatives (already merged or kept). */
function dropProperties(schema: Json, names: string[]): Json {
  if (names.length === 0 || !schema || typeof schema !== 'object') return schema;
  const out: Json = { ...schema };
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties as Json).filter(([k]) => !names.includes(k)));
  }
  if (Array.isArray(out.required)) out.required = out.required.filter((k: string) => !names.includes(k));
  for (const k of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(out[k])) out[k] = out[k].map((s: Json) => dropProperties(s, names));
  return out;
}

interface Responses {
  success: unknown;
  failure: unknown;
  expectJson: boolean;
}

function responses(op: Json, version: LoadedDocument['version'], convert: (s: unknown) => unknown): Responses {
  const entries = Object.entries((op.responses ?? {}) as Json).filter(([, r]) => r && typeof r === 'object');
  const schemaOf = (r: Json): [unknown, boolean] => {
    if (version === '2.0') return [r.schema, r.schema !== undefined];
    const media = pickMedia(r.content);
    return [media?.[1]?.schema, media ? isJsonMedia(media[0]) : false];
  };
  const rank = (code: string) => (code === 'default' ? 999 : Number(code.replace(/X/gi, '0')) || 998);
  const sorted = entries.sort(([a], [b]) => rank(a) - rank(b));
  let success: unknown = null;
  let failure: unknown = null;
  let expectJson = false;
  let foundSuccess = false;
  for (const [code, r] of sorted) {
    const c = rank(code);
    const [schema, json] = schemaOf(r as Json);
    if (c >= 200 && c < 300) {
      if (json) expectJson = true;
      if (!foundSuccess) {
        foundSuccess = true;
        success = schema === undefined ? null : convert(schema);
      }
    } else if ((c >= 400 || code === 'default') && failure === null && schema !== undefined) {
      failure = convert(schema);
    }
  }
  return { success, failure, expectJson };
}

/**
 * Every operation of a dereferenced document as a tool: records (DESIGN.md 4.2), the
 * JSON Schema of its args, and the plan to call it. `include` and `api_overrides` apply.
 */
export function buildOperations(loaded: LoadedDocument, cfg: OpenApiServiceConfig, warnings: string[]): OperationTool[] {
  const { doc, version, names, base } = loaded;
  const input = new PlainConverter({ maxDepth: Infinity, lean: false, names });
  const listing = new PlainConverter({ maxDepth: RECORD_DEPTH, lean: true, names });
  const overrides = new Map((cfg.apiOverrides ?? []).map((o) => [o.operationId, o]));
  const include = cfg.include ? new Set(cfg.include) : null;
  const seenIds = new Set<string>();
  const docBase = version === '2.0' ? swagger2Base(doc, base) : null;
  const out: OperationTool[] = [];

  for (const [path, item] of Object.entries((doc.paths ?? {}) as Json)) {
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op || typeof op !== 'object') continue;
      const operationId = typeof op.operationId === 'string' && op.operationId.trim() !== '' ? op.operationId : undefined;
      const local = operationId ?? methodPathName(method, path);
      if (operationId) seenIds.add(operationId);
      if (include && !include.has(local) && !(operationId && include.has(operationId))) continue;
      const override = operationId ? overrides.get(operationId) : undefined;

      // path-item parameters, overridden by operation parameters with the same name and location
      const params = new Map<string, Json>();
      for (const p of [...(((item as Json).parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])]) {
        if (p && typeof p === 'object' && typeof p.name === 'string') params.set(`${p.in}:${p.name}`, p);
      }
      const record: ApiParameter[] = [];
      const plans: ArgPlan[] = [];
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      const used = new Set<string>();
      const argName = (wire: string, where: Location) => {
        let name = wire;
        if (used.has(name)) name = `${where}_${wire}`;
        for (let i = 2; used.has(name); i++) name = `${where}_${wire}_${i}`;
        used.add(name);
        return name;
      };
      const addArg = (
        wire: string,
        where: Location,
        schemaIn: unknown,
        isRequired: boolean,
        description: string,
        extra: Partial<ArgPlan> = {},
      ) => {
        const full = (schemaIn && typeof schemaIn === 'object' ? input.convert(schemaIn) : {}) as Json;
        const brief = (schemaIn && typeof schemaIn === 'object' ? listing.convert(schemaIn) : {}) as Json;
        const arg = argName(wire, where);
        const text = description || (typeof full.description === 'string' ? full.description : '');
        properties[arg] = text && !full.description ? { ...full, description: text } : full;
        if (isRequired) required.push(arg);
        plans.push({ arg, wire, in: where, ...extra });
        record.push({
          name: arg,
          type: typeText(full),
          required: isRequired,
          description: text,
          constraints: constraintsOf(full),
          in: where,
          schema: brief,
        });
      };

      let bodyForm = false;
      let formData: Json | null = null;
      for (const p of params.values()) {
        const where = p.in as string;
        if (version === '2.0' && where === 'body') {
          addBody(p.schema, p.required === true, typeof p.description === 'string' ? p.description : '');
          continue;
        }
        if (version === '2.0' && where === 'formData') {
          formData ??= { type: 'object', properties: {}, required: [] };
          formData.properties[p.name] = { ...swagger2ParamSchema(p), ...(p.description ? { description: p.description } : {}) };
          if (p.required) formData.required.push(p.name);
          continue;
        }
        if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') continue;
        if (where === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())) continue;
        if (where === 'query' && override?.dropQueryParameters?.includes(p.name)) continue;
        const schema = version === '2.0' ? swagger2ParamSchema(p) : (p.schema ?? pickMedia(p.content)?.[1]?.schema ?? {});
        const extra: Partial<ArgPlan> = {};
        if (version === '2.0' && p.collectionFormat) {
          extra.style = p.collectionFormat === 'multi' ? 'form' : p.collectionFormat;
          extra.explode = p.collectionFormat === 'multi';
        } else {
          if (typeof p.style === 'string') extra.style = p.style;
          if (typeof p.explode === 'boolean') extra.explode = p.explode;
        }
        addArg(
          p.name,
          where,
          schema,
          where === 'path' || p.required === true,
          typeof p.description === 'string' ? p.description : '',
          extra,
        );
      }
      if (formData) {
        bodyForm = true;
        addBody(formData, false, '');
      }
      if (version !== '2.0' && op.requestBody && typeof op.requestBody === 'object') {
        const media = pickMedia(op.requestBody.content);
        if (media) {
          bodyForm = /x-www-form-urlencoded/i.test(media[0]);
          addBody(
            media[1]?.schema ?? {},
            op.requestBody.required === true,
            typeof op.requestBody.description === 'string' ? op.requestBody.description : '',
          );
        }
      }

      function addBody(schemaIn: unknown, bodyRequired: boolean, description: string): void {
        const drops = override?.dropRequestBodyParameters ?? [];
        const merged = dropProperties(input.convert(schemaIn ?? {}) as Json, drops);
        const props = merged.properties as Record<string, Json> | undefined;
        const splittable = props && !merged.oneOf && !merged.anyOf && (merged.type === undefined || merged.type === 'object');
        if (!splittable) {
          const schema = drops.length > 0 ? merged : schemaIn;
          addArg(
            'body',
            'body',
            schema,
            bodyRequired,
            description || (typeof merged.description === 'string' ? merged.description : 'The request body'),
            { whole: true },
          );
          return;
        }
        const req = new Set((merged.required ?? []) as string[]);
        const source = (schemaIn && typeof schemaIn === 'object' ? schemaIn : {}) as Json;
        const rawProps = collectRawProperties(source);
        for (const [name, prop] of Object.entries(props)) {
          if (prop && prop.readOnly === true) continue; // server-set fields (ids, timestamps) are not sent
          addArg(
            name,
            'body',
            rawProps[name] ?? prop,
            bodyRequired && req.has(name),
            typeof prop?.description === 'string' ? prop.description : '',
          );
        }
      }

      const inputSchema: JsonSchema = { type: 'object', properties, additionalProperties: false };
      if (required.length > 0) inputSchema.required = required;
      const res = responses(op, version, (s) => listing.convert(s));
      const server =
        version === '2.0' ? docBase! : resolveServer((op.servers ?? (item as Json).servers ?? doc.servers) as Json[] | undefined, base);
      const methodUpper = method.toUpperCase();
      out.push({
        operationId,
        plan: { method: methodUpper, path, base: server, args: plans, bodyForm, expectJson: res.expectJson },
        tool: {
          name: local,
          description: override?.description ?? describe(op, method, path),
          inputSchema,
          readOnly: method === 'get' || method === 'head',
          record: {
            secure: isSecure(op, doc),
            path,
            method: methodUpper,
            description: override?.description ?? describe(op, method, path),
            parameters: record,
            response_schemas: { success: res.success, failure: res.failure },
          },
        },
      });
    }
  }
  for (const id of include ?? [])
    if (!seenIds.has(id) && !out.some((o) => o.tool.name === id)) warnings.push(`include: no operation '${id}' in the document`);
  for (const id of overrides.keys()) if (!seenIds.has(id)) warnings.push(`api_overrides: no operation '${id}' in the document`);
  return out;
}

/** Property schemas as written (before allOf merging), so each gets converted on its own. */
function collectRawProperties(schema: Json, out: Json = {}, seen = new Set<object>()): Json {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return out;
  seen.add(schema);
  for (const [k, v] of Object.entries((schema.properties ?? {}) as Json)) if (!(k in out)) out[k] = v;
  for (const part of (schema.allOf ?? []) as Json[]) collectRawProperties(part, out, seen);
  return out;
}
