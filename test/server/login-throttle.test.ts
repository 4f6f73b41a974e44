import { describe, it, expect, beforeAll } from 'vitest';
import { harness, DEMO_USER, type Harness } from './harness';
import { testClock, registerShopper } from './account-helpers';
import { ACCOUNT_LIMIT, CLIENT_LIMIT, LOGIN_WINDOW } from '../../server/domain/account/login-throttle';

let h: Harness;
const clock = testClock();
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

const login = (account: string, password: string, lang = 'en') => h.call('/api/user/login', { account, password }, { lang });

describe('sign-in throttling (OWASP API2)', () => {
  it(`after ${ACCOUNT_LIMIT} wrong passwords an account pauses, even for the right one, and says how long; the window's end lets it in`, async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await login(DEMO_USER.email, `wrong-${i}`)).msg).toBe('Incorrect account or password');
    const refused = await login(DEMO_USER.email, DEMO_USER.password);
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    expect((await login(DEMO_USER.email.toUpperCase(), DEMO_USER.password, 'ru')).msg).toBe('Слишком много неудачных попыток входа. Повторите через 15 мин.');
    clock.advance(LOGIN_WINDOW - 60);
    expect((await login(DEMO_USER.email, DEMO_USER.password, 'zh-cn')).msg).toBe('登录失败次数过多，请 1 分钟后再试。');
    clock.advance(60);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).code).toBe(1);
  });

  it('a successful sign-in forgives the account its earlier failures', async () => {
    const { email, password } = await registerShopper(h);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(email, 'not-it');
    expect((await login(email, password)).code).toBe(1);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(email, 'not-it');
    expect((await login(email, password)).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });

  it(`one client spraying passwords over many accounts pauses after ${CLIENT_LIMIT} failures`, async () => {
    for (let i = 0; i < CLIENT_LIMIT; i++) expect((await login(`spray${i}@example.com`, 'password1')).msg).toBe('Incorrect account or password');
    const { email, password } = await registerShopper(h);
    expect((await login(email, password)).msg).toMatch(/^Too many failed sign-ins/);
  });
});
