import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { procStat, treePids } from './proc-tree';

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
  let sum = 0;
  for (const p of treePids(pid)) {
    const f = procStat(p);
    if (f) sum += (Number(f[11]) + Number(f[12])) / TICK;
  }
  return sum;
}

/** "2 × Intel(R) Xeon(R) Processor": what the figures were measured on. */
export const machineName = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
