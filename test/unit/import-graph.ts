/**
 * The import graph of our own TypeScript (no dependency: a small reader of import statements), and the circles in it.
 * Every kind of import is an edge: `import`, `import type`, `export … from`, a side-effect `import '…'` and a
 * dynamic `import('…')` (a lazy import hides a circle from the bundler, not from the design).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Strings stay (they hold the specifiers), comments go. */
const TOKENS = /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const SPECIFIERS = [
  /\b(?:import|export)\s[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The relative specifiers a source file imports. */
export function specifiersOf(source: string): string[] {
  const code = source.replace(TOKENS, (m, str: string | undefined) => str ?? '');
  return SPECIFIERS.flatMap((re) => [...code.matchAll(re)].map((m) => m[1])).filter((s) => s.startsWith('.'));
}

/** The file a relative specifier names, if it is one of ours (`.js` written for `.ts` and `?raw`-style suffixes allowed). */
export function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  const stems = [base, base.replace(/\.js$/, '')];
  for (const stem of stems) for (const ext of EXTENSIONS) {
    const file = stem + ext;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** file → the files of ours it imports. */
export function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const targets = specifiersOf(readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One circle per strongly connected group of files (Tarjan), each as the path that closes it: a → b → … → a. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups.map((group) => closePath(graph, new Set(group), group.sort()[0]));
}

/** The shortest path from `start` back to itself inside one group (breadth first). */
function closePath(graph: Map<string, string[]>, group: Set<string>, start: string): string[] {
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const trail = [start];
        for (let u = v; u !== start; u = from.get(u)!) trail.splice(1, 0, u);
        return [...trail, start];
      }
      if (!from.has(w)) { from.set(w, v); queue.push(w); }
    }
  }
  return [start, start];
}
