import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { first, harness } from './fixtures/planner/harness.js';

/**
 * Forms found by the twentieth session (BT's last misses, practice set BW, questions tried as a
 * user would): a value of two capitals the rows hold ("IT") read as that value, never as the
 * pronoun "it" nor dropped. Expected answers come from the demo APIs' data.
 */
describe('offline planner: codes written in capitals and the follow-ups that name them', function () {
  this.timeout(180_000);
  let stack: Stack;
  const { crmAll, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  type CrmContact = { id: number; department: string | null };
  const people = async () => (await crmAll('/contacts/')).items as CrmContact[];

  it('"IT" in capitals is the department the rows hold, not the pronoun, and is never dropped', async () => {
    const n = (await people()).filter((c) => c.department === 'IT').length;
    const b = await chat('How many CRM contacts work in IT?');
    expect(first(b)).to.include(`${n} contacts`);
    expect(b.response).to.include('department IT');
  });

  it('"and IT?" after a count of another department counts that department instead', async () => {
    const all = await people();
    const sales = all.filter((c) => c.department === 'Sales').length;
    const it = all.filter((c) => c.department === 'IT').length;
    expect(first(await chat('How many contacts sit in the Sales department?', 'dept'))).to.include(
      `${sales.toLocaleString('en-US')} contacts`,
    );
    expect(first(await chat('and IT?', 'dept'))).to.include(`${it} contacts`);
  });
});
