import { expect } from 'chai';
import { isDestructive, judgeChange, recordKinds, wordsFound } from '../../src/demo/writes/rule.js';
import { isYes } from '../../src/demo/writes/confirm.js';
import { WRITE_WORDS, type WriteWordKind } from '../../src/demo/writes/words.js';

const deleteOpportunity = {
  name: 'crm_delete_opportunity',
  method: 'DELETE',
  path: '/opportunities/{opportunity_id}',
  parameters: [{ name: 'opportunity_id', type: 'integer', required: true, description: '', constraints: [] }],
};
const updateOpportunity = { ...deleteOpportunity, name: 'crm_update_opportunity', method: 'PUT' };

describe('internals: the rule for changes made from a chat (src/demo/writes)', () => {
  describe('the word lists read every example written beside them (corpus)', () => {
    for (const [kind, entry] of Object.entries(WRITE_WORDS))
      it(`${kind}: ${entry.means}`, () => {
        for (const sentence of entry.reads) expect(wordsFound(sentence, kind as WriteWordKind), sentence).to.equal(true);
      });
  });

  it('destructive: the method, the MCP annotation, the name, the description; never a read', () => {
    const base = { kind: 'api' as const, readOnly: false, description: '', name: 'x' };
    expect(isDestructive({ ...base, method: 'DELETE' })).to.equal(true);
    expect(isDestructive({ ...base, method: 'PATCH' })).to.equal(true);
    expect(isDestructive({ ...base, method: 'tools/call', annotations: { destructiveHint: true } })).to.equal(true);
    expect(isDestructive({ ...base, method: 'POST', name: 'notes_delete_everything' })).to.equal(true);
    expect(isDestructive({ ...base, method: 'POST', name: 'notes_run', description: 'Wipes the notebook.' })).to.equal(true);
    expect(isDestructive({ ...base, method: 'POST', name: 'crm_create_lead', description: 'Create a lead' })).to.equal(false);
    expect(isDestructive({ ...base, readOnly: true, method: 'GET', name: 'crm_delete_log' })).to.equal(false);
  });

  it('the kind of record a tool acts on comes from its path and its id parameter', () => {
    expect(recordKinds(deleteOpportunity)).to.include.members(['opportunity', 'opportunities']);
  });

  it('a plain command for exactly this record runs; every other sentence says why not', () => {
    const id = { opportunity_id: 20 };
    for (const m of [
      'delete opportunity 20',
      'Please delete opportunity #20.',
      'could you remove the opportunity id 20',
      'erase opportunity 20 now',
    ])
      expect(judgeChange(m, deleteOpportunity, id, ['account', 'accounts']), m).to.deep.equal({ run: true });
    expect(judgeChange('set opportunity 20 stage to negotiation', updateOpportunity, id)).to.deep.equal({ run: true });
    const cases: [string, string][] = [
      ['delete opportunity 21', 'does not name opportunity 20'],
      ['delete opportunity 20?', 'a question'],
      ["don't delete opportunity 20", 'a negation'],
      ['delete opportunity 20 if it is lost', 'a condition'],
      ['delete opportunity 20. actually never mind', 'taken back'],
      ['list accounts then delete opportunity 20', 'more than one request'],
      ['the opportunity 20 should go', 'begin with the command'],
      ['delete the notes of opportunity 20', 'not what it asks to delete'],
      ['delete account 20 opportunity 20', 'also names account'],
    ];
    for (const [m, why] of cases) {
      const v = judgeChange(m, deleteOpportunity, id, ['account', 'accounts']);
      expect(v.run, m).to.equal(false);
      expect(JSON.stringify(v), m).to.include(why);
    }
  });

  it('a yes is only words of agreement and the held change itself', () => {
    const held = [{ tool: 'crm_delete_opportunity', args: { opportunity_id: 20 }, what: 'delete opportunity 20' }];
    for (const m of ['yes', 'Yes, go ahead.', 'yep, delete it', 'confirm', 'yes delete opportunity 20'])
      expect(isYes(m, held), m).to.equal(true);
    for (const m of ['no', 'yes but not that one', 'yes, and delete account 3', 'what?', 'sure thing, delete opportunity 21'])
      expect(isYes(m, held), m).to.equal(false);
  });
});
