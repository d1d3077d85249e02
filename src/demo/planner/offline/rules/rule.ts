/**
 * A reading rule as data: a named pattern with the text it must find and the text it must not,
 * kept beside each other (the way Duckling keeps its rules beside their corpus). The reading code
 * asks a rule (`RULES.x.pattern.test(text)`) instead of spelling a pattern inline;
 * test/internals/reader-rules.test.ts runs every example of every rule in this folder.
 *
 * A rule's pattern may be built from lexicon words (`new RegExp(...)` over a word list) or be a
 * literal; this folder and lexicon/ are the only places the reader keeps patterns.
 *
 * Each table is `named`, so that with AGENT_TRACE_RULES=1 in the environment every rule that finds
 * something is recorded by name (`fired`): `npm run reader:why -- "<question>"` prints them, with
 * what each means, beside the reading. Without it the tables are left as written.
 */
export interface Rule {
  /** What finding the pattern means for the reading ("a share is asked"). */
  means: string;
  pattern: RegExp;
  /**
   * Text as the reader sees it (lower case unless the rule reads case) that the pattern must find;
   * as a pair, the text and what the pattern's first group must hold.
   */
  examples: readonly (string | readonly [string, string])[];
  /** Text the pattern must not find. */
  not?: readonly string[];
}

/** Rules of one part of the reader, by name. */
export type Rules = Record<string, Rule>;

/** The rules that found something, by name ("INTENT_RULES.share"), in order, while tracing. */
export const fired: string[] = [];

const TRACING = process.env.AGENT_TRACE_RULES === '1';

/** A rule's pattern that records its rule's name each time it finds something (test, exec, replace, match all call exec). */
class Traced extends RegExp {
  constructor(
    pattern: RegExp,
    readonly rule: string,
  ) {
    super(pattern.source, pattern.flags);
  }
  override exec(text: string): RegExpExecArray | null {
    const found = super.exec(text);
    if (found) fired.push(this.rule);
    return found;
  }
  // (patterns derived by split and matchAll are plain ones)
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }
}

/** A table of rules under its name: as written, or traced when AGENT_TRACE_RULES=1. */
export function named<T extends Rules>(table: string, rules: T): T {
  if (!TRACING) return rules;
  for (const [name, rule] of Object.entries(rules)) rule.pattern = new Traced(rule.pattern, `${table}.${name}`);
  return rules;
}
