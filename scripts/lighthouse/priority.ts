import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value given to what Lighthouse measures: ahead of the host's other work, not of the system's own. */
const MEASURED_NICE = -10;

/** `pid` and every process under it (from /proc; Linux only, none elsewhere). */
function tree(pid: number): number[] {
  let parents: Map<number, number[]>;
  try {
    parents = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // "pid (comm) state ppid …": the command may hold spaces and brackets, so read after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return [pid];
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.pop()!;
    out.push(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return out;
}

/**
 * Runs the measured processes (the browser with its zygote, whose renderers inherit it; the server under test)
 * ahead of whatever else the host runs: a page's blocking time is the page's, not the CPU a test run beside it
 * takes (issue 26: npm test green on a machine whose two cores a hog keeps busy). Needs root (CI is); elsewhere
 * nothing changes and the measurement is what it was.
 */
export function measureFirst(pid: number | undefined): void {
  if (!pid) return;
  for (const p of tree(pid)) {
    try {
      setPriority(p, MEASURED_NICE);
    } catch {
      // not permitted, or gone
    }
  }
}
