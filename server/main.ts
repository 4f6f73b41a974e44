import { listen } from './http/listen';
import { readConfig } from './config';
import { boot } from './boot';
import { DEMO_USER } from './db/seed/core';
import { mountStorefront } from './static/storefront';
import { resolveOpsToken } from './ops-token';
import { startAutopilot } from './ops/autopilot';

const config = readConfig();
config.opsToken = resolveOpsToken(config.dataDir, config.opsToken);
const { app, deps, open, seeded } = await boot(config);
mountStorefront(app, deps);

const server = listen(app.fetch, config, (origin) => {
  console.log(`Storefront: ${origin}/wap/`);
  console.log(`API:        ${origin}/api/`);
  console.log(`Database:   ${open.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seeded ? ' — seeded with demo data' : ''}`);
  console.log(`Demo shopper: ${DEMO_USER.email} / ${DEMO_USER.password} (¥${DEMO_USER.balanceFen / 100} balance)`);
  console.log(`Operator:   npm run ops -- help${config.autopilot ? ` · autopilot on (every ${config.autopilotDelay} s)` : ''}`);
});
const autopilot = config.autopilot ? startAutopilot(deps, config.autopilotDelay) : null;

const stop = async () => {
  autopilot?.stop();
  server.close();
  await open.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
