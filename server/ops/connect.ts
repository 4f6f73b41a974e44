/**
 * Where the operator CLI sends its calls and with which token: OPS_URL and OPS_TOKEN when set; otherwise the
 * server that DATA_DIR/server.json names (DATA_DIR, else ./data) and the token it generated into DATA_DIR/ops-token.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readServerFile, type ServerFile } from './server-file';

export type Target = { url: string; token: string; from: 'OPS_URL' | 'server.json' };

/** Why the CLI cannot call a server: said in a sentence that tells what to do. */
export class NoServer extends Error {}

/** The data folder as the operator wrote it, for messages ("./data"). */
export const dataDirLabel = (env: NodeJS.ProcessEnv) => env.DATA_DIR || './data';

export function findServer(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), read: (dir: string) => ServerFile | null = readServerFile): Target {
  const label = dataDirLabel(env);
  const dataDir = path.resolve(cwd, label);
  const info = env.OPS_URL ? null : read(dataDir);
  if (!env.OPS_URL && !info) {
    throw new NoServer(`no server is running for ${label} — start it with npm start${env.DATA_DIR ? ` (with the same DATA_DIR)` : ''}, or set OPS_URL to reach one elsewhere`);
  }
  const url = (env.OPS_URL || info!.url).replace(/\/+$/, '');
  return { url, token: tokenFor(env, dataDir, label, info), from: env.OPS_URL ? 'OPS_URL' : 'server.json' };
}

function tokenFor(env: NodeJS.ProcessEnv, dataDir: string, label: string, info: ServerFile | null): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  if (info?.token === 'env') throw new NoServer(`the server for ${label} was started with OPS_TOKEN: give the CLI the same OPS_TOKEN`);
  try {
    const token = readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();
    if (token) return token;
  } catch {
    // below
  }
  throw new NoServer(`no operator token: set OPS_TOKEN, or start the server once so that it writes ${path.join(label, 'ops-token')}`);
}
