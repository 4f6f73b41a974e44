import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { harness, OPS_TOKEN, type Harness } from './harness';
import { parseArgs, helpText, present } from '../../server/ops/cli';
import { opsActions } from '../../server/http/endpoint';
import { KNOWN_ACTIONS } from '../../server/ops/kinds';

const run = promisify(execFile);
let h: Harness;
let server: ServerType;
let url: string;

beforeAll(async () => {
  h = await harness();
  server = serve({ fetch: h.app.fetch, port: 0 });
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const cli = (args: string[], token = OPS_TOKEN) => run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/ops/cli.ts', ...args], { env: { ...process.env, OPS_URL: url, OPS_TOKEN: token } });

describe('operator CLI (npm run ops -- …)', () => {
  it('help lists every operator action the server answers, by kind, with its fields and what it does, in 80 columns', async () => {
    const text = await helpText();
    expect(opsActions.length).toBeGreaterThanOrEqual(18);
    const flat = text.replace(/\s+/g, ' ');
    for (const a of opsActions) {
      expect(a.help, a.name).not.toBe('');
      expect(text, a.name).toMatch(new RegExp(`^  ${a.name}( |$)`, 'm'));
      expect(flat, a.name).toContain(a.help.replace(/\s+/g, ' '));
      const res = await h.app.request(`/ops/${a.name}`, { method: 'POST' });
      expect(res.status, `/ops/${a.name} without a token`).toBe(401);
    }
    for (const name of ['recharge', 'remits', 'remit_approve', 'remit_reject', 'vitals', 'outbox', 'problem', 'reply', 'orders', 'parcels']) expect(text).toContain(`  ${name} `);
    expect(text).toContain('recharge [user_id=…] [email=…] amount=… [memo=…]');
    expect(Math.max(...text.split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    // Grouped: a kind's title, then its actions; every registered action has its kind (server/ops/kinds.ts).
    expect(text).toMatch(/^Parcels\n  parcels .*\n(?: {6}.*\n)+  weigh /m);
    expect(text).not.toMatch(/^Other$/m);
    expect([...KNOWN_ACTIONS].sort()).toEqual(opsActions.map((a) => a.name).sort());
  });

  it('parses an action and key=value pairs', () => {
    expect(parseArgs(['weigh', 'id=3', 'weight=1200'])).toEqual({ action: 'weigh', params: { id: '3', weight: '1200' }, json: false });
    expect(parseArgs(['orders', 'status=1', 'json=1'])).toEqual({ action: 'orders', params: { status: '1' }, json: true });
    expect(parseArgs(['orders', '--json'])).toEqual({ action: 'orders', params: {}, json: true });
    expect(() => parseArgs(['weigh', 'oops'])).toThrow(/key=value/);
  });

  it('talks to the running server: sends a code, then lists it from the outbox', async () => {
    expect((await h.call('/api/ems/send', { event: 'register', email: 'cli@example.com' })).code).toBe(1);
    const { stdout } = await cli(['outbox', 'target=cli@example.com']);
    expect(stdout).toContain('cli@example.com');
    expect(stdout).toMatch(/\d{6}/);
  });

  it('reports a refusal and exits non-zero', async () => {
    await expect(cli(['outbox'], 'wrong-token')).rejects.toMatchObject({ code: 1 });
    await expect(cli(['buy', 'id=999999'])).rejects.toMatchObject({ stderr: expect.stringContaining('buy') });
  });

  it('lists orders and parcels newest first, by status and by e-mail, with statuses in words in a table of 80 columns', async () => {
    const orders = (await h.ops<{ id: number; status: number; user: string }[]>('orders')).data;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.id)).toEqual([...orders.map((o) => o.id)].sort((a, b) => b - a));
    const anna = (await h.ops<{ user: string }[]>('orders', { email: 'Anna.Petrova@example.com' })).data;
    expect(anna.length).toBeGreaterThan(0);
    expect(new Set(anna.map((o) => o.user))).toEqual(new Set(['anna.petrova@example.com']));
    expect((await h.ops('orders', { email: 'nobody@example.com' })).data).toEqual([]);
    const done = (await h.ops<{ status: number }[]>('orders', { status: 5 })).data;
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((o) => o.status === 5)).toBe(true);
    expect((await h.ops('orders', { status: 1 })).data).toEqual([]);
    const table = present('orders', done, {});
    expect(table.split('\n')[0]).toMatch(/^id\s+sn\s+status\s/);
    expect(table).toContain('5 done');

    const parcels = (await h.ops<{ id: number; sn: string; status: number }[]>('parcels', { status: 4 })).data;
    expect(parcels.length).toBeGreaterThan(0);
    expect(parcels.map((p) => p.id)).toEqual([...parcels.map((p) => p.id)].sort((a, b) => b - a));
    expect(present('parcels', parcels, {})).toContain('4 received');
    const { stdout } = await cli(['parcels', 'status=4']);
    expect(stdout).toContain(parcels[0].sn);
    expect(stdout).toContain('4 received');
    expect(Math.max(...stdout.trimEnd().split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    const json = await cli(['parcels', 'status=4', 'json=1']);
    expect(JSON.parse(json.stdout)).toEqual(parcels);
  });

  it('lists every other kind an action takes an id of; each prints within 80 columns', async () => {
    for (const list of ['onepays', 'problems', 'photo_requests', 'messages', 'rehearsals', 'users', 'news', 'remits', 'withdrawals', 'refunds',
      'advisories', 'feedbacks', 'comments', 'buyself_pending', 'shops', 'coupon_rules', 'cards', 'wheel_prizes', 'promotions',
      'affiliate_applications', 'affiliate_withdrawals', 'affiliate_proofs']) {
      const answer = await h.ops<Record<string, unknown>[]>(list);
      expect(answer.code, list).toBe(1);
      expect(Array.isArray(answer.data), list).toBe(true);
      const text = present(list, answer.data, {});
      expect(Math.max(...text.split('\n').map((l) => [...l].length)), `${list}:\n${text}`).toBeLessThanOrEqual(80);
    }
    const users = (await h.ops<{ id: number; email: string; balance: string }[]>('users', { email: 'demo@example.com' })).data;
    expect(users).toEqual([expect.objectContaining({ email: 'demo@example.com', balance: expect.stringMatching(/^\d+\.\d\d$/) })]);
    expect((await h.ops<unknown[]>('news')).data.length).toBeGreaterThan(0);
  });
});
