/**
 * `npm run bench:api`: requests/s and p99 latency of the hot read calls on PGlite, over real HTTP on
 * loopback. A fresh seeded database in a temporary folder; 10 s per call at 16 concurrent clients
 * (BENCH_SECONDS, BENCH_CONCURRENCY). Not a timed test: figures go in the README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readConfig } from '../server/config';
import { boot } from '../server/boot';
import { DEMO_USER } from '../server/db/seed/core';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

type Target = { name: string; path: string; body: Record<string, string>; token?: string };

async function run(base: string, t: Target) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const body = new URLSearchParams({ clienttype: 'h5', lang: 'en', ...t.body }).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', Guid: 'bench' };
  if (t.token) headers.token = t.token;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const res = await fetch(base + t.path, { method: 'POST', headers, body });
      const json = (await res.json()) as { code: number };
      latencies.push(performance.now() - start);
      if (json.code !== 1) errors++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { call: t.name, 'req/s': Math.round(latencies.length / elapsed), 'p50 ms': +q(0.5).toFixed(1), 'p99 ms': +q(0.99).toFixed(1), errors };
}

async function post(base: string, p: string, body: Record<string, string>, token?: string) {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(body).toString(),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const config = { ...readConfig({ DATA_DIR: dataDir }), opsToken: 'bench' };
  const { app, open } = await boot(config);
  const server = serve({ fetch: app.fetch, port: 0 });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const login = await post(base, '/api/user/login', { account: DEMO_USER.email, password: DEMO_USER.password });
  const token: string = login.data.userinfo.token;
  const list = await post(base, '/api/obapi/getItemlist', { page: '1', pagesize: '10' });
  const first = list.data.data[0];
  const item = await post(base, '/api/obapi/getItem', { tp: first.api_type, tid: first.num_iid });
  for (const card of list.data.data.slice(0, 5)) {
    const detail = await post(base, '/api/obapi/getItem', { tp: card.api_type, tid: card.num_iid });
    const sku = detail.data.skus.find((s: { stock: number }) => s.stock > 0);
    await post(base, '/api/cart/add', { id: String(detail.data.id), sku_id: sku?.sku_id ?? '', quantity: '1' }, token);
  }
  console.log(`PGlite, ${concurrency} concurrent clients, ${seconds} s per call, Node ${process.version}`);
  const rows = [];
  for (const t of [
    { name: 'obapi/getItemlist', path: '/api/obapi/getItemlist', body: { keyword: '', page: '2', pagesize: '10' } },
    { name: 'obapi/getItem', path: '/api/obapi/getItem', body: { tp: item.data.api_type, tid: item.data.num_iid } },
    { name: 'cart/getList', path: '/api/cart/getList', body: {}, token },
  ] as Target[]) rows.push(await run(base, t));
  console.table(rows);
  server.close();
  await open.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
