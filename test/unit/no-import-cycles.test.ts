import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { importCycles, importGraph, specifiersOf } from './import-graph';

const ROOT = path.resolve(__dirname, '../..');
const show = (cycle: string[]) => cycle.map((f) => path.relative(ROOT, f)).join(' → ');

describe('the import graph has no circle', () => {
  it('server/, src/, scripts/ and test/: no file reaches itself through its imports (type-only and lazy imports count)', () => {
    const graph = importGraph(['server', 'src', 'scripts', 'test'].map((d) => path.join(ROOT, d)));
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph).map(show)).toEqual([]);
  });

  it('the reader sees every kind of import and no commented one', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b.ts';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = () => import('./e');",
      "import {\n  f,\n  g,\n} from './fg';",
      "// import { no } from './commented';",
      "/* import('./block') */",
      "import { z } from 'zod';",
      "const s = 'from \\'./not-an-import\\'';",
    ].join('\n');
    expect(specifiersOf(source).sort()).toEqual(['../b.ts', './a', './c', './d.css', './e', './fg']);
  });

  it('finds a circle, however long, and names it as a path', () => {
    const graph = new Map([
      ['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
  });
});
