import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';

/** The five field metrics in the order a report shows them. */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];
export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * web-vitals' own thresholds (good up to the first, poor above the second), read from the library the
 * storefront measures with, so the report cannot disagree with it.
 */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: LCPThresholds as [number, number],
  INP: INPThresholds as [number, number],
  CLS: CLSThresholds as [number, number],
  FCP: FCPThresholds as [number, number],
  TTFB: TTFBThresholds as [number, number],
};

export const isMetric = (name: string): name is MetricName => (METRICS as readonly string[]).includes(name);

/** The rating web-vitals gives a value (its getRating: above the second threshold poor, above the first needs improvement). */
export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/** A value as an engineer reads it: CLS unitless to 3 places, the others in whole milliseconds. */
export const formatValue = (metric: MetricName, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
