import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const beacon = (body: string) => h.app.request('/api/vitals/collect', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

describe('web-vitals collection', () => {
  it('accepts a beacon of samples and reports p75 per metric and route to the operator', async () => {
    const samples = [1000, 1200, 1400, 1600].map((value) => ({ name: 'LCP', value, route: '/', id: 'v1' }));
    const res = await beacon(JSON.stringify([...samples, { name: 'CLS', value: 0.02, route: '/pages/item/index', id: 'v2' }]));
    expect(res.status).toBe(204);
    const report = await h.ops('vitals', { days: 1 });
    expect(report.code).toBe(1);
    const lcp = report.data.find((r: { metric: string; route: string }) => r.metric === 'LCP' && r.route === '/');
    expect(lcp).toMatchObject({ samples: 4, p75: 1450 });
    expect(report.data.find((r: { metric: string }) => r.metric === 'CLS')).toMatchObject({ route: '/pages/item/index', p75: 0.02 });
  });

  it('refuses junk: not JSON, unknown metrics, odd routes, too many samples', async () => {
    expect((await beacon('nope')).status).toBe(400);
    expect((await beacon(JSON.stringify([{ name: 'XYZ', value: 1, route: '/' }]))).status).toBe(400);
    expect((await beacon(JSON.stringify([{ name: 'LCP', value: 1, route: 'javascript:alert(1)' }]))).status).toBe(400);
    expect((await beacon(JSON.stringify(Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1, route: '/' }))))).status).toBe(400);
  });

  it('refuses a body over 20 000 bytes as it streams in, with or without a length', async () => {
    expect((await beacon('x'.repeat(20_001))).status).toBe(413);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        sent += 65_536;
        if (sent > 50_000_000) c.close();
        else c.enqueue(new Uint8Array(65_536).fill(32));
      },
    });
    const res = await h.app.request('/api/vitals/collect', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    // It stopped reading long before the 50 MB the sender had.
    expect(sent).toBeLessThan(1_000_000);
  });

  it('keeps the report for operators only', async () => {
    const r = await h.call('/ops/vitals');
    expect(r.status).toBe(401);
  });
});
