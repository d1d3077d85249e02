import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const SECRET_KEY = /^(auth|authori[sz]ation|cookie|set-cookie)$|pass(word|wd)|secret|token|api[-_]?key|credential|private[-_]?key/i;
const CENSOR = '[redacted]';

/** A copy of `value` with secret-looking keys censored and every known secret string replaced. */
export function redact(value: unknown, secrets: string[], depth = 0): unknown {
  if (depth > 20) return '[…]';
  if (typeof value === 'string') {
    let out = value;
    for (const s of secrets) if (s.length >= 4) out = out.split(s).join(CENSOR);
    return out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${CENSOR}`);
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, secrets, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? CENSOR : redact(v, secrets, depth + 1)]),
    );
  }
  return value;
}

export type AuditEntry = { kind: 'chat' | 'tool_call' } & Record<string, unknown>;

/**
 * `api_mode.audit_logging`: one JSON line per chat and per tool call in `logs/audit.log`,
 * secrets redacted (secret-named fields, bearer tokens, and the LLM key values).
 * Written synchronously so a line is on disk before the answer leaves.
 */
export class AuditLog {
  constructor(
    readonly file: string,
    readonly enabled: boolean,
    private readonly secrets: () => string[],
  ) {
    if (enabled) mkdirSync(dirname(file), { recursive: true });
  }

  write(entry: AuditEntry): void {
    if (!this.enabled) return;
    const line = JSON.stringify(redact({ time: new Date().toISOString(), ...entry }, this.secrets()));
    appendFileSync(this.file, `${line}\n`, { mode: 0o600 });
  }
}
