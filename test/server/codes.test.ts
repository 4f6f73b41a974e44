import { describe, it, expect, beforeAll, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { config } from '../../server/db/schema';
import { harness, DEMO_USER, type Harness } from './harness';
import { codeFor, freshEmail, freshMobile, registerShopper, testClock } from './account-helpers';

let h: Harness;
const clock = testClock();
const logged: string[] = [];
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => { logged.push(args.join(' ')); });
  h = await harness({ now: clock.now });
});

const register = (email: string, code: string) => h.call('/api/user/register', { email, password: 'secret123', code });

describe('ems/send and sms/send', () => {
  it('sends a 6-digit code to the outbox and the console, never in the answer', async () => {
    const email = freshEmail();
    const r = await h.call('/api/ems/send', { event: 'register', email });
    expect(r).toMatchObject({ code: 1, msg: 'The verification code has been sent', data: null });
    const code = await codeFor(h, email, 'register');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(r)).not.toContain(code);
    expect(logged).toContain(`[outbox] email ${email} register ${code}`);
  });

  it('sends SMS codes with mobile and mobilecode', async () => {
    const mobile = freshMobile();
    expect((await h.call('/api/sms/send', { event: 'register', mobile, mobilecode: '86' })).code).toBe(1);
    expect(logged).toContain(`[outbox] mobile ${mobile} register ${await codeFor(h, mobile, 'register')}`);
    expect((await h.call('/api/sms/send', { event: 'register', mobile: '13800000000' })).msg).toBe('This mobile number is already registered');
    // A password reset never says whether a number has an account: an unknown one is answered the same, and nothing goes out.
    const ghost = freshMobile();
    const reset = await h.call('/api/sms/send', { event: 'resetpwd', mobile: ghost });
    expect([reset.code, reset.msg]).toEqual([1, 'The verification code has been sent']);
    expect(logged.some((l: string) => l.includes(ghost))).toBe(false);
    // …with the same resend wait as a known number.
    expect((await h.call('/api/sms/send', { event: 'resetpwd', mobile: ghost })).msg).toMatch(/wait/i);
  });

  it('asks for the e-mail or phone with the forgetpassword keys, translated, and checks the event', async () => {
    expect((await h.call('/api/ems/send', { event: 'register' })).msg).toBe('Please enter your e-mail');
    expect((await h.call('/api/ems/send', { event: 'register', email: '' }, { lang: 'zh-cn' })).msg).toBe('请输入您的邮箱');
    expect((await h.call('/api/sms/send', { event: 'register', mobile: '' })).msg).toBe('Please enter your phone number');
    expect((await h.call('/api/sms/send', { event: 'register' }, { lang: 'ru' })).msg).toBe('Введите ваш номер телефона');
    expect((await h.call('/api/ems/send', { event: 'hack', email: freshEmail() })).msg).toBe('Invalid parameter: event');
    expect((await h.call('/api/ems/send', { email: freshEmail() })).msg).toBe('event cannot be empty');
    expect((await h.call('/api/ems/send', { event: 'register', email: 'nope' })).msg).toBe('Please enter a valid e-mail address');
    expect((await h.call('/api/sms/send', { event: 'register', mobile: '12ab' })).msg).toBe('Please enter a valid mobile number');
  });
});

describe('code rules', () => {
  it('allows one send per 60 s per target and event, and tells the seconds left', async () => {
    const email = freshEmail();
    expect((await h.call('/api/ems/send', { event: 'register', email })).code).toBe(1);
    expect((await h.call('/api/ems/send', { event: 'register', email })).msg).toBe('Please wait 60 s before requesting another code');
    clock.advance(45);
    expect((await h.call('/api/ems/send', { event: 'register', email }, { lang: 'ru' })).msg).toBe('Подождите 15 с перед повторным запросом кода');
    clock.advance(15);
    expect((await h.call('/api/ems/send', { event: 'register', email })).code).toBe(1);
  });

  it('a code for one event does not hold up a code for another: a new shopper\'s pay-password code right after registering (issue 25)', async () => {
    const email = freshEmail();
    expect((await h.call('/api/ems/send', { event: 'register', email })).code).toBe(1);
    const reg = await register(email, await codeFor(h, email, 'register'));
    expect(reg.code).toBe(1);
    // The same second: the registration code went out moments ago, to the same address.
    const token = reg.data.userinfo.token as string;
    expect(await h.call('/api/ems/send', { event: 'paypassword', email }, { token })).toMatchObject({ code: 1 });
    const set = await h.call('/api/paypassword/set', { password: '135790', captcha: await codeFor(h, email, 'paypassword') }, { token });
    expect(set.code).toBe(1);
    // Its own event still waits its minute.
    expect((await h.call('/api/ems/send', { event: 'paypassword', email }, { token })).msg).toBe('Please wait 60 s before requesting another code');
    clock.advance(60);
    expect((await h.call('/api/ems/send', { event: 'paypassword', email }, { token })).code).toBe(1);
  });

  it('only the newest code counts', async () => {
    const email = freshEmail();
    await h.call('/api/ems/send', { event: 'register', email });
    const first = await codeFor(h, email, 'register');
    clock.advance(60);
    await h.call('/api/ems/send', { event: 'register', email });
    const second = await codeFor(h, email, 'register');
    if (first !== second) expect((await register(email, first)).msg).toBe('The verification code is incorrect');
    expect((await register(email, second)).code).toBe(1);
  });

  it('expires a code after 10 minutes', async () => {
    const email = freshEmail();
    await h.call('/api/ems/send', { event: 'register', email });
    const code = await codeFor(h, email, 'register');
    clock.advance(600);
    expect((await register(email, code)).msg).toBe('The verification code has expired, please request a new one');
  });

  it('a code survives 9 wrong answers but is dead after the 10th, even for the right one', async () => {
    const email = freshEmail();
    await h.call('/api/ems/send', { event: 'register', email });
    const code = await codeFor(h, email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 9; i++) expect((await register(email, wrong)).msg).toBe('The verification code is incorrect');
    expect((await register(email, wrong)).msg).toBe('Too many wrong attempts, please request a new code');
    expect((await register(email, code)).msg).toBe('Too many wrong attempts, please request a new code');
    clock.advance(60);
    await h.call('/api/ems/send', { event: 'register', email });
    expect((await register(email, await codeFor(h, email, 'register'))).code).toBe(1);
  });

  it('a code is for its own event and is used once', async () => {
    const s = await registerShopper(h);
    clock.advance(60);
    await h.call('/api/ems/send', { event: 'emaillogin', email: s.email });
    const code = await codeFor(h, s.email, 'emaillogin');
    expect((await h.call('/api/user/resetpwd', { type: 'email', email: s.email, captcha: code, newpassword: 'other-pass' })).msg).toBe('The verification code is incorrect');
    expect((await h.call('/api/user/emaillogin', { email: s.email, captcha: code })).code).toBe(1);
    expect((await h.call('/api/user/emaillogin', { email: s.email, captcha: code })).code).toBe(0);
  });

  it('resets a password through an SMS code', async () => {
    const mobile = freshMobile();
    const email = freshEmail();
    await h.call('/api/ems/send', { event: 'register', email });
    const reg = await h.call('/api/user/register', { email, mobile, password: 'secret123', code: await codeFor(h, email, 'register') });
    expect(reg.data.userinfo.mobile).toBe(mobile);
    await h.call('/api/sms/send', { event: 'resetpwd', mobile, mobilecode: '86' });
    const r = await h.call('/api/user/resetpwd', { type: 'mobile', mobile, captcha: await codeFor(h, mobile, 'resetpwd'), newpassword: 'sms-reset-1' });
    expect(r.code).toBe(1);
    expect((await h.call('/api/user/login', { account: mobile, password: 'sms-reset-1' })).code).toBe(1);
  });
});

describe('register by mobile (register_type mobile)', () => {
  it('registers with a mobile and the SMS register code, no e-mail needed', async () => {
    await h.db.update(config).set({ value: 'mobile' }).where(eq(config.name, 'register_type'));
    try {
      const mobile = freshMobile();
      expect((await h.call('/api/user/register', { password: 'secret123', code: '1' })).msg).toBe('mobile cannot be empty');
      await h.call('/api/sms/send', { event: 'register', mobile, mobilecode: '7' });
      const r = await h.call('/api/user/register', { mobile, password: 'secret123', code: await codeFor(h, mobile, 'register') });
      expect(r.data.userinfo).toMatchObject({ mobile, email: '' });
      expect(r.data.userinfo.username).toBe(`u${mobile}`);
    } finally {
      await h.db.update(config).set({ value: 'email' }).where(eq(config.name, 'register_type'));
    }
  });
});

describe('ops outbox', () => {
  it('lists sent codes newest first, filtered by target', async () => {
    const a = freshEmail('outa');
    const b = freshEmail('outb');
    await h.call('/api/ems/send', { event: 'register', email: a });
    clock.advance(1);
    await h.call('/api/ems/send', { event: 'register', email: b });
    const all = await h.ops('outbox');
    expect(all.code).toBe(1);
    expect(all.data[0]).toMatchObject({ channel: 'email', target: b, event: 'register' });
    expect(all.data[1]).toMatchObject({ target: a });
    expect(Object.keys(all.data[0]).sort()).toEqual(['channel', 'code', 'created_at', 'event', 'expires_at', 'target']);
    expect(all.data[0].expires_at - all.data[0].created_at).toBe(600);
    const only = await h.ops('outbox', { target: a.toUpperCase() });
    expect(only.data.map((r: { target: string }) => r.target)).toEqual([a]);
  });

  it('refuses callers without the ops token', async () => {
    expect(await h.call('/ops/outbox')).toMatchObject({ status: 401, code: 401, data: null });
    expect(await h.call('/ops/outbox', {}, { headers: { 'x-ops-token': 'guess' } })).toMatchObject({ status: 401, code: 401 });
    expect((await h.call('/ops/outbox', {}, { token: await h.login(DEMO_USER.email, DEMO_USER.password) })).status).toBe(401);
  });
});
