/**
 * `npm run ops -- help`: every operator action the server registers, with its fields and what it does, grouped by
 * the kind of thing it acts on (kinds.ts), wrapped to 80 columns. Made from the route table, so it cannot drift.
 */
import { readConfig } from '../config';
import type { Deps } from '../http/env';
import type { OpsAction } from '../http/endpoint';
import { KINDS } from './kinds';
import { displayWidth, wrap } from './table';

/** The operator actions of the route table (registered on a throwaway app: nothing is served, no database opened). */
export async function registeredActions(): Promise<OpsAction[]> {
  const [{ Hono }, { registerRoutes }, { opsActions }] = await Promise.all([import('hono'), import('../routes'), import('../http/endpoint')]);
  if (!opsActions.length) registerRoutes(new Hono(), { config: readConfig() } as unknown as Deps);
  return opsActions;
}

/** "name id=… [amount=…]", wrapped after a field when longer than the line. */
function usageLines(a: OpsAction, width: number): string[] {
  const words = [a.name, ...a.fields.map((f) => (f.startsWith('[') ? `[${f.slice(1, -1)}=…]` : `${f}=…`))];
  const lines: string[] = [];
  let line = '  ';
  for (const w of words) {
    if (line.trim() && displayWidth(`${line} ${w}`) > width) {
      lines.push(line);
      line = `      ${w}`;
    } else line = line.trim() ? `${line} ${w}` : `${line}${w}`;
  }
  return [...lines, line];
}

const USAGE = 'npm run ops -- <action> [key=value …] [json=1]';
const INTRO = [
  'Operator actions on the running server. The CLI finds it through DATA_DIR/server.json (DATA_DIR, else ./data),',
  'which the server writes when it starts; OPS_URL and OPS_TOKEN override. Lists show the newest first in a table',
  '(status=… and email=… narrow them); json=1 prints the raw rows for scripts.',
].join(' ');

export async function helpText(width = 80): Promise<string> {
  const actions = await registeredActions();
  const byName = new Map(actions.map((a) => [a.name, a]));
  const groups = KINDS.map((k) => ({ title: k.title, actions: k.actions.map((n) => byName.get(n)).filter((a): a is OpsAction => !!a) }));
  const known = new Set(KINDS.flatMap((k) => k.actions));
  const other = actions.filter((a) => !known.has(a.name));
  if (other.length) groups.push({ title: 'Other', actions: other });
  const out = [USAGE, '', ...wrap(INTRO, width)];
  for (const g of groups.filter((x) => x.actions.length)) {
    out.push('', g.title);
    for (const a of g.actions) out.push(...usageLines(a, width), ...wrap(a.help, width - 6).map((l) => `      ${l}`));
  }
  return out.join('\n');
}
