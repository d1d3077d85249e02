// The conversation, kept in local storage so a reload shows it again and a follow-up still
// reaches the same server session: the session id and the last turns (message, steps,
// answer or error). Long lists are shortened to fit the browser's storage; their counts are kept.
import { safeStorage } from '../shared/dom.js';

const KEY = 'agent-chat';
const MAX_TURNS = 30;
const MAX_ROWS = 500;
const storage = safeStorage('localStorage');

export function load() {
  try {
    const state = JSON.parse(storage.get(KEY) ?? 'null');
    if (state && Array.isArray(state.turns))
      return { sessionId: typeof state.sessionId === 'string' ? state.sessionId : null, turns: state.turns };
  } catch {
    /* a damaged entry: start afresh */
  }
  return { sessionId: null, turns: [] };
}

/** A copy of the result with each list of rows cut to `max` rows, and the counts of those cut. */
function shorten(result, max) {
  const totals = {};
  const cut = (key, v) => {
    if (!Array.isArray(v) || v.length <= max) return v;
    totals[key] = v.length;
    return v.slice(0, max);
  };
  if (Array.isArray(result)) return { result: cut('', result), totals };
  if (result && typeof result === 'object')
    return { result: Object.fromEntries(Object.entries(result).map(([k, v]) => [k, cut(k, v)])), totals };
  return { result, totals };
}

function storedTurn(turn, maxRows) {
  if (!turn.answer) return turn;
  const { result, totals } = shorten(turn.answer.data?.result, maxRows);
  return { ...turn, answer: { ...turn.answer, data: { ...turn.answer.data, result } }, totals: { ...turn.totals, ...totals } };
}

/** Saves as much of the conversation as fits: fewer rows, then fewer turns, until the browser accepts it. */
export function save(state) {
  let turns = state.turns.slice(-MAX_TURNS);
  for (let rows = MAX_ROWS; ;) {
    const text = JSON.stringify({ sessionId: state.sessionId, turns: turns.map((t) => storedTurn(t, rows)) });
    if (storage.set(KEY, text)) return true;
    if (rows > 20) rows = Math.floor(rows / 4);
    else if (turns.length > 1) turns = turns.slice(1);
    else return false;
  }
}

export function clear() {
  storage.remove(KEY);
}
