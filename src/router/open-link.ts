import { navigate } from './navigate';
import { isTabPath } from './tabs';

/**
 * Opens a link from content (banners, articles, server data): an in-app page for anything containing
 * /pages/, a full browser navigation for http(s) or www links; tab pages switch tab without growing
 * history. Answers false when the link is empty or not understood.
 */
export function openLink(link: string | null | undefined): boolean {
  const href = (link ?? '').trim();
  if (!href) return false;
  if (/^(https?:\/\/|www\.)/i.test(href)) {
    location.href = /^www\./i.test(href) ? `https://${href}` : href;
    return true;
  }
  const i = href.indexOf('/pages/');
  if (i >= 0) {
    const url = href.slice(i);
    navigate(url, isTabPath(url.split('?')[0]));
    return true;
  }
  if (href === '/') {
    navigate('/', true);
    return true;
  }
  return false;
}
