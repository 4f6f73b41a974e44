/**
 * `npm run bench:api`: operations/s and p50/p99 latency of the hot read calls and of checkout + pay, over real HTTP on
 * loopback, against the real server (server/main.ts) as its own process(es) on a fresh seeded database, with the CPU
 * each side used (so the figures say what bounds them).
 *
 *   npm run bench:api                                          PGlite, one process (a temporary data folder)
 *   DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop npm run bench:api
 *                                                              PostgreSQL, 1 and then 2 server processes (WORKERS),
 *                                                              each on its own copy of a freshly seeded database
 *
 * BENCH_SECONDS (10) per target, BENCH_CONCURRENCY (16) clients, BENCH_WORKERS ("1,2") on PostgreSQL. The load
 * generator is this process: one Node thread, its CPU reported beside the server's. Not a timed test: figures go in
 * the README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '../server/db/seed/core';
import { benchServer } from './bench/server';
import { machineName, machineTime, treeTime } from './bench/cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const pgUrl = process.env.DATABASE_URL;
const OPS = `bench-${randomBytes(6).toString('hex')}`;

type Answer = { code: number; msg: string; data: any };
async function post(base: string, p: string, body: Record<string, string>, token?: string): Promise<Answer> {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Guid: 'bench', ...(token ? { token } : {}) },
    body: new URLSearchParams({ clienttype: 'h5', lang: 'en', ...body }).toString(),
  });
  return (await res.json()) as Answer;
}
async function ok(base: string, p: string, body: Record<string, string>, token?: string, ops = false): Promise<any> {
  const r = ops
    ? (await (await fetch(`${base}/ops/${p}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ops-token': OPS }, body: new URLSearchParams(body).toString() })).json()) as Answer
    : await post(base, p, body, token);
  if (r.code !== 1) throw new Error(`${p}: ${r.msg}`);
  return r.data;
}

/** One operation of a client (a call, or a sequence of calls); true when every call answered code 1. */
type Target = { name: string; op: (client: number) => Promise<boolean> };

async function run(t: Target, serverPid: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const [cpu0, tree0, machine0] = [process.cpuUsage(), treeTime(serverPid), machineTime()];
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async (_, client) => {
    while (performance.now() < end) {
      const start = performance.now();
      if (!(await t.op(client))) errors++;
      latencies.push(performance.now() - start);
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const machine = machineTime();
  const load = (cpu.user + cpu.system) / 1e6 / elapsed;
  const server = (treeTime(serverPid) - tree0) / elapsed;
  const busy = (machine.busy - machine0.busy) / elapsed;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  const pct = (coreSeconds: number) => `${Math.round(coreSeconds * 100)} %`;
  return {
    target: t.name, 'per s': Math.round(latencies.length / elapsed), 'p50 ms': +q(0.5).toFixed(1), 'p99 ms': +q(0.99).toFixed(1), errors,
    'load gen CPU': pct(load), 'server CPU': pct(server), 'rest (db, others)': pct(Math.max(0, busy - load - server)),
  };
}

/** The demo shopper with 5 goods in the cart, and `concurrency` shoppers of their own with money, for the targets. */
async function targets(base: string): Promise<Target[]> {
  const login = await ok(base, '/api/user/login', { account: DEMO_USER.email, password: DEMO_USER.password });
  const token: string = login.userinfo.token;
  const list = await ok(base, '/api/obapi/getItemlist', { page: '1', pagesize: '10' });
  const first = list.data[0];
  for (const card of list.data.slice(0, 5)) {
    const detail = await ok(base, '/api/obapi/getItem', { tp: card.api_type, tid: card.num_iid });
    const sku = detail.skus.find((s: { stock: number }) => s.stock > 0);
    await ok(base, '/api/cart/add', { id: String(detail.id), sku_id: sku?.sku_id ?? '', quantity: '1' }, token);
  }
  const buyers: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    await ok(base, '/api/ems/send', { event: 'register', email });
    const [code] = (await ok(base, 'outbox', { target: email }, undefined, true)) as { code: string }[];
    const reg = await ok(base, '/api/user/register', { email, password: 'bench-secret-1', code: code.code });
    await ok(base, 'recharge', { email, amount: '1000000' }, undefined, true);
    buyers.push(reg.userinfo.token);
  }
  const call = (p: string, body: Record<string, string>, tok?: string) => post(base, p, body, tok).then((r) => r.code === 1);
  return [
    { name: 'obapi/getItemlist (page 2)', op: () => call('/api/obapi/getItemlist', { keyword: '', page: '2', pagesize: '10' }) },
    { name: 'obapi/getItem', op: () => call('/api/obapi/getItem', { tp: first.api_type, tid: first.num_iid }) },
    { name: 'cart/getList (5 lines)', op: () => call('/api/cart/getList', {}, token) },
    {
      // A shopper's whole purchase: a line into the cart, the order placed, paid from the balance (3 calls, 1 operation).
      name: 'checkout + pay (cart/add, carttoorder, payBalance)',
      op: async (client) => {
        const tok = buyers[client];
        if (!(await call('/api/cart/add', { url: 'https://shop.example.com/bench', title: 'Bench mug', price: '20.00', quantity: '1' }, tok))) return false;
        const placed = await post(base, '/api/cart/carttoorder', {}, tok);
        if (placed.code !== 1) return false;
        return call('/api/paywallet/payBalance', { sn: placed.data.order_sn }, tok);
      },
    },
  ];
}

/** Starts the server (`env`), runs every target against it, stops it; answers the table's rows. */
async function bench(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const server = await benchServer(dir, OPS, { PASSWORD_COST: '12', CODE_LIMIT_DEVICE: '100000', CODE_LIMIT_ADDRESS: '100000', ...env });
  try {
    const rows = [];
    for (const t of await targets(server.base)) rows.push(await run(t, server.child.pid!));
    console.log(`\n${label}`);
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`${concurrency} concurrent clients, ${seconds} s per target, Node ${process.version}, on ${machineName()}; ` +
    'the load generator is this one Node process, on the same machine; CPU in % of one core (busy = 100 % × cores)');
  if (!pgUrl) {
    await bench('PGlite, 1 process', {});
    return;
  }
  const { default: postgres } = await import('postgres');
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  const base = `bench_${randomBytes(4).toString('hex')}`;
  const at = (db: string) => Object.assign(new URL(pgUrl), { pathname: `/${db}` }).toString();
  try {
    // One seeded database (the first start seeds it), copied afresh for every run.
    await admin.unsafe(`CREATE DATABASE ${base}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-seed-'));
    await (await benchServer(dir, OPS, { DATABASE_URL: at(base) })).stop();
    rmSync(dir, { recursive: true, force: true });
    for (const workers of (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number)) {
      const copy = `${base}_w${workers}`;
      await admin.unsafe(`CREATE DATABASE ${copy} TEMPLATE ${base}`);
      try {
        await bench(`PostgreSQL ${(await admin`show server_version`)[0].server_version}, ${workers} server process${workers > 1 ? 'es' : ''} (WORKERS=${workers})`, { DATABASE_URL: at(copy), WORKERS: String(workers) });
      } finally {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
