/**
 * Why the offline reader read a question the way it did: the reading (the plan in one line, the
 * cues it honoured, the words it could not use) and every rule of src/demo/planner/offline/rules/
 * that found something while the question was read, with what each means.
 *
 *   npm run reader:why -- "how many accounts do i have in ohio"
 *   npm run reader:why -- "how many accounts do i have in ohio" "and in texas?"   (a follow-up)
 */
const messages = process.argv.slice(2);
if (messages.length === 0) {
  process.stderr.write('usage: npm run reader:why -- "<question>" ["<follow-up>" ...]\n');
  process.exit(2);
}
process.env.AGENT_TRACE_RULES = '1'; // before the reader is loaded: its rules then record when they fire

const { fired } = await import('../src/demo/planner/offline/rules/rule.js');
const { readerRules } = await import('../test/helpers/reader-rules.js');
const { postJson } = await import('../test/helpers/server.js');
const means = new Map<string, string>();
for (const r of await readerRules()) means.set(`${r.table}${r.name ? `.${r.name}` : ''}`, `${r.rule.means} (rules/${r.file})`);

const { startStack } = await import('../test/helpers/stack.js');
const stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
try {
  // (once first, in a session of its own: what is read of the tools themselves is then read already)
  await postJson(`${stack.demoUrl}/chat`, { message: messages[0] });
  let session: string | undefined;
  for (const message of messages) {
    fired.length = 0;
    const res = await postJson(`${stack.demoUrl}/chat`, { message, ...(session ? { session_id: session } : {}) });
    const body = res.body as {
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
