import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';

describe('route handlers are typed by their declared 2xx response schema', function () {
  this.timeout(60_000);
  it('tsc accepts handlers returning the declared shape and rejects wrong shapes (test/types/route-shapes.ts)', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'test', 'types')], { encoding: 'utf8' });
    expect(run.stdout + run.stderr, 'tsc output').to.equal('');
    expect(run.status).to.equal(0);
  });
});
