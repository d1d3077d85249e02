/**
 * Keeping configured secrets (service credentials) out of what leaves the registry: the one
 * choke point is Catalog.call, which passes every result and every error through these.
 */

/** Replaces every secret in text with `[redacted]`. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('[redacted]');
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
  return clean === value && !secrets.some((s) => text.includes(s)) ? { value, text } : { value: clean };
}
