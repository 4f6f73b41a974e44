import { readFileSync } from 'node:fs';
import { inject, afterEach, beforeAll } from 'vitest';
import { readConfig } from '../../server/config';
import { boot } from '../../server/boot';
import { DEMO_USER } from '../../server/db/seed/core';
import { testDatabase } from './test-database';
import { atFileEnd } from './file-end';
import type { Envelope } from '../../server/http/envelope';
import { closeChatBus } from '../../server/domain/service/chat-bus';

/** The operator token the test app accepts (header X-Ops-Token). */
export const OPS_TOKEN = 'test-ops-token';

export type Params = Record<string, string | number | boolean | undefined | (string | number)[]>;
export type Answer<T = any> = Envelope<T> & { status: number };

/**
 * A fresh copy of the seeded database and the app on it, for one test file. `call` speaks to the app
 * in-process exactly as the storefront does: form-encoded POST (or GET query), `token` header, `lang`.
 */
export async function harness(opts: { now?: () => number; env?: Record<string, string> } = {}) {
  const base = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (base) ({ url: databaseUrl, drop: dropDb } = await testDatabase(base));
  // Password hashes at 2^12 (the production 2^17 costs 128 MiB and ~0.3 s each: test/server/passwords.test.ts proves it).
  const config = { ...readConfig({ PASSWORD_COST: '12', CODE_LIMIT_DEVICE: '1000', CODE_LIMIT_ADDRESS: '1000', ...opts.env, DATABASE_URL: databaseUrl ?? '' }), dataDir: `/tmp/storefront-test-${process.pid}`, opsToken: OPS_TOKEN };
  const loadDataDir = base ? undefined : new Blob([readFileSync(inject('pgliteDump'))]);
  const { app, deps, open } = await boot(config, { loadDataDir, now: opts.now });
  let closed: Promise<void> | null = null;
  /** Closes the app's database and drops the file's PostgreSQL copy; once, however often it is called. */
  const close = () => (closed ??= (async () => {
    await closeChatBus(deps.db);
    await open.close();
    await dropDb?.();
  })());
  atFileEnd(close);

  async function call<T = any>(path: string, params: Params = {}, o: { token?: string; method?: 'GET' | 'POST'; lang?: string; headers?: Record<string, string>; body?: BodyInit; peer?: string } = {}): Promise<Answer<T>> {
    const method = o.method ?? 'POST';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries({ clienttype: 'h5', lang: o.lang ?? 'en', ...params })) {
      if (v === undefined) continue;
      if (Array.isArray(v)) v.forEach((x) => form.append(`${k}[]`, String(x)));
      else form.append(k, String(v));
    }
    const headers: Record<string, string> = { Guid: 'test-device', ...o.headers };
    if (o.token) headers.token = o.token;
    let url = path;
    let body: BodyInit | undefined = o.body;
    if (method === 'GET') url += (path.includes('?') ? '&' : '?') + form.toString();
    else if (!body) {
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    // `peer`: the socket address the call comes from, as @hono/node-server reports it (in-process calls have none: "local").
    const socket = o.peer ? { incoming: { socket: { remoteAddress: o.peer, remoteFamily: o.peer.includes(':') ? 'IPv6' : 'IPv4' } } } : undefined;
    const res = await app.request(url, { method, headers, body }, socket);
    const json = (await res.json()) as Envelope<T>;
    return { ...json, status: res.status };
  }

  /** Logs in and answers the token. */
  async function login(account = DEMO_USER.email, password = DEMO_USER.password): Promise<string> {
    const r = await call('/api/user/login', { account, password });
    if (r.code !== 1) throw new Error(`login failed: ${r.msg}`);
    return r.data.userinfo.token;
  }

  /** An operator call: POST /ops/<action> with the ops token. */
  const ops = <T = any>(action: string, params: Params = {}) => call<T>(`/ops/${action}`, params, { headers: { 'x-ops-token': OPS_TOKEN } });

  return { app, deps, db: deps.db, config, call, login, ops, close };
}

export type Harness = Awaited<ReturnType<typeof harness>>;
export { DEMO_USER };

/**
 * Real time, moved past the day's flash sale (10:00–22:00 Beijing, server/domain/catalogue/flash-sale.ts) while
 * it runs: the sale takes 8 in-stock items by a rotation of the day, some days the items a test has just made,
 * and a file that checks catalogue prices (checkout.test.ts) must not depend on the day it runs.
 */
export function outsideFlashSale(): number {
  const t = Math.floor(Date.now() / 1000);
  const beijing = (t + 8 * 3600) % 86_400;
  return beijing >= 10 * 3600 && beijing < 22 * 3600 ? t + 22 * 3600 - beijing + 60 : t;
}

/**
 * A harness (made before the file's tests) whose clock a test may set with `at(unix seconds)`; each test
 * starts on real time again.
 */
export function harnessWithClock() {
  let clock: number | null = null;
  const state = { h: undefined as unknown as Harness, at: (t: number | null) => void (clock = t) };
  beforeAll(async () => {
    state.h = await harness({ now: () => clock ?? Math.floor(Date.now() / 1000) });
  });
  afterEach(() => {
    clock = null;
  });
  return state;
}
