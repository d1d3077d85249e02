// Scores the offline planner on a held-out question set.
//
//   node --import tsx test/heldout/score.ts <set letter> [--selfcheck] [--verbose] [--quiet] [--only id,id...]
//   npm run score:planner -- A
//
// Starts the whole stack in-process (api mode, llm.provider = offline), asks every question of
// the set (a fresh session per question; follow-ups share one), judges each answer against the
// APIs' own data and prints one line per question, then `set A: N/M correct (P%)` and the
// wrong answers split in two: honestly unsure (`metadata.confidence` <= 0.5, or a decline) and
// confidently wrong (confidence above 0.5: the worst outcome for a user).
// A sealed set (SEALED in questions.ts) prints only its tallies unless --unseal is given, so
// its first run can be the figure reported without its questions being read; --quiet does
// the same for any set.
// --selfcheck asks nothing: it computes each question's expected answer from the data, prints
// it, and checks that the checker accepts a correct answer and rejects a wrong one.
// --verbose prints every turn's answer text above its verdict (to audit the checkers).

import { startStack } from '../helpers/stack.js';
import { httpData, type DataAccess } from './data.js';
import { fmt, recordExpectations, type Answer, type Expectation, type HeldOut, type ToolCall } from './judge.js';
import * as questions from './questions.js';

/** Every set questions.ts exports as SET_<letter>, by its letter. */
const SETS = new Map<string, HeldOut[]>(
  Object.entries(questions)
    .filter(([name]) => /^SET_[A-Z]{1,2}$/.test(name))
    .map(([name, set]) => [name.slice(4), set as HeldOut[]]),
);
const LETTERS = [...SETS.keys()].join('|');
type SetName = string;

interface ChatBody {
  response?: string;
  data?: { result?: unknown; calls?: ToolCall[] };
  metadata?: { session_id?: string; tools_used?: string[]; confidence?: number };
  detail?: unknown;
}

function usage(problem: string): never {
  process.stderr.write(
    `${problem}\nusage: node --import tsx test/heldout/score.ts ${LETTERS} ` +
      '[--selfcheck] [--verbose] [--quiet] [--unseal] [--only id,id...]\n',
  );
  process.exit(2);
}

interface Args {
  set: SetName;
  selfcheck: boolean;
  verbose: boolean;
  quiet: boolean;
  only: Set<string> | null;
}

function parseArgs(argv: string[]): Args {
  let set: SetName | undefined;
  let selfcheck = false;
  let verbose = false;
  let quiet = false;
  let unseal = false;
  let only: Set<string> | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--selfcheck') selfcheck = true;
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--quiet') quiet = true;
    else if (arg === '--unseal') unseal = true;
    else if (arg === '--only') {
      const list = argv[++i];
      if (!list) usage('--only needs a comma-separated list of question ids');
      only = new Set(list.split(',').map((s) => s.trim()));
    } else if (SETS.has(arg.toUpperCase()) && set === undefined) set = arg.toUpperCase();
    else usage(`unknown argument "${arg}" (allowed: a set letter ${LETTERS}, --selfcheck, --verbose, --quiet, --unseal, --only ids)`);
  }
  if (!set) usage(`which set? give one of ${LETTERS}`);
  if (questions.SEALED.includes(set) && !unseal) {
    quiet = true;
    verbose = false;
  }
  return { set, selfcheck, verbose, quiet, only };
}

/** Asks the messages of one question in one session; the answer to the last one is judged. */
async function ask(demoUrl: string, messages: string[]): Promise<Answer> {
  let session: string | undefined;
  const turns: Answer['turns'] = [];
  let last: Answer | undefined;
  for (const message of messages) {
    const res = await fetch(`${demoUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session ? { message, session_id: session } : { message }),
    });
    const raw = await res.text();
    let body: ChatBody;
    try {
      body = JSON.parse(raw) as ChatBody;
    } catch {
      body = { detail: raw.slice(0, 300) };
    }
    session = body.metadata?.session_id ?? session;
    const calls = body.data?.calls ?? [];
    const text = res.ok ? (body.response ?? '') : `HTTP ${res.status}: ${JSON.stringify(body.detail ?? raw).slice(0, 300)}`;
    turns.push({ message, text, calls });
    last = {
      text,
      calls,
      toolsUsed: body.metadata?.tools_used ?? [],
      result: body.data?.result,
      status: res.status,
      turns,
      confidence: body.metadata?.confidence,
    };
  }
  return last!;
}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * A wrong answer that does not pass itself off as right: the planner said it was unsure
 * (`metadata.confidence` at most 0.5). One with confidence above 0.5 reads exactly like a
 * right answer: that is the confidently wrong count.
 */
const isUnsure = (a: Answer): boolean => (a.confidence ?? 1) <= 0.5;

// ---------------------------------------------------------------------------------------------
// --selfcheck: a correct answer built from what the checker expects, and a wrong one.

function describe(e: Expectation): string {
  switch (e.kind) {
    case 'number':
      return e.unit === 'money' ? `$${fmt(Math.round(e.value * 100) / 100)}` : fmt(Math.round(e.value * 100) / 100);
    case 'name':
      return e.anyOf.length === 1 ? e.anyOf[0]! : `one of ${e.anyOf.join(' / ')}`;
    case 'names':
      return `all of ${e.all.join(', ')}`;
    case 'list':
      return `${e.total} rows: ${e.all.join(', ')}${e.total > e.all.length ? ', …' : ''}`;
    case 'yesno':
      return e.yes ? 'yes' : 'no';
    case 'decline':
      return 'a decline (no write, no invented data)';
  }
}

function correctText(es: Expectation[]): string {
  const parts = es.map((e) => {
    switch (e.kind) {
      case 'number':
        return describe(e);
      case 'name':
        return e.anyOf[0]!;
      case 'names':
        return e.all.join(', ');
      case 'list':
        return `${e.total} found: ${e.all.join(', ')}`;
      case 'yesno':
        return e.yes ? 'Yes' : 'No';
      case 'decline':
        return "I can't do that: no tool offers it, so I ran nothing";
    }
  });
  return `${parts.join('. ')}.`;
}

const answerOf = (text: string, calls: ToolCall[] = []): Answer => ({
  text,
  calls,
  toolsUsed: calls.map((c) => c.tool),
  result: null,
  status: 200,
  turns: [{ message: '', text, calls }],
});

async function selfcheck(q: HeldOut, data: DataAccess): Promise<string> {
  const es = await recordExpectations(() => q.check(answerOf(''), data));
  if (es.length === 0) return 'FAILED: the checker stated no expectation';
  const right = await q.check(answerOf(correctText(es)), data);
  if (right !== null) return `FAILED: a correct answer was rejected (${right})`;
  const wrong =
    q.api === 'decline'
      ? await q.check(answerOf('Done.', [{ tool: 'crm_delete_account', args: { account_id: 1 }, status: 'ok' }]), data)
      : await q.check(answerOf("I don't know."), data);
  if (wrong === null) return 'FAILED: a wrong answer was accepted';
  return `expects ${es.map(describe).join(' + ')}`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const set = SETS.get(args.set)!.filter((q) => !args.only || args.only.has(q.id));
  if (set.length === 0) usage(`no question of set ${args.set} has the ids given`);
  const stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  const data = httpData(stack.territoryUrl, stack.crmUrl);
  let correct = 0;
  let unsure = 0;
  let shy = 0;
  let broken = 0;
  const byApi = new Map<string, { ok: number; all: number }>();
  const say = (line: string): void => void (args.quiet ? undefined : process.stdout.write(line));
  try {
    for (const q of set) {
      if (args.selfcheck) {
        const line = await selfcheck(q, data).catch((err: Error) => `FAILED: ${err.message}`);
        if (line.startsWith('FAILED')) broken++;
        say(`${q.id} ${q.messages.map((m) => JSON.stringify(m)).join(' -> ')}\n    ${line}\n`);
        continue;
      }
      const answer = await ask(stack.demoUrl, q.messages);
      const verdict = await q.check(answer, data).catch((err: Error) => `checker error: ${err.message}`);
      if (answer.calls.some((c) => c.status === 'ok' && /_(create|update|delete)_/.test(c.tool))) data.reset();
      const tally = byApi.get(q.api) ?? { ok: 0, all: 0 };
      tally.all++;
      const honest = verdict !== null && isUnsure(answer);
      if (verdict === null) {
        correct++;
        tally.ok++;
        if (isUnsure(answer)) shy++;
      } else if (honest) unsure++;
      byApi.set(q.api, tally);
      if (args.verbose) for (const t of answer.turns) say(`  > ${t.message}\n${t.text.replace(/^/gm, '    ')}\n`);
      const mark = verdict === null ? (isUnsure(answer) ? 'ok-unsure' : 'ok') : honest ? 'UNSURE' : 'WRONG';
      say(`${q.id} ${mark} ${oneLine(q.messages.join(' -> '))}${verdict ? ` :: ${oneLine(verdict)}` : ''}\n`);
    }
  } finally {
    await stack.stop();
  }
  if (args.selfcheck) {
    process.stdout.write(`set ${args.set} selfcheck: ${set.length - broken}/${set.length} checkers work\n`);
    process.exitCode = broken > 0 ? 1 : 0;
    return;
  }
  for (const [api, t] of byApi) process.stdout.write(`  ${api}: ${t.ok}/${t.all}\n`);
  const pct = (n: number): number => Math.round((n / set.length) * 1000) / 10;
  const wrong = set.length - correct - unsure;
  process.stdout.write(`set ${args.set}: ${correct}/${set.length} correct (${pct(correct)}%)\n`);
  process.stdout.write(
    `  right ${correct} (${shy} of them said they were unsure), honestly unsure ${unsure} (${pct(unsure)}%), ` +
      `confidently wrong ${wrong} (${pct(wrong)}%)\n`,
  );
}

await main();
