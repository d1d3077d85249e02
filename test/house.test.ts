import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCycles, importGraph, sourceFiles } from './helpers/imports.js';

const SRC = join(import.meta.dirname, '..', 'src');

/** The structure a contributor relies on: no import cycles, layers that stay apart, files that stay small. */
describe('the house: structure of src/', () => {
  const graph = importGraph(SRC);

  it('has no import cycle (type-only imports included)', () => {
    expect(importCycles(graph)).to.deep.equal([]);
  });

  it('planners and registry sources never import the HTTP kit (they throw typed errors; each surface renders them)', () => {
    const offenders: string[] = [];
    for (const [file, deps] of graph) {
      if (!file.startsWith('demo/planner/') && !file.startsWith('registry/sources/')) continue;
      for (const d of deps) if (d.startsWith('http/')) offenders.push(`${file} -> ${d}`);
    }
    expect(offenders).to.deep.equal([]);
  });

  it('has no file over 400 lines', () => {
    const long = sourceFiles(SRC)
      .map((f) => ({ f, lines: readFileSync(join(SRC, f), 'utf8').split('\n').length }))
      .filter((x) => x.lines > 400)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).to.deep.equal([]);
  });
});
