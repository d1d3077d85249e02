import { canonical } from '../core/tokenize.js';

/**
 * Records asked for by what refers to them: "accounts that have a CTO" (those with a
 * related record the value matches), "accounts without a CFO", "clients with no CEO on
 * record" (those with none). `having` is the kind asked for (canonical noun).
 */
export function relatedAsked(text: string): { having?: string; lacking?: boolean } {
  const lacking =
    /\b([a-z]+?)s\s+(?:(?:of (?:mine|ours)|where (?:we|i|they)|that|which|who|do|does)\s+)*(?:(?:have|has|had|with)\s+no|(?:without|lacks?|lacking|missing|(?:do not|don't|does not|doesn't)\s+have)(?:\s+(?:a|an|any))?)\s+[a-z]/.exec(
      text,
    );
  if (lacking) return { having: canonical(lacking[1]!), lacking: true };
  const having =
    /\b([a-z]+?)s\s+(?:of (?:mine|ours)\s+)?(?:(?:that|which|who)\s+)?(?:have|has|had|employ|include)\s+(?:a|an|any|some|at least one)\s/.exec(
      text,
    );
  return having ? { having: canonical(having[1]!) } : {};
}
