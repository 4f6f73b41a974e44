import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const MB = 1024 * 1024;
/** A body of `total` bytes made on demand (never held whole), and how much of it the server pulled. */
function streamOf(total: number, chunk = 64 * 1024) {
  const piece = new Uint8Array(chunk).fill(0x61);
  const seen = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (seen.pulled >= total) return ctrl.close();
      seen.pulled += chunk;
      ctrl.enqueue(piece);
    },
  }, { highWaterMark: 0 });
  return { body, seen };
}
const send = (path: string, body: BodyInit, headers: Record<string, string>) =>
  h.app.request(path, { method: 'POST', headers: { Guid: 'test-device', ...headers }, body, duplex: 'half' } as RequestInit);

describe('request bodies are limited per call, and an upload is read only for a known caller (issue 17)', () => {
  it('a 50 MB JSON body to a public call is refused with 413 and an envelope, after reading no more than the limit', async () => {
    const { body, seen } = streamOf(50 * MB);
    const res = await send('/api/obapi/getItemlist', body, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 0, msg: 'The request is too large (at most 64 KB)' });
    expect(seen.pulled).toBeLessThan(MB);
  });

  it('a declared length above the limit is refused before any of it is read', async () => {
    const { body, seen } = streamOf(MB);
    const res = await send('/api/user/login', body, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(MB), lang: 'ru' });
    expect(res.status).toBe(413);
    expect(seen.pulled).toBeLessThan(256 * 1024);
  });

  it('a 200 MB upload without a token answers 401 without being read: memory stays flat', async () => {
    const before = process.memoryUsage().rss;
    const { body, seen } = streamOf(200 * MB);
    const res = await send('/api/common/upload', body, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe(401);
    expect(seen.pulled).toBeLessThan(MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MB);
  });

  it('a logged-in upload above 10 MB is refused with 413 once 10 MB are in; a small form to an upload call still works', async () => {
    const { token } = await newShopper(h.db);
    const { body, seen } = streamOf(30 * MB);
    const res = await send('/api/common/upload', body, { 'content-type': 'multipart/form-data; boundary=x', token });
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toBe('The request is too large (at most 10 MB)');
    expect(seen.pulled).toBeLessThan(12 * MB);
    // Ordinary calls keep working with ordinary bodies.
    expect((await h.call('/api/obapi/getItemlist', { page: 1, pagesize: 2 })).code).toBe(1);
  });
});
