import cluster from 'node:cluster';
import { listen } from './http/listen';
import { readConfig, type ServerConfig } from './config';
import { boot } from './boot';
import { printBanner } from './banner';
import { startCluster } from './cluster';
import { leadership, LOCK } from './db/pg-lock';
import { mountStorefront } from './static/storefront';
import { resolveOpsToken } from './ops-token';
import { startAutopilot } from './ops/autopilot';
import { removeServerFile, writeServerFile } from './ops/server-file';
import { startMailWorker, type MailWorker } from './domain/mail/worker';
import { closeChatBus } from './domain/service/chat-bus';

export type Booted = Awaited<ReturnType<typeof boot>> & { config: ServerConfig };

/**
 * Boots the server from the environment (README's table), serves the API and the storefront until
 * SIGINT/SIGTERM, and prints where. `prepare` runs before it listens (scripts/lighthouse/serve.ts gives
 * the demo shopper orders and parcels there; one process only). With WORKERS=N this process is the cluster's
 * primary (cluster.ts) and each of its N workers runs the rest of this function, the database readied once.
 */
export async function startServer(prepare?: (booted: Booted) => Promise<void>): Promise<void> {
  const config = readConfig();
  config.opsToken = resolveOpsToken(config.dataDir, config.opsToken);
  if (config.workers > 1 && cluster.isPrimary) return startCluster(config);
  const worker = cluster.isWorker;
  const booted = { ...(await boot(config, { prepared: worker })), config };
  const { app, deps, open, seeded } = booted;
  mountStorefront(app, deps);
  if (!worker) await prepare?.(booted);

  let mail: MailWorker | undefined;
  const server = listen(app.fetch, config, (origin) => {
    mail = startMailWorker(deps, { origin }); // the e-mail outbox; links in e-mails go to PUBLIC_URL, else here
    // A cluster's worker tells its primary, which prints the banner and writes server.json once.
    if (worker) return void process.send?.({ listening: origin });
    writeServerFile(config.dataDir, origin); // where `npm run ops` finds this server (DATA_DIR/server.json)
    printBanner(config, origin, `${open.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seeded ? ' — seeded with demo data' : ''}`);
  });
  // However many processes share the database, one runs the autopilot: the one holding its advisory lock.
  const autopilot = config.autopilot ? startAutopilot(deps, config.autopilotDelay, console.log, leadership(config.databaseUrl, LOCK.autopilot)) : null;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await autopilot?.stop();
    await mail?.stop();
    if (!worker) removeServerFile(config.dataDir);
    server.close();
    await closeChatBus(deps.db);
    await open.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (worker) process.on('disconnect', stop); // the primary is gone (even killed): so is its worker
}
