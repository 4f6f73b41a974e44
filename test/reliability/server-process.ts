import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

export type ServerProcess = { base: string; child: ChildProcess; log: () => string; exited: Promise<number | null> };

/**
 * The real server (server/main.ts) as its own process — node itself, not a launcher in between, so a signal
 * reaches the server — on PGlite in `dataDir`, on a free port; resolves once it says where it listens. The child is added to `spawned` at once, so that a test
 * that gives up half-way can still end it. `env` adds to (or overrides) its environment: DATABASE_URL for PostgreSQL, SMTP_URL …
 */
export async function startServerProcess(dataDir: string, opsToken: string, spawned: ChildProcess[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OPS_TOKEN: opsToken, DATABASE_URL: '', AUTOPILOT: '', PASSWORD_COST: '12', TLS_CERT: '', TLS_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${log}`)), 60_000);
    child.stdout!.on('data', (b: Buffer) => {
      log += b.toString();
      if (log.includes('Storefront:')) { clearTimeout(timer); resolve(); }
    });
    child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`server exited (${code}) before it listened:\n${log}`)); });
  });
  return { base: `http://127.0.0.1:${port}`, child, log: () => log, exited };
}

/** Ends (SIGKILL, by their own pid) every process in `spawned` still running, and waits for each to exit. */
export async function killAll(spawned: ChildProcess[]): Promise<void> {
  for (const child of spawned) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
}
