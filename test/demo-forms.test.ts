import { expect } from 'chai';
import { checkAnswer, formFields, type Field } from '../src/demo/forms.js';
import { HeldClock } from '../src/demo/tools/deadline.js';

/**
 * Issue 31's building blocks, in-process: a tool's requested schema read into form fields (the
 * MCP spec's flat forms), a person's answer checked against them, and the limit that stands
 * still while a person answers.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('forms a tool asks for (MCP elicitation): fields and answers', () => {
  const schema = {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'E-mail' },
      day: { type: 'string', format: 'date' },
      size: {
        type: 'string',
        oneOf: [
          { const: 's', title: 'Small' },
          { const: 'l', title: 'Large' },
        ],
      },
      extras: { type: 'array', items: { enum: ['milk', 'sugar'] }, maxItems: 1 },
      score: { type: 'number', minimum: 0, maximum: 1 },
      ok: { type: 'boolean' },
    },
    required: ['email'],
  };

  it('reads every kind the spec allows, with titles, bounds and choices', () => {
    const fields = formFields(schema) as Field[];
    expect(fields.map((f) => [f.name, f.kind, f.required])).to.deep.equal([
      ['email', 'text', true],
      ['day', 'text', false],
      ['size', 'choice', false],
      ['extras', 'choices', false],
      ['score', 'number', false],
      ['ok', 'boolean', false],
    ]);
    expect(fields[0]).to.include({ label: 'E-mail', format: 'email' });
    expect(fields[2]!.options).to.deep.equal([
      { value: 's', label: 'Small' },
      { value: 'l', label: 'Large' },
    ]);
    expect(fields[3]).to.include({ max: 1 });
  });

  it('refuses what is not a flat form (nested objects, lists of objects, no properties)', () => {
    expect(formFields({ type: 'object', properties: { a: { type: 'object', properties: {} } } }))
      .to.have.property('unsupported')
      .that.includes("field 'a'");
    expect(formFields({ type: 'object', properties: { a: { type: 'array', items: { type: 'object' } } } })).to.have.property('unsupported');
    expect(formFields({ type: 'string' })).to.deep.equal({ unsupported: 'the requested schema is not an object with properties' });
  });

  it('checks an answer: formats, choices, counts, types, unknown keys; decline and cancel carry no content', () => {
    const fields = formFields(schema) as Field[];
    const good = { email: 'ada@example.com', day: '2026-03-01', size: 'l', extras: ['milk'], score: 0.5, ok: true };
    expect(checkAnswer(fields, { action: 'accept', content: good })).to.deep.equal({ action: 'accept', content: good });
    const issues = checkAnswer(fields, {
      action: 'accept',
      content: { email: 'ada', day: '2026-13-45', size: 'm', extras: ['milk', 'sugar'], score: 2, ok: 'yes' },
    }) as { loc: string[]; msg: string }[];
    expect(issues.map((i) => `${i.loc[2]}: ${i.msg}`)).to.deep.equal([
      'email: E-mail is not a valid email',
      'day: day is not a valid date',
      'size: size is not one of the choices',
      'extras: extras chooses 2',
      'score: score is 2, out of range',
      'ok: ok must be true or false',
    ]);
    expect(checkAnswer(fields, { action: 'cancel' })).to.deep.equal({ action: 'cancel' });
    expect(checkAnswer(fields, { action: 'accept' })).to.have.nested.property('[0].msg', 'E-mail is required');
    expect(checkAnswer(fields, { action: 'accept', content: {}, more: 1 })).to.have.length(2);
    expect(checkAnswer(fields, ['accept'])).to.have.nested.property('[0].type', 'type_error');
  });
});

describe('HeldClock: a limit that stands still while it is held', () => {
  it('does not run out while held; released, it runs again with what was left (or in full with restart)', async () => {
    const clock = new HeldClock(undefined, 150, () => new Error('late'));
    const release = clock.hold();
    await sleep(400);
    expect(clock.expired).to.equal(false);
    release();
    release(); // a second release does nothing
    for (let i = 0; i < 200 && !clock.expired; i++) await sleep(25);
    expect(clock.expired).to.equal(true);
    expect((clock.signal.reason as Error).message).to.equal('late');
  });

  it('left() counts the total from the start, held or not; end() aborts without expiring', async () => {
    const clock = new HeldClock(undefined, 60_000, () => new Error('late'), { totalMs: 10_000, restart: true });
    clock.hold();
    await sleep(50);
    expect(clock.left()).to.be.below(10_000).and.above(0);
    clock.end(new Error('done'));
    expect(clock.expired).to.equal(false);
    expect(clock.signal.aborted).to.equal(true);
  });
});
