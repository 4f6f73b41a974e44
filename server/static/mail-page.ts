import type { Lang } from '../i18n';
import { APP_BASE, escapeHtml } from './share-page';

/** The shop's mark (index.html's icon), in the page's bar. */
export const MARK = '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#df0d34"/><path d="M9 11h14l-2 10H11z" fill="none" stroke="#fff" stroke-width="2.5"/></svg>';
const DONE = '<svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#e9f7ef"/><path d="M19 33l9 9 17-19" fill="none" stroke="#1f9d55" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const BROKEN = '<svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#f2f2f4"/><path d="M32 17v20M32 45v2" stroke="#8e8e93" stroke-width="5" stroke-linecap="round"/></svg>';
/** The shell's look (src/app.css): colours, type, the navbar, primary and plain buttons; tap targets 44 px. */
export const CSS = ':root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#f5f5f7}' +
  'body{margin:0}header{display:flex;align-items:center;height:48px;padding:0 12px;background:#fff;border-bottom:1px solid #ececef}' +
  'header a{display:flex;align-items:center;gap:8px;min-height:44px;color:inherit;text-decoration:none;font-size:17px;font-weight:600}' +
  'main{display:flex;flex-direction:column;align-items:center;gap:12px;padding:40px 16px;color:#6b6b70;text-align:center}' +
  'h1{margin:0;font-size:18px;font-weight:600;color:#1a1a1a}p{margin:0;max-width:32em;overflow-wrap:anywhere}' +
  '.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:200px;padding:0 20px;border-radius:22px;' +
  'background:#df0d34;color:#fff;font-weight:500;text-decoration:none}.btn.plain{background:#fff;color:#1a1a1a;border:1px solid #d8d8dc}';

/** "zh-cn" → "zh-CN", as <html lang> writes it. */
export const htmlLang = (l: Lang) => l.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);

/**
 * The page a link in an e-mail opens (turning e-mails off, confirming the newsletter): the shop's bar, what
 * happened, and the ways on into the shop (the first a primary button). No script; in the link's language.
 */
export function mailPage(p: { lang: Lang; site: string; ok: boolean; heading: string; text: string; links: { label: string; route: string }[] }): string {
  const home = escapeHtml(APP_BASE);
  const links = p.links.map((l, i) => `<a class="btn${i ? ' plain' : ''}" href="${escapeHtml(`${APP_BASE}#${l.route}`)}">${escapeHtml(l.label)}</a>`).join('');
  return `<!doctype html><html lang="${htmlLang(p.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="robots" content="noindex"><meta name="theme-color" content="#df0d34"><title>${escapeHtml(p.heading)} · ${escapeHtml(p.site)}</title><style>${CSS}</style></head>` +
    `<body><header><a href="${home}">${MARK}${escapeHtml(p.site)}</a></header><main role="status">${p.ok ? DONE : BROKEN}<h1>${escapeHtml(p.heading)}</h1>` +
    `<p>${escapeHtml(p.text)}</p>${links}</main></body></html>`;
}
