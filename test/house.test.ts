import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { importCycles, importGraph, sourceFiles } from './helpers/imports.js';

const SRC = join(import.meta.dirname, '..', 'src');

/** The structure a contributor relies on: no import cycles, layers that stay apart, files that stay small. */
describe('the house: structure of src/', () => {
  const graph = importGraph(SRC);

  it('has no import cycle (type-only imports included)', () => {
    expect(importCycles(graph)).to.deep.equal([]);
  });

  it('planners, sources, stores and the browser layer never import the HTTP kit (each surface renders their errors)', () => {
    const inner = (f: string) =>
      ['demo/planner/', 'registry/sources/', 'demo/browser/'].some((p) => f.startsWith(p)) ||
      ['crm/store.ts', 'crm/sqlite-store.ts', 'registry/store.ts'].includes(f);
    const offenders: string[] = [];
    for (const [file, deps] of graph) {
      if (!inner(file)) continue;
      for (const d of deps) if (d.startsWith('http/')) offenders.push(`${file} -> ${d}`);
    }
    expect(offenders).to.deep.equal([]);
  });

  it('the offline planner: its stages import only earlier stages; outside code imports only its index', () => {
    const ORDER = ['core', 'understand', 'choose', 'run', 'answer'];
    const OFFLINE = 'demo/planner/offline/';
    const stageOf = (f: string) => ORDER.indexOf(f.slice(OFFLINE.length).split('/')[0]!);
    const wrong: string[] = [];
    for (const [file, deps] of graph) {
      for (const d of deps) {
        if (!d.startsWith(OFFLINE)) continue;
        if (!file.startsWith(OFFLINE)) {
          if (d !== `${OFFLINE}index.ts`) wrong.push(`${file} -> ${d} (import from the planner's index.ts)`);
        } else if (stageOf(file) >= 0 && stageOf(d) > stageOf(file)) wrong.push(`${file} -> ${d} (a later stage)`);
      }
    }
    expect(wrong).to.deep.equal([]);
  });

  /** `class X extends Y` declarations in src/, by class name. */
  const classes = new Map<string, { file: string; base: string }>();
  for (const f of sourceFiles(SRC)) {
    for (const m of readFileSync(join(SRC, f), 'utf8').matchAll(/^(?:export )?class (\w+) extends (\w+)/gm))
      classes.set(m[1]!, { file: f, base: m[2]! });
  }
  const inFamily = (name: string): boolean => {
    for (let n: string | undefined = name, i = 0; n && i < 10; n = classes.get(n)?.base, i++) if (n === 'AgentError') return true;
    return false;
  };

  it('every error class belongs to the one family (AgentError) and nothing else extends Error', () => {
    const outside = [...classes].filter(([name, c]) => /Error$/.test(name) || c.base === 'Error').filter(([name]) => !inFamily(name));
    expect(outside.map(([name, c]) => `${name} (${c.file}) extends ${c.base}`)).to.deep.equal([]);
  });

  it('docs/errors.md lists every error class of the family', () => {
    const doc = readFileSync(join(SRC, '..', 'docs', 'errors.md'), 'utf8');
    const missing = [...classes.keys()].filter((name) => inFamily(name) && !doc.includes(`| \`${name}\` |`));
    expect(missing, 'add a row to docs/errors.md for each').to.deep.equal([]);
    expect(doc).to.include('| `AgentError` |');
  });

  it('has no file over 400 lines', () => {
    const long = sourceFiles(SRC)
      .map((f) => ({ f, lines: readFileSync(join(SRC, f), 'utf8').split('\n').length }))
      .filter((x) => x.lines > 400)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).to.deep.equal([]);
  });

  it('no phrase of a test question appears in src/ (five words in a row of a planner test, held-out message or search task)', async () => {
    const messages: string[] = [];
    const sealed = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string') messages.push(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(await import('./fixtures/planner/messages.js'));
    const heldout = join(import.meta.dirname, 'heldout', 'questions.ts');
    if (existsSync(heldout)) {
      const sets = await import(pathToFileURL(heldout).href);
      const closed = new Set<string>(sets.SEALED as string[]);
      for (const [name, set] of Object.entries(sets))
        if (/^SET_[A-Z]{1,2}$/.test(name))
          for (const q of set as { messages: string[] }[]) {
            collect(q.messages);
            if (closed.has(name.slice(4))) q.messages.forEach((m) => sealed.add(m));
          }
    }
    // the tool search tasks (test/search/tasks), open and sealed
    const tasks = join(import.meta.dirname, 'search', 'tasks');
    if (existsSync(tasks))
      for (const f of readdirSync(tasks).filter((x) => x.endsWith('.json')))
        for (const t of JSON.parse(readFileSync(join(tasks, f), 'utf8')) as { task: string }[]) {
          messages.push(t.task);
          if (f.includes('sealed')) sealed.add(t.task);
        }
    const norm = (s: string) =>
      ` ${s
        .toLowerCase()
        .replace(/[^a-z0-9$%]+/g, ' ')
        .trim()} `;
    // every five words in a row of src/, once, with the files that hold them
    const grams = (text: string) => {
      const w = norm(text).trim().split(' ');
      return Array.from({ length: Math.max(0, w.length - 4) }, (_, i) => w.slice(i, i + 5).join(' '));
    };
    const inSrc = new Map<string, Set<string>>();
    for (const f of graph.keys())
      for (const g of grams(readFileSync(join(SRC, f), 'utf8'))) inSrc.set(g, (inSrc.get(g) ?? new Set()).add(f));
    const found: string[] = [];
    for (const m of messages)
      for (const gram of grams(m))
        for (const f of inSrc.get(gram) ?? [])
          found.push(sealed.has(m) ? `${f}: five words of a sealed question` : `${f}: "${gram}" (from "${m}")`);
    expect(found).to.deep.equal([]);
  });
});
