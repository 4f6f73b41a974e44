import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { routes } from '../../src/routes';
import { AREAS } from '../../src/routes/areas';
import { routeRows } from '../../scripts/vite/route-preload';

/** Each area's pages as the app makes them, with a lazyPage that only notes its string groups. */
async function areaPages() {
  const noted = (_load: unknown, ns: readonly string[] = []) => ({ ns: [...ns], preload: async () => () => null });
  return Object.fromEntries(
    await Promise.all(Object.entries(AREAS).map(async ([name, load]) => [name, (await load()).default(noted as never)] as const)),
  ) as unknown as Record<string, Record<string, { ns: string[] }>>;
}

describe('the route table and its area chunks (src/routes/)', () => {
  it('every row but home names an area whose chunk has its page; every page of an area is a row of that area', async () => {
    const pages = await areaPages();
    for (const r of routes) {
      if (r.path === '/') {
        expect(r.area, 'home is in the shell').toBeUndefined();
        continue;
      }
      expect(r.area, r.path).toBeDefined();
      expect(Object.keys(pages[r.area!]), r.path).toContain(r.path);
    }
    for (const [name, area] of Object.entries(pages)) {
      expect(Object.keys(area).length, `${name} is empty`).toBeGreaterThan(0);
      for (const path of Object.keys(area)) expect(routes.find((r) => r.path === path)?.area, path).toBe(name);
    }
  });

  it('every file of src/routes/ is in the area loader list, so the build tools (which read the files) and the app agree', () => {
    const files = readdirSync('src/routes').filter((f) => f !== 'areas.ts').map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(AREAS).sort());
  });

  it('the build reads every page with its area and string groups (the early script preloads from this)', async () => {
    const pages = await areaPages();
    const rows = routeRows();
    expect(rows.map((r) => r.path).sort()).toEqual(routes.filter((r) => r.path !== '/').map((r) => r.path).sort());
    for (const row of rows) expect(row.ns, row.path).toEqual(pages[row.area][row.path].ns);
    expect(rows.find((r) => r.path === '/pages/member/pay/index')).toEqual({
      path: '/pages/member/pay/index', area: 'checkout', page: 'member/pay/index', ns: ['checkout', 'copy', 'upload', 'wallet'],
    });
  });
});
