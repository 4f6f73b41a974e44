import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { orders } from '../../server/db/schema';
import { makeOrder, newShopper } from './fixtures';
import { callAt, shopOnPostgres } from './shop-processes';
import type { ServerProcess } from '../reliability/server-process';

/*
 * WORKERS=N and the autopilot across processes (issue 28): PGlite refuses several processes in one line; on PostgreSQL
 * `WORKERS=2` serves from two worker processes under one primary, which replaces a worker that dies and takes them all
 * down when it stops; the autopilot runs in exactly one of the processes on a database, and another takes over
 * when that one is killed.
 */
const PG = process.env.DATABASE_URL;
const OPS = 'workers-ops-token';

/** The server processes (server/main.ts) whose parent is `pid` (Linux /proc): a cluster's workers, not tsx's esbuild service. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
    try {
      const parent = Number(readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
      return parent === pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('server/main.ts');
    } catch {
      return false;
    }
  }).map(Number);
}
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^\S+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

describe('WORKERS on PGlite', () => {
  it('is refused in one clear line: PGlite admits one process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-workers-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', WORKERS: '2', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (b: Buffer) => (err += b.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(err.trim()).toBe('WORKERS=2 needs PostgreSQL: the embedded PGlite database (DATA_DIR/pg) admits one process. ' +
        'Set DATABASE_URL (npm run db:pg readies a local one), or leave WORKERS unset for one process.');
      expect(existsSync(path.join(dir, 'pg'))).toBe(false); // nothing was opened
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!PG)('WORKERS=2 and the autopilot on one PostgreSQL', () => {
  let shop: Awaited<ReturnType<typeof shopOnPostgres>>;
  let db: Db;
  beforeAll(async () => {
    shop = await shopOnPostgres(PG!, OPS);
    db = shop.db;
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('serves from two worker processes; one that dies is replaced; SIGTERM ends them all', async () => {
    const server = await shop.start({ WORKERS: '2' });
    await vi.waitFor(() => expect(server.log()).toContain('Database:   PostgreSQL (DATABASE_URL), 2 server processes (WORKERS)'));
    const workers = childrenOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    const { token } = await newShopper(db, { balanceFen: 10_000 });
    const infos = await Promise.all(Array.from({ length: 20 }, () => callAt(server.base, '/api/user/info', {}, { token })));
    expect(infos.every((r) => r.code === 1)).toBe(true);

    process.kill(workers[0], 'SIGKILL');
    await vi.waitFor(() => {
      const now = childrenOf(server.child.pid!);
      expect(now).toHaveLength(2);
      expect(now).not.toContain(workers[0]);
    }, { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect((await callAt(server.base, '/api/user/info', {}, { token })).code).toBe(1), { timeout: 30_000, interval: 200 });

    const left = childrenOf(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of left) await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000, interval: 100 });
  }, 120_000);

  it('the autopilot runs in one process of two; when that one is killed, the other takes over', async () => {
    const env = { AUTOPILOT: '1', AUTOPILOT_DELAY: '1' };
    const pair = await Promise.all([shop.start(env), shop.start(env)]);
    const { user } = await newShopper(db);
    const made = await Promise.all(Array.from({ length: 6 }, () => makeOrder(db, user.id, { status: 1 })));
    const ids = made.map((m) => m.order.id);
    const statusOf = async (id: number) => (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
    await vi.waitFor(async () => expect(await Promise.all(ids.map(statusOf))).toEqual(ids.map(() => 3)), { timeout: 60_000, interval: 250 });
    /** The autopilot's lines about order `id` in a process's output. */
    const stepsOf = (s: ServerProcess, id: number) => s.log().split('\n').filter((l) => l.startsWith(`[autopilot] order ${id}:`));
    for (const id of ids) {
      // Bought, then received: each step once, by one process, and nothing refused (no second process tried it).
      expect([...stepsOf(pair[0], id), ...stepsOf(pair[1], id)]).toEqual([`[autopilot] order ${id}: status 1 → next`, `[autopilot] order ${id}: status 2 → next`]);
    }
    const leader = pair.findIndex((s) => s.log().includes('[autopilot]'));
    const other = pair[1 - leader];
    expect(other.log()).not.toContain('[autopilot]');

    pair[leader].child.kill('SIGKILL');
    expect(await pair[leader].exited).toBeNull();
    const { order } = await makeOrder(db, user.id, { status: 1 });
    await vi.waitFor(async () => expect(await statusOf(order.id)).toBe(3), { timeout: 60_000, interval: 250 });
    expect(stepsOf(other, order.id)).toEqual([`[autopilot] order ${order.id}: status 1 → next`, `[autopilot] order ${order.id}: status 2 → next`]);
  }, 150_000);
});
