import { describe, it, expect, beforeAll, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, DEMO_USER, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { codeFor, freshEmail, registerShopper, testClock } from './account-helpers';
import { config, parcels, shopperMessages, users } from '../../server/db/schema';

let h: Harness;
const clock = testClock();
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {}); // the [outbox] lines
  h = await harness({ now: clock.now });
});

const USERINFO_KEYS = ['id', 'username', 'nickname', 'email', 'mobile', 'avatar', 'bio', 'score', 'money', 'level', 'level_name', 'gender', 'token', 'expires_in', 'jointime'];

describe('login', () => {
  it('logs in by e-mail, username or mobile and answers the userinfo of design §3', async () => {
    for (const account of [DEMO_USER.email, 'DEMO@example.com', DEMO_USER.username, '13800000000']) {
      const r = await h.call('/api/user/login', { account, password: DEMO_USER.password });
      expect(r.code, account).toBe(1);
      expect(Object.keys(r.data.userinfo).sort()).toEqual([...USERINFO_KEYS].sort());
      expect(r.data.userinfo).toMatchObject({ email: DEMO_USER.email, username: 'demo', money: '5000.00', level: 1, level_name: 'Member', expires_in: 30 * 24 * 3600 });
      expect(r.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('answers a wrong password and an unknown account with the same translated message', async () => {
    const wrong = await h.call('/api/user/login', { account: DEMO_USER.email, password: 'nope-nope' });
    const unknown = await h.call('/api/user/login', { account: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect account or password', data: null });
    expect(unknown.msg).toBe(wrong.msg);
    expect((await h.call('/api/user/login', { account: 'x', password: 'y' }, { lang: 'ru' })).msg).toBe('Неверный аккаунт или пароль');
  });

  it('names the empty field, translated', async () => {
    expect((await h.call('/api/user/login', { password: 'x' })).msg).toBe('account cannot be empty');
    expect((await h.call('/api/user/login', { account: 'demo', password: '' }, { lang: 'zh-cn' })).msg).toBe('password不能为空');
  });

  it('logout ends the session: the token then answers 401', async () => {
    const token = await h.login();
    expect((await h.call('/api/user/logout', {}, { token })).code).toBe(1);
    const r = await h.call('/api/user/info', {}, { token });
    expect(r).toMatchObject({ status: 401, code: 401 });
    expect((await h.call('/api/user/logout')).status).toBe(401);
  });
});

describe('register → login → info → profile → changepwd → login', () => {
  it('walks the whole account flow', async () => {
    const email = freshEmail('flow');
    expect((await h.call('/api/ems/send', { event: 'register', email })).msg).toBe('The verification code has been sent');
    const code = await codeFor(h, email, 'register');
    const reg = await h.call('/api/user/register', { email, password: 'first-pass', code });
    expect(reg).toMatchObject({ code: 1, msg: 'Registered successfully' });
    expect(reg.data.userinfo).toMatchObject({ email, money: '0.00', level_name: 'Member', gender: 0 });
    expect(reg.data.userinfo.username).toBe(email.split('@')[0]);

    const login = await h.call('/api/user/login', { account: email, password: 'first-pass' });
    expect(login.code).toBe(1);
    const token = login.data.userinfo.token;
    const other = reg.data.userinfo.token;

    const info = await h.call('/api/user/info', {}, { token });
    expect(info.data).toMatchObject({
      userinfo: { id: reg.data.userinfo.id, email, token }, order_count: { 0: 0, 1: 0, 2: 0, 3: 0 },
      sendorder_count: { 0: 0, 1: 0, 2: 0, 3: 0 }, onepay_count: { 0: 0, 1: 0, 2: 0, 3: 0 }, message_count: 0, level_name: 'Member', balance: '0.00',
    });
    expect(info.data.userinfo.expires_in).toBeGreaterThan(0);

    const prof = await h.call('/api/user/profile', { nickname: 'Flow Tester', gender: 2, bio: 'Hello' }, { token });
    expect(prof.data.userinfo).toMatchObject({ nickname: 'Flow Tester', gender: 2, bio: 'Hello', token });

    const pwd = await h.call('/api/user/changepwd', { oldpassword: 'first-pass', newpassword: 'second-pass' }, { token });
    expect(pwd).toMatchObject({ code: 1, msg: 'Password changed' });
    expect((await h.call('/api/user/info', {}, { token })).code).toBe(1);
    expect((await h.call('/api/user/info', {}, { token: other })).status).toBe(401);

    expect((await h.call('/api/user/login', { account: email, password: 'first-pass' })).code).toBe(0);
    const again = await h.call('/api/user/login', { account: email, password: 'second-pass' });
    expect(again.data.userinfo).toMatchObject({ nickname: 'Flow Tester', gender: 2 });
  });
});

describe('register', () => {
  it('needs the e-mail code and refuses a wrong one', async () => {
    const email = freshEmail();
    expect((await h.call('/api/user/register', { email, password: 'secret123' })).msg).toBe('code cannot be empty');
    await h.call('/api/ems/send', { event: 'register', email });
    expect((await h.call('/api/user/register', { email, password: 'secret123', code: '000000x' })).msg).toBe('The verification code is incorrect');
  });

  it('refuses a taken e-mail, username or mobile and a bad password, translated', async () => {
    expect((await h.call('/api/ems/send', { event: 'register', email: DEMO_USER.email })).msg).toBe('This e-mail is already registered');
    expect((await h.call('/api/user/register', { email: DEMO_USER.email, password: 'secret123', code: '1' }, { lang: 'ru' })).msg).toBe('Этот e-mail уже зарегистрирован');
    expect((await h.call('/api/user/register', { email: freshEmail(), username: 'demo', password: 'secret123', code: '1' })).msg).toBe('This username is already registered');
    expect((await h.call('/api/user/register', { email: freshEmail(), mobile: '13800000000', password: 'secret123', code: '1' })).msg).toBe('This mobile number is already registered');
    expect((await h.call('/api/user/register', { email: freshEmail(), password: '1234567', code: '1' })).msg).toBe('The password must be 8 to 128 characters');
    expect((await h.call('/api/user/register', { email: 'not-an-email', password: 'secret123', code: '1' })).msg).toBe('Please enter a valid e-mail address');
    expect((await h.call('/api/user/register', { password: 'secret123', code: '1' })).msg).toBe('email cannot be empty');
  });

  it('records a known inviter and ignores an unknown one', async () => {
    const demo = await h.call('/api/user/login', { account: DEMO_USER.email, password: DEMO_USER.password });
    const a = await registerShopper(h, { inviter: demo.data.userinfo.id, username: `inv${Date.now() % 1e6}` });
    const b = await registerShopper(h, { inviter: 99_999_999 });
    const [ra] = await h.db.select().from(users).where(eq(users.id, a.userinfo.id));
    const [rb] = await h.db.select().from(users).where(eq(users.id, b.userinfo.id));
    expect(ra.inviterId).toBe(demo.data.userinfo.id);
    expect(a.userinfo.username).toMatch(/^inv/);
    expect(rb.inviterId).toBeNull();
  });
});

describe('emaillogin', () => {
  it('logs in with the code sent with event emaillogin, once', async () => {
    const s = await registerShopper(h);
    clock.advance(61);
    expect((await h.call('/api/ems/send', { event: 'emaillogin', email: s.email })).code).toBe(1);
    const captcha = await codeFor(h, s.email, 'emaillogin');
    const r = await h.call('/api/user/emaillogin', { email: s.email, captcha });
    expect(r.data.userinfo).toMatchObject({ id: s.userinfo.id, email: s.email });
    expect((await h.call('/api/user/info', {}, { token: r.data.userinfo.token })).code).toBe(1);
    expect((await h.call('/api/user/emaillogin', { email: s.email, captcha })).msg).toBe('The verification code is incorrect');
  });

  it('refuses unknown e-mails at send time, and empty fields', async () => {
    expect((await h.call('/api/ems/send', { event: 'emaillogin', email: 'ghost@example.com' })).msg).toBe('This e-mail is not registered');
    expect((await h.call('/api/user/emaillogin', { email: DEMO_USER.email })).msg).toBe('captcha cannot be empty');
  });
});

describe('info', () => {
  it('counts only the caller’s orders, parcels and unread messages', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    await makeOrder(h.db, me.user.id, { status: 0 });
    await makeOrder(h.db, me.user.id, { status: 0 });
    const { order } = await makeOrder(h.db, me.user.id, { status: 3 });
    await makeOrder(h.db, other.user.id, { status: 1 });
    const address = { name: 'A', mcode: '', mobile: '1', country: 'US', countryCode: 'US', region: '', city: '', address: 'x', zipcode: '' };
    await h.db.insert(parcels).values({ sn: `S${Date.now()}`.padEnd(13, '0'), userId: me.user.id, address, countryCode: 'US', lineId: 1, status: 1, declaration: [], createdAt: clock.now() });
    const note = { kind: 'order_arrived' as const, titleKey: 'smsg.order_arrived.title', textKey: 'smsg.order_arrived.text', params: { sn: order.sn }, refType: 'order' as const, refId: order.id, refSn: order.sn };
    await h.db.insert(shopperMessages).values([
      { ...note, userId: me.user.id, createdAt: clock.now() - 3600 },
      { ...note, userId: me.user.id, readAt: clock.now(), createdAt: clock.now() - 40 * 86400 },
      { ...note, userId: other.user.id, createdAt: clock.now() },
    ]);
    const r = await h.call('/api/user/info', {}, { token: me.token });
    expect(r.data).toMatchObject({ order_count: { 0: 2, 1: 0, 2: 0, 3: 1 }, sendorder_count: { 0: 0, 1: 1, 2: 0, 3: 0 }, message_count: 1 });
    expect(r.data.userinfo.id).toBe(me.user.id);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect(await h.call('/api/user/info')).toMatchObject({ status: 401, code: 401 });
    expect(await h.call('/api/user/info', {}, { token: 'f'.repeat(64) })).toMatchObject({ status: 401, code: 401 });
  });
});

describe('profile', () => {
  it('changes only the caller', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const r = await h.call('/api/user/profile', { nickname: 'Me only', id: other.user.id, user_id: other.user.id }, { token: me.token });
    expect(r.data.userinfo).toMatchObject({ id: me.user.id, nickname: 'Me only' });
    const theirs = await h.call('/api/user/info', {}, { token: other.token });
    expect(theirs.data.userinfo.nickname).toBe(other.user.nickname);
  });

  it('validates gender and the avatar url, and needs login', async () => {
    const me = await newShopper(h.db);
    expect((await h.call('/api/user/profile', { gender: 7 }, { token: me.token })).msg).toBe('Invalid parameter: gender');
    expect((await h.call('/api/user/profile', { avatar: '/uploads/user/20240101/nothere.png' }, { token: me.token })).msg).toBe('Please upload the avatar image first');
    expect((await h.call('/api/user/profile', { avatar: '/uploads/../../etc/passwd' }, { token: me.token })).code).toBe(0);
    expect(await h.call('/api/user/profile', { nickname: 'x' })).toMatchObject({ status: 401, code: 401 });
  });
});

describe('changepwd', () => {
  it('refuses a wrong old password and a short new one, and needs login', async () => {
    const s = await registerShopper(h);
    expect((await h.call('/api/user/changepwd', { oldpassword: 'wrong-one', newpassword: 'another1' }, { token: s.token })).msg).toBe('The old password is incorrect');
    expect((await h.call('/api/user/changepwd', { oldpassword: s.password, newpassword: '123' }, { token: s.token })).msg).toBe('The password must be 8 to 128 characters');
    expect((await h.call('/api/user/changepwd', { newpassword: 'another1' }, { token: s.token })).msg).toBe('oldpassword cannot be empty');
    expect(await h.call('/api/user/changepwd', { oldpassword: 'a', newpassword: 'b' })).toMatchObject({ status: 401, code: 401 });
  });

  it('also accepts a code sent to the account with event changepwd', async () => {
    const s = await registerShopper(h);
    clock.advance(61);
    await h.call('/api/ems/send', { event: 'changepwd', email: s.email });
    const captcha = await codeFor(h, s.email, 'changepwd');
    expect((await h.call('/api/user/changepwd', { captcha, newpassword: 'by-code-1' }, { token: s.token })).code).toBe(1);
    expect((await h.call('/api/user/login', { account: s.email, password: 'by-code-1' })).code).toBe(1);
  });

  it('leaves other users alone', async () => {
    const s = await registerShopper(h);
    const other = await newShopper(h.db);
    await h.call('/api/user/changepwd', { oldpassword: s.password, newpassword: 'changed-1', user_id: other.user.id }, { token: s.token });
    expect((await h.call('/api/user/info', {}, { token: other.token })).data.userinfo.id).toBe(other.user.id);
    expect((await h.call('/api/user/login', { account: DEMO_USER.email, password: DEMO_USER.password })).code).toBe(1);
  });
});

describe('write_off', () => {
  it('deletes the account: the token answers 401 and login fails', async () => {
    const s = await registerShopper(h);
    const second = await h.call('/api/user/login', { account: s.email, password: s.password });
    expect((await h.call('/api/user/write_off', { password: 'wrong-pass' }, { token: s.token })).msg).toBe('The password is incorrect');
    expect((await h.call('/api/user/write_off', { password: s.password }, { token: s.token })).msg).toBe('Your account has been deleted');
    for (const token of [s.token, second.data.userinfo.token]) expect(await h.call('/api/user/info', {}, { token })).toMatchObject({ status: 401, code: 401 });
    expect((await h.call('/api/user/login', { account: s.email, password: s.password })).msg).toBe('Incorrect account or password');
    clock.advance(61);
    expect((await registerShopper(h, { email: s.email })).userinfo.id).not.toBe(s.userinfo.id);
  });

  it('deletes only the caller', async () => {
    const me = await registerShopper(h);
    const other = await registerShopper(h);
    await h.call('/api/user/write_off', { password: me.password, id: other.userinfo.id }, { token: me.token });
    expect((await h.call('/api/user/info', {}, { token: other.token })).data.userinfo.id).toBe(other.userinfo.id);
  });

  it('needs login and the password field', async () => {
    expect(await h.call('/api/user/write_off', { password: 'x' })).toMatchObject({ status: 401, code: 401 });
    expect((await h.call('/api/user/write_off', {}, { token: await h.login() })).msg).toBe('password cannot be empty');
  });
});

describe('resetpwd', () => {
  it('resets with the resetpwd code and ends every session', async () => {
    const s = await registerShopper(h);
    clock.advance(61);
    expect((await h.call('/api/ems/send', { event: 'resetpwd', email: s.email })).code).toBe(1);
    const captcha = await codeFor(h, s.email, 'resetpwd');
    const r = await h.call('/api/user/resetpwd', { type: 'email', email: s.email, captcha, newpassword: 'reset-pass' });
    expect(r).toMatchObject({ code: 1, msg: 'Password reset, please log in' });
    expect((await h.call('/api/user/info', {}, { token: s.token })).status).toBe(401);
    expect((await h.call('/api/user/login', { account: s.email, password: 'reset-pass' })).code).toBe(1);
  });

  it('answers an unknown address like a known one (no account enumeration), refuses a wrong code and empty fields', async () => {
    const ghost = await h.call('/api/ems/send', { event: 'resetpwd', email: 'ghost2@example.com' });
    expect([ghost.code, ghost.msg]).toEqual([1, 'The verification code has been sent']);
    expect((await h.call('/api/user/resetpwd', { type: 'email', email: 'ghost2@example.com', captcha: '123456', newpassword: 'reset-pass' })).msg).toBe('The verification code is incorrect');
    expect((await h.call('/api/user/resetpwd', { type: 'email', email: DEMO_USER.email, captcha: '123456', newpassword: 'reset-pass' })).code).toBe(0);
    expect((await h.call('/api/user/resetpwd', { type: 'email', captcha: '1', newpassword: 'reset-pass' })).msg).toBe('Please enter your e-mail');
    expect((await h.call('/api/user/resetpwd', { type: 'mobile', captcha: '1', newpassword: 'reset-pass' }, { lang: 'ru' })).msg).toBe('Введите ваш номер телефона');
    expect((await h.call('/api/user/resetpwd', { type: 'email', email: DEMO_USER.email, newpassword: 'reset-pass' })).msg).toBe('captcha cannot be empty');
  });
});

describe('changemobile and changeemail', () => {
  it('moves the caller to a new mobile and e-mail proven by codes', async () => {
    const s = await registerShopper(h);
    const mobile = `137${String(Date.now()).slice(-8)}`;
    expect((await h.call('/api/sms/send', { event: 'changemobile', mobile, mobilecode: '86' })).code).toBe(1);
    const m = await h.call('/api/user/changemobile', { mobile, captcha: await codeFor(h, mobile, 'changemobile') }, { token: s.token });
    expect(m.data.userinfo).toMatchObject({ id: s.userinfo.id, mobile });
    const email = freshEmail('moved');
    await h.call('/api/ems/send', { event: 'changeemail', email });
    const e = await h.call('/api/user/changeemail', { email, captcha: await codeFor(h, email, 'changeemail') }, { token: s.token });
    expect(e.data.userinfo).toMatchObject({ id: s.userinfo.id, email });
    expect((await h.call('/api/user/login', { account: mobile, password: s.password })).data.userinfo.email).toBe(email);
  });

  it('refuses a contact taken by another account, a wrong code, and callers without login', async () => {
    const s = await registerShopper(h);
    expect((await h.call('/api/sms/send', { event: 'changemobile', mobile: '13800000000' })).msg).toBe('This mobile number is already registered');
    expect((await h.call('/api/user/changemobile', { mobile: '13800000000', captcha: '123456' }, { token: s.token })).msg).toBe('This mobile number is already registered');
    expect((await h.call('/api/user/changeemail', { email: DEMO_USER.email, captcha: '123456' }, { token: s.token })).msg).toBe('This e-mail is already registered');
    expect((await h.call('/api/user/changeemail', { email: freshEmail(), captcha: '123456' }, { token: s.token })).msg).toBe('The verification code is incorrect');
    expect((await h.call('/api/user/changemobile', { captcha: '1' }, { token: s.token })).msg).toBe('mobile cannot be empty');
    expect(await h.call('/api/user/changeemail', { email: freshEmail(), captcha: '1' })).toMatchObject({ status: 401, code: 401 });
    expect(await h.call('/api/user/changemobile', { mobile: '13711111111', captcha: '1' })).toMatchObject({ status: 401, code: 401 });
  });
});

describe('levels and third-party logins', () => {
  it('lists levels by score with names in the asked language', async () => {
    const r = await h.call('/api/level/lists', {}, { method: 'GET', lang: 'ru' });
    expect(r.data.list.map((l: { name: string }) => l.name)).toEqual(['Участник', 'Серебро', 'Золото', 'Бриллиант']);
    expect(r.data.list[1]).toMatchObject({ min_score: 1000, discount: 95 });
  });

  it('answers [] without THIRDLOGIN_* configuration: the old config row is no longer read (issue 36)', async () => {
    expect((await h.call('/api/thirdlogin/list', {}, { method: 'GET' })).data).toEqual([]);
    const list = [{ name: 'google', title: 'Google', icon: '/static/google.svg', url: 'https://accounts.example/google' }];
    await h.db.insert(config).values({ name: 'thirdlogin', section: 'login', value: list });
    expect((await h.call('/api/thirdlogin/list', {}, { method: 'GET' })).data).toEqual([]);
  });
});
