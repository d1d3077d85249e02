/**
 * Keeping configured secrets (service credentials) out of what leaves the registry: the one
 * choke point is Catalog.call, which passes every result and every error through these.
 */

/**
 * The forms a secret takes in what an upstream answers: itself in any letter case, base64
 * (standard and URL-safe), hex and URL-encoded; and, for secrets long enough to be guessed from
 * a part, any run of half of it (at least 8 characters), so a partly masked echo
 * ("sk-live-abcd…") is cut too. Computed once per list of secrets.
 */
interface Forms {
  exact: string[];
  /** Lower-cased: matched in any letter case. */
  folded: string[];
}

const formsCache = new WeakMap<readonly string[], Forms>();

function formsOf(secrets: readonly string[]): Forms {
  let f = formsCache.get(secrets);
  if (f) return f;
  const exact = new Set<string>();
  const folded = new Set<string>();
  for (const s of secrets) {
    if (s.length < 4) continue;
    const bytes = Buffer.from(s, 'utf8');
    for (const e of [bytes.toString('base64').replace(/=+$/, ''), bytes.toString('base64url'), encodeURIComponent(s)])
      if (e !== s) exact.add(e);
    folded.add(s.toLowerCase());
    folded.add(bytes.toString('hex'));
    if (s.length >= 16) {
      const w = Math.max(8, Math.ceil(s.length / 2));
      for (let i = 0; i + w <= s.length; i++) folded.add(s.slice(i, i + w).toLowerCase());
    }
  }
  // longest first, so a whole secret is cut before a part of it
  f = { exact: [...exact].sort((a, b) => b.length - a.length), folded: [...folded].sort((a, b) => b.length - a.length) };
  formsCache.set(secrets, f);
  return f;
}

/** Whether any form of a secret occurs in text. */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  if (secrets.length === 0) return false;
  const { exact, folded } = formsOf(secrets);
  if (exact.some((e) => text.includes(e))) return true;
  const lower = text.toLowerCase();
  return folded.some((e) => lower.includes(e));
}

/** Replaces every form of every secret in text with `[redacted]`. */
export function scrubText(text: string, secrets: readonly string[]): string {
  if (!holdsSecret(text, secrets)) return text;
  const { exact, folded } = formsOf(secrets);
  let out = text;
  for (const e of exact) if (out.includes(e)) out = out.split(e).join('[redacted]');
  for (const e of folded) {
    for (let at = out.toLowerCase().indexOf(e); at >= 0; at = out.toLowerCase().indexOf(e, at + '[redacted]'.length))
      out = `${out.slice(0, at)}[redacted]${out.slice(at + e.length)}`;
  }
  return out;
}

/** A JSON value with every secret replaced in its strings and keys; the value itself (no copy) when none occurs. */
export function scrubValue(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrubText(v, secrets);
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const clean = walk(v[i]);
        if (clean !== v[i]) (copy ??= v.slice())[i] = clean;
      }
      return copy ?? v;
    }
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    let pairs: [string, unknown][] | undefined;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const key = scrubText(k, secrets);
      const clean = walk(obj[k]);
      if (!pairs && key === k && clean === obj[k]) continue;
      pairs ??= keys.slice(0, i).map((p): [string, unknown] => [p, obj[p]]);
      pairs.push([key, clean]);
    }
    // fromEntries: a key such as `__proto__` stays an own property, as JSON.parse made it
    return pairs ? Object.fromEntries(pairs) : v;
  };
  return walk(value);
}

/**
 * A JSON answer (its value and the text it was parsed from) scrubbed; the text is kept, to be
 * sent on as it is, only when no secret occurs in it.
 */
export function scrubJson(value: unknown, text: string, secrets: readonly string[]): { value: unknown; text?: string } {
  if (secrets.length === 0) return { value, text };
  const clean = scrubValue(value, secrets);
  return clean === value && !holdsSecret(text, secrets) ? { value, text } : { value: clean };
}
