import { createHash, createHmac } from 'node:crypto';
import { t, type Lang } from '../../../i18n';
import { safeEqual } from '../../../http/safe-equal';
import { APP_BASE, escapeHtml } from '../../../static/share-page';
import { CSS as PAGE_CSS, MARK, htmlLang } from '../../../static/mail-page';
import { siteName } from '../../mail/render';
import { ThirdLoginFault, type ProviderIdentity } from './identity';

/** The fields Telegram's login widget signs (https://core.telegram.org/widgets/login#checking-authorization). */
const SIGNED = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date'] as const;
/** A login is good for a day after Telegram signed it, and may be a little ahead of our clock. */
const MAX_AGE = 24 * 60 * 60;
const MAX_AHEAD = 5 * 60;

/**
 * Who Telegram's login widget says signed in, from the query it sent to the callback: the hash must be the HMAC-SHA-256
 * of the signed fields (sorted "key=value" lines) keyed with SHA-256 of the bot token, and `auth_date` within a day.
 * Other query parameters (our own `state`) are not part of the check. Throws ThirdLoginFault 'failed' for a missing
 * field or a wrong hash, 'expired' for an old (or far future) date.
 */
export function verifyTelegram(query: Record<string, string>, botToken: string, nowSeconds: number): ProviderIdentity {
  const { id, auth_date: authDate, hash } = query;
  if (!id || !/^\d{1,20}$/.test(id) || !authDate || !/^\d{1,12}$/.test(authDate) || !hash || !/^[0-9a-f]{64}$/i.test(hash)) {
    throw new ThirdLoginFault('failed');
  }
  const checkString = SIGNED.filter((k) => typeof query[k] === 'string').sort().map((k) => `${k}=${query[k]}`).join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest('hex');
  if (!botToken || !safeEqual(expected, hash.toLowerCase())) throw new ThirdLoginFault('failed');
  const age = nowSeconds - Number(authDate);
  if (age > MAX_AGE || age < -MAX_AHEAD) throw new ThirdLoginFault('expired');
  const name = [query.first_name, query.last_name].filter(Boolean).join(' ').trim() || (query.username ?? '');
  return { subject: id, email: null, emailVerified: false, name, avatar: httpsUrl(query.photo_url) };
}

/** `url` when it is an https address, else ''. */
function httpsUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).protocol === 'https:' ? url : '';
  } catch {
    return '';
  }
}

/** The mail pages' look (the shop's bar, colours, type, plain button), and room for the widget's 40 px button. */
const CSS = `${PAGE_CSS}.tg{display:flex;align-items:center;justify-content:center;min-height:48px;min-width:238px}`;
const PLANE = '<svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#2aabee"/><path d="M16 31l28-11-5 25-9-7-5 5 1-8 12-11-15 9z" fill="#fff"/></svg>';
/** The widget's own language (Telegram has no Chinese one: English there). */
const WIDGET_LANG: Record<Lang, string> = { en: 'en', ru: 'ru', 'zh-cn': 'en' };

/**
 * The policy of the page below: Telegram's widget script, its frame on oauth.telegram.org, this page's stylesheet by
 * hash; nothing else (no inline script, no form, never framed itself).
 */
export const TELEGRAM_PAGE_CSP = [
  "default-src 'none'",
  'script-src https://telegram.org',
  'frame-src https://oauth.telegram.org',
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The page /auth/telegram/start shows: the shop's bar, what to do, Telegram's login widget (which sends the signed
 * login to `callbackUrl`), and the way back to the login page. In `lang`; every value escaped.
 */
export function telegramStartPage(o: { bot: string; callbackUrl: string; lang: Lang }): string {
  const { lang } = o;
  const site = escapeHtml(siteName(lang));
  const title = escapeHtml(t(lang, 'telegram.title'));
  const widget = `<script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${escapeHtml(o.bot)}" data-size="large" ` +
    `data-auth-url="${escapeHtml(o.callbackUrl)}" data-request-access="write" data-lang="${WIDGET_LANG[lang]}"></script>`;
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="robots" content="noindex"><meta name="theme-color" content="#df0d34"><title>${title} · ${site}</title><style>${CSS}</style></head>` +
    `<body><header><a href="${escapeHtml(APP_BASE)}">${MARK}${site}</a></header><main>${PLANE}<h1>${title}</h1><p>${escapeHtml(t(lang, 'telegram.text'))}</p>` +
    `<div class="tg">${widget}</div><noscript><p>${escapeHtml(t(lang, 'telegram.noscript'))}</p></noscript>` +
    `<a class="btn plain" href="${escapeHtml(`${APP_BASE}#/pages/user/login`)}">${escapeHtml(t(lang, 'telegram.back'))}</a></main></body></html>`;
}
