/**
 * Where a running server listens, for the operator CLI: the server writes DATA_DIR/server.json when it starts
 * listening (its url and pid, and whether its token is the generated DATA_DIR/ops-token or OPS_TOKEN) and removes
 * it when it stops; a file whose process is gone (a crash, kill -9) is ignored. So `npm run ops -- …` needs
 * neither PORT nor OPS_URL: it looks in DATA_DIR, or ./data.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_FILE = 'server.json';

export type ServerFile = { url: string; pid: number; started_at: number; token: 'file' | 'env' };

const fileIn = (dataDir: string) => path.join(dataDir, SERVER_FILE);

/** Records that this process serves `url` for `dataDir`; a folder it cannot write only costs the CLI its shortcut. */
export function writeServerFile(dataDir: string, url: string, env: NodeJS.ProcessEnv = process.env): void {
  const info: ServerFile = { url, pid: process.pid, started_at: Math.floor(Date.now() / 1000), token: env.OPS_TOKEN ? 'env' : 'file' };
  const file = fileIn(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`);
    renameSync(tmp, file);
  } catch (err) {
    console.warn(`could not write ${file} (the operator CLI then needs OPS_URL): ${(err as Error).message}`);
  }
}

/** Removes the file when it is this process's (another server may have started on the folder since). */
export function removeServerFile(dataDir: string, pid: number = process.pid): void {
  if (readRaw(dataDir)?.pid === pid) rmSync(fileIn(dataDir), { force: true });
}

/** Whether a process with this id runs (EPERM: it does, as another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRaw(dataDir: string): ServerFile | null {
  try {
    const v = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as Partial<ServerFile>;
    if (typeof v.url !== 'string' || !Number.isInteger(v.pid) || (v.pid as number) <= 0) return null;
    return { url: v.url, pid: v.pid as number, started_at: Number(v.started_at) || 0, token: v.token === 'env' ? 'env' : 'file' };
  } catch {
    return null;
  }
}

/** The server running for `dataDir`, or null: no file, an unreadable one, or one whose process is gone. */
export function readServerFile(dataDir: string, alive: (pid: number) => boolean = pidAlive): ServerFile | null {
  const info = readRaw(dataDir);
  return info && alive(info.pid) ? info : null;
}
