import { describe, it, expect } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { TELEGRAM_PAGE_CSP, telegramStartPage, verifyTelegram } from '../../server/domain/account/thirdlogin/telegram';
import { ThirdLoginFault } from '../../server/domain/account/thirdlogin/identity';
import { LANGS, t } from '../../server/i18n';

const TOKEN = '123456789:AAE-test-bot-token_for-the-suite';
const NOW = 1_760_000_000;
const DAY = 24 * 60 * 60;

/** What Telegram sends: the user's fields and their hash, made as Telegram does (core.telegram.org/widgets/login). */
function signed(fields: Record<string, string>, token = TOKEN): Record<string, string> {
  const check = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return { ...fields, hash };
}
const user = (over: Record<string, string> = {}) => signed({
  id: '987654321', first_name: 'Анна', last_name: 'Ли', username: 'anna_li', photo_url: 'https://t.me/i/userpic/320/anna.jpg',
  auth_date: String(NOW - 60), ...over,
});
const faultOf = (query: Record<string, string>, token = TOKEN) => {
  try {
    verifyTelegram(query, token, NOW);
  } catch (e) {
    return e instanceof ThirdLoginFault ? e.reason : `not a fault: ${String(e)}`;
  }
  return 'verified';
};

describe('Telegram login data', () => {
  it('a payload signed with the bot token verifies and maps to the identity', () => {
    expect(verifyTelegram(user(), TOKEN, NOW)).toEqual({
      subject: '987654321', email: null, emailVerified: false, name: 'Анна Ли', avatar: 'https://t.me/i/userpic/320/anna.jpg',
    });
  });

  it('names the user by first name alone, else by username; drops a picture that is not https', () => {
    expect(verifyTelegram(signed({ id: '5', first_name: 'Анна', username: 'anna_li', auth_date: String(NOW) }), TOKEN, NOW).name).toBe('Анна');
    const bare = signed({ id: '5', username: 'nobody_else', photo_url: 'http://t.me/a.jpg', auth_date: String(NOW) });
    expect(verifyTelegram(bare, TOKEN, NOW)).toMatchObject({ subject: '5', name: 'nobody_else', avatar: '' });
  });

  it('ignores our own query parameters (state, lang) beside the signed fields', () => {
    expect(verifyTelegram({ ...user(), state: 'abc123', lang: 'ru' }, TOKEN, NOW).subject).toBe('987654321');
  });

  it('refuses a changed field, a wrong hash, another bot\'s hash, a missing hash or id: failed', () => {
    expect(faultOf({ ...user(), id: '1' })).toBe('failed');
    expect(faultOf({ ...user(), first_name: 'Eve' })).toBe('failed');
    expect(faultOf({ ...user(), auth_date: String(NOW - 30) })).toBe('failed');
    const { last_name: _dropped, ...withoutField } = user();
    expect(faultOf(withoutField)).toBe('failed');
    expect(faultOf({ ...user(), extra: 'x', username: 'mallory' })).toBe('failed');
    expect(faultOf({ ...user(), hash: 'f'.repeat(64) })).toBe('failed');
    expect(faultOf({ ...user(), hash: 'not-hex' })).toBe('failed');
    expect(faultOf(user(), '987:ANOTHER-token')).toBe('failed');
    expect(faultOf(signed({ id: '987654321', first_name: 'Анна', auth_date: String(NOW) }, '987:ANOTHER-token'))).toBe('failed');
    const { hash: _hash, ...unsigned } = user();
    expect(faultOf(unsigned)).toBe('failed');
    const { id: _id, ...noId } = user();
    expect(faultOf(signed(noId))).toBe('failed');
    expect(faultOf(user(), '')).toBe('failed');
  });

  it('refuses a login two days old or from the future: expired (a day old still passes)', () => {
    expect(faultOf(user({ auth_date: String(NOW - 2 * DAY) }))).toBe('expired');
    expect(faultOf(user({ auth_date: String(NOW + 10 * 60) }))).toBe('expired');
    expect(faultOf(user({ auth_date: String(NOW - DAY + 60) }))).toBe('verified');
    expect(faultOf(user({ auth_date: String(NOW + 60) }))).toBe('verified');
  });
});

describe('the Telegram start page', () => {
  const callbackUrl = 'https://shop.example/auth/telegram/callback?state=a"b&x=<y>';

  it.each(LANGS)('shows the widget for the bot with the escaped callback, in %s', (lang) => {
    const html = telegramStartPage({ bot: 'ShopLoginBot', callbackUrl, lang });
    expect(html).toMatch(/^<!doctype html><html lang="(en|ru|zh-CN)">/);
    expect(html).toContain('<script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="ShopLoginBot" data-size="large" ' +
      'data-auth-url="https://shop.example/auth/telegram/callback?state=a&#34;b&#38;x=&#60;y&#62;" data-request-access="write"');
    expect(html).not.toContain(callbackUrl);
    for (const key of ['telegram.title', 'telegram.text', 'telegram.back', 'telegram.noscript']) {
      expect(t(lang, key)).not.toBe(key);
      expect(html).toContain(t(lang, key).replace(/'/g, '&#39;'));
    }
    expect(html).toContain('<noscript>');
    expect(html).toContain('href="/wap/#/pages/user/login"');
    // The only script is Telegram's; its policy lets in that script, its frame and this page's stylesheet.
    expect(html.match(/<script/g)).toHaveLength(1);
    const css = /<style>([^<]*)<\/style>/.exec(html)![1];
    expect(TELEGRAM_PAGE_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('escapes a hostile bot name', () => {
    const html = telegramStartPage({ bot: '"><script>alert(1)</script>', callbackUrl: 'https://shop.example/auth/telegram/callback', lang: 'en' });
    expect(html).toContain('data-telegram-login="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('has a policy for just the widget: script from telegram.org, frame from oauth.telegram.org, nothing else', () => {
    const parts = TELEGRAM_PAGE_CSP.split('; ');
    expect(parts.filter((p) => p.startsWith('style-src'))).toEqual([expect.stringMatching(/^style-src 'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(parts.filter((p) => !p.startsWith('style-src')).sort()).toEqual([
      "base-uri 'none'", "default-src 'none'", "form-action 'none'", "frame-ancestors 'none'", 'frame-src https://oauth.telegram.org', 'script-src https://telegram.org',
    ]);
  });
});
