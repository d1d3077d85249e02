/**
 * Hostile inputs for the reliability fuzzer (fast-check arbitraries) and a raw HTTP/1.1
 * client that sends exactly the bytes it is given (invalid UTF-8, CR/LF in a header,
 * `..` in a path), which fetch and node:http refuse to send.
 */
import fc from 'fast-check';
import { connect } from 'node:net';

/** Path-traversal, encoding and injection strings that ids and names must survive. */
export const NASTY_STRINGS = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.json',
  'acc_1%00',
  'a\u0000b',
  "1' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1; DELETE FROM accounts',
  '{{7*7}}',
  '${process.env.HOME}',
  '<script>alert(1)</script>',
  'a\r\nX-Injected: 1',
  '%0d%0aX-Injected:%201',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  'true',
  'null',
  '[]',
  '{}',
  '\u202e\u0644\u0627',
  '\ud83d\ude00'.repeat(50),
  '\ud800',
  '',
];

/** A string that is hostile in one way: random (any code unit), huge, or one of the nasty ones. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'A'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => `acc_${s}`) },
  );
}

/** JSON nested `depth` levels deep (arrays or objects), as text. */
export function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any JSON value, with some values of the wrong type for every field and some hostile strings. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString() },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5)) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A JSON body for an endpoint with `fields`: some known fields with hostile values, plus unknown ones. */
export function hostileBody(fields: string[]): fc.Arbitrary<unknown> {
  const known =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), hostileValue(), { maxKeys: Math.min(6, fields.length) })
      : fc.constant({});
  const unknown = fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'created_at', 'extra', '$where'), fc.string({ maxLength: 10 })),
    hostileValue(),
    { maxKeys: 3 },
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(known, unknown, fc.boolean()).map(([k, u, withUnknown]) => (withUnknown ? { ...u, ...k } : k)) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Bodies that are not what the content type says, or not text at all. */
export function brokenBodyBytes(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constantFrom(
      Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), // {"name":"<invalid UTF-8>"}
      Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // BOM + {}
      Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]), // overlong encodings
      Buffer.from('{"a":'),
      Buffer.from('{"a":1}{"b":2}'),
      Buffer.from('\u0000\u0000\u0000'),
      Buffer.from("{'single': 'quotes'}"),
      Buffer.from('{"a": NaN}'),
    ),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    fc
      .constantFrom(1_000, 10_000, 100_000)
      .chain((d) => fc.constantFrom('array' as const, 'object' as const).map((k) => Buffer.from(deepJsonText(d, k)))),
  );
}

export interface RawResponse {
  status: number;
  headers: string[];
  body: string;
}

/**
 * Sends one request as raw bytes (`target` and header values go out exactly as given) and
 * reads the answer until the server closes the connection. Status 0: no status line
 * (the server closed the connection without answering).
 */
export function rawRequest(
  base: string,
  method: string,
  target: string | Buffer,
  headers: [string, string | Buffer][],
  body?: Buffer,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${method} ${String(target).slice(0, 100)}`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined); // a reset after the answer is fine; no answer is status 0
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
      resolve({ status: m ? Number(m[1]) : 0, headers: lines.slice(1), body: rest.join('\r\n\r\n') });
    });
    const parts: Buffer[] = [
      Buffer.from(`${method} `),
      Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
      Buffer.from(` HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n`),
    ];
    for (const [k, v] of headers) parts.push(Buffer.from(`${k}: `), Buffer.isBuffer(v) ? v : Buffer.from(v, 'latin1'), Buffer.from('\r\n'));
    if (body) parts.push(Buffer.from(`Content-Length: ${body.length}\r\n`));
    parts.push(Buffer.from('\r\n'));
    if (body) parts.push(body);
    socket.write(Buffer.concat(parts)); // not end(): a half-closed socket may be closed before the answer
  });
}
