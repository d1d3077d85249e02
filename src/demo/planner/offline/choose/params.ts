import type { ApiParameter } from '../../../../registry/types.js';
import type { AgentTool } from '../../../tools/types.js';
import { defaultOf, numericRange } from '../core/schema.js';
import { terms } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** What a parameter is for, read from its name, type, description and constraints. */
const PAGING = CHOOSE_PARAM_RULES.paging.pattern;

export function isPaging(p: ApiParameter): boolean {
  return PAGING.test(p.name);
}

export { isLimit, isOffset, isPageNumber } from '../../../query/paging.js';

export function isIdParam(p: ApiParameter): boolean {
  return ANSWER_RULES.idKey.pattern.test(p.name);
}

/** The entity an id parameter refers to: `account_id` → `account`; `id` → the tool's own entity. */
export function idEntity(p: ApiParameter, tool: AgentTool): string[] {
  const stemPart = p.name.replace(RUN_RULES.idEnding.pattern, '');
  return stemPart ? terms(stemPart.replace(SHAPE_RULES.underscores.pattern, ' ')) : toolEntityTerms(tool);
}

export function paramTerms(p: ApiParameter): Set<string> {
  return new Set(terms(`${p.name.replace(SHAPE_RULES.underscores.pattern, ' ')} ${p.description}`));
}

export function nameTerms(p: ApiParameter): string[] {
  return terms(p.name.replace(WORD_SHAPE_RULES.camelJoint.pattern, '$1 $2').replace(SHAPE_RULES.underscores.pattern, ' '));
}

/**
 * The default of an optional filter parameter that narrows the rows when left out
 * ("default 11 (November)", `default: 10000`), as text; undefined when leaving it out
 * means no filter ("default all regions") or it is paging.
 */
export function narrowingDefault(p: ApiParameter): string | undefined {
  if (p.required || isPaging(p) || isIdParam(p)) return undefined;
  const d = defaultOf(p) ?? CHOOSE_PARAM_RULES.defaultSaid.pattern.exec(p.description)?.[1];
  if (d === undefined || d === null || CHOOSE_PARAM_RULES.noFilterDefault.pattern.test(String(d))) return undefined;
  return String(d);
}

/** A 0..1 ratio parameter (probability, likelihood, share): 70% is passed as 0.7. */
export function isRatio(p: ApiParameter): boolean {
  const r = numericRange(p);
  return (r.max !== undefined && r.max <= 1) || CHOOSE_PARAM_RULES.ratioName.pattern.test(`${p.name} ${p.description}`);
}

const VERBS = new Set([
  'get',
  'list',
  'find',
  'search',
  'fetch',
  'read',
  'retrieve',
  'query',
  'create',
  'update',
  'delete',
  'add',
  'remove',
  'show',
  'post',
  'put',
  'patch',
]);
const CUT = new Set(['by', 'from', 'for', 'of', 'with', 'in', 'at', 'per']);

/** The words of the tool name that name what it returns: `crm_get_job_titles_by_account` → `job titles`. */
export function entityWords(tool: AgentTool): string[] {
  let parts = tool.name
    .replace(WORD_SHAPE_RULES.camelJoint.pattern, '$1_$2')
    .toLowerCase()
    .split(WORD_SHAPE_RULES.nameWordBreak.pattern)
    .filter(Boolean);
  const app = tool.app.toLowerCase().split(WORD_SHAPE_RULES.nameWordBreak.pattern);
  if (parts.length > app.length && app.every((a, i) => parts[i] === a)) parts = parts.slice(app.length);
  while (parts.length > 1 && VERBS.has(parts[0]!)) parts = parts.slice(1);
  const cut = parts.findIndex((w, i) => i > 0 && CUT.has(w));
  const head = cut > 0 ? parts.slice(0, cut) : parts;
  return head.filter((w) => !VERBS.has(w));
}

export function toolEntityTerms(tool: AgentTool): string[] {
  return terms(entityWords(tool).join(' ')).filter((t) => t !== 'my' && t !== 'third' && t !== 'party' && t !== 'advanced');
}

/** Method-based write kind of a tool. */
export function writeKindOf(tool: AgentTool): 'create' | 'update' | 'delete' | undefined {
  if (tool.readOnly) return undefined;
  const m = (tool.method ?? '').toUpperCase();
  const n = tool.name.toLowerCase();
  if (m === 'DELETE' || CHOOSE_PARAM_RULES.deleteName.pattern.test(n)) return 'delete';
  if (m === 'PUT' || m === 'PATCH' || CHOOSE_PARAM_RULES.updateName.pattern.test(n)) return 'update';
  return 'create';
}

/** What a tool's rows are, in words ("third-party accounts"), and whether they are the caller's own ("my"). */
export function subjectOf(tool: AgentTool): { text: string; mine: boolean } {
  const w = entityWords(tool);
  const mine = w.includes('my');
  return {
    text:
      w
        .filter((x) => x !== 'my')
        .join(' ')
        .replace(CHOOSE_PARAM_RULES.thirdParty.pattern, 'third-party') || 'results',
    mine,
  };
}
