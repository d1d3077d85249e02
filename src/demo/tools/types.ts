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

/** How one request of a tool's MCP server during a call was answered (`data.calls[].asked`). */
export const AskedSchema = z.object({
  kind: z.enum(['elicitation', 'sampling']),
  outcome: z
    .enum(['accept', 'decline', 'cancel', 'timeout', 'unsupported', 'answered'])
    .describe(
      "elicitation: the person's action, `timeout` when nobody answered within the call's bound, `unsupported` for a form " +
        "the page cannot show (declined); sampling: `answered` by the chat's model",
    ),
  message: z.string().describe("The form's message (elicitation) or the model that answered (sampling)"),
  detail: z.string().optional().describe('Why a form could not be shown'),
});
export type Asked = z.infer<typeof AskedSchema>;

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
  /** What the tool's MCP server asked during the call (a person's form, a model's completion), and how it was answered. */
  asked: z.array(AskedSchema).optional(),
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
  | {
      type: 'elicitation';
      /** Answer it with POST /chat/{session_id}/elicitations/{id}. */
      id: string;
      session_id: string;
      tool: string;
      message: string;
      /** The form's fields as the MCP server gave them (a flat object schema). */
      schema: Record<string, unknown>;
      /** When the call stops waiting (api_mode.progress_timeout from the call's start). */
      expires: string;
    }
  | { type: 'elicitation_done'; id: string; outcome: 'accept' | 'decline' | 'cancel' | 'timeout' }
  | { type: 'answer'; response: string; data: unknown; metadata: unknown }
  | { type: 'error'; status: number; detail: string };

export interface CallContext {
  sessionId: string;
  signal: AbortSignal;
  emit?: (event: ChatEvent) => void;
  /** What the chat can answer when a tool's MCP server asks its caller something (chat.ts gives it to every call). */
  input?: ToolInput;
  /**
   * Why the caller holds this change for a plain "yes" instead of making it (a planner that could not use
   * part of what was asked: "… closing next March" with no field for the month): the chat holds it as it
   * holds a destructive change the message did not plainly ask for (demo/recording.ts).
   */
  hold?: string[];
}

/** A form an MCP server asks the person for during a call (`elicitation/create`, form mode). */
export interface FormRequest {
  tool: string;
  message: string;
  schema: Record<string, unknown>;
}

/** The person's answer to a form; `timedOut`: nobody answered in time (sent on as `cancel`); `unsupported`: why it was not shown. */
export type FormAnswer = ({ action: 'accept'; content: Record<string, unknown> } | { action: 'decline' | 'cancel' }) & {
  timedOut?: boolean;
  unsupported?: string;
};

/**
 * What a chat can answer for its tools' MCP servers, declared to the registry call by call:
 * a form for its person while the chat streams its events, a completion while a model plans.
 */
export interface ToolInput {
  /** The chat streams its events: a form can be shown on the chat page. */
  readonly forms: boolean;
  /** A model plans this chat: a tool's sampling request can be answered. */
  readonly model: boolean;
  /** Shows the form and waits at most `limitMs` for the person (the chat's own deadline stands still meanwhile). */
  elicit(request: FormRequest, limitMs: number, signal: AbortSignal): Promise<FormAnswer>;
  /** A completion of the chat's model for a tool's `sampling/createMessage` (its params); the MCP CreateMessageResult. */
  sample(tool: string, params: Record<string, unknown>, signal: AbortSignal): Promise<Record<string, unknown>>;
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
