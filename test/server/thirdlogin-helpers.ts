import { count, eq } from 'drizzle-orm';
import type { Harness } from './harness';
import { thirdloginStates, userIdentities, users } from '../../server/db/schema';
import { tokenHash } from '../../server/domain/account/tokens';

/**
 * A browser for the third-party sign-in round trip without a browser: cookie jars (one for the shop, one for the
 * provider), the shop spoken to in-process (its origin is http://localhost, as app.request makes it), the provider
 * over HTTP, each redirect followed by hand up to the shop's callback.
 */

export const SHOP = 'http://localhost';

export class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  has = (name: string) => this.cookies.has(name);
}

/** A GET of the shop (an absolute URL of SHOP, or a path) with the jar's cookies, no redirect followed. */
export async function shopGet(h: Harness, url: string, jar?: Jar): Promise<Response> {
  const u = new URL(url, SHOP);
  const res = await h.app.request(u.pathname + u.search, { headers: jar ? { cookie: jar.header() } : {} });
  jar?.take(res);
  return res;
}

/** Follows the provider's redirects (login and consent answer at once) until one points back at the shop. */
export async function providerLeg(url: string, jar: Jar): Promise<string> {
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(`${SHOP}/`)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider redirected too often');
}

/** The app URL a callback sent the browser to, read: its route and query (tl, tlerr, redirect). */
export function appTarget(location: string) {
  const u = new URL(location);
  if (u.origin !== SHOP || u.pathname !== '/wap/') throw new Error(`not an app address: ${location}`);
  const [route, query = ''] = u.hash.replace(/^#/, '').split('?');
  const q = new URLSearchParams(query);
  return { route, tl: q.get('tl'), tlerr: q.get('tlerr'), redirect: q.get('redirect'), query: q };
}

export type Trip = { start: Response; authorizeUrl: string; callbackUrl: string; callback: Response; location: string; target: ReturnType<typeof appTarget> };

/**
 * A whole round trip from the start address (a path of the shop, or the list's absolute url plus a query): start
 * → provider → callback. `beforeProvider` may change the authorization URL; `beforeCallback` the callback URL.
 */
export async function roundTrip(h: Harness, start: string, o: {
  shopJar?: Jar; providerJar?: Jar; beforeProvider?: (url: URL) => void; beforeCallback?: (url: URL) => void; callbackJar?: Jar;
} = {}): Promise<Trip> {
  const shopJar = o.shopJar ?? new Jar();
  const startRes = await shopGet(h, start, shopJar);
  if (startRes.status !== 302) throw new Error(`start answered ${startRes.status}`);
  const authorize = new URL(startRes.headers.get('location')!);
  o.beforeProvider?.(authorize);
  const back = new URL(await providerLeg(authorize.href, o.providerJar ?? new Jar()));
  o.beforeCallback?.(back);
  const callback = await shopGet(h, back.href, o.callbackJar ?? shopJar);
  const location = callback.headers.get('location') ?? '';
  return { start: startRes, authorizeUrl: authorize.href, callbackUrl: back.href, callback, location, target: appTarget(location) };
}

/** How many shoppers and linked provider accounts there are: a fault must change neither. */
export async function accountCounts(h: Harness) {
  const [u] = await h.db.select({ n: count() }).from(users);
  const [i] = await h.db.select({ n: count() }).from(userIdentities);
  return { users: Number(u.n), identities: Number(i.n) };
}

/** The identities linked to a shopper: provider and subject. */
export async function identitiesOf(h: Harness, userId: number) {
  return (await h.db.select().from(userIdentities).where(eq(userIdentities.userId, userId))).map((r) => `${r.provider}:${r.subject}`);
}

/** The stored state row of an authorization URL's state, as the shop's browser binding cookie keys it. */
export function stateWhere(state: string, binding: string) {
  return eq(thirdloginStates.stateHash, tokenHash(`${state}.${binding}`));
}
