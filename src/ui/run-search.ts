import { navigate } from '../router/navigate';
import { itemUrl, searchUrl } from '../router/links';
import { checkKeyword, itemPassword } from '../api/search';
import { rememberSearch } from '../state/search-history';

/** Text that looks like a share code or a pasted link rather than words to search for. */
const SHARE_CODE = /[₤￥$€¢][A-Za-z0-9]{6,}[₤￥$€¢]/;
const LINK = /(https?:\/\/|www\.)\S+/i;

/**
 * The search box's submit: a pasted Taobao / Tmall / 1688 / JD / Weidian link or share code opens the
 * item straight away; anything else is a keyword search, remembered in `historyList`.
 */
export async function runSearch(raw: string): Promise<void> {
  const text = raw.trim();
  if (!text) return;
  if (SHARE_CODE.test(text)) {
    const hit = await itemPassword(text).catch(() => null);
    if (hit) return navigate(itemUrl(hit.tp, hit.tid));
  }
  if (LINK.test(text)) {
    const r = await checkKeyword(text).catch(() => null);
    if (r?.type === 'item') return navigate(itemUrl(r.tp, r.tid));
  }
  rememberSearch(text);
  navigate(searchUrl(text));
}
