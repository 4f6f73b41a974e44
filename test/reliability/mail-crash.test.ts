import { describe, it, expect, beforeAll, afterAll, vi, inject } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/open';
import { rememberLocale } from '../../server/domain/mail/prefs';
import { makeOrder, newShopper } from '../server/fixtures';
import { smtpSink, type SmtpSink } from '../server/smtp-sink';
import { testDatabase } from '../server/test-database';
import { opsAt } from '../../scripts/shop/wire';
import { killAll, startServerProcess, type ServerProcess } from './server-process';

/**
 * The e-mail outbox across crashes and processes (issue 27), with the real server as a child process and a real
 * SMTP server in this one: killed with SIGKILL after the event and before delivery, the e-mail goes out once after
 * the restart; killed in the middle of handing it over (the SMTP server never answered), once after the claim's
 * lease ends; two processes on one PostgreSQL send each e-mail once. On PGlite (a data folder) and, with
 * DATABASE_URL, on PostgreSQL (a database of its own).
 */
const OPS = 'mail-crash-ops-token';
const PG = process.env.DATABASE_URL;
const spawned: ChildProcess[] = [];
const dirs: string[] = [];
let sink: SmtpSink;
let dataDir: string;
let databaseUrl = '';
let dropDb: (() => Promise<void>) | undefined;
type Shopper = { email: string; orders: { id: number; sn: string }[] };
/** One shopper per test (each its own e-mails): one paid order each for the kill tests, 38 for the two processes. */
const shoppers: Shopper[] = [];

const newDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
  dirs.push(d);
  return d;
};

/** The shoppers (Russian, euros) with their paid orders, in a fresh copy of the seeded database. */
beforeAll(async () => {
  sink = await smtpSink();
  dataDir = newDir();
  let open;
  if (PG) {
    ({ url: databaseUrl, drop: dropDb } = await testDatabase(PG));
    open = await openDb({ databaseUrl });
  } else {
    open = await openDb({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
  }
  try {
    for (const n of [1, 1, 38]) {
      const { user } = await newShopper(open.db);
      await rememberLocale(open.db, user.id, 'ru', Math.floor(Date.now() / 1000), 'EUR');
      const orders = [];
      for (let i = 0; i < n; i++) orders.push((await makeOrder(open.db, user.id, { status: 1, priceFen: 10_000 + i })).order);
      shoppers.push({ email: user.email!, orders });
    }
  } finally {
    await open.close();
  }
});

afterAll(async () => {
  await killAll(spawned);
  await sink?.stop();
  await dropDb?.();
  for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 3 });
});

/** A server on the test's database (PGlite: its one data folder; PostgreSQL: a folder of its own for server.json), sending to the sink. */
const start = () => startServerProcess(PG ? newDir() : dataDir, OPS, spawned, {
  DATABASE_URL: databaseUrl, SMTP_URL: sink.url, MAIL_FROM: 'Shop <mail@shop.test>', MAIL_RETRY: '1', MAIL_LEASE: '8',
});
async function kill9(s: ServerProcess) {
  s.child.kill('SIGKILL');
  expect(await s.exited).toBeNull(); // ended by the signal
}

type Row = { id: number; status: string; tries: number; last_error: string };
const mailOf = (s: ServerProcess, who: Shopper, status = 'all') => opsAt<Row[]>(s.base, OPS, 'mail', { email: who.email, status, limit: 500 });
/** The e-mails of the shopper's orders the sink accepted, by order. */
const sentFor = (who: Shopper) => who.orders.map((o) => sink.to(who.email).filter((m) => m.subject?.endsWith(o.sn)).length);

describe('the e-mail outbox survives kill -9', () => {
  it('killed after the event, before delivery (SMTP down): sent once after the restart', async () => {
    const who = shoppers[0];
    const [order] = who.orders;
    await sink.stop();
    const first = await start();
    await opsAt(first.base, OPS, 'buy', { id: order.id });
    // Tried and not delivered: pending, its error kept.
    await vi.waitFor(async () => {
      const [row] = await mailOf(first, who, 'pending');
      expect(row?.tries).toBeGreaterThanOrEqual(1);
      expect(row.last_error).not.toBe('');
    }, { timeout: 30_000, interval: 100 });
    await kill9(first);

    await sink.start();
    const second = await start();
    await vi.waitFor(async () => expect((await mailOf(second, who, 'sent')).length).toBe(1), { timeout: 30_000, interval: 200 });
    expect(sentFor(who)).toEqual([1]);
    const [mail] = sink.to(who.email);
    expect(mail.subject).toBe(`Заказ выкуплен · ${order.sn}`);
    expect(mail.text).toContain('¥100.00 ≈ €12.75');
    await kill9(second);
  });

  it('killed while handing it over (no answer from SMTP yet): sent once when the lease ends', async () => {
    const who = shoppers[1];
    const [order] = who.orders;
    const server = await start();
    sink.state.hold.add(who.email);
    const handing = new Promise<void>((resolve) => (sink.state.onHold = () => resolve()));
    await opsAt(server.base, OPS, 'buy', { id: order.id });
    await handing;
    await kill9(server);
    sink.state.hold.clear();

    const next = await start();
    await vi.waitFor(async () => expect((await mailOf(next, who, 'sent')).length).toBe(1), { timeout: 40_000, interval: 200 });
    expect(sentFor(who)).toEqual([1]);
    const [row] = await mailOf(next, who);
    expect(row.tries).toBeGreaterThanOrEqual(2); // the killed attempt, then the one after the lease
    await kill9(next);
  });
});

describe.skipIf(!PG)('two server processes on one PostgreSQL', () => {
  it('send each e-mail once', async () => {
    const who = shoppers[2];
    await sink.stop();
    const [a, b] = await Promise.all([start(), start()]);
    // Every event while SMTP is down, half through each process: both processes then go for the same rows.
    await Promise.all(who.orders.map((o, i) => opsAt(i % 2 ? a.base : b.base, OPS, 'buy', { id: o.id })));
    await vi.waitFor(async () => {
      const rows = await mailOf(a, who);
      expect(rows.length).toBe(who.orders.length);
      expect(rows.every((r) => r.status !== 'sent' && r.tries >= 1)).toBe(true);
    }, { timeout: 30_000, interval: 200 });
    await sink.start();
    await vi.waitFor(async () => expect((await mailOf(b, who, 'sent')).length).toBe(who.orders.length), { timeout: 60_000, interval: 200 });
    expect(sentFor(who)).toEqual(who.orders.map(() => 1));
    expect(sink.to(who.email)).toHaveLength(who.orders.length);
  });
});
