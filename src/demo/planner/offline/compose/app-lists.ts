import type { AgentTool } from '../../../tools/types.js';
import { toolEntityTerms } from '../choose/params.js';
import { canonical, words } from '../core/tokenize.js';
import { OWN_WORDS } from '../lexicon/compose.js';
import { INTENT_RULES } from '../rules/intent.js';

/**
 * "the zeta app's quarry count" weighed against another app's: an app named with a kind of
 * record it keeps in several lists (its tools "zeta_get_my_quarries", "zeta_get_leased_quarries")
 * and no word that picks one of them is every list of that kind. The part is said with the
 * lists' own words joined by "plus" ("(my plus leased)"), which the readers take as both lists.
 * Only of questions that name two apps: alone, an app's name is no more than the word it stands for.
 */
export function everyListSaid(part: string, message: string, tools: AgentTool[]): string {
  const apps = [...new Set(tools.map((t) => t.app))];
  const said = new Set(words(part.toLowerCase()));
  const inMessage = new Set(words(message.toLowerCase()));
  if (apps.filter((a) => inMessage.has(a.toLowerCase())).length < 2) return part;
  const app = apps.find((a) => said.has(a.toLowerCase()));
  if (!app) return part;
  const kinds = new Set([...said].map(canonical));
  const lists = tools.filter(
    (t) => t.app === app && t.readOnly && !t.parameters.some((p) => p.required) && kinds.has(toolEntityTerms(t)[0] ?? ''),
  );
  if (lists.length < 2 || new Set(lists.map((t) => toolEntityTerms(t)[0])).size !== 1) return part;
  // the words of each list's name that no other list of the kind shares ("my", "leased")
  const nameWords = lists.map((t) => words(t.name.slice(app.length).toLowerCase()));
  const own = nameWords.map((ws) => ws.filter((w) => nameWords.filter((o) => o.includes(w)).length === 1));
  if (own.some((ws) => ws.length === 0)) return part;
  // (or the caller's own said otherwise: "how many are there of mine", "of mine")
  const picked =
    own.some((ws) => ws.some((w) => said.has(w))) ||
    OWN_WORDS.some((w) => ` ${part.toLowerCase()} `.includes(` ${w} `)) ||
    INTENT_RULES.mine.pattern.test(part.toLowerCase());
  return picked ? part : `${part} (${own.map((ws) => ws.join(' ')).join(' plus ')})`;
}
