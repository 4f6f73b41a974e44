import type { Hono } from 'hono';
import { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { firstDayStart, recordVitals, vitalsByDay, vitalsReport } from '../domain/vitals/vitals';
import opsVitalsPage from './ops-vitals-page';

const sample = z.object({
  name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
  value: z.number().finite().min(0).max(600_000),
  route: z.string().max(200).regex(/^\/[\w\-/]*$/),
});

/** The largest beacon body in bytes (20 samples take ~2 KB). */
const BEACON_MAX = 20_000;

/**
 * POST /api/vitals/collect: the storefront's web-vitals beacon (a JSON array, sent as text/plain by
 * sendBeacon). Answers 204; junk is refused with 400, a body over BEACON_MAX with 413. At most 20 samples per beacon.
 */
function collect(app: Hono<AppEnv>) {
  // A beacon's body is read only up to its limit: a huge one is refused as it streams in, never held whole.
  app.post('/api/vitals/collect', bodyLimit({ maxSize: BEACON_MAX, onError: (c) => c.body(null, 413) }), async (c) => {
    const text = await c.req.text();
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

/**
 * /ops/vitals: p75 per metric and route (by=day: per route, UTC day and metric, over whole UTC days, today included), for `npm run vitals`. A browser
 * asking for HTML without the X-Ops-Token header gets the report page instead (routes/ops-vitals-page.ts).
 */
const report = defineGroup('/ops', (on) => {
  on('vitals', { help: 'web-vitals p75 per metric and route over the last days [by=day: per UTC day]; the page with charts: /ops/vitals in a browser', auth: 'ops', input: z.object({ days: f.count(365).default(7), by: z.enum(['route', 'day']).default('route') }) }, ({ db, input, now }) =>
    (input.by === 'day' ? vitalsByDay(db, firstDayStart(now(), input.days)) : vitalsReport(db, now() - input.days * 86400)));
});

export default function vitals(app: Hono<AppEnv>) {
  collect(app);
  opsVitalsPage(app); // before the JSON action: its GET goes on to the action unless a browser asks for the page
  report(app);
}
