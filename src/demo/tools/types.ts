import { z } from 'zod';
import type { ApiParameter, ApiRecord, JsonSchema } from '../../registry/types.js';

/**
 * The tool layer both planners use. A tool is a registry tool (`kind: 'api'`) or a
 * browser tool (`kind: 'browser'`); planners never care which.
 */
export interface AgentTool {
  /** Registry tool name (`<service>_<tool>`) or browser tool name (`browser_navigate`). */
  name: string;
  /** The registry app (service) name, or `browser`. */
  app: string;
  kind: 'api' | 'browser';
  description: string;
  parameters: ApiParameter[];
  inputSchema: JsonSchema;
  /** True when calling it changes nothing: retried, cached, and run without explicit write intent. */
  readOnly: boolean;
  method?: string;
  path?: string;
  response_schemas?: ApiRecord['response_schemas'];
  /** MCP tool annotations as the server gave them (`destructiveHint`, `readOnlyHint`, ...), for MCP tools. */
  annotations?: Record<string, unknown>;
}

/** One tool call of a chat, as `data.calls` lists it (the wire shape; routes/schemas.ts uses it). */
export const ToolCallRecordSchema = z.object({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  status: z.enum(['ok', 'error']),
  httpStatus: z.number().optional(),
  durationMs: z.number(),
  attempts: z.number().describe('HTTP attempts made (retries included); 0 for a cache hit'),
  cached: z.boolean(),
  error: z.string().optional(),
  /** A call the registry holds for a person's approval ([approvals]): which approval, and until when it waits. */
  approval: z.object({ id: z.string(), tool: z.string(), args: z.record(z.string(), z.unknown()), expires: z.string() }).optional(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

export interface ToolCallOutcome extends ToolCallRecord {
  result?: unknown;
}

/** Events of one chat run, streamed as server-sent events and shown on the chat page. */
export type ChatEvent =
  | { type: 'plan'; text: string; planner: string }
  | { type: 'tool_call'; tool: string; args: Record<string, unknown> }
  | { type: 'tool_result'; tool: string; status: 'ok' | 'error'; durationMs: number; cached: boolean; error?: string; preview?: unknown }
  | { type: 'token'; text: string }
  | { type: 'answer'; response: string; data: unknown; metadata: unknown }
  | { type: 'error'; status: number; detail: string };

export interface CallContext {
  sessionId: string;
  signal: AbortSignal;
  emit?: (event: ChatEvent) => void;
}

/** What a planner gets: the tools of the current mode, and one way to call them. */
export interface ToolBox {
  list(): AgentTool[];
  /**
   * The registry's search for a task (GET /apis?q=): names of this toolbox's tools, best first;
   * undefined when the registry cannot search (then callers rank the tools themselves).
   */
  search?(query: string, k: number, signal: AbortSignal): Promise<string[] | undefined>;
  /** Never throws for a tool failure: the outcome says `status: 'error'` with the message. */
  call(name: string, args: Record<string, unknown>, ctx: CallContext): Promise<ToolCallOutcome>;
}
