import type { Lang } from '../i18n';
import { keepLangScript } from '../../src/sw/share-link';

/** Text safe in HTML content and in a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** A string literal safe inside an inline <script>: no "</script>" or "<!--" can end it early. */
const scriptString = (s: string) => JSON.stringify(s).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Where the storefront lives (vite.config.ts `base`): the app continues there. */
export const APP_BASE = '/wap/';

/** "zh-cn" → "zh-CN", as <html lang> and the app write it (src/state/lang.ts). */
const htmlLang = (l: Lang) => l.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);
const OG_LOCALE: Record<Lang, string> = { en: 'en_GB', ru: 'ru_RU', 'zh-cn': 'zh_CN' };

/** What a share link's page says (Open Graph and Twitter card, title) and where the app goes on. Urls absolute. */
export type ShareCard = {
  lang: Lang;
  /** The shop's name (og:site_name). */
  site: string;
  title: string;
  description: string;
  url: string;
  image: string;
  /** A wide picture (the item's, a search's first result) rather than the shop's square icon. */
  large: boolean;
  /** The hash route the app continues at, e.g. "/pages/item/index?tp=taobao&tid=1". */
  route: string;
  /**
   * The link named its language (`?lang=`): a visitor who has not chosen one gets it as their choice (the app's
   * `language` key, design §3), so the app goes on in the language its first screen and card were in.
   */
  keepLang?: boolean;
  /** The picture the page shows first (a path of this site), asked for before anything else. */
  preload?: string;
  /** An item: its price in yuan ("129.00") and the lines its skeleton paints. */
  item?: { title: string; price: string };
};

function metaTags(card: ShareCard): string {
  const prop = (p: string, v: string) => `<meta property="${p}" content="${escapeHtml(v)}">`;
  const name = (n: string, v: string) => `<meta name="${n}" content="${escapeHtml(v)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(card.url)}">`,
    prop('og:type', card.item ? 'product' : 'website'),
    prop('og:site_name', card.site),
    prop('og:locale', OG_LOCALE[card.lang]),
    prop('og:title', card.title),
    prop('og:description', card.description),
    prop('og:url', card.url),
    prop('og:image', card.image),
    prop('og:image:alt', card.title),
    ...(card.item ? [prop('product:price:amount', card.item.price), prop('product:price:currency', 'CNY')] : []),
    name('twitter:card', card.large ? 'summary_large_image' : 'summary'),
    name('twitter:title', card.title),
    name('twitter:description', card.description),
    name('twitter:image', card.image),
  ].join('');
}

/**
 * The item's price and title as the page draws them (src/pages/item/ItemView.tsx, its rules from item.css, which
 * arrives with the page), under the skeleton's gallery: the first HTML shows what was shared.
 */
function itemLines(item: { title: string; price: string }): string {
  const css = '.item-info{margin-top:0;border-radius:0 0 var(--radius) var(--radius)}.item-price{display:flex;align-items:baseline;flex-wrap:wrap;gap:8px}' +
    '.item-price-now{font-size:24px}.item-title{margin:6px 0;font-size:17px;font-weight:600;line-height:1.35}';
  return `<style>${css}</style><section class="section item-info"><p class="item-price"><span class="price item-price-now">¥${escapeHtml(item.price)}</span></p>` +
    `<h2 class="item-title">${escapeHtml(item.title)}</h2></section>`;
}

/**
 * `lines` put in the item skeleton (the <template id="skeleton-item"> of server/static/home-boot.ts) right under its
 * gallery, else at its end; the page unchanged when it has no item skeleton.
 */
export function intoItemSkeleton(html: string, lines: string): string {
  const start = html.indexOf('<template id="skeleton-item">');
  const end = start < 0 ? -1 : html.indexOf('</template>', start);
  if (end < 0) return html;
  const template = html.slice(start, end);
  const gallery = /<div class="sk-gallery">[\s\S]*?<\/div>/.exec(template);
  const lastDiv = template.lastIndexOf('</div>');
  const at = start + (gallery ? gallery.index + gallery[0].length : lastDiv >= 0 ? lastDiv : template.length);
  return html.slice(0, at) + lines + html.slice(at);
}

/**
 * The storefront page (index.html as /wap/ serves it) answering a share link: in the card's language, its Open
 * Graph / Twitter tags and title first in the head (a messenger reads no further), and, before any other script,
 * an inline one that puts the app's hash route in the address bar (history.replaceState: no second page load),
 * so the head's early call, the skeleton's choice and the app all read it as if the hash link had been opened.
 * The asset urls are absolute (/wap/assets/…), so they resolve from /wap/i/… as from /wap/.
 */
export function sharePage(html: string, card: ShareCard): string {
  const keep = card.keepLang ? keepLangScript(card.lang) : '';
  const route = `<script>${keep}history.replaceState(history.state,'',${scriptString(APP_BASE + '#' + card.route)})</script>`;
  const preload = card.preload ? `<link rel="preload" as="image" href="${escapeHtml(card.preload)}" fetchpriority="high">` : '';
  const head = route + preload + metaTags(card);
  let out = html.replace(/<html lang="[^"]*"/, () => `<html lang="${htmlLang(card.lang)}"`);
  out = /<meta charset="utf-8"\s*\/?>/i.test(out)
    ? out.replace(/<meta charset="utf-8"\s*\/?>/i, (m) => m + head)
    : out.replace(/<head>/i, (m) => `${m}<meta charset="utf-8">${head}`);
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(card.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(card.description)}">`);
  // Home's first screen (its banners and goods, embedded for a link that opens home) is not what a share link
  // opens: without it the page fits TCP's first window as home's does (the app asks for home's data when shown).
  out = out.replace(/<script type="application\/json" id="boot-home">[\s\S]*?<\/script>/, '');
  return card.item ? intoItemSkeleton(out, itemLines(card.item)) : out;
}

/** The shop's mark (index.html's icon), drawn in the not-found page's bar. */
const MARK = '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#df0d34"/><path d="M9 11h14l-2 10H11z" fill="none" stroke="#fff" stroke-width="2.5"/></svg>';
/** The picture of the app's "nothing here" view (src/ui/Empty.tsx). */
const EMPTY = '<svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true"><rect x="14" y="20" width="68" height="44" rx="6" fill="#f2f2f4"/><path d="M14 30h68M36 20l6-12h12l6 12" stroke="#d8d8dc" stroke-width="3" fill="none"/></svg>';
/** The shell's look (src/app.css): its colours, type, navbar, "nothing here" view and primary button; tap targets 44 px. */
const NOT_FOUND_CSS = ':root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#f5f5f7}' +
  'body{margin:0}header{display:flex;align-items:center;height:48px;padding:0 12px;background:#fff;border-bottom:1px solid #ececef}' +
  'header a{display:flex;align-items:center;gap:8px;min-height:44px;color:inherit;text-decoration:none;font-size:17px;font-weight:600}' +
  'main{display:flex;flex-direction:column;align-items:center;gap:12px;padding:48px 16px;color:#6b6b70;text-align:center}' +
  'h1{margin:0;font-size:16px;font-weight:600;color:#1a1a1a}p{margin:0;max-width:32em}' +
  '.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border-radius:22px;background:#df0d34;color:#fff;font-weight:500;text-decoration:none}';

/** The page of a share link to an item the shop does not have: the shop's bar, what happened, the way home. No script. */
export function notFoundPage(p: { lang: Lang; site: string; heading: string; text: string; home: string }): string {
  const home = escapeHtml(APP_BASE);
  return `<!doctype html><html lang="${htmlLang(p.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="robots" content="noindex"><meta name="theme-color" content="#df0d34"><title>${escapeHtml(p.heading)} · ${escapeHtml(p.site)}</title><style>${NOT_FOUND_CSS}</style></head>` +
    `<body><header><a href="${home}">${MARK}${escapeHtml(p.site)}</a></header><main role="alert">${EMPTY}<h1>${escapeHtml(p.heading)}</h1><p>${escapeHtml(p.text)}</p>` +
    `<a class="btn" href="${home}">${escapeHtml(p.home)}</a></main></body></html>`;
}
