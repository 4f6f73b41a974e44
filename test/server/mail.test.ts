import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { freshEmail } from './account-helpers';
import { smtpSink, type SmtpSink } from './smtp-sink';
import { startMailWorker, type MailWorker } from '../../server/domain/mail/worker';
import { present } from '../../server/ops/cli';
import { displayWidth } from '../../server/ops/table';

/**
 * E-mail for real (issue 27) against a real SMTP server in this process: the outbox written with the event, the
 * worker's delivery with retries, notifications in the shopper's language with the number and the amount in
 * ¥ ≈ their currency, the unsubscribe link, codes, and the newsletter's double opt-in. Runs on PGlite and on
 * PostgreSQL (DATABASE_URL), as every server test.
 */
const SITE = 'https://shop.test';
let sink: SmtpSink;
let h: Harness;
let worker: MailWorker;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {}); // the dev outbox's [outbox] lines
  sink = await smtpSink();
  h = await harness({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Shop <mail@shop.test>', MAIL_RETRY: '1', MAIL_ATTEMPTS: '4', MAIL_LEASE: '20', PUBLIC_URL: SITE } });
  worker = startMailWorker(h.deps, { origin: 'http://127.0.0.1:1', pollMs: 100 });
});
afterAll(async () => {
  await worker?.stop();
  await sink?.stop();
});

type Row = { id: number; status: string; to: string; last_error: string; tries: number; kind: string };
const outbox = async (email: string, status = 'all') => (await h.ops('mail', { email, status })).data as Row[];
/** Waits until every outbox row to `email` is sent (or failed), answering them. */
const settled = (email: string, n = 1) => vi.waitFor(async () => {
  const rows = await outbox(email);
  expect(rows.length).toBe(n);
  expect(rows.every((r) => r.status === 'sent' || r.status === 'failed')).toBe(true);
  return rows;
}, { timeout: 20_000, interval: 100 });
const linkIn = (text: string, path: string) => new RegExp(`${SITE}${path}\\?[^\\s"<]+`).exec(text)?.[0].replaceAll('&#38;', '&') ?? '';
const page = (url: string, method = 'GET') => h.app.request(url.replace(SITE, ''), { method });

/** A new shopper (their language and currency told by the notification settings page) whose paid order was bought: the e-mail and the order. */
async function boughtMail(lang: string, currency: string) {
  const shopper = await newShopper(h.db);
  expect((await h.call('/api/emailremind/lists', { currency }, { token: shopper.token, lang, method: 'GET' })).code).toBe(1);
  const { order } = await makeOrder(h.db, shopper.user.id, { status: 1, priceFen: 12_345 });
  expect((await h.ops('buy', { id: order.id })).code).toBe(1);
  const [sent] = await settled(shopper.user.email!);
  expect(sent).toMatchObject({ status: 'sent', kind: 'notice:order_bought', tries: 1 });
  const mails = sink.to(shopper.user.email!);
  expect(mails).toHaveLength(1);
  return { shopper, order, mail: mails[0] };
}

describe('notification e-mails', () => {
  it('a paid order bought, "bought" on: exactly one e-mail, in the shopper\'s language, with the number and ¥ ≈ their currency', async () => {
    const { order, mail: first } = await boughtMail('ru', 'RUB');
    expect(first.subject).toBe(`Заказ выкуплен · ${order.sn}`);
    expect(first.from?.value[0]).toMatchObject({ name: 'Shop', address: 'mail@shop.test' });
    // ¥123.45 × 12.7 = 1567.815 → 1568 ₽ (RUB has no decimals): the storefront's one rounding rule.
    for (const part of [first.text!, first.html as string]) {
      expect(part).toContain(`Мы выкупили заказ ${order.sn} у продавца Fixture shop.`);
      expect(part).toContain(order.sn);
      expect(part).toContain('¥123.45 ≈ 1568 ₽');
      expect(part).toContain(`${SITE}/wap/#/pages/member/order/detail?id=${order.id}`);
      expect(part).toContain('Открыть заказ');
      expect(linkIn(part, '/wap/mail/off')).not.toBe('');
    }
    expect(first.html).toContain('<html lang="ru">');
    const header = (name: string) => first.headerLines.find((l) => l.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`<${SITE}/wap/mail/off?`);
  });

  it('with the switch off, none; the other events still come', async () => {
    const { user, token } = await newShopper(h.db);
    await h.call('/api/emailremind/setRemind', { event: 'order_bought', status: 0 }, { token });
    const a = await makeOrder(h.db, user.id, { status: 1 });
    const b = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.ops('buy', { id: a.order.id })).code).toBe(1);
    expect((await h.ops('problem', { id: b.order.id, kind: 'out_of_stock' })).code).toBe(1);
    // The outbox is written in the event's transaction: the bought order left no row, the problem one.
    const rows = await settled(user.email!, 1);
    expect(rows[0].kind).toBe('notice:order_problem');
    const mails = sink.to(user.email!);
    expect(mails.map((m) => m.subject)).toEqual([`Problem with an order · ${b.order.sn}`]);
    expect(mails[0].text).toContain('Order total: ¥50.00 ≈ $6.93'); // USD until the shopper's currency is known: 50 × 0.1386
  });

  it('the unsubscribe link turns that switch off without a login, on a page in the link\'s language; a changed link does nothing', async () => {
    const { shopper, mail } = await boughtMail('ru', 'EUR');
    expect(mail.text).toContain('¥123.45 ≈ €15.74');
    const link = linkIn(mail.text!, '/wap/mail/off');
    const forged = link.replace(/u=\d+/, `u=${shopper.user.id + 1}`);
    const bad = await page(forged);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Ссылка не работает');

    const res = await page(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Письма отключены');
    expect(html).toContain('«Заказ выкуплен у продавца»');
    const lists = await h.call('/api/emailremind/lists', {}, { token: shopper.token, method: 'GET' });
    const status = Object.fromEntries(lists.data.events.map((e: { event: string; status: number }) => [e.event, e.status]));
    expect(status).toMatchObject({ order_bought: 0, order_arrived: 1 });
    // Mail clients' one-click unsubscribe (RFC 8058) is the same link as a POST.
    expect((await page(link, 'POST')).status).toBe(200);
    expect((await page(forged, 'POST')).status).toBe(400);
  });
});

describe('delivery', () => {
  it('SMTP down: retried with backoff, sent once it is back', async () => {
    const { user } = await newShopper(h.db);
    await sink.stop();
    try {
      const { order } = await makeOrder(h.db, user.id, { status: 1 });
      expect((await h.ops('buy', { id: order.id })).code).toBe(1);
      const failing = await vi.waitFor(async () => {
        const [row] = await outbox(user.email!, 'pending');
        expect(row?.tries).toBeGreaterThanOrEqual(2);
        return row;
      }, { timeout: 20_000, interval: 50 });
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await sink.start();
    }
    const [row] = await settled(user.email!);
    expect(row.status).toBe('sent');
    expect(row.tries).toBeGreaterThanOrEqual(3);
    expect(sink.to(user.email!)).toHaveLength(1);
  });

  it('a refusal for good fails at once; a temporary one after the last attempt; both listed for the operator in 80 columns; mail_retry sends again', async () => {
    const gone = freshEmail('gone');
    const busy = freshEmail('busy');
    sink.state.refuse.set(gone, 550);
    sink.state.refuse.set(busy, 451);
    expect((await h.call('/api/ems/send', { event: 'register', email: gone })).code).toBe(1);
    expect((await h.call('/api/ems/send', { event: 'register', email: busy })).code).toBe(1);
    const [g] = await settled(gone);
    expect(g).toMatchObject({ status: 'failed', tries: 1 });
    expect(g.last_error).toContain('550');
    const [b] = await settled(busy);
    expect(b).toMatchObject({ status: 'failed', tries: 4 });
    expect(b.last_error).toContain('451');

    const list = (await h.ops('mail')).data as Row[];
    expect(list.slice(0, 2).map((r) => r.to)).toEqual([busy, gone]); // newest first
    const table = present('mail', list, {});
    expect(table.split('\n').every((line) => displayWidth(line) <= 80)).toBe(true);
    expect(table).toMatch(/^\d+\s+failed\s+busy\S*\s+451 /m);
    expect(table).toMatch(/^\d+\s+failed\s+gone\S*\s+550 /m);

    sink.state.refuse.delete(busy);
    expect((await h.ops('mail_retry', { id: b.id })).data).toMatchObject({ id: b.id, status: 'pending' });
    expect((await h.ops('mail_retry', { id: b.id })).code).toBe(0); // no longer failed
    await vi.waitFor(async () => expect((await outbox(busy))[0].status).toBe('sent'), { timeout: 20_000, interval: 100 });
    expect(sink.to(busy)).toHaveLength(1);
  });

  it('codes go out as e-mails in the language asked; the dev outbox still lists them', async () => {
    const email = freshEmail('code');
    expect((await h.call('/api/ems/send', { event: 'resetpwd', email }, { lang: 'zh-cn' })).code).toBe(1); // no account: the code goes nowhere
    expect((await h.call('/api/ems/send', { event: 'register', email }, { lang: 'zh-cn' })).code).toBe(1);
    await settled(email, 1);
    const [mail] = sink.to(email);
    const code = ((await h.ops('outbox', { target: email })).data as { event: string; code: string }[]).find((e) => e.event === 'register')!.code;
    expect(mail.subject).toBe(`${code} 是您的 {site} 验证码`.replace('{site}', 'BuyForMe'));
    expect(mail.text).toContain('您的注册验证码：');
    expect(mail.html).toContain(code);
  });

  it('an invitation goes out once, in the inviter\'s language, with the inviter\'s link', async () => {
    const me = await newShopper(h.db);
    const friend = freshEmail('friend');
    expect((await h.call('/api/invitefriends/emailAdd', { email: friend }, { token: me.token })).code).toBe(1);
    const sends = await Promise.all([1, 2, 3].map(() => h.call('/api/invitefriends/sendInvitefriendsEmail', { email: friend }, { token: me.token, lang: 'ru' })));
    expect(sends.filter((r) => r.code === 1)).toHaveLength(1);
    await settled(friend, 1);
    const [mail] = sink.to(friend);
    expect(mail.subject).toBe('Приглашение в BuyForMe');
    expect(mail.text).toContain(`${SITE}/wap/invite/${me.user.id}`);
    expect(mail.html).toContain(`href="${SITE}/wap/invite/${me.user.id}"`);
  });
});

describe('newsletter: double opt-in', () => {
  const detail = (token: string) => h.call('/api/usersubscription/detail', {}, { token }).then((r) => r.data);

  it('subscribing sends a confirmation link; only the confirmed address is subscribed', async () => {
    const { user, token } = await newShopper(h.db);
    const add = await h.call('/api/usersubscription/add', { subscribe: 1 }, { token, lang: 'ru' });
    expect(add).toMatchObject({ code: 1, data: { subscribed: false, pending: true, email: user.email } });
    expect(add.msg).toContain(user.email!);
    expect(await detail(token)).toMatchObject({ subscribed: false, pending: true });

    const [mail] = await sink.waitFor(user.email!);
    expect(mail.subject).toBe('Подтвердите подписку на рассылку BuyForMe');
    const link = linkIn(mail.text!, '/wap/mail/confirm');
    expect(link).toContain('lang=ru');
    expect(link).not.toContain(encodeURIComponent(user.email!)); // the address is signed, not shown
    expect((await page(link.replace(/s=[\w-]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(400);

    const res = await page(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Подписка подтверждена');
    expect(html).toContain(user.email!);
    expect(await detail(token)).toMatchObject({ subscribed: true, pending: false, email: user.email });
    expect((await page(link)).status).toBe(200); // opened again: still confirmed

    // Off, then on again to the confirmed address: at once, no new link.
    expect((await h.call('/api/usersubscription/add', { subscribe: 0 }, { token })).data).toMatchObject({ subscribed: false, pending: false });
    expect((await h.call('/api/usersubscription/add', { subscribe: 1 }, { token })).data).toMatchObject({ subscribed: true, pending: false });
    expect(sink.to(user.email!)).toHaveLength(1);
    expect(await outbox(user.email!)).toHaveLength(1);
  });

  it("another shopper's address is never subscribed without its owner; the owner's link is the only way; an outdated link does nothing", async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const add = await h.call('/api/usersubscription/add', { subscribe: 1, email: b.user.email! }, { token: a.token });
    expect(add).toMatchObject({ code: 1, data: { subscribed: false, pending: true, email: b.user.email } });
    expect(add.msg).not.toBe('Subscribed to the newsletter');
    expect(await detail(a.token)).toMatchObject({ subscribed: false, pending: true });
    const [mail] = await sink.waitFor(b.user.email!);
    const link = linkIn(mail.text!, '/wap/mail/confirm');

    // A asks for another address: the link to B's is outdated, and opening it subscribes nothing.
    await h.call('/api/usersubscription/add', { subscribe: 1, email: a.user.email! }, { token: a.token });
    expect((await page(link)).status).toBe(400);
    expect(await detail(a.token)).toMatchObject({ subscribed: false, pending: true, email: a.user.email });
  });
});

describe('each e-mail once', () => {
  it('no message was delivered twice (every Message-ID once)', () => {
    const ids = sink.received.map((m) => m.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
