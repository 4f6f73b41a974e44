import { gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { vitals } from '../db/schema';

export type Sample = { name: string; value: number; route: string };

export async function recordVitals(db: DbOrTx, samples: Sample[], now: number) {
  await db.insert(vitals).values(samples.map((s) => ({ name: s.name, value: s.value.toFixed(4), route: s.route, createdAt: now })));
}

/** p75 (the web-vitals threshold percentile) per metric and route since `since`. */
export async function vitalsReport(db: DbOrTx, since: number) {
  const rows = await db
    .select({
      route: vitals.route,
      name: vitals.name,
      samples: sql<number>`count(*)::int`,
      p75: sql<string>`percentile_cont(0.75) within group (order by ${vitals.value})`,
    })
    .from(vitals)
    .where(gte(vitals.createdAt, since))
    .groupBy(vitals.route, vitals.name)
    .orderBy(vitals.route, vitals.name);
  return rows.map((r) => ({ route: r.route, metric: r.name, samples: Number(r.samples), p75: Math.round(Number(r.p75) * 1000) / 1000 }));
}
