import { canonical } from '../core/tokenize.js';

/**
 * Records asked for by what refers to them: "accounts that have a CTO" (those with a
 * related record the value matches), "accounts without a CFO", "clients with no CEO on
 * record" (those with none). `having` is the kind asked for (canonical noun).
 */
export function relatedAsked(text: string): { having?: string; lacking?: boolean } {
  const lacking =
    /\b([a-z]+?)s\s+(?:(?:of (?:mine|ours)|where (?:we|i|they)|that|which|who|do|does|are|is|still)\s+)*(?:(?:have|has|had|with)\s+no|(?:where|in which)\s+there\s+(?:is|are)\s+no|(?:without|lacks?|lacking|missing|(?:do not|don't|does not|doesn't)\s+have)(?:\s+(?:a|an|any))?)\s+[a-z]/.exec(
      text,
    );
  if (lacking) return { having: canonical(lacking[1]!), lacking: true };
  const having =
    /\b([a-z]+?)s\s+(?:of (?:mine|ours)\s+)?(?:(?:that|which|who)\s+)?(?:have|has|had|employ|include|with)\s+(?:both\s+)?(?:a|an|any|some|at least one)\s/.exec(
      text,
    );
  return having ? { having: canonical(having[1]!) } : {};
}

/**
 * "deals with no close date", "leads without an email": rows whose field is empty, when the
 * words after "no"/"without" are words of the tools' field names. Returns the message without
 * the phrase (it names no record or tool) and the field's words.
 */
export function emptyFieldAsked(
  message: string,
  fieldParts: Set<string>,
  /** Kinds of record the tools list: "no contacts" counts records, it is no empty field. */
  entities: Set<string> = new Set(),
): { text: string; words: string[] } | undefined {
  const m =
    /\b(?:with|have|has|had|having)\s+no\s+((?:[a-z]+\s+){0,2}[a-z]+)|\b(?:without|missing|lacking)\s+(?:a\s+|an\s+|any\s+)?((?:[a-z]+\s+){0,2}[a-z]+)/i.exec(
      message,
    );
  if (!m) return undefined;
  const said = (m[1] ?? m[2]!).toLowerCase().split(/\s+/);
  if (said.length === 1 && entities.has(canonical(said[0]!))) return undefined;
  let n = 0;
  while (n < said.length && (fieldParts.has(said[n]!) || fieldParts.has(said[n]!.replace(/e?s$/, '')))) n++;
  if (n === 0) return undefined;
  const words = said.slice(0, n);
  const part = m[1] ?? m[2]!;
  const kept = new RegExp(`^(?:\\S+\\s+){${n - 1}}\\S+`).exec(part)![0];
  const start = m.index;
  const end = start + m[0].length - part.length + kept.length;
  return { text: `${message.slice(0, start)} ${message.slice(end)}`.replace(/\s+/g, ' ').trim(), words };
}
