/**
 * Whether a text is JSON exactly as JSON.parse reads it, without building its value: an
 * upstream's answer is checked on every call (bad JSON is refused) but its value is needed
 * only by what reads it (scrubbing configured secrets, search learning, a re-serialised
 * answer), so it is parsed when first read (types.ts, JsonText). The grammar is ECMA-404's,
 * as JSON.parse applies it: whitespace is space, tab, LF and CR only; strings hold no code
 * unit below U+0020 and only the escapes \" \\ \/ \b \f \n \r \t \uXXXX (a lone surrogate
 * is a string like any other); numbers have no leading zero, no bare `.` or exponent; no
 * trailing commas; nothing after the value. Nesting depth has no limit (an explicit stack,
 * as JSON.parse's).
 */
export function isJsonText(text: string): boolean {
  const n = text.length;
  /** The containers open, innermost last: true for an object, false for an array. */
  const open: boolean[] = [];
  let i = space(text, 0);
  for (;;) {
    // a value starts at i
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */) {
      i = space(text, i + 1);
      if (text.charCodeAt(i) === 0x7d /* } */) i++;
      else {
        i = member(text, i);
        if (i < 0) return false;
        open.push(true);
        continue;
      }
    } else if (c === 0x5b /* [ */) {
      i = space(text, i + 1);
      if (text.charCodeAt(i) === 0x5d /* ] */) i++;
      else {
        open.push(false);
        continue;
      }
    } else if (c === 0x22 /* " */) i = string(text, i);
    else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) i = number(text, i);
    else if (c === 0x74 /* t */) i = text.startsWith('true', i) ? i + 4 : -1;
    else if (c === 0x66 /* f */) i = text.startsWith('false', i) ? i + 5 : -1;
    else if (c === 0x6e /* n */) i = text.startsWith('null', i) ? i + 4 : -1;
    else return false;
    if (i < 0) return false;
    // after a value: the next of its container, the container's end, or the end of the text
    for (;;) {
      i = space(text, i);
      if (open.length === 0) return i === n;
      const inObject = open[open.length - 1]!;
      const d = text.charCodeAt(i);
      if (d === 0x2c /* , */) {
        i = space(text, i + 1);
        if (inObject) {
          i = member(text, i);
          if (i < 0) return false;
        }
        break;
      }
      if (d !== (inObject ? 0x7d : 0x5d)) return false;
      open.pop();
      i++;
    }
  }
}

/** Past JSON whitespace from i. */
function space(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** A member's name and colon from i (at its opening quote): where its value starts, or -1. */
function member(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x22) return -1;
  i = string(text, i);
  if (i < 0) return -1;
  i = space(text, i);
  return text.charCodeAt(i) === 0x3a /* : */ ? space(text, i + 1) : -1;
}

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** A string from i (at its opening quote): the index past its closing quote, or -1. */
function string(text: string, i: number): number {
  const n = text.length;
  for (i++; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return -1;
    if (c !== 0x5c /* \ */) continue;
    const e = text.charCodeAt(++i);
    if (e === 0x75 /* u */) {
      if (!(
        isHex(text.charCodeAt(i + 1)) &&
        isHex(text.charCodeAt(i + 2)) &&
        isHex(text.charCodeAt(i + 3)) &&
        isHex(text.charCodeAt(i + 4))
      ))
        return -1;
      i += 4;
    } else if (
      e !== 0x22 &&
      e !== 0x5c &&
      e !== 0x2f /* / */ &&
      e !== 0x62 /* b */ &&
      e !== 0x66 /* f */ &&
      e !== 0x6e /* n */ &&
      e !== 0x72 /* r */ &&
      e !== 0x74 /* t */
    )
      return -1;
  }
  return -1;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** Past the digits from i. */
function digits(text: string, i: number): number {
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** A number from i: `-`? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?; the index past it, or -1. */
function number(text: string, i: number): number {
  if (text.charCodeAt(i) === 0x2d) i++;
  const first = text.charCodeAt(i);
  if (first === 0x30) i++;
  else if (isDigit(first)) i = digits(text, i + 1);
  else return -1;
  if (text.charCodeAt(i) === 0x2e /* . */) {
    if (!isDigit(text.charCodeAt(i + 1))) return -1;
    i = digits(text, i + 2);
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    if (!isDigit(text.charCodeAt(i))) return -1;
    i = digits(text, i + 1);
  }
  return i;
}
