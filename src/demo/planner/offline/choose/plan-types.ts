import type { ApiParameter } from '../../../../registry/types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Mention } from '../understand/extract.js';
import type { Fill } from './fill.js';
import type { Intent } from '../understand/intent.js';
import type { Ranked, ToolIndex } from './retrieve.js';
import type { Row } from '../core/rows.js';

/** The shapes of a plan: one step (tool + arguments), an optional join feeding it, and what planning starts from. */
export interface Step {
  tool: AgentTool;
  fill: Fill;
  rank: Ranked;
}

export type JoinSource = { kind: 'tool'; step: Step } | { kind: 'rows'; rows: Row[]; label: string };

export interface Join {
  param: ApiParameter;
  source: JoinSource;
}

export interface Plan {
  primary: Step;
  join?: Join;
  /** Mentions no parameter took: candidates for row filters. */
  leftovers: Mention[];
  ranked: Ranked[];
  /** Runner-up tool close in score: the choice was a guess between them. */
  rival?: AgentTool;
  /** A list of the same records in another app, nearly as close, when the message names no app: a guess between apps. */
  otherApp?: boolean;
}

export interface PlanInput {
  intent: Intent;
  mentions: Mention[];
  message: string;
  index: ToolIndex;
  query: string[];
  /** Rows of the previous answer, for "their contacts" follow-ups. */
  previous?: { rows: Row[]; entity: string[]; label: string; app: string };
}
