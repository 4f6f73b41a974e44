import type { DbOrTx } from '../../db';
import { dayList, firstDayStart, vitalsByDay, vitalsReport } from './vitals';
import { METRICS, isMetric, rate, type MetricName, type Rating } from './vitals-rating';

export type Point = { day: string; samples: number; p75: number; rating: Rating };
/** One metric of one route: p75 over the whole window, and per day (days without samples are absent). */
export type Series = { samples: number; p75: number; rating: Rating; daily: Point[] };
export type RouteRow = { route: string; samples: number; metrics: Partial<Record<MetricName, Series>> };
export type Overview = { days: string[]; routes: RouteRow[] };

/** The most routes a page shows (routes are client-supplied; the CSV has them all). */
export const ROUTES_SHOWN = 60;

/**
 * What the /ops/vitals page draws: for the last `days` whole UTC days (today included), each route's p75 per
 * metric over the window and per day, routes with the most samples first.
 */
export async function vitalsOverview(db: DbOrTx, now: number, days: number): Promise<Overview & { hidden: number }> {
  const since = firstDayStart(now, days);
  const [total, daily] = await Promise.all([vitalsReport(db, since), vitalsByDay(db, since)]);
  const byRoute = new Map<string, RouteRow>();
  for (const r of total) {
    if (!isMetric(r.metric)) continue;
    const row = byRoute.get(r.route) ?? { route: r.route, samples: 0, metrics: {} };
    row.samples += r.samples;
    row.metrics[r.metric] = { samples: r.samples, p75: r.p75, rating: rate(r.metric, r.p75), daily: [] };
    byRoute.set(r.route, row);
  }
  for (const r of daily) {
    if (isMetric(r.metric)) byRoute.get(r.route)?.metrics[r.metric]?.daily.push({ day: r.day, samples: r.samples, p75: r.p75, rating: rate(r.metric, r.p75) });
  }
  const routes = [...byRoute.values()].sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
  return { days: dayList(now, days), routes: routes.slice(0, ROUTES_SHOWN), hidden: Math.max(0, routes.length - ROUTES_SHOWN) };
}

export type CsvRow = { route: string; day: string; metric: MetricName; samples: number; p75: number; rating: Rating };

/** Every route's p75 per UTC day and metric over the last `days` days, for the CSV export. */
export async function vitalsDailyRows(db: DbOrTx, now: number, days: number): Promise<CsvRow[]> {
  const rows = await vitalsByDay(db, firstDayStart(now, days));
  const order = (m: string) => METRICS.indexOf(m as MetricName);
  return rows
    .filter((r): r is typeof r & { metric: MetricName } => isMetric(r.metric))
    .sort((a, b) => a.route.localeCompare(b.route) || a.day.localeCompare(b.day) || order(a.metric) - order(b.metric))
    .map((r) => ({ ...r, rating: rate(r.metric, r.p75) }));
}
