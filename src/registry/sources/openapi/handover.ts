/**
 * Plain data handed from a load worker to the serving thread in chunks, with the sharing
 * of objects kept. A structured clone (postMessage) keeps an object shared only within one
 * message, and records share much (a converted schema used by a thousand tools is one
 * object: schema.ts, graph.ts), so each chunk carries an object reached from more than one
 * place once, as a copy with an id; every later place holds `null` and a patch (holder, key,
 * id) that the receiving side applies: O(shared references), not a walk of the data.
 * Long strings repeated (descriptions, in a record per tool) are sent once the same way: a
 * clone copies each occurrence, where the document had one string.
 * Values are plain: objects, arrays and primitives (anything else is cloned as it is).
 */
type Key = string | number;

export interface Chunk {
  /** The items of this chunk, in order. */
  items: unknown[];
  /** Objects (and long strings) shared with later chunks or places, first sent here: ids `firstId`, `firstId + 1`, ... */
  shared: unknown[];
  firstId: number;
  /** Patches: `holders[i][keys[i]] = table[ids[i]]` (holders are objects of this message). */
  holders: object[];
  keys: Key[];
  ids: number[];
}

const isPlain = (v: unknown): v is object =>
  v !== null &&
  typeof v === 'object' &&
  (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Sets `holder[key]` as an own data property (`__proto__` too, as JSON.parse makes it). */
function put(holder: object, key: Key, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
  else (holder as Record<Key, unknown>)[key] = value;
}

/** Strings this long or longer are sent once when repeated. */
const SHARED_STRING = 24;

/** Objects (and long strings) reached from more than one place in `items`. */
function sharedValues(items: unknown[]): Set<unknown> {
  const seen = new Set<unknown>();
  const shared = new Set<unknown>();
  const stack: unknown[] = [...items];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string' && v.length >= SHARED_STRING) {
      if (seen.has(v)) shared.add(v);
      else seen.add(v);
      continue;
    }
    if (!isPlain(v)) continue;
    if (seen.has(v)) {
      shared.add(v);
      continue;
    }
    seen.add(v);
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return shared;
}

/**
 * Splits `items` into chunks of about `maxBytes` (estimated) each, shared values sent once.
 * The items are taken over: each later place of a shared value is set to `null` in them.
 */
export function* encodeChunks(items: unknown[], maxBytes: number): Generator<Chunk> {
  const shared = sharedValues(items);
  const ids = new Map<unknown, number>();
  let nextId = 0;
  let bytes = 0;
  const fresh = (): Chunk => ({ items: [], shared: [], firstId: nextId, holders: [], keys: [], ids: [] });
  let chunk = fresh();

  const ref = (holder: object, key: Key, v: unknown): void => {
    let id = ids.get(v);
    if (id === undefined) {
      // the id first, so that a reference back to it (a cycle) is a patch too
      id = nextId++;
      ids.set(v, id);
      chunk.shared.push(v);
      if (typeof v === 'string') bytes += v.length + 8;
      else walk(v as object);
    }
    put(holder, key, null);
    chunk.holders.push(holder);
    chunk.keys.push(key);
    chunk.ids.push(id);
  };
  const visit = (holder: object, key: Key): void => {
    const v = (holder as Record<Key, unknown>)[key];
    if (typeof v === 'string') {
      if (v.length >= SHARED_STRING && shared.has(v)) ref(holder, key, v);
      else bytes += v.length + 8;
    } else if (!isPlain(v)) bytes += 8;
    else if (shared.has(v)) ref(holder, key, v);
    else walk(v);
  };
  const walk = (v: object): void => {
    if (Array.isArray(v)) {
      bytes += 8 + v.length;
      for (let i = 0; i < v.length; i++) visit(v, i);
      return;
    }
    for (const k of Object.keys(v)) {
      bytes += k.length + 8;
      visit(v, k);
    }
  };

  for (const item of items) {
    visit(chunk.items, chunk.items.push(item) - 1);
    if (bytes >= maxBytes) {
      yield chunk;
      chunk = fresh();
      bytes = 0;
    }
  }
  if (chunk.items.length > 0) yield chunk;
}

/** The receiving side: the shared objects so far, by id. */
export class ChunkReader {
  private readonly table: unknown[] = [];

  /** The items of the next chunk (chunks in the order they were made), shared objects in place. */
  read(chunk: Chunk): unknown[] {
    if (chunk.firstId !== this.table.length) throw new Error(`load handover: chunk out of order (${chunk.firstId}, ${this.table.length})`);
    for (const s of chunk.shared) this.table.push(s);
    const { holders, keys, ids } = chunk;
    for (let i = 0; i < holders.length; i++) put(holders[i]!, keys[i]!, this.table[ids[i]!]);
    return chunk.items;
  }
}
