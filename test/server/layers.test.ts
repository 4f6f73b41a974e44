import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES = path.resolve(__dirname, '../../server/routes');
/** Every route module, in subfolders too (server/routes/**). */
const routeFiles = () => readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('server layers point down', () => {
  it('no route reads tables: none imports the schema or builds a query (that is server/domain\'s job)', () => {
    const offenders = routeFiles().flatMap((f) => {
      const src = readFileSync(path.join(ROUTES, f), 'utf8');
      return [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter((m) => /db\/schema|^drizzle-orm/.test(m)).map((m) => `${f}: ${m}`);
    });
    expect(offenders).toEqual([]);
  });

  it('no route writes SQL or calls the query builder on a database or transaction (a transaction only wraps domain calls)', () => {
    const offenders = routeFiles().flatMap((f) => {
      const src = readFileSync(path.join(ROUTES, f), 'utf8');
      return [...src.matchAll(/\b(?:db|tx)\.(?:select|selectDistinct|insert|update|delete|execute|query)\b|\bsql`/g)].map((m) => `${f}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
