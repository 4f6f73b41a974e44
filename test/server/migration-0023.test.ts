import { describe, it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseAt, rowsOf } from './migration-steps';

/*
 * Migration 0023 (issue 35, the product-data source) on a database at 0022 with an item: the item is kept with its
 * values, is a demo item and was never fetched; a new row may say it came from a source and when. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */

const item = (numIid: string) => sql.raw(`'taobao', '${numIid}', '{"en":"T","ru":"T","zh-cn":"T"}', 1, 1, 1200, 1500, '["/a.webp"]', '[]', '{"en":"","ru":"","zh-cn":""}', 1700000000`);
const columns = sql.raw('api_type, num_iid, title, category_id, shop_id, price_fen, orig_price_fen, images, props, desc_html, created_at');

describe('migration 0023', () => {
  it('keeps the items of 0022 as demo items never fetched, and takes a source and a fetch time for new ones', async () => {
    const { db, upgrade } = await databaseAt('0022_chat_staff');
    await db.execute(sql`insert into items (${columns}) values (${item('111111')})`);
    await upgrade();
    const [kept] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from items`));
    expect(kept).toMatchObject({ num_iid: '111111', price_fen: 1200, orig_price_fen: 1500, images: ['/a.webp'], source: 'demo', fetched_at: null });
    await db.execute(sql`insert into items (${columns}, source, fetched_at) values (${item('222222')}, 'onebound', 2200000000)`);
    const [fetched] = rowsOf<{ source: string; fetched_at: unknown }>(await db.execute(sql`select source, fetched_at from items where num_iid = '222222'`));
    expect(fetched.source).toBe('onebound');
    expect(Number(fetched.fetched_at)).toBe(2200000000); // past 2038: 64-bit like every time
  });
});
