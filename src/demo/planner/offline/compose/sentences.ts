import { words } from '../core/tokenize.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/** The sentences of a message, in order (a stop mark, then space, ends one). */
export const sentencesOf = (message: string): string[] => message.trim().split(COMPOSE_TEXT_RULES.sentenceBreak.pattern);

/** Whether a text's words open with one of `phrases` ("which one comes last?" opens with "which one"). */
export const opensWith = (text: string, phrases: string[]): boolean => {
  const said = ` ${words(text).join(' ')} `;
  return phrases.some((p) => said.startsWith(` ${p} `));
};
