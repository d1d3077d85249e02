import { expect } from 'chai';
import { NAME_PARTS } from '../../src/demo/planner/offline/lexicon/name-parts.js';
import { withDerived } from '../../src/demo/planner/offline/run/derived.js';
import type { Step } from '../../src/demo/query/index.js';

describe('the reader: a category written inside names ("by deal type" when no field holds a type)', () => {
  for (const ex of NAME_PARTS.examples) {
    it(`${ex.words.join(' ')} over ${ex.names[0]}, …`, () => {
      const steps: Step[] = [];
      const rows = withDerived(
        ex.names.map((name, i) => ({ id: i + 1, name, value: 10 * (i + 1) })),
        ex.words,
        steps,
      );
      const field = ex.words[0]!;
      expect(rows.map((r) => (steps.length ? (r[field] ?? null) : null))).to.deep.equal(ex.parts);
    });
  }
});
