import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';
import { openDb } from './db/open';
import { prepareDb } from './boot';
import { printBanner } from './banner';
import { removeServerFile, writeServerFile } from './ops/server-file';

/** Why WORKERS=N cannot run on this configuration, or null. */
export function workersRefusal(config: Pick<ServerConfig, 'workers' | 'databaseUrl'>): string | null {
  if (config.workers <= 1 || config.databaseUrl) return null;
  return `WORKERS=${config.workers} needs PostgreSQL: the embedded PGlite database (DATA_DIR/pg) admits one process. ` +
    'Set DATABASE_URL (npm run db:pg readies a local one), or leave WORKERS unset for one process.';
}

/**
 * WORKERS=N (issue 28): this process readies the database once (migrations, seed, UPLOADS=db copy), then forks N
 * workers that each serve the whole app on the one port (node:cluster hands them connections in turn). Every
 * worker is a full server process: what must hold across processes lives in PostgreSQL (README, "Several
 * processes"). The primary prints the banner and writes DATA_DIR/server.json once all listen, starts a new worker
 * for one that dies after it listened (one that dies before ends the server: its error is a configuration's), and on
 * SIGINT/SIGTERM stops them all. Workers end with it, even when it is killed (start.ts: 'disconnect').
 */
export async function startCluster(config: ServerConfig): Promise<void> {
  const refusal = workersRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const open = await openDb({ databaseUrl: config.databaseUrl });
  const { seeded } = await prepareDb(open, config, Math.floor(Date.now() / 1000));
  await open.close();

  let stopping = false;
  let origin = '';
  const listening = new Set<number>();
  const fork = () => {
    const w = cluster.fork({ OPS_TOKEN: config.opsToken ?? '' });
    w.on('message', (m: { listening?: string }) => {
      if (!m?.listening) return;
      listening.add(w.id);
      if (origin) return;
      if (listening.size < config.workers) return;
      origin = m.listening;
      writeServerFile(config.dataDir, origin);
      printBanner(config, origin, `PostgreSQL (DATABASE_URL), ${config.workers} server processes (WORKERS)${seeded ? ' — seeded with demo data' : ''}`);
    });
    return w;
  };
  cluster.on('exit', (w: Worker, code, signal) => {
    const listened = listening.delete(w.id);
    if (stopping) return;
    if (!listened) {
      console.error(`A server process ended before it listened (${signal ?? `exit ${code}`}): stopping.`);
      void stop(1);
      return;
    }
    console.error(`Server process ${w.process.pid} ended (${signal ?? `exit ${code}`}): starting another.`);
    fork();
  });
  for (let i = 0; i < config.workers; i++) fork();

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(workers.map((w) => new Promise<void>((resolve) => {
      const force = setTimeout(() => w.process.kill('SIGKILL'), 10_000);
      w.once('exit', () => { clearTimeout(force); resolve(); });
      w.process.kill('SIGTERM');
    })));
    removeServerFile(config.dataDir);
    process.exit(code);
  }
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
