import type { Settings } from '../../settings/index.js';
import type { ChatEvent, ToolBox, ToolCallRecord } from '../tools/types.js';
import type { Request } from '../query/language.js';
import type { ResultStore } from '../query/handles.js';

/**
 * A change held back because the message did not plainly ask for it (demo/writes/rule.ts):
 * kept with the chat's turn, it runs exactly as described when the next message of the
 * session is a plain "yes" in time (demo/writes/confirm.ts), and never otherwise.
 */
export interface HeldChange {
  tool: string;
  args: Record<string, unknown>;
  /** In words: "delete opportunity 20". */
  what: string;
}

/** One earlier turn of a conversation, so a follow-up can refer to its result. */
export interface Turn {
  message: string;
  response: string;
  /** The rows/values the answer was built on (data.result). */
  result: unknown;
  /** How many rows `result` stands for when it holds only the first ones (a follow-up then asks again). */
  total?: number;
  /** The tool whose rows `result` holds, when the answer was built on rows (a follow-up joins from them). */
  rowsOf?: string;
  /** The question as the planner read it, when the message was a follow-up folded into the one before ("and asia?"). */
  asked?: string;
  /** The handle the answer's result is kept under (a later query names it as a source). */
  handle?: string;
  calls: ToolCallRecord[];
  /** Changes this turn held back for a plain "yes" (demo/writes/confirm.ts). */
  held?: HeldChange[];
  at: string;
}

export interface PlanContext {
  message: string;
  sessionId: string;
  history: Turn[];
  tools: ToolBox;
  /** The same tools, for reads that look up data rather than answer (the planner's name index): not listed in data.calls. */
  lookup?: ToolBox;
  settings: Settings;
  signal: AbortSignal;
  emit(event: ChatEvent): void;
  /** True when the client takes server-sent events: a model planner then streams answer text as `token` events. */
  streaming?: boolean;
  /** The conversation's results, kept as handles for the query layer (src/demo/query). */
  results?: ResultStore;
}

/** How a question was read: its plan in one line, the reading rules that fired, and the words the plan did not use. */
export interface Reading {
  plan: string;
  rules: string[];
  unused: { text: string; means?: string }[];
}

/** The plan an answer ran, in the query language and in one line of English. */
export interface RunPlan {
  json: Request;
  text: string;
}

export interface PlanResult {
  /** Human-readable answer: the direct answer first, then rows (up to demo.max_results, total stated). */
  response: string;
  /** The rows/values the answer is built on (becomes data.result). */
  result: unknown;
  /** 0..1: how sure the planner is that it answered the question asked. */
  confidence: number;
  /** How many rows `result` stands for when it holds only the first ones. */
  total?: number;
  /** The tool whose rows `result` holds. */
  rowsOf?: string;
  /** The question as read, when the message was a follow-up folded into the previous question: a next follow-up folds into it. */
  asked?: string;
  /** Tokens the language model read and wrote for this chat (planners that use one). */
  usage?: ModelUsage;
  /** The model that answered (planners that use one). */
  model?: string;
  /** The planner that actually answered, when not this one (a model planner falling back to the offline one). */
  planner?: string;
  /** The plans run for the answer (query layer), in order. */
  plans?: RunPlan[];
  /** How the question was read (the offline planner): the plan in words, the rules that fired, the words not used. */
  reading?: Reading;
  /** The handle the final result is kept under. */
  handle?: string;
}

export interface ModelUsage {
  input: number;
  output: number;
}

export interface Planner {
  /** `offline`, `ollama`, ... shown in /status and in metadata. */
  readonly name: string;
  answer(ctx: PlanContext): Promise<PlanResult>;
}
