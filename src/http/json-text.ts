/** A lone UTF-16 surrogate: half of a pair, which no Unicode text contains (stored, it comes back as U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where in a parsed JSON value a string (or key) holds a lone surrogate, as a `loc` path; undefined when none. */
export function loneSurrogateAt(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 200) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = loneSurrogateAt(value[i], [...path, i], depth + 1);
      if (at) return at;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (LONE_SURROGATE.test(k)) return [...path, k];
    const at = loneSurrogateAt(v, [...path, k], depth + 1);
    if (at) return at;
  }
  return undefined;
}

export const LONE_SURROGATE_MSG =
  'contains a lone UTF-16 surrogate (a \\ud800-\\udfff escape without its pair); send well-formed Unicode text';
