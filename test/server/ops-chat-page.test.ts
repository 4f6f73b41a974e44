import { describe, it, expect, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { harness, type Harness } from './harness';
import { addStaff, disableStaff } from '../../server/domain/staff/staff-accounts';
import { staffLogin } from '../../server/domain/staff/staff-sessions';

/**
 * GET /ops/chat (issue 34): the staff console for a browser with a live staff session, its sign-in form otherwise;
 * a strict policy (no inline script, the stylesheet by hash, the one script file of this site by path and integrity);
 * and nothing from a shopper or a staff member's own name reaches the HTML unescaped.
 */
let clock = Math.floor(Date.now() / 1000);
let h: Harness;
const PASSWORD = 'console-pass-1';
beforeAll(async () => {
  h = await harness({ now: () => clock });
});

const open = (cookie?: string) => h.app.request('/ops/chat', { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
/** A staff member of the test's own and the cookie of a session they signed into. */
async function signedIn(name: string) {
  const email = `console-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const who = await addStaff(h.db, { name, email, password: PASSWORD }, clock);
  const { token } = await staffLogin(h.db, { email, password: PASSWORD, client: 'test' }, clock);
  return { who, cookie: `staff_session=${token}` };
}
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1];
const scriptTag = (html: string) => /<script src="([^"]+)" integrity="([^"]+)" defer><\/script>/.exec(html);

/** The policy every answer of the page carries: the script from this site only, never inline code. */
function expectPolicy(res: Response, html: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split(/;\s*/).map((d) => { const [k, ...v] = d.split(' '); return [k, v.join(' ')]; }));
  expect(directives.get('default-src')).toBe("'none'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('connect-src')).toBe("'self'");
  expect(directives.get('style-src')).toBe(`'sha256-${createHash('sha256').update(styleOf(html)).digest('base64')}'`);
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(csp).not.toContain('unsafe');
  expect(res.headers.get('cache-control')).toBe('no-store');
  // no inline script, no event handler attribute, no style attribute: the policy would block them
  expect(html.match(/<script\b/g)).toHaveLength(1);
  expect(html).not.toMatch(/<[^>]*\s(on\w+|style)=/i);
}

describe('staff console page', () => {
  it('shows the sign-in form (401) without a session, with a forged one, after it ended and to a disabled member', async () => {
    for (const cookie of [undefined, 'staff_session=' + 'a'.repeat(64), 'staff_session=not-a-token', 'ops_session=1.x']) {
      const res = await open(cookie);
      expect(res.status, String(cookie)).toBe(401);
      const html = await res.text();
      expectPolicy(res, html);
      expect(html).toContain('<form class="sign-in" method="post" action="/ops/chat/login">');
      expect(html).toMatch(/<input type="email" name="email" autocomplete="username" required autofocus>/);
      expect(html).toMatch(/<input type="password" name="password" autocomplete="current-password" required>/);
      expect(html).not.toContain('id="console"');
    }
    // a session of 12 hours: 13 hours on it is the form again
    const { cookie } = await signedIn('Shift Ends');
    expect((await open(cookie)).status).toBe(200);
    clock += 13 * 3600;
    try {
      expect((await open(cookie)).status).toBe(401);
    } finally {
      clock -= 13 * 3600;
    }
    const gone = await signedIn('Left The Shop');
    expect((await open(gone.cookie)).status).toBe(200);
    await disableStaff(h.db, gone.who.id);
    expect((await open(gone.cookie)).status).toBe(401);
  });

  it('serves the console to a signed-in staff member, naming them escaped', async () => {
    const name = `<img src=x onerror="alert(1)"> & <script>alert(2)</script>`;
    const { who, cookie } = await signedIn(name);
    const res = await open(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expectPolicy(res, html);
    expect(html).toContain('Signed in as &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain(`(${who.email})`);
    for (const id of ['queue-list', 'message-list', 'composer', 'reply-text', 'picture', 'done', 'context-body', 'live', 'sign-out']) expect(html, id).toContain(`id="${id}"`);
    expect(html).not.toContain('action="/ops/chat/login"');
  });

  it('loads its one script from a hashed path of this site, matching its integrity, and the script never parses HTML', async () => {
    const { cookie } = await signedIn('Script Reader');
    for (const html of [await (await open()).text(), await (await open(cookie)).text()]) {
      const tag = scriptTag(html);
      expect(tag).not.toBeNull();
      const [, src, integrity] = tag!;
      expect(src).toMatch(/^\/ops\/chat-console-[0-9a-f]{12}\.js$/);
      const js = await h.app.request(src);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(js.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await js.arrayBuffer());
      expect(integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
      // what a shopper wrote is only ever text: no sink that parses markup
      expect(body.toString()).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|DOMParser|createContextualFragment|eval\(|new Function/);
      expect(body.toString()).toContain('textContent');
    }
    // another path of that shape is not there
    expect((await h.app.request('/ops/chat-console-000000000000.js')).status).toBe(404);
  });
});
