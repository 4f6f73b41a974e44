import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { recordVitals, vitalsReport } from '../domain/vitals';

const sample = z.object({
  name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
  value: z.number().finite().min(0).max(600_000),
  route: z.string().max(200).regex(/^\/[\w\-/]*$/),
});

/**
 * POST /api/vitals/collect: the storefront's web-vitals beacon (a JSON array, sent as text/plain by
 * sendBeacon). Answers 204; junk is refused with 400. At most 20 samples per beacon.
 */
function collect(app: Hono<AppEnv>) {
  app.post('/api/vitals/collect', async (c) => {
    const text = await c.req.text();
    if (text.length > 20_000) return c.body(null, 413);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return c.body(null, 400);
    }
    const result = z.array(sample).min(1).max(20).safeParse(parsed);
    if (!result.success) return c.body(null, 400);
    const { db, now } = c.get('deps');
    await recordVitals(db, result.data, now());
    return c.body(null, 204);
  });
}

/** /ops/vitals: p75 per metric and route, for `npm run vitals`. */
const report = defineGroup('/ops', (on) => {
  on('vitals', { help: 'web-vitals p75 per metric and route over the last days', auth: 'ops', input: z.object({ days: f.count(365).default(7) }) }, ({ db, input, now }) => vitalsReport(db, now() - input.days * 86400));
});

export default function vitals(app: Hono<AppEnv>) {
  collect(app);
  report(app);
}
