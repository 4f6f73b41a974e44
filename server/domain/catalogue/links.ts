import type { ApiType } from '../../db/schema';

export type ItemLink = { tp: ApiType; tid: string };

/**
 * Item pages of the four platforms, as shoppers paste them (desktop and mobile, with or without
 * the scheme, inside longer share text). Tmall items are Taobao items (same ids, api type taobao).
 */
const PATTERNS: { tp: ApiType; re: RegExp }[] = [
  { tp: 'taobao', re: /(?:^|[/.\s])(?:item|h5\.m|m\.intl|world)\.taobao\.com\/[^\s]*?[?&](?:id|itemId)=(\d{6,20})/i },
  { tp: 'taobao', re: /(?:^|[/.\s])(?:detail|chaoshi\.detail|detail\.m)\.tmall\.(?:com|hk)\/[^\s]*?[?&](?:id|itemId)=(\d{6,20})/i },
  { tp: 'taobao', re: /(?:^|[/.\s])a\.m\.taobao\.com\/i(\d{6,20})\.htm/i },
  { tp: '1688', re: /(?:^|[/.\s])(?:detail|m)\.1688\.com\/offer\/(\d{6,20})\.html/i },
  { tp: 'jd', re: /(?:^|[/.\s])item\.jd\.(?:com|hk)\/(\d{4,20})\.html/i },
  { tp: 'jd', re: /(?:^|[/.\s])item\.m\.jd\.com\/product\/(\d{4,20})\.html/i },
  { tp: 'weidian', re: /(?:^|[/.\s])(?:shop\d*\.v\.)?weidian\.com\/item\.html\?[^\s]*?itemI[dD]=(\d{4,20})/i },
];

/** The item a pasted text links to, or null when it holds no recognised item link. */
export function parseItemLink(text: string): ItemLink | null {
  for (const { tp, re } of PATTERNS) {
    const m = re.exec(text);
    if (m) return { tp, tid: m[1] };
  }
  return null;
}

/** The item's page on its own platform. */
export function sourceUrl(tp: ApiType, tid: string): string {
  switch (tp) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${tid}`;
    case '1688':
      return `https://detail.1688.com/offer/${tid}.html`;
    case 'jd':
      return `https://item.jd.com/${tid}.html`;
    case 'weidian':
      return `https://weidian.com/item.html?itemID=${tid}`;
  }
}

/** Share codes as the apps print them: a code of 6–20 letters and digits between two currency-like marks. */
const SHARE_CODE = /([₤￥¥$€£¢₳₴₰])([A-Za-z0-9]{6,20})\1/g;

/** Every share code found in a pasted text, in the stored form '₤code₤'. */
export function shareCodesIn(text: string): string[] {
  return [...text.matchAll(SHARE_CODE)].map((m) => `₤${m[2]}₤`);
}
