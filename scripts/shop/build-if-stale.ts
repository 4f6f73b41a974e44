import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const SOURCES = ['src', 'lang', 'index.html', 'vite.config.ts', 'package.json'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Builds the storefront (vite build) into `dist` (default dist/) when it is missing or older than its sources. */
export function buildIfStale(dist = 'dist'): void {
  const index = path.join(dist, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built && !SOURCES.some((s) => newest(s) > built)) return;
  console.log(`Building the storefront (vite build → ${dist})…`);
  const out = dist === 'dist' ? [] : ['--outDir', dist, '--emptyOutDir'];
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...out], { stdio: 'inherit' });
}
