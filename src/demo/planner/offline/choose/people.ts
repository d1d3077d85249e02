import type { AgentTool } from '../../../tools/types.js';
import { schemaFieldNames } from '../core/schema.js';
import { canonical, terms, words } from '../core/tokenize.js';
import { toolEntityTerms } from './params.js';
import type { ToolIndex } from './retrieve.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';

/** The forms of "to be" after "who" that make what follows the thing asked for ("who is the priciest client"). */
const BE = new Set(['s', 'is', 'are', 'was', 'were', 'whos']);
/** Words that put what follows at another record ("who is treasurer over at Nova"). */
const LINKS = new Set(['at', 'on', 'in', 'of', 'for', 'with', 'from', 'by', 'behind']);
/** How many words after "who is" may lead up to the kind of record asked for ("who is the 4th priciest client"). */
const KIND_WITHIN = 5;

/**
 * "who's the runner-up client", "who is our hottest lead": the kind of record said right after
 * "who is" is what is asked for, not the people kept at it.
 */
function recordAfterWho(message: string, tools: AgentTool[], personKinds: string[]): boolean {
  const ws = words(message);
  const at = ws.findIndex((w, i) => w === 'whos' || (w === 'who' && BE.has(ws[i + 1] ?? '')));
  if (at < 0) return false;
  const next = ws.slice(at + (ws[at] === 'whos' ? 1 : 2), at + 2 + KIND_WITHIN);
  // ("who is listed for our priciest client": people at a record, said after a preposition)
  const linked = next.findIndex((w) => LINKS.has(w));
  const after = (linked === -1 ? next : next.slice(0, linked)).map(canonical);
  const kinds = new Set(tools.flatMap((t) => toolEntityTerms(t)).filter((k) => !personKinds.includes(k)));
  return after.some((w) => kinds.has(w));
}

/**
 * "who works at …", "who is the CFO": a question about people. When it names no kind of
 * person record, it asks for the people kept at other records (tools whose rows have an
 * e-mail and a name, and that take another record's id: contacts at an account).
 */
export function personTerms(message: string, tools: AgentTool[], index: ToolIndex, surname = false): string[] {
  if (!surname && !CHOOSE_PARAM_RULES.peopleAsked.pattern.test(message)) return [];
  // "who has the higher revenue, A or B": records ranked, not people asked for
  if (CHOOSE_PARAM_RULES.whoRanked.pattern.test(message)) return [];

  const people = tools.filter((t) => {
    const fields = schemaFieldNames(t.response_schemas?.success);
    return (
      t.readOnly &&
      fields.includes('email') &&
      fields.some((f) => CHOOSE_PARAM_RULES.nameInField.pattern.test(f)) &&
      t.parameters.some((p) => CHOOSE_PARAM_RULES.idParamEnd.pattern.test(p.name))
    );
  });
  const named = new Set(terms(message));
  const kinds = [...new Set(people.flatMap((t) => toolEntityTerms(t)))];
  if (kinds.some((k) => named.has(k)) || index.docs.length === 0) return [];
  if (recordAfterWho(message, tools, kinds)) return [];
  return kinds.slice(0, 1);
}
