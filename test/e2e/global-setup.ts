import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

export const E2E_OPS_TOKEN = 'e2e-ops-token';

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

/**
 * Starts the reference server on the built storefront (npm test builds first) with a fresh demo
 * database, for all end-to-end tests; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const dist = process.env.STOREFRONT_DIST ?? 'dist';
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/ is missing: run \`npm run build\` before the e2e tests`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OPS_TOKEN: E2E_OPS_TOKEN, DATABASE_URL: '', AUTOPILOT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${log}`)), 60_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if (log.includes('Storefront:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  project.provide('baseUrl', base);
  // The account journeys recover a password by e-mail code, and an address gets one code per 60 s: the
  // register code of that account goes out now, so its wait is over (or nearly) when that test runs.
  const email = `e2e-recover-${Date.now().toString(36)}@example.com`;
  const sent = await fetch(`${base}/api/ems/send`, { method: 'POST', body: new URLSearchParams({ clienttype: 'h5', lang: 'en', event: 'register', email }) });
  if ((await sent.json()).code !== 1) throw new Error('could not send the recovery account its register code');
  project.provide('recoverAccount', { email, sentAt: Date.now() });
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** An address whose register code went out at `sentAt` (test/e2e/account.test.ts). */
    recoverAccount: { email: string; sentAt: number };
  }
}
