import { expect } from 'chai';
import { ARGS_MAX_BYTES, argsBoundsIssues } from '../src/registry/args-bounds.js';

/** The size of args as the bounds count it: compact JSON in UTF-8. */
const jsonBytes = (args: unknown) => Buffer.byteLength(JSON.stringify(args));

describe('registry: the size bound of tool arguments counts them exactly as JSON', () => {
  // characters whose JSON is longer than their UTF-8: a control character (6 bytes for 1), a quote (2 for 1), a lone surrogate (6 for 3)
  const cases: [string, string][] = [
    ['plain letters', 'x'],
    ['control characters', '\u0001'],
    ['quotes', '"'],
    ['lone surrogates', '\ud800'],
    ['letters with accents', 'é'],
  ];
  for (const [what, ch] of cases) {
    it(`${what}: long strings just within the limit pass, one byte over is refused`, () => {
      // two long strings and some short ones, the total exactly at the limit
      const per = jsonBytes(ch.repeat(11)) - jsonBytes(ch.repeat(10)); // bytes of JSON per character
      const filler = (bytes: number) => ch.repeat(Math.floor(bytes / per));
      const base = { a: filler(ARGS_MAX_BYTES / 3), b: [filler(ARGS_MAX_BYTES / 3), 1, 'short'], pad: '' };
      const room = ARGS_MAX_BYTES - jsonBytes(base);
      expect(room).to.be.greaterThan(0);
      const exact = { ...base, pad: 'y'.repeat(room) };
      expect(jsonBytes(exact)).to.equal(ARGS_MAX_BYTES);
      expect(argsBoundsIssues(exact)).to.deep.equal([]);
      const over = { ...base, pad: 'y'.repeat(room + 1) };
      expect(argsBoundsIssues(over).map((i) => i.msg)).to.deep.equal([
        'is larger than 1,048,576 bytes (1 MiB) as JSON, the limit for tool arguments',
      ]);
    });
  }

  it('a problem found before the size is over is the one named, as the walk meets it', () => {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 40; i++) at = (at.next = {}) as Record<string, unknown>;
    // the walk meets `a` (within the limit by itself) and then the deep argument
    expect(argsBoundsIssues({ a: '\u0001'.repeat(100_000), deep })[0]!.msg).to.match(/nested more than 32 levels/);
    // an argument that alone is over the limit, met first
    expect(argsBoundsIssues({ a: '\u0001'.repeat(200_000), deep })[0]!.msg).to.match(/is larger than/);
  });
});
