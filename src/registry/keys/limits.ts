import type { Settings } from '../../settings/index.js';
import type { RateBucket } from './bucket.js';
import { KeySpecError, RateLimitedError } from './errors.js';
import { parseRate } from './spec.js';
import type { Rate } from './types.js';

interface Limit {
  /** What the limit is on, in words (for the 429). */
  what: string;
  text: string;
  bucket: RateBucket;
}

/** `crm=600/min` rows -> name -> rate; a row that cannot be read is an error naming it and the shape allowed. */
function rows(list: readonly string[], setting: string): Map<string, { rate: Rate; text: string }> {
  const out = new Map<string, { rate: Rate; text: string }>();
  list.forEach((row, i) => {
    const eq = row.lastIndexOf('=');
    const name = eq === -1 ? '' : row.slice(0, eq).trim();
    const text = eq === -1 ? '' : row.slice(eq + 1).trim();
    if (!name || !text) throw new KeySpecError(`${setting}[${i}] ('${row}') is not a limit; write '<name>=<rate>', e.g. 'crm=600/min'`);
    try {
      out.set(name, { rate: parseRate(text), text });
    } catch (err) {
      throw new KeySpecError(`${setting}[${i}] ('${row}'): ${(err as Error).message.replace('--rate', 'the rate')}`);
    }
  });
  return out;
}

/**
 * How many calls an application or a tool takes from all callers together (`[limits]`),
 * beside each key's own rate: a bucket per application and per tool, of this process, or
 * shared by every replica through PostgreSQL (the same SharedBucket as keys' rates).
 */
export class CallLimits {
  private readonly apps: Map<string, Limit>;
  private readonly tools: Map<string, Limit>;

  constructor(settings: Settings['limits'], bucketOf: (name: string, rate: Rate) => RateBucket) {
    const make = (kind: string, setting: string, list: readonly string[]) =>
      new Map(
        [...rows(list, setting)].map(([name, { rate, text }]) => [
          name,
          { what: `the ${kind} '${name}'`, text: `${text}, ${setting}`, bucket: bucketOf(`${kind}:${name}:${text}`, rate) },
        ]),
      );
    this.apps = make('application', 'limits.apps', settings.apps);
    this.tools = make('tool', 'limits.tools', settings.tools);
  }

  get enabled(): boolean {
    return this.apps.size > 0 || this.tools.size > 0;
  }

  /** Spends one call of the tool's and its application's budgets: null when the call may go, else the 429 to answer. */
  async take(app: string, tool: string): Promise<RateLimitedError | null> {
    for (const limit of [this.tools.get(tool), this.apps.get(app)]) {
      if (!limit) continue;
      const wait = await limit.bucket.take();
      if (wait > 0) return new RateLimitedError(`${limit.what} is over its limit (${limit.text}); retry in ${wait} s`, wait);
    }
    return null;
  }
}
