import type { ServerConfig } from './config';
import { DEMO_USER } from './db/seed/core';

/** What `npm start` prints once the server listens (one process, or a cluster's primary once its workers do). */
export function printBanner(config: ServerConfig, origin: string, database: string): void {
  console.log(`Storefront: ${origin}/wap/`);
  console.log(`API:        ${origin}/api/`);
  console.log(`Database:   ${database}`);
  console.log(`Demo shopper: ${DEMO_USER.email} / ${DEMO_USER.password} (¥${DEMO_USER.balanceFen / 100} balance)`);
  console.log(`Operator:   npm run ops -- help${config.autopilot ? ` · autopilot on (every ${config.autopilotDelay} s)` : ''}`);
  console.log(`E-mail:     ${config.mail.smtpUrl ? `SMTP (${URL.parse(config.mail.smtpUrl)?.host ?? 'SMTP_URL'}) from ${config.mail.from}` : 'dev outbox (set SMTP_URL to send)'}`);
}
