import { gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { vitals } from '../../db/schema';

export type Sample = { name: string; value: number; route: string };

export async function recordVitals(db: DbOrTx, samples: Sample[], now: number) {
  await db.insert(vitals).values(samples.map((s) => ({ name: s.name, value: s.value.toFixed(4), route: s.route, createdAt: now })));
}

const DAY = 86_400;
const p75 = sql<string>`percentile_cont(0.75) within group (order by ${vitals.value})`;
const round3 = (v: unknown) => Math.round(Number(v) * 1000) / 1000;

/** p75 (the web-vitals threshold percentile) per metric and route since `since`. */
export async function vitalsReport(db: DbOrTx, since: number) {
  const rows = await db
    .select({ route: vitals.route, name: vitals.name, samples: sql<number>`count(*)::int`, p75 })
    .from(vitals)
    .where(gte(vitals.createdAt, since))
    .groupBy(vitals.route, vitals.name)
    .orderBy(vitals.route, vitals.name);
  return rows.map((r) => ({ route: r.route, metric: r.name, samples: Number(r.samples), p75: round3(r.p75) }));
}

/** The UTC day ('2026-11-27') a unix time falls on. */
export const utcDay = (unix: number) => new Date(Math.floor(unix / DAY) * DAY * 1000).toISOString().slice(0, 10);

/** The start (00:00 UTC) of the first of the last `days` UTC days, today included: a report by day covers whole days. */
export const firstDayStart = (now: number, days: number) => (Math.floor(now / DAY) - (days - 1)) * DAY;

/** The last `days` UTC days, oldest first. */
export const dayList = (now: number, days: number) => Array.from({ length: days }, (_, i) => utcDay(firstDayStart(now, days) + i * DAY));

/**
 * p75 per route, UTC day and metric since `since`. The day is the whole-day count of the sample's unix time
 * (integer division: the same on PGlite and PostgreSQL, whatever the session's time zone).
 */
export async function vitalsByDay(db: DbOrTx, since: number) {
  // A literal, not a bind parameter: the SELECT and GROUP BY expressions must be the same text.
  const day = sql<number>`(${vitals.createdAt} / ${sql.raw(String(DAY))})`;
  const rows = await db
    .select({ route: vitals.route, day, name: vitals.name, samples: sql<number>`count(*)::int`, p75 })
    .from(vitals)
    .where(gte(vitals.createdAt, since))
    .groupBy(vitals.route, day, vitals.name)
    .orderBy(vitals.route, day, vitals.name);
  return rows.map((r) => ({ route: r.route, day: utcDay(Number(r.day) * DAY), metric: r.name, samples: Number(r.samples), p75: round3(r.p75) }));
}
