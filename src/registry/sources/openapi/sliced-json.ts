/**
 * JSON.parse of a large document in slices, with turns of the event loop between them: the
 * text is split at the members of its objects (a large member split again), each member
 * value parsed on its own. GitHub's 11 MB description is ~140 ms of one JSON.parse; this way
 * no slice is longer than the largest leaf member. The result equals JSON.parse(text); text
 * that is not valid JSON gets JSON.parse's own error.
 */
const SLICE_BYTES = 256 * 1024;
const WS = /[ \t\r\n]*/y;
const STRUCTURE = /["{}[\]]/;

/** The text is not the shape this reader follows: JSON.parse decides (and words the error). */
const shape = () => new SyntaxError('unexpected JSON shape');

/** Index just past the string starting at `i` (a `"`). */
function stringEnd(text: string, i: number): number {
  let j = i;
  for (;;) {
    j = text.indexOf('"', j + 1);
    if (j < 0) throw shape();
    let backslashes = 0;
    for (let k = j - 1; text.charCodeAt(k) === 92; k--) backslashes++;
    if (backslashes % 2 === 0) return j + 1;
  }
}

/** Index just past the object or array starting at `i` (a long scan pauses now and then). */
async function valueEnd(text: string, i: number, pause: () => Promise<void>): Promise<number> {
  const re = new RegExp(STRUCTURE.source, 'g');
  let depth = 0;
  re.lastIndex = i;
  let n = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const c = m[0];
    if (c === '"') re.lastIndex = stringEnd(text, m.index);
    else if (c === '{' || c === '[') depth++;
    else if (--depth === 0) return m.index + 1;
    if (++n % 8192 === 0) await pause();
  }
  throw shape();
}

function skipWs(text: string, i: number): number {
  WS.lastIndex = i;
  WS.exec(text);
  return WS.lastIndex;
}

/** Index just past the scalar value starting at `i` (number, true, false, null). */
function scalarEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && !/[,}\]\s]/.test(text[j]!)) j++;
  return j;
}

async function parseObject(text: string, start: number, end: number, pause: () => Promise<void>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let i = skipWs(text, start + 1);
  if (text[i] === '}') return out;
  for (;;) {
    if (text[i] !== '"') throw shape();
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipWs(text, keyEnd);
    if (text[i] !== ':') throw shape();
    i = skipWs(text, i + 1);
    const c = text[i];
    const vEnd = c === '"' ? stringEnd(text, i) : c === '{' || c === '[' ? await valueEnd(text, i, pause) : scalarEnd(text, i);
    let value: unknown;
    if (c === '{' && vEnd - i > SLICE_BYTES) value = await parseObject(text, i, vEnd, pause);
    else {
      await pause();
      value = JSON.parse(text.slice(i, vEnd));
    }
    // defined, never assigned: a "__proto__" member stays a member, as with JSON.parse
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    i = skipWs(text, vEnd);
    if (text[i] === ',') {
      i = skipWs(text, i + 1);
      continue;
    }
    if (text[i] === '}' && i === end - 1) return out;
    throw shape();
  }
}

/** Parses JSON text; a large object is parsed in slices with `pause` awaited between them. */
export async function parseJsonSliced(text: string, pause: () => Promise<void>): Promise<unknown> {
  const start = skipWs(text, 0);
  if (text.length <= SLICE_BYTES || text[start] !== '{') return JSON.parse(text);
  try {
    const end = await valueEnd(text, start, pause);
    if (skipWs(text, end) !== text.length) throw shape();
    return await parseObject(text, start, end, pause);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    return JSON.parse(text); // throws JSON.parse's own error for invalid text
  }
}
