import type { CsvRow } from '../../domain/vitals/vitals-overview';

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function field(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_HEADER = ['route', 'day', 'metric', 'samples', 'p75', 'rating'] as const;

/** route, day (UTC), metric, samples, p75 (ms; CLS unitless), rating — one line per route, day and metric. */
export const vitalsCsv = (rows: CsvRow[]) =>
  [CSV_HEADER.join(','), ...rows.map((r) => [r.route, r.day, r.metric, r.samples, r.p75, r.rating].map(field).join(','))].join('\r\n') + '\r\n';
