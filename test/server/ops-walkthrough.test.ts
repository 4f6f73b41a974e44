import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDataAt } from '../../scripts/shop/wire';
import { journeys } from '../../scripts/shop/journeys';
import { registeredActions } from '../../server/ops/help';
import { run } from '../../server/ops/cli';
import { testDatabase } from './test-database';

/**
 * The README's operator walk-through, followed literally on a fresh database (issue 26): the real server started as
 * `npm start` starts it (server/main.ts on an empty DATA_DIR: migrated and seeded at start), a shopper who pays
 * through the API as the shop's buttons do, and each `npm run ops -- …` line of the README's block run as a person
 * pastes it — in a shell, from the project folder, with the server's DATA_DIR and no PORT, OPS_URL or OPS_TOKEN —
 * with each `id=…` filled from the top row of the table the list before it printed.
 */
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The "Trying the shop" section, and the first ```sh block after a line holding `marker`. */
const SECTION = README.slice(README.indexOf('## Trying the shop'), README.indexOf('\n## ', README.indexOf('## Trying the shop') + 5));
function blockAfter(marker: string): string[] {
  const at = SECTION.indexOf(marker);
  if (at < 0) throw new Error(`README's "Trying the shop" has no "${marker}"`);
  const open = SECTION.indexOf('```sh\n', at) + '```sh\n'.length;
  return SECTION.slice(open, SECTION.indexOf('```', open)).split('\n').map((l) => l.trim()).filter(Boolean);
}
const WALK = blockAfter('**Walk an order through**');
const REFERENCE = blockAfter('Everything else');

/** What `npm run ops --` and `npm run vitals` run (package.json), as a shell command. */
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const CLI = `'${process.execPath}' '${TSX}' server/ops/cli.ts`;
const asShell = (line: string) => line.replace(/^npm run ops --/, CLI).replace(/^npm run vitals/, `${CLI} vitals`);

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

let dataDir = '';
let base = '';
let server: ChildProcess | null = null;
let serverLog = '';
let dropDb: (() => Promise<void>) | undefined;
/** The environment a person's shell has: no PORT, OPS_URL or OPS_TOKEN — only the server's DATA_DIR. */
let shellEnv: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ops-walk-'));
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    // A fresh, empty database on the cluster: the server migrates and seeds it as on a first `npm start`.
    ({ url: databaseUrl, drop: dropDb } = await testDatabase(process.env.DATABASE_URL, { empty: true }));
  }
  const { PORT: _p, OPS_URL: _u, OPS_TOKEN: _t, DATABASE_URL: _d, ...rest } = process.env;
  shellEnv = { ...rest, DATA_DIR: dataDir };
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...rest, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTOPILOT: '', PASSWORD_COST: '12', TLS_CERT: '', TLS_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (b: Buffer) => {
      serverLog += b.toString();
      if (serverLog.includes('Storefront:')) resolve();
    });
    server!.stderr!.on('data', (b: Buffer) => (serverLog += b.toString()));
    server!.on('exit', (code) => reject(new Error(`server exited (${code}) before it listened:\n${serverLog}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDb?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A README line in a shell, as pasted: the exit code and what it printed. */
function paste(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', asShell(line)], { cwd: ROOT, env: shellEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The id in the top row of a printed table (header, rule, rows …). */
function topId(table: string): number {
  const [header, , first] = table.split('\n');
  expect(header, table).toMatch(/^id\s/);
  const id = Number(first?.split(/\s+/)[0]);
  expect(Number.isInteger(id) && id > 0, table).toBe(true);
  return id;
}

/** Every line printed fits 80 columns (wide characters count two). */
const widest = (text: string) => Math.max(0, ...text.split('\n').map((l) => [...l].reduce((w, ch) => w + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1), 0)));

const EN = JSON.parse(readFileSync(path.join(ROOT, 'lang/en.json'), 'utf8')) as Record<string, Record<string, string>>;

describe("the README's operator walk-through, on a fresh database", () => {
  it('npm run ops is the CLI the test runs, and every operator action is in the README', async () => {
    expect(pkg.scripts.ops).toBe('tsx server/ops/cli.ts');
    expect(pkg.scripts.vitals).toBe('tsx server/ops/cli.ts vitals');
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);
    for (const a of await registeredActions()) expect(SECTION, `README's operator section names ${a.name}`).toMatch(new RegExp(`\\b${a.name}\\b`));
  });

  it('moves the paid order to the warehouse and its parcel to shipped, pasting each command', async () => {
    const api = <T = any>(p: string, params: Record<string, string | number> = {}) => apiDataAt<T>(base, p, params, { token });
    const token = (await apiDataAt<{ userinfo: { token: string } }>(base, '/api/user/login', { account: 'demo@example.com', password: 'demo1234' })).userinfo.token;
    const shopper = journeys(api, () => Promise.reject(new Error('the operator is the README')));
    const orderStatus = async () => (await api<{ status: number }>('/api/order/detail', { id: order!.id })).status;
    const parcelStatus = async () => (await api<{ status: number }>('/api/sendorder/detail', { id: parcel!.id })).status;
    let order: { id: number; sn: string } | undefined;
    let parcel: { id: number; sn: string } | undefined;

    /** The shop steps the README's numbered comments tell, with the buttons they name (the storefront's words). */
    const steps: Record<string, { buttons: string[]; act: () => Promise<void> }> = {
      1: {
        buttons: [EN.item.addToCart, EN.cart.toOrder],
        act: async () => {
          order = await shopper.placeOrder(true);
        },
      },
      2: {
        buttons: [EN.nav['/pages/member/myWarehouse/index'], EN.orders.sendGoods, EN.orders.continue, EN.orders.createParcel],
        act: async () => {
          const us = (await api<{ id: number; code: string }[]>('/api/address/getAreaList')).find((c) => c.code === 'US')!;
          const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Demo Shopper', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });
          const goods = (await api<{ data: { id: number; order_id: number }[] }>('/api/order/getGoodslist', { status: 3, pagesize: 100 })).data.filter((g) => g.order_id === order!.id);
          const ids = goods.map((g) => g.id).join(',');
          const methods = await api<{ lines: { id: number }[] }>('/api/sendorder/getShippingMethod', { goods_ids: ids, country: 'US' });
          parcel = await api('/api/order/ordertopackage', {
            goods_ids: ids, address_id: address.id, line_id: methods.lines[0].id, insurance: 0,
            declaration: JSON.stringify(goods.map((g) => ({ goods_id: g.id, type: 'clothes', value: '50.00' }))),
          });
        },
      },
      3: {
        buttons: [EN.pay.toParcels, EN.parcels.pay],
        act: async () => {
          await api('/api/paywallet/payBalance', { sn: parcel!.sn });
        },
      },
    };
    /** Where each status-changing action leaves the order or the parcel. */
    const after: Record<string, () => Promise<void>> = {
      buy: async () => expect(await orderStatus()).toBe(2),
      receive: async () => expect(await orderStatus()).toBe(3),
      weigh: async () => expect(await parcelStatus()).toBe(1),
      ship: async () => expect(await parcelStatus()).toBe(3),
      deliver: async () => {
        expect(await parcelStatus()).toBe(4);
        expect(await orderStatus()).toBe(5);
      },
    };

    const done: string[] = [];
    let listed: number | undefined;
    for (const line of WALK) {
      const step = /^# (\d+)\./.exec(line);
      if (step) {
        const s = steps[step[1]];
        expect(s, `README step "${line}"`).toBeDefined();
        for (const b of s.buttons) expect(line, `step ${step[1]} names the shop's "${b}"`).toContain(b);
        await s.act();
        done.push(`shop ${step[1]}`);
        continue;
      }
      if (line.startsWith('#')) continue;
      expect(line).toMatch(/^npm run ops -- /);
      const action = line.split(/\s+/)[4];
      if (line.includes('id=…')) expect(listed, `a list before "${line}"`).toBeDefined();
      const pasted = line.replace(/\bid=…/g, `id=${listed}`);
      expect(pasted, 'only ids are left to fill').not.toContain('…');
      const out = await paste(pasted);
      expect(out.code, `${pasted}\n${out.stdout}${out.stderr}`).toBe(0);
      expect(widest(out.stdout), out.stdout).toBeLessThanOrEqual(80);
      if (/ status=\d/.test(line) && !line.includes('id=')) {
        listed = topId(out.stdout);
        // Yours is on top: the order the shopper just paid, the parcel they just made or paid.
        expect(listed).toBe(action === 'orders' ? order?.id : parcel?.id);
      }
      await after[action]?.();
      done.push(action);
    }
    expect(done).toEqual(expect.arrayContaining(['shop 1', 'buy', 'receive', 'shop 2', 'weigh', 'shop 3', 'ship']));
    expect(done.indexOf('receive')).toBeGreaterThan(done.indexOf('buy'));
    expect(done.indexOf('ship')).toBeGreaterThan(done.indexOf('weigh'));
    expect(await orderStatus()).toBeGreaterThanOrEqual(3);
    expect(await parcelStatus()).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it("every other example runs as written (those without an id to fill), and each action it names exists", async () => {
    const names = new Set((await registeredActions()).map((a) => a.name));
    for (const line of REFERENCE) {
      expect(line).toMatch(/^npm run (ops -- [a-z_]+|vitals)\b/);
      for (const [, name] of line.matchAll(/(?:^|\s)([a-z]+(?:_[a-z]+)*) (?:id|goods_id|ref_type)=/g)) expect(names.has(name), `${name} in "${line}"`).toBe(true);
    }
    // In process (the CLI's own entry, run()), to keep the test short: the shell's words, the server found through DATA_DIR.
    for (const line of REFERENCE.filter((l) => !l.includes('…'))) {
      const argv = shellWords(line.replace(/^npm run vitals/, 'npm run ops -- vitals')).slice(4);
      const out: string[] = [];
      const err: string[] = [];
      const code = await run(argv, shellEnv, { log: (s) => out.push(s), error: (s) => err.push(s) });
      expect(code, `${line}\n${err.join('\n')}`).toBe(0);
      expect(widest(out.join('\n')), out.join('\n')).toBeLessThanOrEqual(80);
    }
  }, 180_000);

  it('says an action it does not know, with the nearest names (exit 2), and that no server runs once it stopped', async () => {
    const typo = await paste('npm run ops -- parcel status=0');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown action "parcel"; `npm run ops -- help`');
    expect(typo.stderr).toMatch(/did you mean: parcels\b/);
    const exited = new Promise((r) => server!.once('exit', r));
    server!.kill('SIGTERM');
    await exited;
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    const none = await paste('npm run ops -- orders');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`no server is running for ${dataDir} — start it with npm start`);
  }, 120_000);
});

/** A shell line's words: quotes joined, a comment dropped. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote = '';
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = '';
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '#' && word === null) {
      break;
    } else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}
