import { expect } from 'chai';
import * as FIXTURES from './fixtures/planner/messages.js';
import * as SETS from './heldout/questions.js';
import { planChecker, type PlanChecker } from './helpers/plan-check.js';
import { postJson } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

/**
 * Every plan the offline planner reports in data.plan is the one it ran: the query layer's
 * executor, given the plan alone, gives the answer's figures again (counts, totals, averages,
 * shares, groups, ranks, the records listed). Over the planner's test messages and the
 * held-out sets that are not sealed.
 */
describe('offline planner: data.plan is what was computed (the query layer runs it again and gets the answer)', function () {
  // (a guard against a hang, not a limit on speed: on a busy machine the conversations take ten minutes)
  this.timeout(1_500_000);
  let stack: Stack;
  let checker: PlanChecker;

  const conversations: string[][] = [];
  const collect = (v: unknown): void => {
    if (typeof v === 'string') conversations.push([v]);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(FIXTURES);
  for (const [name, set] of Object.entries(SETS))
    if (/^SET_[A-Z]{1,2}$/.test(name) && !SETS.SEALED.includes(name.slice(4)))
      for (const q of set as { messages: string[] }[]) conversations.push(q.messages);

  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
    checker = await planChecker(stack, stack.results);
  });
  after(async () => {
    await checker?.close();
    await stack?.stop();
  });

  it(`every answer with a plan: running the plan gives the answer again (${conversations.length} conversations)`, async () => {
    let compared = 0;
    const wrong: string[] = [];
    for (const messages of conversations) {
      let session: string | undefined;
      let body: any;
      for (const message of messages) {
        body = (await postJson(`${stack.demoUrl}/chat`, session ? { message, session_id: session } : { message })).body;
        session = body.metadata?.session_id;
      }
      if (body.data?.calls?.some((c: { tool: string; status: string }) => /_(create|update|delete)_/.test(c.tool) && c.status === 'ok'))
        continue;
      const verdict = await checker.check(body);
      if (verdict === undefined) continue;
      compared++;
      if (verdict !== null) wrong.push(`${messages.join(' -> ')}: ${verdict} (plan: ${body.data.plan.at(-1).text})`);
    }
    process.stdout.write(`      (${compared} plans run again, ${wrong.length} differ)\n`);
    expect(compared).to.be.greaterThan(conversations.length * 0.8);
    expect(wrong).to.deep.equal([]);
  });
});
