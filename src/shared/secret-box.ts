import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { AgentError } from './errors.js';

/** Where the key comes from: never a file of ours, never a setting that is listed. */
export const SECRET_KEY_ENV = 'AGENT_SECRET_KEY';

/** No key in the environment, or one that does not open what was stored with another: says what to do. */
export class SecretKeyError extends AgentError {
  override name = 'SecretKeyError';
  constructor(message: string) {
    super(message, { status: 500 });
  }
}

const VERSION = 'v1';

/**
 * Encrypts small secrets at rest (refresh tokens of upstream services) with AES-256-GCM
 * from node:crypto. The key is AGENT_SECRET_KEY: 32 random bytes in base64 or hex, or any
 * passphrase of 16 characters or more (stretched with scrypt). Each value gets its own IV;
 * the tag makes a value stored under another key fail to open instead of reading as garbage.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** The box of the environment's key, or null when none is set. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): SecretBox | null {
    const raw = env[SECRET_KEY_ENV]?.trim();
    if (!raw) return null;
    for (const encoding of ['base64', 'hex'] as const) {
      const b = Buffer.from(raw, encoding);
      if (b.length === 32 && b.toString(encoding).replace(/=+$/, '') === raw.replace(/=+$/, '')) return new SecretBox(b);
    }
    if (raw.length < 16)
      throw new SecretKeyError(
        `${SECRET_KEY_ENV} is too short: give 32 random bytes (openssl rand -base64 32) or a passphrase of 16+ characters`,
      );
    return new SecretBox(scryptSync(raw, 'agent secret box v1', 32));
  }

  /** The box of the environment's key; without one, an error saying how to set it for `what`. */
  static required(what: string, env: NodeJS.ProcessEnv = process.env): SecretBox {
    const box = SecretBox.fromEnv(env);
    if (!box)
      throw new SecretKeyError(
        `${what} is stored encrypted, with the key in ${SECRET_KEY_ENV}: set it ` +
          `(e.g. export ${SECRET_KEY_ENV}=$(openssl rand -base64 32)) to the same value wherever the registry and the CLI run`,
      );
    return box;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new SecretKeyError('a stored secret is not in a form this version reads');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError(`a stored secret does not open with the key in ${SECRET_KEY_ENV}: it was stored with another key`);
    }
  }
}
