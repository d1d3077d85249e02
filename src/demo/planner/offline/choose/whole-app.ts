import type { AgentTool } from '../../../tools/types.js';
import { subjectOf, toolEntityTerms } from './params.js';
import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';
import { WHOLE_APP } from '../lexicon/mine.js';

/**
 * "the median revenue of all zeta accounts": every list of that kind in that app, the caller's own
 * and the rest together (lexicon/mine.ts WHOLE_APP), when the app keeps the caller's own list of the
 * kind beside another. Said of one list only ("all my zeta accounts") it is that list.
 */
export function wholeAppAsked(text: string, tools: AgentTool[]): boolean {
  const ws = words(text);
  return (
    appAsWhole(ws, tools) ||
    ws.some((w, i) => {
      if (!WHOLE_APP.leads.includes(w) || WHOLE_APP.owners.includes(ws[i - 1] ?? '')) return false;
      const at = WHOLE_APP.skipped.includes(ws[i + 1] ?? '') ? i + 2 : i + 1;
      const app = ws[at];
      // (the kind unsaid, "both zeta lists": the kind the caller's own list of that app holds)
      const own = WHOLE_APP.lists.includes(ws[at + 1] ?? '')
        ? tools.find((t) => t.app.toLowerCase() === app && t.readOnly && subjectOf(t).mine)
        : undefined;
      const kind = own ? (toolEntityTerms(own)[0] ?? '') : canonical(ws[at + 1] ?? '');
      if (!app || !RECORD_KINDS.has(kind) || WHOLE_APP.owners.includes(ws[at + 1] ?? '')) return false;
      const lists = tools.filter((t) => t.app.toLowerCase() === app && t.readOnly && toolEntityTerms(t).includes(kind));
      return lists.length > 1 && lists.some((t) => subjectOf(t).mine);
    })
  );
}

/** "the zeta api has no accounts there": an app said as a source, no list of it named, holding more than one list of a kind said. */
function appAsWhole(ws: string[], tools: AgentTool[]): boolean {
  if (ws.some((w) => WHOLE_APP.owners.includes(w) || WHOLE_APP.listNamed.includes(w))) return false;
  return ws.some((w, i) => {
    if (!WHOLE_APP.sources.includes(ws[i + 1] ?? '') || !tools.some((t) => t.app.toLowerCase() === w)) return false;
    const lists = tools.filter((t) => t.app.toLowerCase() === w && t.readOnly);
    const heldBoth = (kind: string) => {
      const of = lists.filter((t) => toolEntityTerms(t).includes(kind));
      return RECORD_KINDS.has(kind) && of.length > 1 && of.some((t) => subjectOf(t).mine);
    };
    // ("the zeta data spans which states": no kind said, the kind of the caller's own list)
    const own = lists.find((t) => subjectOf(t).mine);
    const kinds = ws.map(canonical).filter((k) => RECORD_KINDS.has(k));
    return kinds.length > 0 ? kinds.some(heldBoth) : own !== undefined && heldBoth(toolEntityTerms(own)[0] ?? '');
  });
}
