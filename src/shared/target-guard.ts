import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AgentError } from './errors.js';

/**
 * The SSRF guard for URLs that arrive over HTTP (onboarded tool runtimes, and every request
 * the demo's browser makes: src/demo/browser/guard-proxy.ts): only http(s),
 * no credentials, query or fragment in the base, and no target in loopback, private,
 * shared, link-local or cloud-metadata ranges unless the host is listed in
 * `registry.allowed_hosts`. Checked at onboarding (after DNS resolution) and again at
 * every connection (a DNS lookup hook on the outbound pool), so a name that later
 * resolves elsewhere is refused too. The outbound client follows no redirects.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (incl. 192.0.0.192 Oracle metadata)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
BLOCKED.addAddress('168.63.129.16', 'ipv4'); // Azure platform metadata
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local, incl. fd00:ec2::254 (AWS metadata over IPv6)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['2001:db8::', 32], // documentation
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail read as two groups); undefined if it is not one. */
function groupsOf(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...Array<string>(Math.max(0, fill)).fill('0'), ...right];
  if (all.length !== 8 || all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries, in every form that reaches it: IPv4-mapped
 * (`::ffff:127.0.0.1`), IPv4-compatible (`::127.0.0.1`), IPv4-translated (`::ffff:0:127.0.0.1`),
 * 6to4 (`2002:7f00:1::`) and Teredo (the client address, stored inverted); undefined for others.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  if (!g) return undefined;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6]!, g[7]!);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  if (g[0] === 0x2001 && g[1] === 0) return v4(g[6]! ^ 0xffff, g[7]! ^ 0xffff);
  return undefined;
}

/** True when an IP address is one an onboarded URL may not reach. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== undefined && isIP(v4) === 4) return BLOCKED.check(v4, 'ipv4');
    return BLOCKED.check(bare, 'ipv6');
  }
  return false;
}

/** A refused target: what was wrong and how to allow it. */
export class TargetRefusedError extends AgentError {
  override name = 'TargetRefusedError';
  constructor(message: string) {
    super(message, { status: 403 });
  }
}

const hostOf = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

export class TargetGuard {
  private readonly allowed: Set<string>;

  constructor(allowedHosts: readonly string[]) {
    this.allowed = new Set(allowedHosts.map(hostOf));
  }

  allows(hostname: string): boolean {
    return this.allowed.has(hostOf(hostname));
  }

  /**
   * Parses an onboarded base URL: http(s), no user info, no query or fragment (a trailing `?`
   * or `#` included). Returns the normalised base (no trailing slash). Throws TargetRefusedError.
   */
  parseBase(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new TargetRefusedError(`'${raw}' is not an absolute URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TargetRefusedError(`only http and https URLs are allowed, got '${url.protocol}'`);
    if (url.username || url.password) throw new TargetRefusedError('credentials in the URL are not allowed; use "auth"');
    if (url.search || url.hash || /[?#]/.test(raw))
      throw new TargetRefusedError('a query string or fragment is not allowed in the base URL (tool paths are appended to it)');
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url;
  }

  /** Resolves the URL's host and refuses it when any address is internal (unless allowed). */
  async check(raw: string): Promise<URL> {
    const url = this.parseBase(raw);
    await this.checkHost(url.hostname);
    return url;
  }

  refused(host: string, address: string): TargetRefusedError {
    const via = host === address ? '' : ` (resolves to ${address})`;
    return new TargetRefusedError(
      `host '${host}'${via} is a loopback, private, link-local or metadata address; onboarded ` +
        `tools and the browser may reach it only when the operator lists '${host}' in registry.allowed_hosts`,
    );
  }

  /** Refuses a host that is (or resolves to) an internal address, unless allowed; any URL, not only a base. */
  async checkHost(hostname: string): Promise<void> {
    if (this.allows(hostname)) return;
    const host = hostOf(hostname);
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await lookupAll(host)).map((a) => a.address);
      } catch (err) {
        throw new TargetRefusedError(`host '${host}' cannot be resolved: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
      }
    }
    const internal = addresses.find(isInternalAddress);
    if (internal !== undefined) throw this.refused(host, internal);
  }

  /** A DNS lookup for the outbound pool that refuses internal addresses at connection time. */
  lookup(): LookupFunction {
    return ((
      hostname: string,
      options: object,
      callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        const list = addresses as LookupAddress[];
        if (!this.allows(hostname)) {
          const bad = list.find((a) => isInternalAddress(a.address));
          if (bad) return callback(Object.assign(this.refused(hostOf(hostname), bad.address), { code: 'ETARGETREFUSED' }), '', 0);
        }
        if ((options as { all?: boolean }).all) return callback(null, list);
        return callback(null, list[0]!.address, list[0]!.family);
      });
    }) as LookupFunction;
  }
}

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}
