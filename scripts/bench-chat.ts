/**
 * `npm run bench:chat`: live chat under load (issue 34) — BENCH_SHOPPERS (300) signed-in shoppers, each with the
 * Service tab's event stream open, against the real server (server/main.ts) as its own process(es) on a fresh
 * seeded database, over real HTTP on loopback:
 *   - delivery latency from a shopper's send (POST /api/chat/send) to each of two staff consoles' streams (GET /ops/chat/stream),
 *   - delivery latency from a staff reply (POST /ops/chat/reply) to that shopper's stream,
 *   each p50/p99 over every message, and whether every message arrived exactly once;
 *   - the server's resident memory per open stream (the process tree's RSS with every stream open, less before).
 *
 *   npm run bench:chat                                          PGlite, one process (a temporary data folder)
 *   DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop npm run bench:chat
 *                                                               PostgreSQL, 2 server processes (WORKERS=2): the
 *                                                               streams and the calls spread over both, so most
 *                                                               deliveries cross processes (LISTEN/NOTIFY)
 *
 * BENCH_SHOPPERS (300), BENCH_ROUNDS (3: each shopper sends this many messages and gets as many replies), BENCH_RATE
 * (20 sends per second in all, spread evenly: 300 shoppers each writing every 15 s), BENCH_WORKERS (2) on PostgreSQL. The load generator is this process.
 * Not a timed test: the figures go in the README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchServer, type BenchServer } from './bench/server';
import { machineName, treeTime } from './bench/cpu';
import { treeRss } from './bench/proc-tree';
import { openSse } from '../test/server/sse-client';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const pgUrl = process.env.DATABASE_URL;
const OPS = `bench-${randomBytes(6).toString('hex')}`;

type Answer = { code: number; msg: string; data: any };
async function call(base: string, p: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<any> {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ clienttype: 'h5', lang: 'en', ...body }).toString(),
  });
  const r = (await res.json()) as Answer;
  if (r.code !== 1) throw new Error(`${p}: ${r.msg}`);
  return r.data;
}
const ops = (base: string, p: string, body: Record<string, string>) => call(base, p, body, { 'x-ops-token': OPS });

/** A signed-in shopper of their own (registered with the code the dev outbox holds). */
async function shopper(base: string, i: number): Promise<{ token: string; guid: string }> {
  const email = `chat-bench-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const guid = `bench-${i}-${randomBytes(4).toString('hex')}`;
  await call(base, '/api/ems/send', { event: 'register', email }, { Guid: guid });
  const [code] = (await ops(base, '/ops/outbox', { target: email })) as { code: string }[];
  const reg = await call(base, '/api/user/register', { email, password: 'bench-secret-1', code: code.code }, { Guid: guid });
  return { token: reg.userinfo.token, guid };
}

const quantile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number | undefined) => (x === undefined ? '–' : `${x.toFixed(1)} ms`);
const pace = (i: number, t0: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, t0 + (i * 1000) / RATE - performance.now())));

/** Waits until `check` holds, looking every 50 ms, up to `seconds`; false when it never did. */
async function settle(check: () => boolean, seconds: number): Promise<boolean> {
  const end = performance.now() + seconds * 1000;
  while (!check() && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
  return check();
}

async function bench(label: string, server: BenchServer) {
  const { base } = server;
  const pid = server.child.pid!;
  process.stdout.write(`${label}: ${SHOPPERS} shoppers`);
  const people: { token: string; guid: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) people.push(await shopper(base, i));
  // The conversation exists before its stream opens (the first message would make it otherwise).
  await Promise.all(people.map((p) => call(base, '/api/chat/history', {}, { token: p.token, Guid: p.guid })));
  await new Promise((r) => setTimeout(r, 2000));
  const rssBefore = treeRss(pid);

  // Staff: two console streams (with WORKERS=2 the cluster hands consecutive connections to different processes).
  const sentAt = new Map<string, number>(); // client_id → send time
  const toStaff: number[] = [];
  const seenByStaff = [new Map<string, number>(), new Map<string, number>()];
  const conversationOf = new Map<number, number>(); // shopper index → conversation id
  const staffStreams = await Promise.all(seenByStaff.map((seen) => openSse(`${base}/ops/chat/stream`, { 'x-ops-token': OPS }, (e) => {
    if (e.event !== 'message') return;
    const { conversation_id: c, message: m } = JSON.parse(e.data) as { conversation_id: number; message: { author: string; client_id: string } };
    if (m.author === 'staff') return;
    const n = (seen.get(m.client_id) ?? 0) + 1;
    seen.set(m.client_id, n);
    conversationOf.set(Number(m.client_id.split('-')[1]), c);
    if (n === 1 && sentAt.has(m.client_id)) toStaff.push(performance.now() - sentAt.get(m.client_id)!);
  })));

  // Every shopper's stream (a ticket each, as the Service tab opens it).
  const toShopper: number[] = [];
  const seenByShopper = new Map<string, number>();
  const streams = [];
  for (const [i, p] of people.entries()) {
    const { ticket } = await call(base, '/api/chat/ticket', {}, { token: p.token, Guid: p.guid });
    streams.push(await openSse(`${base}/api/chat/stream?ticket=${ticket}`, {}, (e) => {
      if (e.event !== 'message') return;
      const m = JSON.parse(e.data) as { author: string; client_id: string };
      if (m.author !== 'staff') return;
      const n = (seenByShopper.get(m.client_id) ?? 0) + 1;
      seenByShopper.set(m.client_id, n);
      if (n === 1 && sentAt.has(m.client_id)) toShopper.push(performance.now() - sentAt.get(m.client_id)!);
    }));
    if (i % 50 === 49) process.stdout.write('.');
  }
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = treeRss(pid);
  console.log(` with their streams open`);

  const cpu0 = treeTime(pid);
  const t0 = performance.now();
  let k = 0;
  const sends: Promise<unknown>[] = [];
  const answered: number[] = []; // how long each POST took to answer (sending's own part of the latency)
  const replied: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, p] of people.entries()) {
      await pace(k++, t0);
      const id = `s-${i}-${round}`;
      sentAt.set(id, performance.now());
      const at = performance.now();
      sends.push(call(base, '/api/chat/send', { kind: 'text', text: `Question ${round + 1} from shopper ${i}`, client_id: id }, { token: p.token, Guid: p.guid })
        .then(() => answered.push(performance.now() - at)));
    }
  }
  await Promise.all(sends);
  const allAtStaff = await settle(() => toStaff.length >= 2 * SHOPPERS * ROUNDS, 30);
  const replies: Promise<unknown>[] = [];
  const t1 = performance.now();
  k = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < SHOPPERS; i++) {
      await pace(k++, t1);
      const id = `r-${i}-${round}`;
      const c = conversationOf.get(i);
      if (c === undefined) continue;
      sentAt.set(id, performance.now());
      const at = performance.now();
      replies.push(ops(base, '/ops/chat/reply', { id: String(c), kind: 'text', text: `Answer ${round + 1} to shopper ${i}`, client_id: id })
        .then(() => replied.push(performance.now() - at)));
    }
  }
  await Promise.all(replies);
  const allAtShoppers = await settle(() => toShopper.length >= SHOPPERS * ROUNDS, 30);
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpu = (treeTime(pid) - cpu0) / elapsed;

  for (const s of [...streams, ...staffStreams]) await s.close();
  const twice = (seen: Map<string, number>) => [...seen.values()].filter((n) => n > 1).length;
  for (const xs of [toStaff, toShopper, answered, replied]) xs.sort((a, b) => a - b);
  console.table([
    { direction: 'POST /api/chat/send answered', messages: SHOPPERS * ROUNDS, delivered: answered.length, 'shown twice': 0, 'p50': ms(quantile(answered, 0.5)), 'p99': ms(quantile(answered, 0.99)), 'max': ms(answered.at(-1)) },
    { direction: 'POST /ops/chat/reply answered', messages: SHOPPERS * ROUNDS, delivered: replied.length, 'shown twice': 0, 'p50': ms(quantile(replied, 0.5)), 'p99': ms(quantile(replied, 0.99)), 'max': ms(replied.at(-1)) },
    { direction: 'shopper → 2 staff consoles', messages: 2 * SHOPPERS * ROUNDS, delivered: toStaff.length, 'shown twice': seenByStaff.reduce((n, seen) => n + twice(seen), 0), 'p50': ms(quantile(toStaff, 0.5)), 'p99': ms(quantile(toStaff, 0.99)), 'max': ms(toStaff.at(-1)) },
    { direction: 'staff → shopper', messages: SHOPPERS * ROUNDS, delivered: toShopper.length, 'shown twice': twice(seenByShopper), 'p50': ms(quantile(toShopper, 0.5)), 'p99': ms(quantile(toShopper, 0.99)), 'max': ms(toShopper.at(-1)) },
  ]);
  console.log(`memory: ${((rssOpen - rssBefore) / SHOPPERS / 1024).toFixed(1)} KiB per open stream (server RSS ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssOpen / 2 ** 20).toFixed(0)} MiB with ${SHOPPERS} streams); ` +
    `server CPU while sending ${Math.round(serverCpu * 100)} % of one core; ${RATE} sends/s`);
  if (!allAtStaff || !allAtShoppers) process.exitCode = 1;
}

async function withServer(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  const server = await benchServer(dir, OPS, { PASSWORD_COST: '12', CODE_LIMIT_DEVICE: '100000', CODE_LIMIT_ADDRESS: '100000', ...env });
  try {
    await bench(label, server);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Live chat, Node ${process.version}, on ${machineName()}; the load generator is this one Node process, on the same machine`);
  if (!pgUrl) return withServer('PGlite, 1 process', {});
  const { default: postgres } = await import('postgres');
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  const db = `bench_chat_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`CREATE DATABASE ${db}`);
    const url = Object.assign(new URL(pgUrl), { pathname: `/${db}` }).toString();
    const version = (await admin`show server_version`)[0].server_version;
    await withServer(`PostgreSQL ${version}, ${WORKERS} server process${WORKERS > 1 ? 'es' : ''} (WORKERS=${WORKERS})`, { DATABASE_URL: url, WORKERS: String(WORKERS) });
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
