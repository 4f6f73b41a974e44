import { t, lang, loadNamespaces } from '../../state/lang';
import { showToast } from '../../state/ui';
import { apiBase } from '../../api/wire';
import { shareQuery, type ShopQuery } from './query';

/**
 * A search's link to share: https://shop/wap/s?<the search>&lang=<the sharer's language>, a page the server reads (a
 * card in messengers) going on at these results; against another backend (no such pages there) the results' hash link.
 */
export function searchShareUrl(query: string, l: string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  const root = at.origin + at.pathname.replace(/[^/]*$/, '');
  return apiBase() ? `${root}#/pages/shop/index${query && `?${query}`}` : `${root}s?${query && `${query}&`}lang=${encodeURIComponent(l)}`;
}

let quietAt = 0;

/**
 * The search's link, to share: the system's share sheet where the browser has one, else copied and said so (the copy
 * code and its messages load with the tap, not with the page).
 */
export function ShareSearch({ q, title }: { q: ShopQuery; title: string }) {
  const sheet = typeof navigator.share == 'function';
  const share = () => {
    const url = searchShareUrl(shareQuery(q), lang.value);
    if (sheet) return void navigator.share({ title, url }).catch(() => {});
    // Taps in a burst copy once.
    if (Date.now() < quietAt) return;
    quietAt = Date.now() + 800;
    void import('../../lib/clipboard').then((m) => m.copyText(url)).then((k) => loadNamespaces(['copy']).catch(() => {}).then(() => showToast(t(k))));
  };
  return <button type="button" class="btn btn-small results-share" onClick={share}>{t(sheet ? 'catalog.share' : 'catalog.copyLink')}</button>;
}
