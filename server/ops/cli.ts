/**
 * The operator CLI: `npm run ops -- <action> [key=value …]` → POST /ops/<action> on the running server
 * (PGlite admits one process, so the CLI never opens the database itself).
 *
 *   npm run ops -- outbox                       codes sent by e-mail/SMS (dev outbox)
 *   npm run ops -- buy id=12 express_no=SF123    an order was bought from the seller
 *   npm run ops -- receive id=12                 goods arrived in the warehouse (QC photos, weight)
 *   npm run ops -- weigh id=3 weight=1200 length=30 width=20 height=10
 *   npm run ops -- ship id=3 tracking_no=EE123456789CN
 *   npm run ops -- deliver id=3
 *
 * Server: OPS_URL (default http://localhost:$PORT, https with TLS_CERT, PORT default 8080). Token: OPS_TOKEN, else
 * DATA_DIR/ops-token written by the server at its first start.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';

export function parseArgs(argv: string[]): { action: string; params: Record<string, string> } {
  const [action, ...rest] = argv;
  const params: Record<string, string> = {};
  for (const arg of rest) {
    const i = arg.indexOf('=');
    if (i <= 0) throw new Error(`expected key=value, got "${arg}"`);
    params[arg.slice(0, i)] = arg.slice(i + 1);
  }
  return { action: action ?? '', params };
}

function opsToken(): string {
  const cfg = readConfig();
  if (cfg.opsToken) return cfg.opsToken;
  try {
    return readFileSync(path.join(cfg.dataDir, 'ops-token'), 'utf8').trim();
  } catch {
    throw new Error(`no OPS_TOKEN and no ${path.join(cfg.dataDir, 'ops-token')}: start the server first (npm start)`);
  }
}

async function main() {
  const { action, params } = parseArgs(process.argv.slice(2));
  if (!action || action === 'help' || action === '--help') {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0].replace(/^\/\*\*?|^ \* ?/gm, '').trim());
    return;
  }
  const config = readConfig();
  const base = process.env.OPS_URL ?? `${config.tls ? 'https' : 'http'}://localhost:${config.port}`;
  const res = await fetch(`${base}/ops/${action}`, {
    method: 'POST',
    headers: { 'x-ops-token': opsToken(), 'content-type': 'application/x-www-form-urlencoded', lang: process.env.OPS_LANG ?? 'en' },
    body: new URLSearchParams(params).toString(),
  }).catch((err: Error) => {
    throw new Error(`cannot reach ${base}: ${err.message} (is the server running?)`);
  });
  const body = (await res.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null;
  if (!body) throw new Error(`HTTP ${res.status} without a JSON answer`);
  if (body.code !== 1) {
    console.error(`✗ ${action}: ${body.msg || `HTTP ${res.status}`}`);
    process.exitCode = 1;
    return;
  }
  const data = body.data;
  if (Array.isArray(data) && data.length && typeof data[0] === 'object') console.table(data);
  else console.log(JSON.stringify(data, null, 2));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((err: Error) => {
    console.error(`✗ ${err.message}`);
    process.exitCode = 1;
  });
}
