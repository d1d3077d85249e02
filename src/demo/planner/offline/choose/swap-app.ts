/** A follow-up that names another app ("and in the crm?"): the previous question asked of that app (read.ts). */
import type { AgentTool } from '../../../tools/types.js';
import { words } from '../core/tokenize.js';
import { FOLLOW_WORDS } from './followup.js';
import { escapeRegExp } from '../core/known.js';
import { findStates } from '../core/states.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';
import { FOLLOWUP_RULES } from '../rules/choose-followup.js';

const APP_CUE = FOLLOWUP_RULES.appCue.pattern;
const THERE_LAST = INTENT_GROUP_RULES.thereLast.pattern;

/**
 * "and in the crm?" after "count the territory people who are cfos": the previous question asked of
 * another app, its name put in place of the app the previous question named (else added).
 */
export function swapApp(message: string, prevMessage: string, tools: AgentTool[]): string | undefined {
  const apps = [...new Set(tools.map((t) => t.app))];
  // (the app, then a question after its question mark naming its own place: that question asked of the app)
  // ("over to the zeta app: count quarries in lima": the app before a colon, the same)
  const marks = [message.indexOf('?'), message.indexOf(':')].filter((i) => i > 0);
  const mark = marks.length > 0 ? Math.min(...marks) : -1;
  const own = mark > 0 ? message.slice(mark + 1).trim() : '';
  const head = own && findStates(own).length > 0 ? appAsked(message.slice(0, mark + 1), apps) : undefined;
  if (head) return `${own.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').replace(THERE_LAST, '')} in the ${head}`;
  const to = appAsked(message, apps);
  if (!to) return undefined;
  const named = new RegExp(
    `\\b(?:${apps
      .filter((a) => a !== to)
      .map(escapeRegExp)
      .join('|')})\\b`,
    'i',
  );
  // (the words that pick one of the other app's lists, "third-party", "my", name none of this one's: left out)
  const nameWords = (app: string) => new Set(tools.filter((t) => t.app === app).flatMap((t) => words(t.name.slice(app.length))));
  const ours = nameWords(to);
  const theirs = new Set(apps.filter((a) => a !== to).flatMap((a) => [...nameWords(a)]));
  const listWord = (w: string) => {
    const parts = words(w);
    return parts.length > 0 && parts.every((p) => theirs.has(p) && !ours.has(p));
  };
  const asked = prevMessage
    .replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '')
    .split(SHAPE_RULES.spaces.pattern)
    .filter((w) => !listWord(w))
    .join(' ');
  return named.test(asked) ? asked.replace(named, to) : `${asked} in the ${to}`;
}

/** "and in the crm?": the app a follow-up names and nothing else, or undefined. */
function appAsked(message: string, apps: string[]): string | undefined {
  const cue = APP_CUE.exec(message);
  if (!cue) return undefined;
  const said = words(message.slice(cue[0].length));
  const to = said.length <= 2 ? apps.find((a) => said[0] === a.toLowerCase()) : undefined;
  return to && !said.slice(1).some((w) => !FOLLOW_WORDS.has(w) && !FOLLOWUP_RULES.appWord.pattern.test(w)) ? to : undefined;
}
