import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { openDb } from '../../server/db/open';
import type { OpenDb } from '../../server/db';
import { testDatabase } from './test-database';
import { startServerProcess, type ServerProcess } from '../reliability/server-process';

/**
 * Real server processes (server/main.ts, each its own node) on one fresh PostgreSQL database copied from the run's
 * seeded template, for tests of what must hold across processes (issue 28). `db` is the test's own connection, for
 * set-up and for reading the books; `stop` ends every process it started (by its own pid) and drops the database.
 */
export async function shopOnPostgres(base: string, opsToken: string) {
  const { url: databaseUrl, drop } = await testDatabase(base);
  const open: OpenDb = await openDb({ databaseUrl });
  const spawned: ChildProcess[] = [];
  const dirs: string[] = [];
  /** One more server process on the database (its own data folder for server.json), with `env` added. */
  async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-mp-'));
    dirs.push(dir);
    return startServerProcess(dir, opsToken, spawned, { DATABASE_URL: databaseUrl, ...env });
  }
  async function stop() {
    for (const child of spawned) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }
    await open.close();
    await drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 3 });
  }
  return { db: open.db, databaseUrl, start, stop };
}

export type Reply<T = any> = { status: number; code: number; msg: string; data: T };
export type CallOptions = { token?: string; bearer?: string; ops?: string; from?: string; guid?: string; lang?: string; method?: 'GET' | 'POST' };

/**
 * A call as the storefront makes it (form-encoded POST, clienttype, lang, Guid, token header) to `base`, sent from the
 * local address `from` (127.0.0.x: the server counts per-address limits by the socket's address), answered with the
 * HTTP status and the envelope. `ops` sends X-Ops-Token; `bearer` the affiliate API's Authorization.
 */
export function callAt<T = any>(base: string, urlPath: string, params: Record<string, string | number> = {}, o: CallOptions = {}): Promise<Reply<T>> {
  const form = new URLSearchParams({ clienttype: 'h5', lang: o.lang ?? 'en', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString();
  const url = new URL(urlPath + (o.method === 'GET' ? `?${form}` : ''), base);
  const headers: Record<string, string> = { Guid: o.guid ?? 'multi-process' };
  if (o.token) headers.token = o.token;
  if (o.bearer) headers.authorization = `Bearer ${o.bearer}`;
  if (o.ops) headers['x-ops-token'] = o.ops;
  if (o.method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = request(url, { method: o.method ?? 'POST', headers, localAddress: o.from ?? '127.0.0.1' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, ...(JSON.parse(body) as { code: number; msg: string; data: T }) });
        } catch {
          reject(new Error(`${urlPath}: HTTP ${res.statusCode}, not an envelope: ${body.slice(0, 200)}`));
        }
      });
    });
    req.on('error', reject);
    if (o.method !== 'GET') req.write(form);
    req.end();
  });
}
