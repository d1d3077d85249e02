import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Rule } from '../../src/demo/planner/offline/rules/rule.js';
import { readerRules } from '../helpers/reader-rules.js';

/** The reader's rules (src/demo/planner/offline/rules/): every rule's examples read as it says (corpus), and the linter. */

async function allRules(): Promise<[string, Rule][]> {
  return (await readerRules()).map((r) => [`${r.file} ${r.table}${r.name ? `.${r.name}` : ''}`, r.rule]);
}

describe("internals: the reader's rules as data (rules/), with their examples", () => {
  it('every rule finds each of its examples (and the group an example names), and none of its counter-examples', async () => {
    const rules = await allRules();
    for (const [name, rule] of rules) {
      const re = () => new RegExp(rule.pattern.source, rule.pattern.flags);
      for (const ex of rule.examples) {
        const [text, group] = typeof ex === 'string' ? [ex, undefined] : ex;
        const m = re().exec(text);
        expect(m, `${name} must find: ${text}`).to.not.equal(null);
        if (group !== undefined) expect(m?.[1], `${name}, first group of: ${text}`).to.equal(group);
      }
      for (const text of rule.not ?? []) expect(re().test(text), `${name} must not find: ${text}`).to.equal(false);
    }
  });

  it('linter: every rule says what it means and has examples; no two rules hold one pattern', async () => {
    const rules = await allRules();
    const seen = new Map<string, string>();
    for (const [name, rule] of rules) {
      expect(rule.means.trim(), `${name}: means`).to.not.equal('');
      expect(rule.examples.length, `${name}: a rule needs examples`).to.be.greaterThan(0);
      const key = `${rule.pattern.source}/${rule.pattern.flags}`;
      expect(seen.get(key), `${name} holds the pattern of ${seen.get(key)}`).to.equal(undefined);
      seen.set(key, name);
    }
  });

  it('npm run reader:why names the rules that fired for a question, with what each means, beside the reading', async function () {
    this.timeout(120_000);
    const script = fileURLToPath(new URL('../../scripts/reader-why.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'how many accounts do i have in ohio'], {
      env: { ...process.env, AGENT_TRACE_RULES: '' },
    });
    expect(stdout).to.include('read as: every row of territory_get_my_accounts');
    expect(stdout).to.match(/INTENT_RULES\.count: a count is asked \(rules\/intent\.ts\)/);
    expect(stdout).to.match(/INTENT_RULES\.mine: /);
  });
});
