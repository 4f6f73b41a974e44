import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY (README "Environment"): the reverse proxies or load balancers whose X-Forwarded-For the server
 * believes — addresses ("10.0.0.5", "::1"), CIDRs ("10.0.0.0/8", "fd00::/8") and "loopback" (127.0.0.0/8 and ::1),
 * separated by commas or spaces. Empty (the default): no one's, every client is the socket's address.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const e of entries) {
    if (e !== 'loopback' && !cidrOf(e)) throw new Error(`TRUST_PROXY: "${e}" is not an address, a CIDR (10.0.0.0/8) or "loopback"`);
  }
  return entries;
}

/** An IPv4 address as IPv4 when it comes IPv4-mapped ("::ffff:10.0.0.1", how a dual-stack socket reports it). */
export const plainAddress = (a: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a);

const family = (a: string) => (isIP(a) === 6 ? 'ipv6' : 'ipv4');

function cidrOf(entry: string): { net: string; prefix: number } | null {
  const [net, bits, extra] = entry.split('/');
  const v = isIP(net);
  if (!v || extra !== undefined) return null;
  const max = v === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  return prefix >= 0 && prefix <= max ? { net: plainAddress(net), prefix } : null;
}

/** Whether an address is one of the trusted proxies. */
export type ProxyTrust = (address: string) => boolean;

const built = new Map<string, ProxyTrust>();

/** The test of `entries` (parseTrustProxy's), made once per list. */
export function proxyTrust(entries: string[]): ProxyTrust {
  const id = entries.join(',');
  let trust = built.get(id);
  if (trust) return trust;
  const list = new BlockList();
  for (const e of entries.flatMap((x) => (x === 'loopback' ? ['127.0.0.0/8', '::1/128'] : [x]))) {
    const c = cidrOf(e)!;
    list.addSubnet(c.net, c.prefix, family(c.net));
  }
  trust = entries.length ? (a) => isIP(a) > 0 && list.check(a, family(a)) : () => false;
  built.set(id, trust);
  return trust;
}

/**
 * The client of a request the socket's `peer` sent with X-Forwarded-For `forwarded`: the peer itself unless it is
 * a trusted proxy; else the header is read from the right (each proxy appends the address it was called from) and
 * the first hop that is not a trusted proxy is the client — what a client wrote further left is never believed. A
 * hop that is not an address ends the walk at the trusted hop that reported it.
 */
export function forwardedClient(peer: string, forwarded: string | undefined, trusted: ProxyTrust): string {
  let client = plainAddress(peer);
  if (!forwarded || !trusted(client)) return client;
  const hops = forwarded.split(',').map((h) => plainAddress(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) break;
    client = hops[i];
    if (!trusted(client)) break;
  }
  return client;
}
