import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS, migrateDb, openDb } from '../../server/db/open';
import { atFileEnd } from './file-end';
import { testDatabase } from './test-database';

/*
 * Migration 0023 (issue 35, the product-data source) on a database at 0022 with an item: the item is kept with its
 * values, is a demo item and was never fetched; a new row may say it came from a source and when. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */
const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(file, JSON.stringify(journal));
  atFileEnd(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const item = (numIid: string) => sql.raw(`'taobao', '${numIid}', '{"en":"T","ru":"T","zh-cn":"T"}', 1, 1, 1200, 1500, '["/a.webp"]', '[]', '{"en":"","ru":"","zh-cn":""}', 1700000000`);
const columns = sql.raw('api_type, num_iid, title, category_id, shop_id, price_fen, orig_price_fen, images, props, desc_html, created_at');

describe('migration 0023', () => {
  it('keeps the items of 0022 as demo items never fetched, and takes a source and a fetch time for new ones', async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const made = await testDatabase(process.env.DATABASE_URL, { empty: true });
      databaseUrl = made.url;
      atFileEnd(made.drop);
    }
    const open = await openDb({ databaseUrl });
    atFileEnd(() => open.close());
    await migrateDb(open, migrationsUpTo('0022_chat_staff'));
    await open.db.execute(sql`insert into items (${columns}) values (${item('111111')})`);
    await migrateDb(open);
    const [kept] = rowsOf<Record<string, unknown>>(await open.db.execute(sql`select * from items`));
    expect(kept).toMatchObject({ num_iid: '111111', price_fen: 1200, orig_price_fen: 1500, images: ['/a.webp'], source: 'demo', fetched_at: null });
    await open.db.execute(sql`insert into items (${columns}, source, fetched_at) values (${item('222222')}, 'onebound', 2200000000)`);
    const [fetched] = rowsOf<{ source: string; fetched_at: unknown }>(await open.db.execute(sql`select source, fetched_at from items where num_iid = '222222'`));
    expect(fetched.source).toBe('onebound');
    expect(Number(fetched.fetched_at)).toBe(2200000000); // past 2038: 64-bit like every time
  });
});
