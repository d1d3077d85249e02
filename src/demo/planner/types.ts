import type { Settings } from '../../settings/index.js';
import type { ChatEvent, ToolBox, ToolCallRecord } from '../tools/types.js';

/** One earlier turn of a conversation, so a follow-up can refer to its result. */
export interface Turn {
  message: string;
  response: string;
  /** The rows/values the answer was built on (data.result). */
  result: unknown;
  calls: ToolCallRecord[];
  at: string;
}

export interface PlanContext {
  message: string;
  sessionId: string;
  history: Turn[];
  tools: ToolBox;
  settings: Settings;
  signal: AbortSignal;
  emit(event: ChatEvent): void;
}

export interface PlanResult {
  /** Human-readable answer: the direct answer first, then rows (up to demo.max_results, total stated). */
  response: string;
  /** The rows/values the answer is built on (becomes data.result). */
  result: unknown;
  /** 0..1: how sure the planner is that it answered the question asked. */
  confidence: number;
  /** Tokens the language model read and wrote for this chat (planners that use one). */
  usage?: ModelUsage;
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
