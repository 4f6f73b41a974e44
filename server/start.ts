import { listen } from './http/listen';
import { readConfig, type ServerConfig } from './config';
import { boot } from './boot';
import { DEMO_USER } from './db/seed/core';
import { mountStorefront } from './static/storefront';
import { resolveOpsToken } from './ops-token';
import { startAutopilot } from './ops/autopilot';
import { removeServerFile, writeServerFile } from './ops/server-file';

export type Booted = Awaited<ReturnType<typeof boot>> & { config: ServerConfig };

/**
 * Boots the server from the environment (README's table), serves the API and the storefront until
 * SIGINT/SIGTERM, and prints where. `prepare` runs before it listens (scripts/lighthouse/serve.ts gives
 * the demo shopper orders and parcels there).
 */
export async function startServer(prepare?: (booted: Booted) => Promise<void>): Promise<void> {
  const config = readConfig();
  config.opsToken = resolveOpsToken(config.dataDir, config.opsToken);
  const booted = { ...(await boot(config)), config };
  const { app, deps, open, seeded } = booted;
  mountStorefront(app, deps);
  await prepare?.(booted);

  const server = listen(app.fetch, config, (origin) => {
    writeServerFile(config.dataDir, origin); // where `npm run ops` finds this server (DATA_DIR/server.json)
    console.log(`Storefront: ${origin}/wap/`);
    console.log(`API:        ${origin}/api/`);
    console.log(`Database:   ${open.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seeded ? ' — seeded with demo data' : ''}`);
    console.log(`Demo shopper: ${DEMO_USER.email} / ${DEMO_USER.password} (¥${DEMO_USER.balanceFen / 100} balance)`);
    console.log(`Operator:   npm run ops -- help${config.autopilot ? ` · autopilot on (every ${config.autopilotDelay} s)` : ''}`);
  });
  const autopilot = config.autopilot ? startAutopilot(deps, config.autopilotDelay) : null;

  const stop = async () => {
    autopilot?.stop();
    removeServerFile(config.dataDir);
    server.close();
    await open.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
