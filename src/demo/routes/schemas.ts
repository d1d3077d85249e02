import { z } from 'zod';
import { SESSION_ID } from '../sessions.js';
import { ToolCallRecordSchema } from '../tools/types.js';

export const MAX_MESSAGE_CHARS = 8000;

export const ChatRequest = z.object({
  message: z
    .string({ error: 'message must be a string' })
    .trim()
    .min(1, 'message must not be empty')
    .max(MAX_MESSAGE_CHARS, `message must be at most ${MAX_MESSAGE_CHARS} characters`)
    .describe('What to do, in plain language'),
  session_id: z
    .string()
    .regex(SESSION_ID, 'session_id must be 1-128 characters of letters, digits, . _ : -')
    .optional()
    .describe(
      'Conversation id: omit it to start a conversation, send back metadata.session_id to continue one (a follow-up can then refer to ' +
        'the previous answer). The server issues ids: one it did not issue (chosen by a client, or expired) starts a new conversation ' +
        'under a new id.',
    ),
});

export const ChatResponse = z.object({
  response: z.string().describe('The answer, direct answer first'),
  data: z.object({
    result: z.unknown().describe('The rows/values the answer is built on'),
    calls: z.array(ToolCallRecordSchema).describe('Every tool call made, in order'),
    plan: z
      .array(z.object({ json: z.unknown().describe('The plan in the query language (docs/query.md)'), text: z.string() }))
      .optional()
      .describe('The plans run for the answer, each in the query language and in one line of English'),
    handle: z.string().optional().describe('The handle the result is kept under in this conversation (r1, r2, ...)'),
    reading: z
      .object({
        plan: z.string().describe('The plan that was run, in one line'),
        rules: z.array(z.string()).describe('The reading rules that fired'),
        unused: z
          .array(z.object({ text: z.string(), means: z.string().optional() }))
          .describe('Words of the question the plan did not use'),
      })
      .optional()
      .describe('How the question was read (offline planner)'),
    hint: z.string().optional(),
  }),
  metadata: z.object({
    execution_time: z.number().describe('Seconds'),
    tools_used: z.array(z.string()),
    confidence: z.number().min(0).max(1).describe('How sure the planner is that it answered the question asked'),
    planner: z.string().describe('offline, ollama, openai, anthropic, or none (refused / nothing to run)'),
    model: z.string().optional().describe('The language model that answered (model planners)'),
    usage: z
      .object({ input_tokens: z.number(), output_tokens: z.number() })
      .optional()
      .describe('Tokens the language model read and wrote for this chat (model planners)'),
    mode: z.enum(['api', 'hybrid', 'web']),
    session_id: z.string(),
    max_results: z.number().describe('demo.max_results: rows of a list shown in the answer'),
    refused: z.boolean().optional().describe('True when api mode refused a browser request'),
  }),
});

export const StatusResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  mode: z.enum(['api', 'hybrid', 'web']),
  capabilities: z.array(z.string()),
  planner: z.object({
    provider: z.string(),
    in_use: z.string(),
    model: z.string().nullable(),
    base_url: z.string().nullable().describe('The model endpoint in use'),
    key: z.object({ env: z.string(), present: z.boolean() }).nullable().describe('Where the model key is read from, and whether it is set'),
    reason: z.string().describe('Why this planner'),
    error: z.string().optional().describe("The last model call's failure, in one line"),
    ollama: z.unknown(),
  }),
  registry: z.object({ url: z.string(), reachable: z.boolean(), tool_count: z.number(), error: z.string().optional() }),
  browser: z.object({ available: z.boolean(), reason: z.string() }),
  uptime: z.number().describe('Seconds since start'),
  version: z.string(),
  chats: z.object({ active: z.number(), waiting: z.number(), total: z.number(), sessions: z.number() }),
});

export const ErrorBody = z.object({ detail: z.string() });
