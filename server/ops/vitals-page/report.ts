import { METRICS, THRESHOLDS, formatValue, type MetricName } from '../../domain/vitals/vitals-rating';
import type { Overview, RouteRow } from '../../domain/vitals/vitals-overview';
import { htmlDocument } from './document';
import { esc } from '../page/escape';
import { seriesChart } from './chart';

export const DAY_CHOICES = [1, 7, 14, 28, 90] as const;
const ratingText = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;
const unit = (m: MetricName) => (m === 'CLS' ? '' : ' ms');

function header(days: number) {
  const choices = [...new Set([...DAY_CHOICES, days])].sort((a, b) => a - b);
  return `<header><h1>Field metrics</h1>
<form method="get" action="/ops/vitals"><label>Last <select name="days">${choices.map((d) => `<option value="${d}"${d === days ? ' selected' : ''}>${d} ${d === 1 ? 'day' : 'days'}</option>`).join('')}</select></label><button type="submit">Show</button></form>
<a href="/ops/vitals.csv?days=${days}" download>Download CSV</a>
<form method="post" action="/ops/vitals/logout"><button type="submit">Log out</button></form></header>`;
}

const legend = () =>
  `<table class="legend"><caption>web-vitals thresholds, applied to the p75 of the field samples</caption><thead><tr><th>metric</th><th>good</th><th>needs improvement</th><th>poor</th></tr></thead><tbody>${METRICS.map((m) => {
    const [g, p] = THRESHOLDS[m];
    return `<tr><th scope="row">${m}</th><td class="good">≤ ${g}${unit(m)}</td><td class="needs-improvement">≤ ${p}${unit(m)}</td><td class="poor">&gt; ${p}${unit(m)}</td></tr>`;
  }).join('')}</tbody></table>`;

function cell(row: RouteRow, m: MetricName, days: string[]) {
  const s = row.metrics[m];
  if (!s) return `<td data-metric="${m}"><small>no samples</small></td>`;
  return `<td data-metric="${m}"><div class="v ${s.rating}" title="${ratingText[s.rating]}">${esc(formatValue(m, s.p75))}</div><div class="n">${s.samples} samples · ${ratingText[s.rating]}</div>${seriesChart(m, row.route, s, days)}</td>`;
}

/** The route's p75 of every metric day by day, as numbers (the charts' figures, for reading and copying). */
function dayTable(row: RouteRow, days: string[]) {
  const withData = days.filter((d) => METRICS.some((m) => row.metrics[m]?.daily.some((p) => p.day === d)));
  const rows = withData.map((d) => `<tr><th scope="row">${d}</th>${METRICS.map((m) => {
    const p = row.metrics[m]?.daily.find((x) => x.day === d);
    return p ? `<td class="${p.rating}">${esc(formatValue(m, p.p75))} <small>(${p.samples})</small></td>` : '<td>–</td>';
  }).join('')}</tr>`);
  return `<details><summary>p75 per day (samples)</summary><table><thead><tr><th>day (UTC)</th>${METRICS.map((m) => `<th>${m}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></details>`;
}

/** The report: one row per route (most samples first), one cell per metric with its p75 over the window and its chart per day. */
export function reportPage(overview: Overview & { hidden: number }, days: number) {
  const { routes } = overview;
  const window = `${overview.days[0]} to ${overview.days[overview.days.length - 1]} (UTC)`;
  const body = routes.length
    ? `<table class="report"><thead><tr><th>route</th>${METRICS.map((m) => `<th>${m} p75</th>`).join('')}</tr></thead><tbody>${routes
        .map((r) => `<tr data-route="${esc(r.route)}"><th scope="row">${esc(r.route)}<br><small>${r.samples} samples</small>${dayTable(r, overview.days)}</th>${METRICS.map((m) => cell(r, m, overview.days)).join('')}</tr>`)
        .join('')}</tbody></table>${overview.hidden ? `<p><small>${overview.hidden} more routes with fewer samples: see the CSV.</small></p>` : ''}`
    : '<p>No samples in this window.</p>';
  return htmlDocument('Field metrics — /ops/vitals', `${header(days)}<p>p75 of the storefront's web-vitals samples per route, ${window}. Dots: p75 per day, coloured by rating; grey bars: samples per day.</p>${body}${legend()}`);
}
