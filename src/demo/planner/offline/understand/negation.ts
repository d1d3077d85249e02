import type { Mention } from './extract.js';
import { NEGATION_LEADS, NEGATION_LINKS, SPLIT_LEADS, SUBJECT_FLIPS } from '../lexicon/negation.js';
import { canonical, RECORD_KINDS, terms, words } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * "not in Texas", "other than USD", "excluding the webinar leads", "besides Texas": a value
 * the rows must not hold. Read from the words just before the value.
 */
const LINK = new Set(NEGATION_LINKS.words.flatMap((w) => [w, canonical(w)]));

/** Each lead as the words `context` gives a mention (canonical forms), last word last. */
const LEADS = NEGATION_LEADS.map((l) => words(l.words).map(canonical));

/** The words that open an exclusion ("not", "except"): they say which rows, never which tool. */
export const NEGATION_TERMS = new Set(NEGATION_LEADS.flatMap((l) => terms(l.words)));

export function isNegated(m: Mention): boolean {
  // ("my lima firms other than Zeta Corp": a record named by name, left out)
  if (m.kind !== 'text' && m.kind !== 'state' && m.kind !== 'entity') return false;
  return leadEnds(m.before);
}

/** Words before a value end with a negation lead, once links and kinds of record are skipped ("excluding leads that are"). */
function leadEnds(before: string[]): boolean {
  const b = [...before];
  const led = () => LEADS.some((lead) => lead.length <= b.length && lead.every((w, i) => b[b.length - lead.length + i] === w));
  // (a lead may end in a link word: "apart from the texas ones")
  while (!led() && b.length > 0 && (LINK.has(b[b.length - 1]!) || RECORD_KINDS.has(b[b.length - 1]!))) b.pop();
  return led();
}

/** "not in California or Texas": a value listed right after a negated one is negated too. */
export function carryNegation(text: string, mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  let negated = false;
  return sorted.map((m, i) => {
    const prev = sorted[i - 1];
    const listed = prev !== undefined && negated && VALUE_RULES.listedAfter.pattern.test(text.slice(prev.end, m.start));
    const valued = m.kind === 'text' || m.kind === 'state';
    // ("excluding the ones that are closed-won": the lead further back than the words a mention keeps)
    const further = valued && !isNegated(m) && leadEnds(words(text.slice(Math.max(0, m.start - 60), m.start)).map(canonical));
    const out = (listed || further) && valued && !isNegated(m) ? { ...m, before: [...m.before, 'not'] } : m;
    negated = isNegated(out);
    return out;
  });
}

/** "leaving texas out" as "leaving out texas": a lead written around its value, joined before it (up to four words between). */
export function joinSplitLeads(text: string): string {
  let out = text;
  for (const { verbs, particle } of SPLIT_LEADS) {
    const verb = verbs.join('|');
    out = out.replace(new RegExp(`\\b(${verb})\\s+((?:[\\w'&$.-]+\\s+){0,3}[\\w'&$.-]+?)\\s+${particle}\\b`, 'gi'), `$1 ${particle} $2`);
  }
  return out;
}

/** "skip 3rd party", "excluding mine": an excluded whose-records word, read as the other list ("my own", "third-party"). */
export function flipExcludedSubjects(text: string): string {
  let out = text;
  const leads = NEGATION_LEADS.map((l) => l.words.replace(SHAPE_RULES.spaceRuns.pattern, '\\s+')).join('|');
  for (const flip of SUBJECT_FLIPS) {
    const said = flip.said.map((w) => w.replace(WORD_SHAPE_RULES.dashOrSpaceRun.pattern, '[\\s-]+')).join('|');
    out = out.replace(new RegExp(`\\b(?:${leads})\\s+(?:the\\s+)?(?:${said})(?:\\s+ones)?\\b`, 'gi'), flip.means);
  }
  return out;
}
