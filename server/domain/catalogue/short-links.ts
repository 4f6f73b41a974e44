import { parseItemLink, type ItemLink } from './links';

/**
 * The platforms' short links, as their apps put them in share text ("【淘宝】… https://m.tb.cn/h.5FqW2xY?tk=… 「…」"):
 * only these hosts are ever fetched (no other address a shopper pastes is asked for anything), and a redirect is
 * followed only to one of them. The item is the first item link of the platforms (links.ts) in a redirect's
 * Location or in the page the short link answers (m.tb.cn answers a page whose script holds the item's address).
 */
export const SHORT_LINK_HOSTS = ['m.tb.cn', 'e.tb.cn', 'tb.cn', '3.cn', 'u.jd.com', 'qr.1688.com', 'k.youshop10.com'];

const SHORT_LINK = /https?:\/\/([a-z0-9.-]+)(\/[^\s"'<>，。「」]*)?/gi;
const MAX_HOPS = 4;
const MAX_PAGE_BYTES = 64 * 1024;

export type ShortLinkOptions = {
  /** SHORT_LINK_URL: a base address the short links are fetched through, as `{base}/{host}{path}` (tests); none: each link's own host. */
  via?: string;
  /** How long the whole resolution may take. */
  timeoutMs: number;
};

const allowed = (host: string) => SHORT_LINK_HOSTS.includes(host.toLowerCase());

/** The first allow-listed short link in a pasted text. */
export function shortLinkIn(text: string): URL | null {
  for (const m of text.matchAll(SHORT_LINK)) {
    if (!allowed(m[1])) continue;
    try {
      return new URL(m[0]);
    } catch {
      continue;
    }
  }
  return null;
}

/** Reads at most MAX_PAGE_BYTES of an answer's body as text. */
async function pageStart(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_PAGE_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, MAX_PAGE_BYTES).toString('utf8');
}

/**
 * The item a short link in `text` leads to, or null (no short link, a host that is not a platform's, too many hops,
 * a page naming no item, a timeout or a network fault: the caller then says the link is not an item's).
 */
export async function resolveShortLink(text: string, o: ShortLinkOptions): Promise<ItemLink | null> {
  let url = shortLinkIn(text);
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    for (let hop = 0; url && hop < MAX_HOPS; hop++) {
      const target = o.via ? `${o.via.replace(/\/+$/, '')}/${url.host}${url.pathname}${url.search}` : url.href;
      const res = await fetch(target, { redirect: 'manual', signal, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' } });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel().catch(() => {});
        const found = parseItemLink(location);
        if (found) return found;
        const next = new URL(location, url);
        url = allowed(next.host) ? next : null;
        continue;
      }
      if (!res.ok) return null;
      // A page's script may write the address JSON-escaped (https:\/\/item.taobao.com\/…).
      return parseItemLink((await pageStart(res)).replace(/\\\//g, '/'));
    }
  } catch {
    return null;
  }
  return null;
}
