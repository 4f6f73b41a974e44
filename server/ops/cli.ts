/**
 * The operator CLI: `npm run ops -- <action> [key=value …]` → POST /ops/<action> on the running server
 * (PGlite admits one process, so the CLI never opens the database itself). `npm run ops -- help` lists
 * every action the server registers, with its fields, from the route table itself (helpText).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import type { Deps } from '../http/env';

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

/** Usage and every operator action (name, fields — optional ones in brackets — and what it does). */
export async function helpText(): Promise<string> {
  const [{ Hono }, { registerRoutes }, { opsActions }] = await Promise.all([import('hono'), import('../routes'), import('../http/endpoint')]);
  // Registering on a throwaway app fills the action table; nothing is served and no database is opened.
  registerRoutes(new Hono(), { config: readConfig() } as unknown as Deps);
  const rows = opsActions.map((a) => [`${a.name} ${a.fields.map((f) => (f.startsWith('[') ? `[${f.slice(1, -1)}=…]` : `${f}=…`)).join(' ')}`.trim(), a.help] as const);
  const width = Math.max(...rows.map(([u]) => u.length));
  return [
    'npm run ops -- <action> [key=value …]   operator actions on the running server',
    '',
    ...rows.map(([usage, help]) => `  ${usage.padEnd(width)}  ${help}`),
    '',
    'Server: OPS_URL (default http://localhost:$PORT, https with TLS_CERT; PORT default 8080).',
    'Token: OPS_TOKEN, else DATA_DIR/ops-token written by the server at its first start.',
  ].join('\n');
}

async function main() {
  const { action, params } = parseArgs(process.argv.slice(2));
  if (!action || action === 'help' || action === '--help') {
    console.log(await helpText());
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
