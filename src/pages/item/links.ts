/** The item's page on its own platform (as server/domain/links.ts builds it), for the manual add form. */
export function sourceUrl(tp: string, tid: string): string {
  const id = encodeURIComponent(tid);
  switch (tp) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${id}`;
    case '1688':
      return `https://detail.1688.com/offer/${id}.html`;
    case 'jd':
      return `https://item.jd.com/${id}.html`;
    case 'weidian':
      return `https://weidian.com/item.html?itemID=${id}`;
    default:
      return '';
  }
}

/** What the not-found page was opened for (the `notFound` storage key). */
export type NotFoundMark = { tp: string; tid: string; url: string; at: number };

/** The manual add page for an item the catalogue does not have. */
export function notFoundUrl(m: { tp?: string; tid?: string; url?: string }): string {
  const q = new URLSearchParams();
  if (m.url) q.set('url', m.url);
  if (m.tp) q.set('tp', m.tp);
  if (m.tid) q.set('tid', m.tid);
  const s = q.toString();
  return `/pages/item/notfound${s ? `?${s}` : ''}`;
}
