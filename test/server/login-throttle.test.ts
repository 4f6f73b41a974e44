import { describe, it, expect, beforeAll } from 'vitest';
import { harness, DEMO_USER, type Harness } from './harness';
import { testClock, registerShopper, codeFor, solvedCaptcha, spray } from './account-helpers';
import { newShopper } from './fixtures';
import { ACCOUNT_LIMIT, CLIENT_LIMIT, LOGIN_WINDOW, PAIR_LIMIT, PAIR_WINDOW } from '../../server/domain/account/login-throttle';
import { PAY_PASSWORD } from '../../server/domain/money/pay-password';

let h: Harness;
const clock = testClock();
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

type From = { peer?: string; lang?: string; cookie?: string; headers?: Record<string, string> };
const opts = (o: From) => ({ lang: o.lang, peer: o.peer, headers: { ...o.headers, ...(o.cookie ? { cookie: o.cookie } : {}) } });
const login = (account: string, password: string, o: From & { image_captcha?: string } = {}) =>
  h.call('/api/user/login', { account, password, image_captcha: o.image_captcha }, opts(o));
const emailLogin = (email: string, captcha: string, o: From & { image_captcha?: string } = {}) =>
  h.call('/api/user/emaillogin', { email, captcha, image_captcha: o.image_captcha }, opts(o));

const WRONG = 'Incorrect account or password';
const ASKED = 'Many sign-ins have failed from your network: type the characters in the picture to sign in.';
let net = 0;
/** An address of its own for each test, so one test's counts never meet another's. */
const address = () => `198.51.100.${++net}`;
/** `n` shoppers of their own, for a sprayer to guess at. */
const shoppers = async (n: number) => Promise.all(Array.from({ length: n }, () => newShopper(h.db)));

describe('sign-in throttling (OWASP API2)', () => {
  it(`after ${ACCOUNT_LIMIT} wrong passwords from anywhere an account pauses, even for the right one from an address that never failed, and says how long; the window's end lets it in`, async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await login(DEMO_USER.email, `wrong-${i}`, { peer: address() })).msg).toBe(WRONG);
    const refused = await login(DEMO_USER.email, DEMO_USER.password, { peer: address() });
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    expect((await login(DEMO_USER.email.toUpperCase(), DEMO_USER.password, { lang: 'ru' })).msg).toBe('Слишком много неудачных попыток входа. Повторите через 15 мин.');
    // A solved captcha does not open an account being guessed.
    const { cookie, answer } = await solvedCaptcha(h);
    expect((await login(DEMO_USER.email, DEMO_USER.password, { cookie, image_captcha: answer })).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    clock.advance(LOGIN_WINDOW - 60);
    expect((await login(DEMO_USER.email, DEMO_USER.password, { lang: 'zh-cn' })).msg).toBe('登录失败次数过多，请 1 分钟后再试。');
    clock.advance(60);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).code).toBe(1);
  });

  it(`${PAIR_LIMIT} wrong passwords of one account from one address slow that pair for ${PAIR_WINDOW} s; the account's owner elsewhere is not held`, async () => {
    const { email, password } = await registerShopper(h);
    const [guesser, owner] = [address(), address()];
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(email, `not-it-${i}`, { peer: guesser })).msg).toBe(WRONG);
    expect((await login(email, password, { peer: guesser })).msg).toBe('Too many failed sign-ins. Try again in 1 min.');
    expect((await login(email, password, { peer: owner })).code).toBe(1);
    clock.advance(PAIR_WINDOW);
    expect((await login(email, 'not-it-again', { peer: guesser })).msg).toBe(WRONG);
    clock.advance(LOGIN_WINDOW);
  });

  it('a successful sign-in forgives the account its earlier failures', async () => {
    const { email, password } = await registerShopper(h);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(email, 'not-it', { peer: address() });
    expect((await login(email, password)).code).toBe(1);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(email, 'not-it', { peer: address() });
    expect((await login(email, password)).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });
});

describe(`an address that sprays guesses over many accounts (${CLIENT_LIMIT} failures) is asked for the captcha, never shut out`, () => {
  it('25 wrong passwords over 25 accounts, then the right one of another account: asked for the captcha and let in with it', async () => {
    const sprayer = address();
    // At once: the address's count is taken before each password is judged, so exactly CLIENT_LIMIT are judged.
    const answers = await spray(h, 25, () => ({ peer: sprayer }));
    expect(answers.filter((a) => a.msg === WRONG)).toHaveLength(CLIENT_LIMIT);
    expect(answers.filter((a) => a.msg === ASKED && a.data?.captcha === 'image')).toHaveLength(25 - CLIENT_LIMIT);
    expect((await login('nobody@example.com', 'password1', { peer: sprayer })).msg).toBe(ASKED);

    const { email, password } = await registerShopper(h);
    const asked = await login(email, password, { peer: sprayer, lang: 'ru' });
    expect([asked.code, asked.msg, asked.data]).toEqual([0, 'Из вашей сети было много неудачных попыток входа: чтобы войти, введите символы с картинки.', { captcha: 'image' }]);
    const first = await solvedCaptcha(h);
    const bad = await login(email, password, { peer: sprayer, cookie: first.cookie, image_captcha: first.answer === 'AAAA' ? 'CCCC' : 'AAAA' });
    expect([bad.msg, bad.data]).toEqual(['The captcha is incorrect, please try again', { captcha: 'image' }]);
    // The answer was spent by the wrong guess: the right one of that picture no longer counts.
    expect((await login(email, password, { peer: sprayer, cookie: first.cookie, image_captcha: first.answer })).msg).toBe('The captcha is incorrect, please try again');
    const solved = await solvedCaptcha(h);
    const inside = await login(email, password, { peer: sprayer, cookie: solved.cookie, image_captcha: solved.answer.toLowerCase() });
    expect(inside.code).toBe(1);
    expect(inside.data.userinfo.email).toBe(email);
    // With a captcha a wrong password is judged as ever, and the captcha never opens an account with a wrong one.
    const again = await solvedCaptcha(h);
    expect((await login(email, 'not-it', { peer: sprayer, cookie: again.cookie, image_captcha: again.answer })).msg).toBe(WRONG);
    // Another address behind the same carrier or not: nothing asked.
    expect((await login(email, password, { peer: address() })).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
    expect((await login(email, password, { peer: sprayer })).code).toBe(1);
  });

  it('the account the sprayer guessed 5 times is still locked, with or without a captcha', async () => {
    const sprayer = address();
    await spray(h, CLIENT_LIMIT, () => ({ peer: sprayer }));
    const { email, password } = await registerShopper(h);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const c = await solvedCaptcha(h);
      expect((await login(email, `guess-${i}`, { peer: sprayer, cookie: c.cookie, image_captcha: c.answer })).msg).toBe(WRONG);
      if ((i + 1) % PAIR_LIMIT === 0) clock.advance(PAIR_WINDOW);
    }
    const c = await solvedCaptcha(h);
    expect((await login(email, password, { peer: sprayer, cookie: c.cookie, image_captcha: c.answer })).msg).toBe('Too many failed sign-ins. Try again in 14 min.');
    expect((await login(email, password, { peer: address() })).msg).toMatch(/^Too many failed sign-ins/);
    clock.advance(LOGIN_WINDOW);
  });

  it('without TRUST_PROXY (the default) X-Forwarded-For is never believed: a peer that rotates it is one address', async () => {
    const peer = address();
    const answers = await spray(h, CLIENT_LIMIT + 1, (i) => ({ peer, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } }));
    expect(answers.filter((a) => a.msg === ASKED)).toHaveLength(1);
    clock.advance(LOGIN_WINDOW);
  });
});

describe('e-mail-code sign-in under the same rule', () => {
  /** A shopper with a sign-in code sent (answers the e-mail and the code). */
  async function withCode() {
    const { email } = await registerShopper(h);
    expect((await h.call('/api/ems/send', { event: 'emaillogin', email })).code).toBe(1);
    return { email, code: await codeFor(h, email, 'emaillogin') };
  }

  it('25 wrong codes over 25 accounts from one address, then the right code of another: asked for the captcha and let in with it', async () => {
    const sprayer = address();
    const answers = await Promise.all((await shoppers(25)).map((s) => emailLogin(s.user.email!, '000000', { peer: sprayer })));
    expect(answers.filter((a) => a.msg === 'The verification code is incorrect')).toHaveLength(CLIENT_LIMIT);
    expect(answers.filter((a) => a.msg === ASKED && a.data?.captcha === 'image')).toHaveLength(25 - CLIENT_LIMIT);

    const { email, code } = await withCode();
    expect((await emailLogin(email, code, { peer: address() })).code).toBe(1); // elsewhere: straight in
    const second = await withCode();
    expect((await emailLogin(second.email, second.code, { peer: sprayer })).msg).toBe(ASKED);
    const c = await solvedCaptcha(h);
    const inside = await emailLogin(second.email, second.code, { peer: sprayer, cookie: c.cookie, image_captcha: c.answer });
    expect(inside.code).toBe(1);
    expect(inside.data.userinfo.email).toBe(second.email);
    clock.advance(LOGIN_WINDOW);
  });

  it('sprayed wrong passwords ask the e-mail way in for the captcha too (one address, one count)', async () => {
    const sprayer = address();
    await spray(h, CLIENT_LIMIT, () => ({ peer: sprayer }));
    const { email, code } = await withCode();
    expect((await emailLogin(email, code, { peer: sprayer })).msg).toBe(ASKED);
    const c = await solvedCaptcha(h);
    expect((await emailLogin(email, code, { peer: sprayer, cookie: c.cookie, image_captcha: c.answer })).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });

  it('an account whose password is being guessed still signs in with a code sent to its e-mail', async () => {
    const { email, code } = await withCode();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) await login(email, `guess-${i}`, { peer: address() });
    expect((await login(email, 'secret123')).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    expect((await emailLogin(email, code)).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });

  it(`${PAIR_LIMIT} wrong codes of one account from one address slow that pair`, async () => {
    const { email, code } = await withCode();
    const peer = address();
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await emailLogin(email, `00000${i}`, { peer })).msg).toBe('The verification code is incorrect');
    expect((await emailLogin(email, code, { peer })).msg).toBe('Too many failed sign-ins. Try again in 1 min.');
    clock.advance(PAIR_WINDOW);
    expect((await emailLogin(email, code, { peer })).code).toBe(1);
  });
});

describe('the pay password locks per account, never per address', () => {
  it(`one account's ${PAY_PASSWORD.maxTries} wrong pay passwords lock it, and another account from the same address is not locked`, async () => {
    const pay = async () => {
      const s = await newShopper(h.db);
      expect((await h.call('/api/ems/send', { event: 'paypassword', email: s.user.email! }, { token: s.token })).code).toBe(1);
      const set = await h.call('/api/paypassword/set', { password: '246810', captcha: await codeFor(h, s.user.email!, 'paypassword') }, { token: s.token });
      expect(set.code).toBe(1);
      return (password: string) => h.call('/api/paypassword/check', { password }, { token: s.token, peer: '192.0.2.77' });
    };
    const [guessed, other] = [await pay(), await pay()];
    for (let i = 0; i < PAY_PASSWORD.maxTries; i++) await guessed(String(100_000 + i));
    expect((await guessed('246810')).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    expect((await other('135790')).msg).toBe(`Wrong pay password. Tries left: ${PAY_PASSWORD.maxTries - 1}`);
    expect((await other('246810')).code).toBe(1);
  });
});
