import { z } from 'zod';
import { SEARCH_K_DEFAULT, SEARCH_K_MAX, SEARCH_TEXT_MAX } from '../search/limits.js';
import { ARGS_MAX_BYTES, ARGS_MAX_DEPTH, argsBoundsIssues } from '../args-bounds.js';

const Json = z.record(z.string(), z.unknown());

export const RootResponse = z.object({
  status: z.literal('ok'),
  service: z.string(),
  version: z.string(),
  message: z.string().meta({ description: 'A greeting naming the docs (CUGA clients read it)' }),
});

export const ApplicationSchema = z
  .object({
    name: z.string(),
    mcp: z.string().meta({ description: 'The path of its MCP endpoint, its tools under their own names (/mcp/apps/<name>)' }),
    description: z.string(),
    url: z.string().meta({ description: 'Where the tools come from (URL or command; never credentials)' }),
    type: z.enum(['openapi', 'mcp', 'trm', 'onboarded']),
    status: z.enum(['loading', 'ok', 'error', 'unavailable']),
    tools: z.number().int(),
    error: z.string().optional(),
    warnings: z.array(z.string()).optional(),
    unchecked_tools: z.number().int().optional().meta({
      description: "Tools whose arguments the registry cannot (fully) check against their schema (each says why in its record's warnings)",
    }),
  })
  .meta({ id: 'Application' });

export const ApiParameterSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    required: z.boolean(),
    description: z.string(),
    constraints: z.array(z.string()),
    in: z.enum(['path', 'query', 'header', 'cookie', 'body']).optional(),
    schema: Json.optional(),
  })
  .meta({ id: 'ApiParameter' });

export const ApiRecordSchema = z
  .object({
    app_name: z.string(),
    secure: z.boolean(),
    api_name: z.string(),
    path: z.string(),
    method: z.string(),
    description: z.string(),
    parameters: z.array(ApiParameterSchema),
    response_schemas: z.object({ success: z.unknown(), failure: z.unknown() }),
    warnings: z
      .array(z.string())
      .optional()
      .meta({ description: 'What of the tool is not as described: arguments not (fully) checked by the registry, a reduced schema' }),
    annotations: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: "An MCP tool's annotations as its server gave them (readOnlyHint, destructiveHint, idempotentHint, ...)" }),
  })
  .meta({ id: 'ApiRecord' });

export const AppParams = z.object({ app: z.string().max(200).meta({ description: 'Application (service) name' }) });

export const CallBody = z.object({
  app_name: z.string().max(200).optional().meta({ description: 'The service the tool belongs to (checked when given)' }),
  function_name: z
    .string()
    .min(1)
    .max(200)
    .meta({ description: 'Full tool name, `<service>_<tool>`', example: 'territory_get_third_party_accounts' }),
  // bounds are checked on the args as parsed: copying them into a record would drop a `__proto__` key
  args: z
    .preprocess((value, ctx) => {
      for (const i of argsBoundsIssues(value, [])) ctx.addIssue({ code: 'custom', message: i.msg, path: i.loc, input: value });
      return value;
    }, Json.default({}))
    .meta({
      description:
        `The tool's arguments (validated against its JSON Schema; at most ${ARGS_MAX_DEPTH} ` +
        `levels deep and ${ARGS_MAX_BYTES / 1024 / 1024} MiB as JSON)`,
    }),
});

const AuthSchema = z.object({
  type: z.string().min(1).max(128).meta({ description: '`bearer` (Authorization header) or the header name, e.g. X-API-Key' }),
  value: z.string().min(1).max(4096).meta({ description: 'The credential, sent as it is (never expanded: `${VAR}` is literal text here)' }),
});

export const OnboardBody = z.object({
  app_name: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'may use only letters, digits, _ and - (1-64 characters)')
    .meta({ description: 'App (service) name: tools are named `<app_name>_<name>`' }),
  description: z.string().max(2000).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description:
        'TRM tool runtime that runs these tools (`POST {url}/api/v1/tools/{name}/run`); without ' +
        'it the tools are listed but a call answers 501. ' +
        'http(s) only, no query or fragment; loopback, private, link-local and metadata ' +
        'addresses are refused unless listed in registry.allowed_hosts',
    }),
  auth: AuthSchema.optional(),
  schemas: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'may use only letters, digits, _, . and - (1-64 characters)'),
        description: z.string().max(10_000).optional(),
        input_schema: Json.optional().meta({ description: 'JSON Schema of the arguments object' }),
        output_schema: Json.optional(),
      }),
    )
    .min(1)
    .max(2000),
});

export const OnboardResponse = z.object({ status: z.string(), tools: z.array(z.string()) });
export const ErrorBody = z.object({ detail: z.unknown() });

export const SearchQuery = z.object({
  q: z
    .string()
    .min(1)
    .max(SEARCH_TEXT_MAX)
    .optional()
    .meta({ description: 'A task in plain words: the tools are ranked for it (typos, plurals and shorthand welcome)' }),
  k: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_K_MAX)
    .optional()
    .meta({ description: `How many tools to return with q (default ${SEARCH_K_DEFAULT})` }),
});

export const SearchResultSchema = z
  .object({
    name: z.string(),
    app: z.string(),
    score: z.number(),
    description: z.string().meta({ description: "The first line of the tool's description" }),
    matched: z.record(z.string(), z.array(z.string())).meta({
      description:
        'Each word of the request that matched, with where: name, summary, description, path, action, parameters, values, returns, ' +
        'returned (a value its answers held), app',
    }),
    record: ApiRecordSchema,
  })
  .meta({ id: 'SearchResult' });

export const SearchResponse = z
  .object({
    query: z.string(),
    tools: z.number().int().meta({ description: 'Tools searched (those the key may see)' }),
    complete: z
      .boolean()
      .meta({ description: 'false while a change of the catalogue (a large load) is still being indexed: results may miss its tools' }),
    results: z.array(SearchResultSchema),
  })
  .meta({ id: 'SearchResponse' });
