import { expect } from 'chai';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLUSH_MS, LogSink } from '../../src/shared/log-sink.js';

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('log sink: lines waiting for the disk are bounded, the oldest dropped first, in linear time', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agent-log-sink-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the newest lines within the bound, in order, and counts the dropped ones', async () => {
    const fd = openSync(join(dir, 'a.log'), 'w');
    const sink = new LogSink(fd, 1000);
    // the first line starts a write; the rest wait for it (all written before it can finish)
    for (let i = 0; i < 1000; i++) sink.write(`line ${String(i).padStart(4, '0')}\n`);
    // (the writes land when the machine gets to them: waited for, however busy it is)
    for (let t = 0; t < 200 && !readFileSync(join(dir, 'a.log'), 'utf8').endsWith('line 0999\n'); t++) await settle();
    closeSync(fd);
    const lines = readFileSync(join(dir, 'a.log'), 'utf8').trim().split('\n');
    expect(lines[0]).to.equal('line 0000');
    expect(lines.at(-1)).to.equal('line 0999');
    expect(lines.length + sink.dropped).to.equal(1000);
    expect(sink.dropped).to.be.greaterThan(800);
    const kept = lines.slice(1).map((l) => Number(l.slice(5)));
    expect(kept).to.deep.equal([...kept].sort((a, b) => a - b));
  });

  it('dropping costs the same per line however many wait (thirty times the lines: far from a quadratic 900 times)', async () => {
    const time = async (n: number) => {
      const fd = openSync('/dev/null', 'w');
      const sink = new LogSink(fd); // the default bound, 8 MB: tens of thousands of lines wait
      const line = `${'x'.repeat(100)}\n`;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) sink.write(line);
      const ms = performance.now() - t0;
      await settle();
      closeSync(fd);
      return ms;
    };
    // the least of several runs of each, long enough that a pause of a busy machine is a small part of one
    const least = async (n: number, runs: number) => {
      let best = Infinity;
      for (let i = 0; i < runs; i++) best = Math.min(best, await time(n));
      return best;
    };
    await time(100_000); // warm-up
    const small = await least(100_000, 5);
    const large = await least(3_000_000, 3);
    // linear: about 30 times (a collection of a busy machine's heap can make it a few times that);
    // a cost growing with the lines waiting: about 900 times
    expect(large / small, `${large.toFixed(1)} ms vs ${small.toFixed(1)} ms`).to.be.below(300);
  });

  it('lines that come together are written together: ten bursts of a hundred lines take at most a dozen writes, all in order', async () => {
    const chunks: string[] = [];
    const sink = new LogSink(-1, undefined, (_fd, chunk, done) => {
      chunks.push(chunk);
      setImmediate(() => done(null));
    });
    for (let burst = 0; burst < 10; burst++) {
      for (let i = 0; i < 100; i++) sink.write(`line ${burst * 100 + i}\n`);
      await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setTimeout(r, 3 * FLUSH_MS));
    const lines = chunks.join('').trim().split('\n');
    expect(lines).to.deep.equal(Array.from({ length: 1000 }, (_, i) => `line ${i}`));
    // a write per line before; now the first line at once, then one write per burst at most
    expect(chunks.length, `${chunks.length} writes`).to.be.at.most(12);
  });
});
