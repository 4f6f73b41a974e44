import { describe, it, expect, afterAll } from 'vitest';
import { connect } from 'node:http2';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { listen } from '../../server/http/listen';

const tls = { cert: 'test/tls/localhost.crt', key: 'test/tls/localhost.key' };
const servers: ServerType[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** Starts `listen` on a free port with a handler that says which protocol the request came on. */
async function start(config: { tls?: typeof tls }): Promise<{ origin: string; port: number }> {
  let server: ServerType | undefined;
  const origin = await new Promise<string>((resolve) => {
    server = listen(() => new Response('hello'), { port: 0, ...config }, resolve);
  });
  servers.push(server!);
  return { origin, port: (server!.address() as AddressInfo).port };
}

describe('listening with and without a certificate', () => {
  it('speaks plain HTTP/1.1 by default', async () => {
    const { port, origin } = await start({});
    expect(origin).toBe(`http://localhost:${port}`);
    const res = await fetch(`http://localhost:${port}/`);
    expect(await res.text()).toBe('hello');
  });

  it('speaks HTTPS with HTTP/2 given TLS_CERT and TLS_KEY, and HTTP/1.1 over TLS to older clients', async () => {
    const { port, origin } = await start({ tls });
    expect(origin).toBe(`https://localhost:${port}`);
    const h2 = await new Promise<{ status: number; body: string; alpn: string }>((resolve, reject) => {
      const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const req = session.request({ ':path': '/' });
      let body = '';
      let status = 0;
      req.on('response', (h) => (status = Number(h[':status'])));
      req.setEncoding('utf8');
      req.on('data', (d: string) => (body += d));
      req.on('end', () => {
        const alpn = session.alpnProtocol ?? '';
        session.close();
        resolve({ status, body, alpn });
      });
      req.end();
    });
    expect(h2).toEqual({ status: 200, body: 'hello', alpn: 'h2' });
    const h1 = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      request({ host: 'localhost', port, path: '/', rejectUnauthorized: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
      }).on('error', reject).end();
    });
    expect(h1).toEqual({ status: 200, version: '1.1' });
  });
});
