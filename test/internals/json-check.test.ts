import { expect } from 'chai';
import { isJsonText } from '../../src/registry/sources/json-check.js';
import { JsonText } from '../../src/registry/types.js';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Texts at the edges of the grammar: whitespace, numbers, escapes, literals, commas, nesting. */
const EDGES = [
  '',
  ' ',
  '\uFEFF{}',
  ' \v1',
  '\u00a01',
  '1\n',
  '\r\n\t {"a" \r: \t1 }\n',
  '"\\u00e9"',
  '"\\u12"',
  '"\\u12G4"',
  '"\\x"',
  '"\\',
  '"',
  '"a\tb"',
  '"\u0000"',
  '"\u001f"',
  '"\u007f"',
  '"\ud800"',
  '"\\ud800"',
  '"\u2028"',
  '-0',
  '-',
  '01',
  '-01',
  '00',
  '1.',
  '.5',
  '-.5',
  '+1',
  '2.',
  '1e5',
  '1E+5',
  '1e',
  '1.5e+',
  '0e0',
  '-0.0e-0',
  '1e999',
  '0x10',
  'Infinity',
  'NaN',
  'true ',
  ' null',
  'nul',
  'tru',
  'truee',
  'nulll',
  '1 2',
  '[]',
  '{}',
  '[[[]]]',
  '[{}]',
  '[-]',
  '[1,]',
  '[,1]',
  '[1 2]',
  '[1]]',
  '[[1]',
  '{"a":1,}',
  '{"a" 1}',
  '{"a":}',
  '{,}',
  '{"a":1 "b":2}',
  '{"a":1}}',
  '{"a":{"b":1}',
  '{"__proto__":1}',
  '{"a":[{"b":null}]}',
  '{1:2}',
];

describe('isJsonText: JSON exactly as JSON.parse reads it, without building the value', () => {
  it('agrees with JSON.parse at the edges of the grammar', () => {
    for (const text of EDGES) expect(isJsonText(text), JSON.stringify(text)).to.equal(parses(text));
  });

  it('agrees with JSON.parse on 200,000 random edits of JSON texts', () => {
    const seeds = [
      '{"job_titles":[{"title":"Chief Executive Officer"},{"title":"Chief Financial Officer"}]}',
      '[1,-2.5e10,true,false,null,"x\\n\\u0041",{"a":[]}]',
      '{"a":{"b":{"c":[0,0.1,1E5,-0]}}}',
      '"str"',
      '123',
      ' [ ] ',
    ];
    const alphabet = '{}[]",:0123456789-+.eE \t\n\rtruefalsnl\\/u\u0000\u001fabcdefABCDEF\u00e9\ud800x\v';
    let seed = 12345;
    const next = (k: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % k;
    };
    let valid = 0;
    for (let r = 0; r < 200_000; r++) {
      let text = seeds[next(seeds.length)]!;
      for (let edits = 1 + next(3); edits > 0; edits--) {
        const at = next(text.length + 1);
        const ch = alphabet[next(alphabet.length)]!;
        const op = next(3);
        text = text.slice(0, at) + (op === 1 ? '' : ch) + text.slice(op === 0 ? at : at + 1);
      }
      const expected = parses(text);
      if (expected) valid++;
      if (isJsonText(text) !== expected) expect.fail(`${JSON.stringify(text)}: JSON.parse says ${expected}`);
    }
    expect(valid).to.be.above(10_000); // both sides of the question were asked
  });

  it('reads nesting of any depth, as JSON.parse does', () => {
    expect(isJsonText('['.repeat(100_000) + ']'.repeat(100_000))).to.equal(true);
    expect(isJsonText('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).to.equal(true);
    expect(isJsonText('['.repeat(100_000) + ']'.repeat(99_999))).to.equal(false);
  });

  it('JsonText without a value parses its text when the value is first read, once', () => {
    const json = new JsonText('{"a":[1,2]}');
    expect(json.value).to.deep.equal({ a: [1, 2] });
    expect(json.value).to.equal(json.value);
    expect(new JsonText('[1]', 'given').value).to.equal('given');
  });
});
