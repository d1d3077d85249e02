/**
 * Input-required results (MCP 2026-07-28, multi round-trip requests) in front of upstream
 * servers that still ask during a call (2025-11-25: `elicitation/create`,
 * `sampling/createMessage`, `roots/list` sent to the caller while the call runs).
 *
 * A 2026-07-28 client cannot be asked anything while its request is open: when the
 * upstream asks, the registry answers the client's request with `resultType:
 * "input_required"`, the upstream's requests under `inputRequests`, and keeps the call
 * itself running here, its upstream request unanswered, the call held in memory under a
 * random id. The client's retry (the same method, `inputResponses`, the `requestState` it
 * was given) finds the held call, delivers the answers to the upstream, and is answered
 * with the call's result, or with the next `input_required` when the upstream asks again.
 *
 * - `requestState` is attacker-controlled: it is `<payload>.<HMAC-SHA256>` under a key drawn
 *   at random when the process starts, and its payload names the held call, the round,
 *   the caller (the key's name), the endpoint and request (method, tool, prompt or URI,
 *   and a digest of the arguments), an expiry, and this process. Anything that fails a
 *   check is refused with an InvalidParams error naming why: altered, issued by another
 *   replica (or before a restart), expired, another caller's, another request's, a stale
 *   round, or a call no longer held (it ended and its result was given, or it expired).
 * - A held call lives at most `ttlMs` (api_mode.progress_timeout, the bound of the call
 *   itself); then the call is cancelled and forgotten. At most `max` calls are held: past
 *   that, the upstream's request is refused, as it is when the client did not declare the
 *   capability the request needs (`elicitation`, its `url` mode, `sampling`, `roots`). A call that
 *   then fails ends in MissingRequiredClientCapability (-32021) naming what was needed.
 * - Keys of `inputRequests`: the upstream may name its request (`_meta["agent/inputKey"]`),
 *   else `elicitation`, `sampling`, `roots`, numbered from the second of a kind. Responses sent
 *   before they were asked for (or with a new call) are used when a request of that key
 *   comes; responses that are not a valid answer leave the request asked again.
 * - Several requests the upstream makes at once (within `settleMs`) go out together.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, McpError, type LoggingLevel } from '@modelcontextprotocol/sdk/types.js';
import type { ToolProgress } from '../types.js';
import { RELAYED_REQUESTS, type CallRelay, type Message, type RelayedMethod } from '../upstream.js';
import { loud } from './passthrough.js';
import { rpcFailure } from './tools.js';

/** The `_meta` key by which an upstream names its request (the key of `inputRequests`). */
export const INPUT_KEY = 'agent/inputKey';
const MISSING_CAPABILITY = -32021;

type Caps = Record<string, unknown>;
export type InputRequiredResult = { resultType: 'input_required'; inputRequests: Record<string, Message>; requestState: string };

/** One request (round) of a call as the endpoint received it. */
export interface Round {
  method: 'tools/call' | 'prompts/get' | 'resources/read';
  /** The endpoint and what the request names (tool, prompt, URI): a state is good for that request only. */
  target: string;
  /** A digest of the request's arguments (a state is good for the same arguments only). */
  digest: string;
  /** Who asks: the key's name, or '' while the registry is open. */
  principal: string;
  /** The client capabilities this request declared. */
  caps: Caps;
  responses?: Record<string, unknown>;
  state?: string;
  /** Aborted when the client goes away while its request is open. */
  signal: AbortSignal;
  /** Notifications related to this request (log messages at `logLevel` and above); progress through `progress`. */
  notify?: (n: Message) => void;
  logLevel?: LoggingLevel;
  progress?: (p: ToolProgress) => void;
}

export type Start<R> = (call: { relay: CallRelay; signal: AbortSignal; onProgress: (p: ToolProgress) => void }) => Promise<R>;

interface Asked {
  request: Message;
  answer(result: Record<string, unknown>): void;
  fail(err: Error): void;
}

interface Held {
  id: string;
  round: number;
  target: string;
  digest: string;
  principal: string;
  method: Round['method'];
  asked: Map<string, Asked>;
  keys: Set<string>;
  /** Capabilities the client lacked for a request of the upstream (refused). */
  refused: Caps;
  caps: Caps;
  onHand: Record<string, unknown>;
  current?: Round;
  settled?: { ok: true; value: unknown } | { ok: false; error: unknown };
  wake?: () => void;
  controller: AbortController;
  timer?: NodeJS.Timeout;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const refuse = (reason: string, message: string) =>
  rpcFailure(ErrorCode.InvalidParams, `Invalid requestState: ${message}`, { reason: `${reason}` });
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The capability a request of the upstream needs of the client, and whether `caps` declares it. */
function need(r: Message): { caps: Caps; covered: (caps: Caps) => boolean; what: string } {
  if (r.method === 'elicitation/create') {
    const url = r.params?.mode === 'url';
    return {
      caps: { elicitation: url ? { url: {} } : { form: {} } },
      what: url ? 'elicitation (url mode)' : 'elicitation',
      covered: (c) => {
        const e = c.elicitation;
        if (!isObject(e)) return false;
        return url ? isObject(e.url) : isObject(e.form) || !isObject(e.url);
      },
    };
  }
  if (r.method === 'roots/list') return { caps: { roots: {} }, what: 'roots', covered: (c) => isObject(c.roots) };
  const tools = r.params?.tools !== undefined;
  return {
    caps: { sampling: tools ? { tools: {} } : {} },
    what: tools ? 'sampling with tools' : 'sampling',
    covered: (c) => isObject(c.sampling) && (!tools || isObject(c.sampling.tools)),
  };
}

export class InputRequired {
  private readonly key = randomBytes(32);
  /** This process, named in every state it issues (not a secret: it only words the refusal of another replica's). */
  private readonly replica = randomUUID();
  private readonly held = new Map<string, Held>();

  constructor(private readonly opts: { ttlMs: number; max?: number; settleMs?: number }) {}

  /** Answers one round: a new call started with `start`, or the held call its requestState names. */
  async serve<R>(round: Round, start: Start<R>): Promise<R | InputRequiredResult> {
    const h = round.state === undefined ? this.begin(round, start) : this.resume(round);
    h.current = round;
    h.caps = round.caps;
    h.onHand = { ...round.responses };
    for (const [key, asked] of h.asked) {
      const parsed = this.parse(asked.request, h.onHand[key]);
      if (!parsed) continue;
      delete h.onHand[key];
      h.asked.delete(key);
      asked.answer(parsed);
    }
    return this.next<R>(h, round);
  }

  close(): void {
    for (const h of this.held.values()) this.drop(h, true);
  }

  private begin<R>(round: Round, start: Start<R>): Held {
    const h: Held = {
      id: randomUUID(),
      round: 0,
      target: round.target,
      digest: round.digest,
      principal: round.principal,
      method: round.method,
      asked: new Map(),
      keys: new Set(),
      refused: {},
      caps: round.caps,
      onHand: {},
      controller: new AbortController(),
    };
    const onProgress = (p: ToolProgress) => h.current?.progress?.(p);
    start({ relay: this.relay(h), signal: h.controller.signal, onProgress }).then(
      (value) => this.settle(h, { ok: true, value }),
      (error: unknown) => this.settle(h, { ok: false, error }),
    );
    return h;
  }

  private settle(h: Held, outcome: NonNullable<Held['settled']>): void {
    h.settled = outcome;
    this.unask(h, 'The call ended before its client answered');
    h.wake?.();
  }

  /** The caller as the upstream reaches it during the call. */
  private relay(h: Held): CallRelay {
    return {
      held: () => h.current === undefined && h.asked.size > 0 && !h.settled,
      notify: (n) => {
        const r = h.current;
        if (!r?.notify) return;
        if (n.method === 'notifications/message' && (r.logLevel === undefined || !loud(n.params?.level, r.logLevel))) return;
        r.notify(n);
      },
      request: (req, signal) => {
        const needed = need(req);
        if (!needed.covered(h.caps)) {
          Object.assign(h.refused, needed.caps);
          throw new McpError(ErrorCode.InvalidRequest, `The caller did not declare ${needed.what}: it cannot be asked for ${req.method}`);
        }
        const hint = req.params?._meta && (req.params._meta as Record<string, unknown>)[INPUT_KEY];
        const base = typeof hint === 'string' && /^[\w.-]{1,64}$/.test(hint) ? hint : req.method.split('/')[0]!;
        let key = base;
        for (let n = 2; h.keys.has(key); n++) key = `${base}-${n}`;
        h.keys.add(key);
        const request = this.shown(req);
        const early = this.parse(request, h.onHand[key]);
        delete h.onHand[key];
        if (early) return Promise.resolve(early);
        if (!this.held.has(h.id) && this.held.size >= (this.opts.max ?? 1000))
          throw new McpError(ErrorCode.InvalidRequest, `The registry holds ${this.held.size} calls waiting for their clients, its most`);
        return new Promise<Record<string, unknown>>((resolve, reject) => {
          const gone = () => {
            h.asked.delete(key);
            reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
          };
          signal.addEventListener('abort', gone, { once: true });
          h.asked.set(key, {
            request,
            answer: (result) => {
              signal.removeEventListener('abort', gone);
              resolve(result);
            },
            fail: (err) => {
              signal.removeEventListener('abort', gone);
              reject(err);
            },
          });
          h.wake?.();
        });
      },
    };
  }

  /** The request as the client sees it: without our naming key in `_meta`. */
  private shown(req: Message & { method: RelayedMethod }): Message {
    const meta = req.params?._meta;
    if (!isObject(meta) || !(INPUT_KEY in meta)) return { method: req.method, params: req.params };
    const rest = { ...meta };
    delete rest[INPUT_KEY];
    const params = { ...req.params };
    if (Object.keys(rest).length > 0) params._meta = rest;
    else delete params._meta;
    return { method: req.method, params };
  }

  /** A response of the client as the upstream's request takes it, or undefined when it is not one. */
  private parse(request: Message, given: unknown): Record<string, unknown> | undefined {
    if (given === undefined) return undefined;
    const parsed = RELAYED_REQUESTS[request.method as RelayedMethod].safeParse(given);
    return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
  }

  /** Waits for the call's end, or for what the upstream asks (answered as input_required, the call held). */
  private next<R>(h: Held, round: Round): Promise<R | InputRequiredResult> {
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        h.wake = undefined;
        h.current = undefined;
        round.signal.removeEventListener('abort', gone);
      };
      const gone = () => {
        done();
        this.drop(h, true);
        reject(rpcFailure(ErrorCode.RequestTimeout, 'The client went away; the call was cancelled'));
      };
      const check = () => {
        const s = h.settled;
        if (s) {
          done();
          this.drop(h, false);
          if (s.ok && !(isObject(s.value) && s.value.isError === true && Object.keys(h.refused).length > 0)) resolve(s.value as R);
          else reject(this.failure(h, s));
        } else if (h.asked.size > 0 && !timer) timer = setTimeout(park, this.opts.settleMs ?? 25);
      };
      const park = () => {
        if (h.settled || h.asked.size === 0) {
          timer = undefined;
          return check();
        }
        done();
        h.round++;
        const exp = Date.now() + this.opts.ttlMs;
        this.keep(h, exp);
        const inputRequests = Object.fromEntries([...h.asked].map(([k, a]) => [k, a.request]));
        resolve({ resultType: 'input_required', inputRequests, requestState: this.seal(h, exp) });
      };
      h.wake = check;
      round.signal.addEventListener('abort', gone, { once: true });
      if (round.signal.aborted) return gone();
      check();
    });
  }

  /** A call that failed after a request of the upstream was refused for a capability the client lacks. */
  private failure(h: Held, s: NonNullable<Held['settled']>): unknown {
    if (Object.keys(h.refused).length === 0) return s.ok ? s.value : s.error;
    const what = Object.keys(h.refused).join(' and ');
    return rpcFailure(
      MISSING_CAPABILITY,
      `Missing required client capability: '${h.target.slice(h.target.indexOf(' ') + 1)}' asked its caller for ${what}, ` +
        'which this client did not declare',
      { requiredCapabilities: h.refused },
    );
  }

  private keep(h: Held, exp: number): void {
    this.held.set(h.id, h);
    clearTimeout(h.timer);
    h.timer = setTimeout(() => this.drop(h, true), Math.max(0, exp - Date.now()));
    h.timer.unref();
  }

  /** Forgets a call; `cancel`: it is still running and nobody will take its result. */
  private drop(h: Held, cancel: boolean): void {
    clearTimeout(h.timer);
    this.held.delete(h.id);
    if (!cancel || h.settled) return;
    this.unask(h, 'The client of the call did not answer in time');
    h.controller.abort(new McpError(ErrorCode.RequestTimeout, 'The call was abandoned by its client'));
  }

  /** The upstream's requests nobody will answer any more are refused. */
  private unask(h: Held, why: string): void {
    for (const asked of h.asked.values()) asked.fail(new McpError(ErrorCode.InvalidRequest, why));
    h.asked.clear();
  }

  private seal(h: Held, exp: number): string {
    const payload = b64(
      JSON.stringify({ i: h.id, r: h.round, e: exp, p: h.principal, m: h.method, t: h.target, d: h.digest, x: this.replica }),
    );
    return `${payload}.${b64(createHmac('sha256', this.key).update(payload).digest())}`;
  }

  /** The held call a retry's state names, after every check (see the top of the file). */
  private resume(round: Round): Held {
    const [payload, mac, extra] = round.state!.split('.');
    let claim: Record<string, unknown> | undefined;
    try {
      claim = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>) : undefined;
    } catch {
      claim = undefined;
    }
    const expected = payload ? createHmac('sha256', this.key).update(payload).digest() : Buffer.alloc(0);
    const given = Buffer.from(mac ?? '', 'base64url');
    const valid = extra === undefined && given.length === expected.length && timingSafeEqual(given, expected) && isObject(claim);
    if (!valid) {
      if (isObject(claim) && typeof claim.x === 'string' && claim.x !== this.replica)
        throw refuse(
          'other_replica',
          'it was issued by another replica of the registry (or before a restart), which holds the call; call again',
        );
      throw refuse('invalid_request_state', 'it was not issued by this registry, or it was altered');
    }
    const c = claim!;
    if (typeof c.e !== 'number' || c.e < Date.now()) throw refuse('expired', 'it has expired; call again');
    if (c.p !== round.principal) throw refuse('other_caller', 'it was issued to another caller');
    if (c.m !== round.method || c.t !== round.target || c.d !== round.digest)
      throw refuse('other_request', `it was issued for another request (${String(c.m)})`);
    const h = this.held.get(String(c.i));
    if (!h) throw refuse('not_waiting', 'the call it continues is no longer waiting (it ended, or it expired); call again');
    if (h.round !== c.r) throw refuse('stale', 'a later round of this call was answered since; use the latest requestState');
    if (h.current) throw refuse('in_progress', 'a retry of this call is being answered now');
    return h;
  }
}
