import { customType, pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/** Raw bytes (PostgreSQL bytea): a Buffer from postgres.js, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The bytes of files under /uploads/ when the server keeps them in the database (UPLOADS=db, migration 0018):
 * every server process, on any machine, reads what any other wrote. `path` is the url path after /uploads/.
 */
export const uploadFiles = pgTable('upload_files', {
  path: text('path').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: unixTime('created_at').notNull(),
});

/**
 * Photos staff took of a shopper's goods (QC, /uploads/qc/) and parcels (/uploads/parcel/): private like the
 * shopper's own uploads, readable by `userId` (the goods' or parcel's owner) and operators only (migration 0018).
 */
export const staffPhotos = pgTable('staff_photos', {
  url: text('url').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('staff_photos_user').on(t.userId)]);
