/**
 * The operator CLI: `npm run ops -- <action> [key=value …]` → POST /ops/<action> on the running server
 * (PGlite admits one process, so the CLI never opens the database itself). It finds the server and its token
 * in DATA_DIR (connect.ts); lists print as tables that fit 80 columns, json=1 prints the raw answer.
 * `npm run ops -- help` lists every action from the route table itself (help.ts).
 */
import path from 'node:path';
import { NoServer, findServer, type Target } from './connect';
import { helpText, registeredActions } from './help';
import { KNOWN_ACTIONS, statusWords } from './kinds';
import { nearestNames } from './suggest';
import { renderRecord, renderTable } from './table';

export { helpText } from './help';

export function parseArgs(argv: string[]): { action: string; params: Record<string, string>; json: boolean } {
  const words = argv.filter((a) => a !== '--json');
  const [action, ...rest] = words;
  const params: Record<string, string> = {};
  for (const arg of rest) {
    const i = arg.indexOf('=');
    if (i <= 0) throw new Error(`expected key=value, got "${arg}"`);
    params[arg.slice(0, i)] = arg.slice(i + 1);
  }
  let json = words.length !== argv.length;
  if ('json' in params) {
    json = params.json !== '0' && params.json !== 'false';
    delete params.json;
  }
  return { action: action ?? '', params, json };
}

type Out = { log: (s: string) => void; error: (s: string) => void };

/** "unknown action …" with the nearest names, or null when the action exists. */
export async function unknownAction(action: string): Promise<string | null> {
  if (KNOWN_ACTIONS.has(action)) return null;
  const names = (await registeredActions()).map((a) => a.name);
  if (names.includes(action)) return null;
  const near = nearestNames(action, names);
  return [`unknown action "${action}"; \`npm run ops -- help\` lists every action`, ...(near.length ? [`  did you mean: ${near.join(', ')}?`] : [])].join('\n');
}

/** What the server answered, for a person: a table for a list, "key  value" lines for one answer. */
export function present(action: string, data: unknown, params: Record<string, string>, width = 80): string {
  const words = statusWords(action);
  if (Array.isArray(data) && data.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    // Review queues answer oldest first; a person reads every list newest first (json=1 keeps the server's order).
    const dated = data.length > 0 && data.every((r) => typeof r.id === 'number' && ('created_at' in r || 'updated_at' in r));
    const rows = dated ? [...(data as { id: number }[])].sort((a, b) => b.id - a.id) as Record<string, unknown>[] : data as Record<string, unknown>[];
    const note = rows.length === 50 && params.limit === undefined ? 'the newest 50: limit=… shows more' : undefined;
    return renderTable(rows, { width, words, note });
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) return renderRecord(data as Record<string, unknown>, { width, words });
  return JSON.stringify(data, null, 2);
}

/** Runs one CLI call; answers the exit code (0 done, 1 refused or no server, 2 not an action). */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, out: Out = console): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(argv);
  } catch (err) {
    out.error(`✗ ${(err as Error).message}`);
    return 2;
  }
  const { action, params, json } = parsed;
  if (!action || ['help', '--help', '-h'].includes(action)) {
    out.log(await helpText());
    return 0;
  }
  const unknown = await unknownAction(action);
  if (unknown) {
    out.error(`✗ ${unknown}`);
    return 2;
  }
  let target: Target;
  try {
    target = findServer(env);
  } catch (err) {
    if (err instanceof NoServer) {
      out.error(`✗ ${err.message}`);
      return 1;
    }
    throw err;
  }
  let res: Response;
  try {
    res = await fetch(`${target.url}/ops/${action}`, {
      method: 'POST',
      headers: { 'x-ops-token': target.token, 'content-type': 'application/x-www-form-urlencoded', lang: env.OPS_LANG ?? 'en' },
      body: new URLSearchParams(params).toString(),
    });
  } catch (err) {
    const cause = ((err as Error & { cause?: Error }).cause ?? err as Error).message;
    out.error(target.from === 'OPS_URL'
      ? `✗ cannot reach ${target.url} (OPS_URL): ${cause}`
      : `✗ no server answers at ${target.url} for ${env.DATA_DIR || './data'} (${cause}) — start it with npm start`);
    return 1;
  }
  const body = (await res.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null;
  if (!body) {
    out.error(res.status === 404
      ? `✗ the server at ${target.url} does not know "${action}": it is older than this CLI — restart it (npm start)`
      : `✗ ${action}: HTTP ${res.status} without a JSON answer`);
    return res.status === 404 ? 2 : 1;
  }
  if (body.code !== 1) {
    out.error(`✗ ${action}: ${body.msg || `HTTP ${res.status}`}`);
    return 1;
  }
  out.log(json ? JSON.stringify(body.data, null, 2) : present(action, body.data, params, terminalWidth()));
  return 0;
}

/** 80 columns, or fewer on a narrower terminal. */
const terminalWidth = () => (process.stdout.isTTY && process.stdout.columns ? Math.max(40, Math.min(80, process.stdout.columns)) : 80);

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  run(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  }, (err: Error) => {
    console.error(`✗ ${err.message}`);
    process.exitCode = 1;
  });
}
