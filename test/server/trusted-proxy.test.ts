import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { freshEmail, registerShopper, solvedCaptcha, spray, testClock } from './account-helpers';
import { readConfig } from '../../server/config';
import { forwardedClient, proxyTrust } from '../../server/http/trusted-proxy';
import { CLIENT_LIMIT, LOGIN_WINDOW } from '../../server/domain/account/login-throttle';
import { OPS_LOGIN_LIMIT } from '../../server/domain/ops/ops-session';

/*
 * Behind a reverse proxy or load balancer (how WORKERS=N and several machines are deployed) every socket is the
 * proxy's: TRUST_PROXY names the proxies whose X-Forwarded-For is believed, and every per-address limit (sign-in,
 * code sends, the operator login) then counts the shopper's own address.
 */
const PROXY = '10.0.0.2';
const CODES_PER_ADDRESS = 3;
let h: Harness;
const clock = testClock();
beforeAll(async () => {
  h = await harness({ now: clock.now, env: { TRUST_PROXY: '10.0.0.0/8, loopback', CODE_LIMIT_ADDRESS: String(CODES_PER_ADDRESS) } });
});

/** A call that reaches the server through the proxy, which says it came from `client` (or from what `forwarded` lists). */
const via = (forwarded: string, peer = PROXY) => ({ peer, headers: { 'x-forwarded-for': forwarded } });
const login = (account: string, password: string, o: { peer: string; headers: Record<string, string> }, captcha?: { cookie: string; answer: string }) =>
  h.call('/api/user/login', { account, password, image_captcha: captcha?.answer }, { ...o, headers: { ...o.headers, ...(captcha ? { cookie: captcha.cookie } : {}) } });
const WRONG = 'Incorrect account or password';
const ASKED = 'Many sign-ins have failed from your network: type the characters in the picture to sign in.';

describe('TRUST_PROXY: which proxies\' X-Forwarded-For names the client', () => {
  it('two shoppers behind one trusted proxy: one spraying 25 wrong passwords is asked for the captcha, the other signs in untouched', async () => {
    const answers = await spray(h, 25, () => via('198.51.100.1'));
    expect(answers.filter((a) => a.msg === WRONG)).toHaveLength(CLIENT_LIMIT);
    expect(answers.filter((a) => a.msg === ASKED)).toHaveLength(25 - CLIENT_LIMIT);

    const other = await registerShopper(h);
    expect((await login(other.email, other.password, via('198.51.100.2'))).code).toBe(1);
    const sprayer = await registerShopper(h);
    expect((await login(sprayer.email, sprayer.password, via('198.51.100.1'))).msg).toBe(ASKED);
    expect((await login(sprayer.email, sprayer.password, via('198.51.100.1'), await solvedCaptcha(h))).code).toBe(1);
    // Whatever the sprayer writes to the left of what the proxy appended is not believed.
    expect((await login(other.email, other.password, via('198.51.100.2, 198.51.100.1'))).msg).toBe(ASKED);
    // Proxies in a row (the loopback one, then 10.0.0.2): the first hop none of them is.
    expect((await login(other.email, other.password, via('198.51.100.1, 10.0.0.9', '127.0.0.1'))).msg).toBe(ASKED);
    expect((await login(other.email, other.password, via('198.51.100.2, 10.0.0.9', '::ffff:127.0.0.1'))).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });

  it('an untrusted peer\'s X-Forwarded-For is ignored: rotating it, the peer is still one address', async () => {
    const answers = await spray(h, 25, (i) => via(`198.51.100.${100 + i}`, '192.0.2.9'));
    expect(answers.filter((a) => a.msg === ASKED)).toHaveLength(25 - CLIENT_LIMIT);
    const s = await registerShopper(h);
    expect((await login(s.email, s.password, via('198.51.100.3', '192.0.2.9'))).msg).toBe(ASKED);
    // The address it claimed is untouched.
    expect((await login(s.email, s.password, via('198.51.100.3'))).code).toBe(1);
    clock.advance(LOGIN_WINDOW);
  });

  it('code sends count the forwarded address: one shopper\'s allowance used up, another behind the proxy still gets codes', async () => {
    const send = (forwarded: string) => h.call('/api/ems/send', { event: 'register', email: freshEmail('tp') }, via(forwarded));
    for (let i = 0; i < CODES_PER_ADDRESS; i++) expect((await send('198.51.100.4')).code).toBe(1);
    expect((await send('198.51.100.4')).msg).toBe('Too many codes were asked for from here: try again in 60 min');
    expect((await send('198.51.100.5')).code).toBe(1);
  });

  it('the operator login counts the forwarded address', async () => {
    const form = (token: string, forwarded: string) => h.app.request('/ops/vitals/login', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
      body: new URLSearchParams({ token, days: '3' }).toString(),
    }, { incoming: { socket: { remoteAddress: PROXY, remoteFamily: 'IPv4' } } });
    for (let i = 0; i < OPS_LOGIN_LIMIT; i++) expect((await form(`wrong-${i}`, '198.51.100.6')).status).toBe(401);
    expect((await form('wrong', '198.51.100.6')).status).toBe(429);
    expect((await form('wrong', '198.51.100.7')).status).toBe(401);
  });
});

describe('the setting', () => {
  it('reads addresses, CIDRs and "loopback"; a typo stops the server instead of trusting nothing or everything', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 fd00::/8,203.0.113.5' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '203.0.113.5']);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0/8', '*']) expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('the rightmost hop that is not a trusted proxy is the client; one that is not an address ends the walk', () => {
    const trust = proxyTrust(['10.0.0.0/8', 'fd00::/8']);
    expect(forwardedClient('10.1.2.3', '1.1.1.1, 2.2.2.2', trust)).toBe('2.2.2.2');
    expect(forwardedClient('10.1.2.3', '1.1.1.1, 2.2.2.2, 10.9.9.9', trust)).toBe('2.2.2.2');
    expect(forwardedClient('fd00::1', '2001:db8::7', trust)).toBe('2001:db8::7');
    expect(forwardedClient('10.1.2.3', 'garbage, 10.9.9.9', trust)).toBe('10.9.9.9');
    expect(forwardedClient('10.1.2.3', undefined, trust)).toBe('10.1.2.3');
    expect(forwardedClient('::ffff:192.0.2.1', '1.1.1.1', trust)).toBe('192.0.2.1');
    expect(forwardedClient('192.0.2.1', '1.1.1.1', proxyTrust([]))).toBe('192.0.2.1');
  });
});
