// A change the registry holds for a person's approval ([approvals]): a card under the answer
// with the tool, its exact arguments, the approval and until when it waits, and what happens
// next. The chat's own key may not approve; a person with the approve scope does it.
import { el } from '../shared/dom.js';

const when = (iso) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** The cards of the calls of an answer that wait for approval, or null when none does. */
export function approvalCards(calls) {
  const held = (Array.isArray(calls) ? calls : []).filter((c) => c && c.approval && typeof c.approval.id === 'string');
  if (held.length === 0) return null;
  return el(
    'div',
    { class: 'approvals' },
    ...held.map(({ approval: a }) =>
      el(
        'section',
        { class: 'approval-card', 'data-approval': a.id, 'aria-label': `Waiting for approval: ${a.tool}` },
        el('p', { class: 'approval-title' }, el('strong', {}, 'Waiting for approval: '), el('code', {}, a.tool)),
        el('pre', { class: 'approval-args' }, JSON.stringify(a.args, null, 2)),
        el(
          'p',
          { class: 'approval-help' },
          `Approval ${a.id}, open until ${when(a.expires)}. A person with the approve scope approves it on the registry's ` +
            'catalogue page (/ui) or with ',
          el('code', {}, `agent approvals approve ${a.id}`),
          '; then ask again, and this exact change runs once.',
        ),
      ),
    ),
  );
}
