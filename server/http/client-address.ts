import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './env';
import { forwardedClient, proxyTrust } from './trusted-proxy';

/** The socket's peer address; "local" in-process (app.request without a socket). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * The caller's network address, what every per-address limit counts (sign-in, code sends, the operator login): the
 * socket's, or — when the socket's peer is a proxy TRUST_PROXY names — the nearest X-Forwarded-For hop that is not
 * one (trusted-proxy.ts). A header a client writes is never believed on its own.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return forwardedClient(peerAddress(c), c.req.header('x-forwarded-for'), proxyTrust(c.get('deps')?.config.trustProxy ?? []));
}
