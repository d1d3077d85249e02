/**
 * How many files of the offline reader (src/demo/planner/offline) one question visits: the stack
 * is started in this process, each message of a held-out set is sent to /chat, and V8's precise
 * coverage (reset before each message) names the reader's files in which any function ran.
 *
 *   node --import tsx scripts/reader-visits.ts [set letter ...]     (default: A)
 *
 * Prints the mean, median and most files per message, and the files every message visits.
 */
import { Session } from 'node:inspector/promises';
import * as questions from '../test/heldout/questions.js';
import type { HeldOut } from '../test/heldout/questions.js';
import { startStack } from '../test/helpers/stack.js';
import { postJson } from '../test/helpers/server.js';

const READER = '/src/demo/planner/offline/';
const letters = process.argv.slice(2).length ? process.argv.slice(2) : ['A'];
const sets = letters.map((l) => {
  const set = (questions as unknown as Record<string, HeldOut[] | undefined>)[`SET_${l.toUpperCase()}`];
  if (!set) throw new Error(`no held-out set "${l}" (test/heldout/questions.ts exports SET_<letter>)`);
  return set;
});

interface Coverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
const visited = async (): Promise<Set<string>> => {
  const { result } = (await inspector.post('Profiler.takePreciseCoverage')) as { result: Coverage[] };
  const files = result.filter((s) => s.url.includes(READER) && s.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0));
  return new Set(files.map((s) => s.url.slice(s.url.indexOf(READER) + READER.length)));
};

const stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
const counts: number[] = [];
let everywhere: Set<string> | undefined;
try {
  const ask = async (message: string, session?: string) => {
    const res = await postJson(`${stack.demoUrl}/chat`, { message, ...(session ? { session_id: session } : {}) });
    return (res.body as { metadata?: { session_id?: string } }).metadata?.session_id;
  };
  await ask(sets[0]![0]!.messages[0]!); // modules loaded and compiled before anything is counted
  for (const set of sets)
    for (const q of set) {
      let session: string | undefined;
      for (const message of q.messages) {
        await visited();
        session = await ask(message, session);
        const files = await visited();
        counts.push(files.size);
        everywhere = everywhere ? new Set([...everywhere].filter((f) => files.has(f))) : files;
      }
    }
} finally {
  await stack.stop();
  inspector.disconnect();
}
const sorted = [...counts].sort((a, b) => a - b);
const mean = counts.reduce((s, n) => s + n, 0) / counts.length;
console.log(
  `${counts.length} messages of set ${letters.join(', ')}: files of the reader visited per message ` +
    `mean ${mean.toFixed(1)}, median ${sorted[Math.floor(sorted.length / 2)]}, most ${sorted.at(-1)}; ` +
    `${everywhere?.size ?? 0} files visited by every message`,
);
