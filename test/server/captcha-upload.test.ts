import { describe, it, expect, beforeAll, vi } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { harness, type Harness } from './harness';
import { OPS_TOKEN } from './harness';
import { newShopper } from './fixtures';
import { freshEmail, testClock } from './account-helpers';
import { captchas, config } from '../../server/db/schema';

let h: Harness;
const clock = testClock();
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  h = await harness({ now: clock.now });
});

/** GET the captcha image; answers the response and the session cookie it set (or kept). */
async function captchaImage(cookie?: string) {
  const res = await h.app.request(`/index.php?s=/captcha&r=${Math.random()}`, { headers: cookie ? { cookie } : {} });
  const set = res.headers.get('set-cookie') ?? '';
  return { res, setCookie: set, cookie: cookie ?? set.split(';')[0] };
}

/** The answer bound to a session (the test reads the table: nobody can read the image here). */
async function answerOf(cookie: string) {
  const [row] = await h.db.select().from(captchas).where(eq(captchas.sid, cookie.split('=')[1]));
  return row.answer;
}

const registerWithCaptcha = (cookie: string | undefined, captcha?: string) =>
  h.call('/api/user/register', { email: freshEmail('img'), password: 'secret123', captcha }, { headers: cookie ? { cookie } : {} });

describe('captcha image', () => {
  it('answers a PNG and an HttpOnly, SameSite=Lax session cookie', async () => {
    const { res, setCookie } = await captchaImage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(setCookie).toMatch(/^PHPSESSID=[0-9a-f]{32}; .*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 130, height: 48 });
  });

  it('a refreshed image replaces the answer of the same session', async () => {
    const first = await captchaImage();
    const again = await captchaImage(first.cookie);
    expect(again.setCookie).toBe('');
    expect(await answerOf(first.cookie)).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('answers 404 for other index.php routes', async () => {
    expect((await h.app.request('/index.php?s=/admin')).status).toBe(404);
  });
});

describe('register with the image captcha (captcha_type image)', () => {
  beforeAll(async () => {
    await h.db.update(config).set({ value: 'image' }).where(eq(config.name, 'captcha_type'));
  });

  it('refuses a missing or wrong captcha and accepts the right one once, case-insensitively', async () => {
    expect((await registerWithCaptcha(undefined)).msg).toBe('captcha cannot be empty');
    expect((await registerWithCaptcha(undefined, 'ABCD')).msg).toBe('The captcha is incorrect, please try again');
    const { cookie } = await captchaImage();
    const answer = await answerOf(cookie);
    expect((await registerWithCaptcha(cookie, answer === 'AAAA' ? 'CCCC' : 'AAAA')).msg).toBe('The captcha is incorrect, please try again');
    expect((await registerWithCaptcha(cookie, answer)).msg).toBe('The captcha is incorrect, please try again');
    await captchaImage(cookie);
    const fresh = await answerOf(cookie);
    const ok = await registerWithCaptcha(cookie, fresh.toLowerCase());
    expect(ok.code).toBe(1);
    expect((await registerWithCaptcha(cookie, fresh)).msg).toBe('The captcha is incorrect, please try again');
  });

  it('expires after 10 minutes', async () => {
    const { cookie } = await captchaImage();
    const answer = await answerOf(cookie);
    clock.advance(601);
    expect((await registerWithCaptcha(cookie, answer)).msg).toBe('The captcha is incorrect, please try again');
  });
});

describe('register without proof (captcha_type none)', () => {
  it('needs neither a code nor a captcha', async () => {
    await h.db.update(config).set({ value: 'none' }).where(eq(config.name, 'captcha_type'));
    const r = await h.call('/api/user/register', { email: freshEmail('none'), password: 'secret123' });
    expect(r.code).toBe(1);
  });
});

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#df0d34' } }).png().toBuffer();

function upload(bytes: Uint8Array | Buffer, name: string, token?: string, type = 'application/octet-stream') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return h.call('/api/common/upload', {}, { token, body });
}

describe('upload', () => {
  it('stores a real PNG and serves it back at its url with long caching', async () => {
    const { token } = await newShopper(h.db);
    const bytes = await png();
    const r = await upload(bytes, 'avatar.png', token, 'image/png');
    expect(r.code).toBe(1);
    expect(r.data.url).toMatch(/^\/uploads\/user\/\d{8}\/[0-9a-f]+\.png$/);
    expect(r.data.fullurl).toBe(`http://localhost${r.data.url}`);
    // Served to an operator here; to its owner by the pass cookie (test/server/private-uploads.test.ts).
    const res = await h.app.request(r.data.url, { headers: { 'x-ops-token': OPS_TOKEN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('knows images by their bytes: jpg, gif and webp pass, a text file named .png does not', async () => {
    const { token } = await newShopper(h.db);
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    for (const [fmt, ext] of [['jpeg', 'jpg'], ['gif', 'gif'], ['webp', 'webp']] as const) {
      const r = await upload(await base.clone().toFormat(fmt).toBuffer(), `x.${ext}`, token);
      expect(r.data?.url, fmt).toMatch(new RegExp(`\\.${ext}$`));
    }
    const text = await upload(Buffer.from('hello, I am not an image'), 'fake.png', token, 'image/png');
    expect(text).toMatchObject({ code: 0, msg: 'Only jpg, png, gif and webp images can be uploaded' });
  });

  it('refuses files over 10 MB, a missing file, and callers without login', async () => {
    const { token } = await newShopper(h.db);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await png());
    expect((await upload(big, 'big.png', token)).msg).toBe('The file is larger than 10 MB');
    expect((await h.call('/api/common/upload', {}, { token })).msg).toBe('file cannot be empty');
    expect(await upload(await png(), 'a.png')).toMatchObject({ status: 401, code: 401 });
  });

  it('an upload becomes the caller’s avatar, never another user’s', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const mine = await upload(await png(), 'me.png', me.token);
    const r = await h.call('/api/user/profile', { avatar: mine.data.fullurl }, { token: me.token });
    expect(r.data.userinfo.avatar).toBe(mine.data.url);
    const steal = await h.call('/api/user/profile', { avatar: mine.data.url }, { token: other.token });
    expect(steal.msg).toBe('Please upload the avatar image first');
  });

  it('never serves files outside the uploads folder', async () => {
    mkdirSync(h.config.dataDir, { recursive: true });
    writeFileSync(path.join(h.config.dataDir, 'secret.txt'), 'secret');
    for (const p of ['/uploads/..%2fsecret.txt', '/uploads/user/..%2f..%2fsecret.txt', '/uploads/..%5csecret.txt', '/uploads/%2e%2e%2fsecret.txt', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/..%5c..%5cops-token', '/uploads/user/nothere.png', '/uploads/user', '/uploads/%00']) {
      expect((await h.app.request(p)).status, p).toBe(404);
    }
  });
});
