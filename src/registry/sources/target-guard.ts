import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AgentError } from '../../shared/errors.js';

/**
 * The SSRF guard for URLs that arrive over HTTP (onboarded tool runtimes): only http(s),
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

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`), if any. */
function embeddedIpv4(address: string): string | undefined {
  const m = /^(?:0{0,4}:){0,5}(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address.replace(/^::/, ''));
  if (m) return m[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const a = parseInt(hex[1]!, 16);
  const b = parseInt(hex[2]!, 16);
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
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
    if (this.allows(url.hostname)) return url;
    const host = hostOf(url.hostname);
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
    return url;
  }

  refused(host: string, address: string): TargetRefusedError {
    const via = host === address ? '' : ` (resolves to ${address})`;
    return new TargetRefusedError(
      `host '${host}'${via} is a loopback, private, link-local or metadata address; onboarded ` +
        `tools may reach it only when the operator lists '${host}' in registry.allowed_hosts`,
    );
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
