import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * CPU time from Linux /proc, for naming what bounds a benchmark: the machine's busy time (all cores) and the time of
 * a process tree (the server's processes), in seconds of one core.
 */
const TICK = 100; // USER_HZ on Linux

/** Busy and total core-seconds of the machine since boot. */
export function machineTime(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const f = cpu.trim().split(/\s+/).slice(1).map(Number);
  const idle = f[3] + (f[4] ?? 0);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICK, total: total / TICK };
}

/** User + system core-seconds of `pid` and every process below it. */
export function treeTime(pid: number): number {
  const parents = new Map<number, number>();
  const own = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      parents.set(Number(d), Number(f[1]));
      own.set(Number(d), (Number(f[11]) + Number(f[12])) / TICK);
    } catch { /* gone meanwhile */ }
  }
  const inTree = (p: number): boolean => p === pid || (parents.has(p) && p !== 1 && inTree(parents.get(p)!));
  let sum = 0;
  for (const [p, t] of own) if (inTree(p)) sum += t;
  return sum;
}

/** "2 × Intel(R) Xeon(R) Processor": what the figures were measured on. */
export const machineName = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
