import { THRESHOLDS, formatValue, type MetricName } from '../../domain/vitals/vitals-rating';
import type { Series } from '../../domain/vitals/vitals-overview';
import { esc } from '../page/escape';

const W = 220;
const PLOT_H = 56;
const BARS_H = 14;
const GAP = 4;
const H = PLOT_H + GAP + BARS_H;
const LEFT = 2;
const RIGHT = 26; // room for the threshold labels

const ratingText = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;
const num = (n: number) => String(Math.round(n * 10) / 10);

/**
 * A small chart of one metric on one route: p75 per day (dots coloured by rating, joined where days follow
 * each other) over web-vitals' good / needs-improvement / poor bands with their threshold lines, and the
 * day's sample count as grey bars beneath. Each dot's <title> gives the day, the p75 and the samples.
 */
export function seriesChart(metric: MetricName, route: string, series: Series, days: string[]): string {
  const [good, poor] = THRESHOLDS[metric];
  const maxP75 = Math.max(0, ...series.daily.map((p) => p.p75));
  const top = Math.max(poor * 1.25, maxP75 * 1.08);
  const y = (v: number) => PLOT_H - (Math.min(v, top) / top) * PLOT_H;
  const step = (W - LEFT - RIGHT) / days.length;
  const x = (day: string) => LEFT + (days.indexOf(day) + 0.5) * step;
  const maxN = Math.max(1, ...series.daily.map((p) => p.samples));
  const plotRight = W - RIGHT;

  const bands = [
    `<rect class="band poor" x="${LEFT}" y="0" width="${num(plotRight - LEFT)}" height="${num(y(poor))}"/>`,
    `<rect class="band needs-improvement" x="${LEFT}" y="${num(y(poor))}" width="${num(plotRight - LEFT)}" height="${num(y(good) - y(poor))}"/>`,
    `<rect class="band good" x="${LEFT}" y="${num(y(good))}" width="${num(plotRight - LEFT)}" height="${num(PLOT_H - y(good))}"/>`,
  ];
  const lines = [good, poor].map((t) => `<line class="th" x1="${LEFT}" x2="${plotRight}" y1="${num(y(t))}" y2="${num(y(t))}"/><text class="tl" x="${plotRight + 2}" y="${num(y(t) + 3)}">${t}</text>`);

  const points = series.daily.filter((p) => days.includes(p.day));
  const path: string[] = [];
  points.forEach((p, i) => {
    const joined = i > 0 && days.indexOf(p.day) === days.indexOf(points[i - 1].day) + 1;
    path.push(`${joined ? 'L' : 'M'}${num(x(p.day))} ${num(y(p.p75))}`);
  });
  const dots = points.map((p) => `<circle class="${p.rating}" cx="${num(x(p.day))}" cy="${num(y(p.p75))}" r="2.6"><title>${esc(`${p.day}: p75 ${formatValue(metric, p.p75)}, ${ratingText[p.rating]} (${p.samples} samples)`)}</title></circle>`);
  const bars = points.map((p) => {
    const h = Math.max(1, (p.samples / maxN) * BARS_H);
    return `<rect class="bar" x="${num(x(p.day) - Math.max(0.5, step * 0.35))}" y="${num(H - h)}" width="${num(Math.max(1, step * 0.7))}" height="${num(h)}"><title>${esc(`${p.day}: ${p.samples} samples`)}</title></rect>`;
  });

  const title = `${metric} p75 per day on ${route}, ${days[0]} to ${days[days.length - 1]}`;
  return [
    `<svg class="chart" data-metric="${metric}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}" xmlns="http://www.w3.org/2000/svg">`,
    `<title>${esc(title)}</title>`,
    ...bands,
    ...lines,
    path.length > 1 ? `<path class="line" d="${path.join(' ')}"/>` : '',
    ...dots,
    ...bars,
    '</svg>',
  ].join('');
}
