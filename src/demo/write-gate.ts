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

/** A word that makes the record after it the owner of what is changed ("the opportunities of account 17"). */
const OWNER_WORDS = /\b(?:of|for|at|in|from|on|under|with|belonging|belongs|owned|by)\b/;
const DELETE_VERB = /^(delete|remove|erase|drop|destroy|purge)\b/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when the message, as a whole, clearly asks for exactly one change of a named record.
 * With `args`, the call's own record id must be named, and for a deletion be the object of
 * the verb: "delete the opportunities of account 17" names account 17 as an owner, so a call
 * deleting account 17 is not what it asks (an update may say "the stage of opportunity 22").
 */
export function asksOnlyForChange(message: string, args?: Record<string, unknown>): boolean {
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
  if (!CHANGE_VERB.test(request) || !/\d/.test(request)) return false;
  const ids = Object.entries(args ?? {})
    .filter(([k, v]) => /(^|_)id$/i.test(k) && (typeof v === 'number' || typeof v === 'string'))
    .map(([, v]) => String(v).toLowerCase());
  if (ids.length === 0) return true;
  return ids.some((id) => {
    const at = request.search(new RegExp(`(?<![\\w-])${escapeRe(id)}(?![\\w-])`));
    if (at < 0) return false;
    return !DELETE_VERB.test(request) || !OWNER_WORDS.test(request.slice(0, at));
  });
}

/** The answer when a change was asked for, but not clearly enough to run it. */
export function unclearChangeText(what: string): string {
  return (
    `Nothing was changed: ${what} would change data, and your message does not ask for that alone. ` +
    'To make the change, send a message that asks only for it and names the record, for example "delete opportunity 20".'
  );
}
