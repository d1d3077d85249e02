import { z } from 'zod';
import type { RouteSpec } from './route.js';

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Converts a zod schema to an OpenAPI 3.0 schema, moving named definitions into `defs`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', defs: Json): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  const local = (json.definitions ?? json.$defs) as Json | undefined;
  delete json.definitions;
  delete json.$defs;
  delete json.$schema;
  if (local) for (const [name, def] of Object.entries(local)) defs[name] = tidy(def);
  return tidy(json) as Json;
}

/** Rewrites local refs to components and drops the safe-integer bounds zod adds. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === '$ref' && typeof v === 'string') {
      out[k] = v.replace(/^#\/(definitions|\$defs)\//, '#/components/schemas/');
    } else if ((k === 'maximum' && v === SAFE_INT) || (k === 'minimum' && v === -SAFE_INT)) {
      continue;
    } else {
      out[k] = tidy(v);
    }
  }
  return out;
}

function parameters(where: 'path' | 'query', schema: z.ZodType | undefined, defs: Json): Json[] {
  if (!schema) return [];
  const obj = toSchema(schema, 'input', defs);
  const props = (obj.properties ?? {}) as Record<string, Json>;
  const required = new Set((obj.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** An endpoint served outside the typed routes (a page, the MCP endpoint, health, metrics), listed in the docs. */
export interface PlainPath {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** What a 200 answers (its media type), e.g. text/html. */
  type: string;
}

/** Builds the OpenAPI 3.0 document from the same route specs that validate requests, and the plain paths listed beside them. */
export function buildOpenApi(info: OpenApiInfo, routes: RouteSpec[], plain: PlainPath[] = []): Json {
  const defs: Json = {};
  const paths: Record<string, Json> = {};
  for (const r of routes) {
    if (r.hidden) continue;
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op: Json = {
      operationId: r.operationId,
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      ...(r.tags ? { tags: r.tags } : {}),
    };
    const params = [...parameters('path', r.params, defs), ...parameters('query', r.query, defs)];
    if (params.length > 0) op.parameters = params;
    if (r.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(r.body, 'input', defs) } } };
    }
    const responses: Json = {};
    for (const [code, spec] of Object.entries(r.responses)) {
      responses[code] = {
        description: spec.description,
        ...(spec.schema ? { content: { 'application/json': { schema: toSchema(spec.schema, 'output', defs) } } } : {}),
      };
    }
    if (r.params || r.query || r.body) {
      responses['422'] ??= {
        description: 'Validation error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } },
      };
    }
    op.responses = responses;
    (paths[path] ??= {})[r.method] = op;
  }
  for (const p of plain) {
    (paths[p.path] ??= {})[p.method] = {
      operationId: p.operationId,
      summary: p.summary,
      ...(p.description ? { description: p.description } : {}),
      tags: [p.tag],
      responses: { 200: { description: p.summary, content: { [p.type]: {} } } },
    };
  }
  defs.HTTPValidationError = {
    type: 'object',
    properties: {
      detail: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
            msg: { type: 'string' },
            type: { type: 'string' },
          },
          required: ['loc', 'msg', 'type'],
        },
      },
    },
  };
  defs.HTTPError = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] };
  return { openapi: '3.0.3', info, paths, components: { schemas: defs } };
}
