import { describe, it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseAt, rowsOf } from './migration-steps';

/*
 * Migration 0024 (issue 35, image search through the provider) on a database at 0023 with a shopper's image search:
 * the search is kept with its hash and has no provider key; a new one keeps the provider's key beside its hash.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
describe('migration 0024', () => {
  it('keeps the image searches of 0023 (hash, owner, time) with no provider key, and takes one for new searches', async () => {
    const { db, upgrade } = await databaseAt('0023_item_source');
    await db.execute(sql`insert into image_searches (id, user_id, phash, created_at) values ('00000000000000aa', 7, 'c3c3c3c3c3c3c3c3', 1800000000)`);
    await upgrade();
    const [kept] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from image_searches`));
    expect(kept).toMatchObject({ id: '00000000000000aa', user_id: 7, phash: 'c3c3c3c3c3c3c3c3', provider_imgid: null });
    expect(Number(kept.created_at)).toBe(1800000000);
    await db.execute(sql`insert into image_searches (id, user_id, phash, provider_imgid, created_at) values ('00000000000000bb', 7, 'c3c3c3c3c3c3c3c3', '/i4/O1CN01_!!0-mtopupload.jpg', 1800000001)`);
    const [sent] = rowsOf<{ provider_imgid: string }>(await db.execute(sql`select provider_imgid from image_searches where id = '00000000000000bb'`));
    expect(sent.provider_imgid).toBe('/i4/O1CN01_!!0-mtopupload.jpg');
  });
});
