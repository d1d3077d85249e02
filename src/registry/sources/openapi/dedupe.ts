/**
 * Equal plain objects made one, in place, before a load worker hands its tools over
 * (handover.ts): the tools of a large description repeat much that is equal but built
 * apart (the argument records of an entity's create and update operations, the same
 * constraint lists), and every copy would be allocated again on the serving thread. After
 * this, equal values (same keys in the same order, equal members) are one object, so the
 * handover sends each once and the serving thread holds it once. Nothing on the serving
 * thread changes a record after a load, so the sharing is not observable.
 *
 * Bottom up: an object's members are made one first, so two objects are equal when their
 * keys are and their members are the same values (===); a hash of keys and members finds
 * the candidates. The values are trees and shared subtrees (no cycles: records are cut at
 * cycles, schemas refer to each other by name), as they are for JSON.stringify.
 */
type Json = Record<string | number, unknown>;

const isPlain = (v: unknown): v is object =>
  v !== null &&
  typeof v === 'object' &&
  (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

function sameMembers(a: object, b: object): boolean {
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || (a as Json)[ka[i]!] !== (b as Json)[kb[i]!]) return false;
  return true;
}

function put(holder: object, key: string | number, rep: object): void {
  if ((holder as Json)[key] === rep) return;
  if (key === '__proto__') Object.defineProperty(holder, key, { value: rep, enumerable: true, writable: true, configurable: true });
  else (holder as Json)[key] = rep;
}

/** Makes equal plain objects and arrays reached from `items` one object each (the first met). */
export function dedupe(items: unknown[]): void {
  /** Representative -> its number; any other object -> its representative's number. */
  const ids = new Map<object, number>();
  const reps: object[] = [];
  const buckets = new Map<number, number[]>();
  const strings = new Map<string, number>();

  const hashOf = (v: unknown): number => {
    if (typeof v === 'string') {
      let id = strings.get(v);
      if (id === undefined) strings.set(v, (id = strings.size));
      return id * 7 + 1;
    }
    if (typeof v === 'number') return Number.isInteger(v) ? v | 0 : 2;
    if (isPlain(v)) return ids.get(v)! * 7 + 3;
    return v === true ? 4 : v === false ? 5 : 6;
  };

  /** Makes `holder[key]` its representative (its members first). */
  const visit = (holder: object, key: string | number): void => {
    const v = (holder as Json)[key];
    if (!isPlain(v)) return;
    const known = ids.get(v);
    if (known !== undefined) return put(holder, key, reps[known]!);
    const keys = Object.keys(v);
    let h = Array.isArray(v) ? 17 : Object.getPrototypeOf(v) === null ? 19 : 23;
    for (const k of keys) {
      visit(v, k);
      h = (Math.imul(h, 31) + hashOf(k)) | 0;
      h = (Math.imul(h, 31) + hashOf((v as Json)[k])) | 0;
    }
    let bucket = buckets.get(h);
    if (!bucket) buckets.set(h, (bucket = []));
    const same = bucket.find((id) => sameMembers(reps[id]!, v));
    if (same === undefined) {
      ids.set(v, reps.length);
      bucket.push(reps.length);
      reps.push(v);
      return;
    }
    ids.set(v, same);
    put(holder, key, reps[same]!);
  };

  for (let i = 0; i < items.length; i++) visit(items, i);
}
