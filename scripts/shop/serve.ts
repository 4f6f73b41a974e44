import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

/** A port nothing listens on now (a server told its own port before it starts: an OpenID issuer's redirect URI). */
export const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

/**
 * The reference server on the built storefront (`dist`) with a fresh demo database on PGlite in a
 * temporary folder, on a free port: for the end-to-end tests and the screenshot script. `env` is merged into
 * the server's environment (e.g. ITEM_SOURCE=onebound and its ONEBOUND_* settings); `port` when the caller chose one (freePort). `stop` ends it and removes the folder.
 */
export async function serveDemo(opts: { dist?: string; opsToken: string; env?: Record<string, string>; port?: number }): Promise<{ base: string; stop: () => void }> {
  const dist = opts.dist ?? 'dist';
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/ is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-'));
  const port = opts.port ?? await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    // Every shopper of every journey registers from 127.0.0.1, and the journeys' API calls share one Guid ('e2e',
    // scripts/shop/wire.ts): one network address and one device, whose hourly code limits (CODE_LIMIT_ADDRESS 30,
    // CODE_LIMIT_DEVICE 10 in production; tested in test/server/code-limits.test.ts) would stop the suite halfway.
    env: { ...process.env, STOREFRONT_DIST: path.resolve(dist), PORT: String(port), DATA_DIR: dataDir, OPS_TOKEN: opts.opsToken, DATABASE_URL: '', AUTOPILOT: '', CODE_LIMIT_ADDRESS: '1000', CODE_LIMIT_DEVICE: '1000', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    // A fresh demo database is seeded first: minutes on a busy 2-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${log}`)), 180_000);
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
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
