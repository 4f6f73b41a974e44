import { readFileSync, readdirSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command's name (index 1 is the parent, 11 and 12 user and system ticks). */
export function procStat(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** `pid` and every process below it (a server and its WORKERS, their database children), from Linux /proc. */
export function treePids(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const f = procStat(d);
    if (f) parents.set(Number(d), Number(f[1]));
  }
  const inTree = (p: number): boolean => p === pid || (parents.has(p) && p !== 1 && inTree(parents.get(p)!));
  return [...parents.keys()].filter(inTree);
}

/** Resident memory of `pid` and every process below it, in bytes. */
export function treeRss(pid: number): number {
  let sum = 0;
  for (const p of treePids(pid)) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) sum += Number(m[1]) * 1024;
    } catch { /* gone meanwhile */ }
  }
  return sum;
}
