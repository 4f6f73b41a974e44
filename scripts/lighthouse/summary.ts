/**
 * After Lighthouse CI: one line per page of what the runs measured (every run's TBT, sorted; the LCP
 * range; the lowest performance score) and the host's Lighthouse BenchmarkIndex, so a CI log shows how
 * far each page is from its limits and how fast the machine was, not only which assertion failed.
 * Reads the runs scripts/lighthouse/run.ts left in .lighthouseci/lhr-*.json. Prints; never fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = '.lighthouseci';

type Lhr = {
  requestedUrl: string;
  environment: { benchmarkIndex: number };
  categories: { performance?: { score: number } };
  audits: Record<string, { numericValue?: number }>;
};

/** The page a run measured, by its `lh` marker (home has none). */
const pageOf = (url: string) => new URL(url).searchParams.get('lh') ?? 'home';

const runs: Lhr[] = [];
try {
  for (const f of readdirSync(DIR)) {
    if (/^lhr-\d+\.json$/.test(f)) runs.push(JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Lhr);
  }
} catch {
  // no runs: nothing to say
}

const byPage = new Map<string, Lhr[]>();
for (const r of runs) byPage.set(pageOf(r.requestedUrl), [...(byPage.get(pageOf(r.requestedUrl)) ?? []), r]);

const num = (r: Lhr, audit: string) => Math.round(r.audits[audit]?.numericValue ?? NaN);
const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;

console.log(`\nLighthouse runs per page (${runs.length} in all):`);
for (const [page, list] of byPage) {
  const tbt = list.map((r) => num(r, 'total-blocking-time')).sort((a, b) => a - b);
  const lcp = list.map((r) => num(r, 'largest-contentful-paint'));
  const perf = Math.min(...list.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)));
  const bench = list.map((r) => Math.round(r.environment.benchmarkIndex));
  console.log(`  ${page.padEnd(9)} TBT ms ${tbt.join(' ')} | LCP ${range(lcp)} ms | performance ≥ ${perf} | BenchmarkIndex ${range(bench)}`);
}
