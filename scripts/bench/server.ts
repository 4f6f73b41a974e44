import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

export type BenchServer = { base: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * The real server (server/main.ts) as a process of its own for a benchmark, on a free port, with `env` over this
 * process's environment (no autopilot, no TLS); resolves once it prints where it listens (with WORKERS=N, once all do).
 */
export async function benchServer(dataDir: string, opsToken: string, env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, OPS_TOKEN: opsToken, DATABASE_URL: '', AUTOPILOT: '', TLS_CERT: '', TLS_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      log += b.toString();
      if (log.includes('Storefront:')) resolve();
    });
    child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${log}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
