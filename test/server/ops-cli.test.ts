import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { harness, OPS_TOKEN, type Harness } from './harness';
import { parseArgs, helpText } from '../../server/ops/cli';
import { opsActions } from '../../server/http/endpoint';

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
  it('help lists every operator action the server answers, with its fields and what it does (made from the route table)', async () => {
    const text = await helpText();
    expect(opsActions.length).toBeGreaterThanOrEqual(18);
    for (const a of opsActions) {
      expect(a.help, a.name).not.toBe('');
      expect(text).toMatch(new RegExp(`^  ${a.name} .*${a.help.replace(/[().?*+[\]]/g, '\\$&')}$`, 'm'));
      const res = await h.app.request(`/ops/${a.name}`, { method: 'POST' });
      expect(res.status, `/ops/${a.name} without a token`).toBe(401);
    }
    for (const name of ['recharge', 'remits', 'remit_approve', 'remit_reject', 'vitals', 'outbox', 'problem', 'reply']) expect(text).toContain(`  ${name} `);
    expect(text).toContain('recharge [user_id=…] [email=…] amount=… [memo=…]');
  });

  it('parses an action and key=value pairs', () => {
    expect(parseArgs(['weigh', 'id=3', 'weight=1200'])).toEqual({ action: 'weigh', params: { id: '3', weight: '1200' } });
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
});
