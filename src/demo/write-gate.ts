import type { AgentTool } from './tools/types.js';

/**
 * The rule for changes made from a chat: a destructive tool (an API tool whose method is
 * DELETE, PUT or PATCH: a deletion or an update) runs only when the whole message is one
 * clear request for it — a single request (no question or other request beside it), in
 * the imperative (the change verb opens it, after politeness such as "please" or "could
 * you"), naming the record (its id). Anything else is not run: the answer says what would
 * be changed and asks for a message that asks only for that. Creating a record (POST) is
 * not destructive. Enforced for every planner where tools are called (demo/chat.ts); the
 * offline planner also checks it first to word its answer.
 */
const DESTRUCTIVE_METHODS = new Set(['DELETE', 'PUT', 'PATCH']);

export function isDestructive(tool: Pick<AgentTool, 'kind' | 'readOnly' | 'method'>): boolean {
  return tool.kind === 'api' && !tool.readOnly && DESTRUCTIVE_METHODS.has(String(tool.method ?? '').toUpperCase());
}

const CHANGE_VERB = /^(delete|remove|erase|drop|destroy|purge|update|change|modify|edit|rename|set|mark|move|close|reassign)\b/;
const POLITE =
  /^(?:(?:please|kindly|now|ok(?:ay)?|go ahead and|(?:can|could|would|will) you(?: please)?|i (?:want|need|would like|'d like) (?:you )?to|let's|lets)\s+)+/;
/** What separates two requests or a question from a request in one message. */
const SEPARATOR = /[?!;]\s+|\.\s+(?=[a-z])|\n+|,?\s+(?:and then|and also|also|then|after that|plus|as well as)\s+/;

/** True when the message, as a whole, clearly asks for exactly one change of a named record. */
export function asksOnlyForChange(message: string): boolean {
  const text = message
    .trim()
    .toLowerCase()
    .replace(/[?.!\s]+$/, '');
  const parts = text
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length !== 1) return false;
  const request = parts[0]!.replace(POLITE, '');
  return CHANGE_VERB.test(request) && /\d/.test(request);
}

/** The answer when a change was asked for, but not clearly enough to run it. */
export function unclearChangeText(what: string): string {
  return (
    `Nothing was changed: ${what} would change data, and your message does not ask for that alone. ` +
    'To make the change, send a message that asks only for it and names the record, for example "delete opportunity 20".'
  );
}
