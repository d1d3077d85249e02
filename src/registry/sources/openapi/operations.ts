import type { OpenApiServiceConfig } from '../../config/types.js';
import { methodPathName } from '../../names.js';
import { constraintsOf, typeText } from '../../schema-text.js';
import type { ApiParameter, JsonSchema, SourceTool } from '../../types.js';
import type { LoadedDocument, OpenApiObject } from './document.js';
import { SchemaGraph } from './graph.js';
import {
  collectRawProperties,
  describe,
  dropProperties,
  IGNORED_HEADERS,
  isSecure,
  pickMedia,
  resolveServer,
  responses,
  swagger2Base,
  swagger2ParamSchema,
} from './operation-parts.js';
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
  /** The args schema without the shared defs it refers to (graph.ts). */
  root: JsonSchema;
  /** What of the schema as written could not be kept (each a phrase): validation of those parts is off. */
  problems: string[];
}

/** The operations of a document, and the graph of schemas their args share. */
export interface BuiltOperations {
  ops: OperationTool[];
  graph: SchemaGraph;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Record schemas (listings) keep this many levels of nesting; input schemas keep the graph (graph.ts). */
export const RECORD_DEPTH = 3;
/**
 * About the most a response schema takes in a record (estimated): past it, it is nested less deeply (levels
 * below become `{type, "x-truncated": true}`), so that a listing stays bounded (Stripe's
 * invoice schema is 3.8 MB at three levels, its 452 records 297 MB).
 */
export const RECORD_SCHEMA_BYTES = 16 * 1024;

/** Whether a plain schema's JSON is over `limit` bytes (an estimate that stops as soon as it is). */
function over(value: unknown, limit: number): boolean {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') bytes += v.length + 3;
    else if (v === null || typeof v !== 'object') bytes += 6;
    else if (Array.isArray(v)) {
      bytes += 2 + v.length;
      stack.push(...v);
    } else
      for (const [k, x] of Object.entries(v)) {
        bytes += k.length + 4;
        stack.push(x);
      }
    if (bytes > limit) return true;
  }
  return false;
}

/**
 * Every operation of a document as a tool: records (DESIGN.md 4.2), the JSON Schema of its
 * args (its own part; shared defs in `graph`) and the plan to call it. `include` and
 * `api_overrides` apply. `pause` is awaited between operations so a large document does
 * not hold the event loop.
 */
export async function buildOperations(
  loaded: LoadedDocument,
  cfg: OpenApiServiceConfig,
  warnings: string[],
  pause: () => Promise<void> = async () => undefined,
): Promise<BuiltOperations> {
  const { doc, version, base, refs } = loaded;
  const graph = new SchemaGraph(refs);
  const listing = new PlainConverter({ maxDepth: RECORD_DEPTH, lean: true, refs });
  const shallower = Array.from(
    { length: RECORD_DEPTH },
    (_, i) => new PlainConverter({ maxDepth: RECORD_DEPTH - 1 - i, lean: true, refs }),
  );
  /** A response schema for the record: at RECORD_DEPTH levels, or fewer until it fits RECORD_SCHEMA_BYTES. */
  const recordSchema = (schema: unknown): unknown => {
    let out: unknown = listing.convert(schema);
    for (const c of shallower) {
      if (!over(out, RECORD_SCHEMA_BYTES)) return out;
      out = c.convert(schema);
    }
    return out;
  };
  const overrides = new Map((cfg.apiOverrides ?? []).map((o) => [o.operationId, o]));
  const include = cfg.include ? new Set(cfg.include) : null;
  const seenIds = new Set<string>();
  const docBase = version === '2.0' ? swagger2Base(doc, base) : null;
  const out: OperationTool[] = [];

  for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Json)) {
    const item = refs.deref(rawItem);
    if (!item) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op || typeof op !== 'object' || Array.isArray(op)) continue;
      await pause();
      const operationId = typeof op.operationId === 'string' && op.operationId.trim() !== '' ? op.operationId : undefined;
      const local = operationId ?? methodPathName(method, path);
      if (operationId) seenIds.add(operationId);
      if (include && !include.has(local) && !(operationId && include.has(operationId))) continue;
      const override = operationId ? overrides.get(operationId) : undefined;

      // path-item parameters, overridden by operation parameters with the same name and location
      const params = new Map<string, Json>();
      for (const raw of [...asList(item.parameters), ...asList(op.parameters)]) {
        const p = refs.deref(raw);
        if (p && typeof p.name === 'string') params.set(`${p.in}:${p.name}`, p);
      }
      const record: ApiParameter[] = [];
      const plans: ArgPlan[] = [];
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      const problems = new Set<string>();
      const used = new Set<string>();
      const argName = (wire: string, where: Location) => {
        let name = wire;
        if (used.has(name)) name = `${where}_${wire}`;
        for (let i = 2; used.has(name); i++) name = `${where}_${wire}_${i}`;
        used.add(name);
        return name;
      };
      /** One argument from its schema as written (`raw`), or already converted (`converted`). */
      const addArg = (
        wire: string,
        where: Location,
        raw: unknown,
        isRequired: boolean,
        description: string,
        extra: Partial<ArgPlan> = {},
        converted?: Json,
      ) => {
        let full: Json = converted ?? {};
        if (!converted && raw && typeof raw === 'object') {
          const c = graph.convert(raw);
          full = c.schema;
          for (const p of c.problems) problems.add(p);
        }
        const brief = (raw && typeof raw === 'object' ? listing.convert(raw) : converted ? graph.resolved(converted) : {}) as Json;
        const arg = argName(wire, where);
        const text = description || (typeof brief.description === 'string' ? brief.description : '');
        properties[arg] = text && !full.description && !full.$ref ? { ...full, description: text } : full;
        if (isRequired) required.push(arg);
        plans.push({ arg, wire, in: where, ...extra });
        record.push({
          name: arg,
          type: typeText(brief),
          required: isRequired,
          description: text,
          constraints: constraintsOf(brief),
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
      const requestBody = version !== '2.0' ? refs.deref(op.requestBody) : null;
      if (requestBody) {
        const media = pickMedia(requestBody.content);
        if (media) {
          bodyForm = /x-www-form-urlencoded/i.test(media[0]);
          addBody(
            media[1]?.schema ?? {},
            requestBody.required === true,
            typeof requestBody.description === 'string' ? requestBody.description : '',
          );
        }
      }

      function addBody(schemaIn: unknown, bodyRequired: boolean, description: string): void {
        const drops = override?.dropRequestBodyParameters ?? [];
        const converted = graph.convert(schemaIn ?? {});
        const merged = dropProperties(converted.schema, drops);
        const props = merged.properties as Record<string, Json> | undefined;
        const splittable =
          props && !merged.oneOf && !merged.anyOf && !merged.allOf && (merged.type === undefined || merged.type === 'object');
        if (!splittable) {
          for (const p of converted.problems) problems.add(p);
          addArg(
            'body',
            'body',
            schemaIn,
            bodyRequired,
            description || (typeof merged.description === 'string' ? merged.description : 'The request body'),
            { whole: true },
            drops.length > 0 ? merged : undefined,
          );
          return;
        }
        const req = new Set((merged.required ?? []) as string[]);
        const rawProps = collectRawProperties(schemaIn, refs);
        for (const [name, prop] of Object.entries(props)) {
          if (graph.resolved(prop).readOnly === true) continue; // server-set fields (ids, timestamps) are not sent
          const known = rawProps[name] !== undefined;
          addArg(
            name,
            'body',
            known ? rawProps[name] : undefined,
            bodyRequired && req.has(name),
            typeof prop?.description === 'string' ? prop.description : '',
            {},
            known ? undefined : prop,
          );
        }
      }

      const root: JsonSchema = { type: 'object', properties, additionalProperties: false };
      if (required.length > 0) root.required = required;
      const res = responses(op, version, refs, recordSchema);
      const server = version === '2.0' ? docBase! : resolveServer((op.servers ?? item.servers ?? doc.servers) as Json[] | undefined, base);
      const methodUpper = method.toUpperCase();
      out.push({
        operationId,
        root,
        problems: [...problems],
        plan: { method: methodUpper, path, base: server, args: plans, bodyForm, expectJson: res.expectJson },
        tool: {
          name: local,
          description: override?.description ?? describe(op, method, path),
          inputSchema: root,
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
  return { ops: out, graph };
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
