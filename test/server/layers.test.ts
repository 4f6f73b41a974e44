import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES = path.resolve(__dirname, '../../server/routes');

describe('server layers point down', () => {
  it('no route reads tables: none imports the schema or builds a query (that is server/domain\'s job)', () => {
    const offenders = readdirSync(ROUTES).filter((f) => f.endsWith('.ts')).flatMap((f) => {
      const src = readFileSync(path.join(ROUTES, f), 'utf8');
      return [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter((m) => /db\/schema|^drizzle-orm/.test(m)).map((m) => `${f}: ${m}`);
    });
    expect(offenders).toEqual([]);
  });
});
