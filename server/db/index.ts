import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is underneath (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type OpenDb = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };
export { schema };
