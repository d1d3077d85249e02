/**
 * Why the offline reader read a question the way it did: the reading (the plan in one line, the
 * cues it honoured, the words it could not use) and every rule of src/demo/planner/offline/rules/
 * that found something while the question was read, with what each means.
 *
 *   npm run reader:why -- "how many accounts do i have in ohio"
 *   npm run reader:why -- "how many accounts do i have in ohio" "and in texas?"   (a follow-up)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const messages = process.argv.slice(2);
if (messages.length === 0) {
  process.stderr.write('usage: npm run reader:why -- "<question>" ["<follow-up>" ...]\n');
  process.exit(2);
}
process.env.AGENT_TRACE_RULES = '1'; // before the reader is loaded: its rules then record when they fire

const RULES = join(import.meta.dirname, '..', 'src', 'demo', 'planner', 'offline', 'rules');
const { fired } = (await import(pathToFileURL(join(RULES, 'rule.ts')).href)) as typeof import('../src/demo/planner/offline/rules/rule.js');
const means = new Map<string, string>();
for (const file of readdirSync(RULES).filter((f) => f.endsWith('.ts') && f !== 'rule.ts')) {
  const mod = (await import(pathToFileURL(join(RULES, file)).href)) as Record<string, Record<string, { means?: string }>>;
  for (const [table, rules] of Object.entries(mod))
    for (const [name, rule] of Object.entries(rules)) if (rule.means) means.set(`${table}.${name}`, `${rule.means} (rules/${file})`);
}

const { startStack } = await import('../test/helpers/stack.js');
const stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
try {
  // (once first, in a session of its own: what is read of the tools themselves is then read already)
  await fetch(`${stack.demoUrl}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: messages[0] }),
  });
  let session: string | undefined;
  for (const message of messages) {
    fired.length = 0;
    const res = await fetch(`${stack.demoUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, ...(session ? { session_id: session } : {}) }),
    });
    const body = (await res.json()) as {
      response?: string;
      metadata?: { session_id?: string; confidence?: number };
      data?: { reading?: { plan?: string; rules?: string[]; unused?: { text: string; means?: string }[] } };
    };
    session = body.metadata?.session_id;
    const reading = body.data?.reading;
    const lines = [
      `> ${message}`,
      `answer (confidence ${body.metadata?.confidence ?? '?'}): ${String(body.response ?? '').split('\n')[0]}`,
      `read as: ${reading?.plan ?? '(no plan)'}`,
      `cues: ${(reading?.rules ?? []).join('; ') || '(none)'}`,
      `not used: ${(reading?.unused ?? []).map((u) => (u.means ? `"${u.text}" (${u.means})` : `"${u.text}"`)).join(', ') || '(nothing)'}`,
      `rules that found something (${new Set(fired).size}, in the order they first did):`,
      ...[...new Set(fired)].map((name) => `  ${name}: ${means.get(name) ?? ''}`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
} finally {
  await stack.stop();
}
