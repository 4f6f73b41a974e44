import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveImport } from './import-graph';

const ROOT = path.resolve(__dirname, '../..');
const LIB = path.join(ROOT, 'src/lib');

/** The relative modules a file imports for their values (not `import type`, not a type-only `export type … from`). */
function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const stat = [...code.matchAll(/\b(import|export)\s+(?!type\b)[^;'"`]*?\bfrom\s*['"](\.[^'"]+)['"]/g)].map((m) => m[2]);
  const bare = [...code.matchAll(/\bimport\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return [...stat, ...bare];
}

describe('src/lib/ is pure (design §2)', () => {
  it('its files import no app state, ui, router or api module: only other lib files, types and packages', () => {
    const files = readdirSync(LIB).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(LIB, f));
    expect(files.length).toBeGreaterThan(10);
    const outside = files.flatMap((file) => valueImports(readFileSync(file, 'utf8'))
      .map((spec) => resolveImport(file, spec) ?? path.resolve(path.dirname(file), spec))
      .filter((target) => !target.startsWith(LIB + path.sep))
      .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`));
    expect(outside).toEqual([]);
  });

  it('the reader tells a value import from a type-only one', () => {
    expect(valueImports("import { a } from '../state/a';\nimport type { B } from '../api/b';\nexport type { C } from '../c';\nimport('../ui/d');"))
      .toEqual(['../state/a', '../ui/d']);
  });
});
