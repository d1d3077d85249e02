import { expect } from 'chai';
import { SHOW_THEM } from '../../src/demo/planner/offline/lexicon/row-pointers.js';
import { showsThem } from '../../src/demo/planner/offline/understand/show-them.js';

describe('the reader: "list them" after a count shows the previous rows (lexicon/row-pointers.ts SHOW_THEM)', () => {
  for (const said of SHOW_THEM.examples) it(`"${said}" asks for the previous rows`, () => expect(showsThem(said)).to.equal(true));
  for (const said of SHOW_THEM.not) it(`"${said}" asks for more than that`, () => expect(showsThem(said)).to.equal(false));
});
