import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db, OpenDb } from '../../server/db';
import { MIGRATIONS, migrateDb, openDb } from '../../server/db/open';
import * as schema from '../../server/db/schema';
import { couponRules, userCards } from '../../server/db/schema';
import { readConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { atFileEnd } from './file-end';
import { testDatabase } from './test-database';

/*
 * Migration 0019 (issue 33 item 6) on a database with rows: a database at 0018 with two rows in every table (every
 * column given a value of its type, times at the 32-bit edge and at 0 — written in SQL from the database's own
 * columns, so later schema changes leave this state as 0018 had it) is migrated to 0019. Every row of every table
 * is kept with its values, every time column is 64-bit, and a time in 2040 is stored where 0018 refused it; then the
 * app of this version (every later migration applied) stores one through the operator's call. On PGlite, and on
 * PostgreSQL when DATABASE_URL is set (the server suite's second run).
 */
const INT32_MAX = 2 ** 31 - 1;
const Y2040 = 2_208_988_800; // 2040-01-01T00:00:00Z
const OPS_TOKEN = 'migration-test-ops';

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
const query = async <T = Record<string, unknown>>(db: Db, q: string) => rowsOf<T>(await db.execute(sql.raw(q)));

/** A migrations folder whose journal ends at `tag`: what a server of that version applied. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

/** The schema's columns by table, with their SQL type; the time columns are its bigint columns named as times. */
const schemaColumns = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).flatMap((t) => {
  const c = getTableConfig(t);
  return c.columns.map((col) => ({ table: c.name, column: col.name, type: col.getSQLType() }));
});
const TIME_NAME = /(_at|_until|^time|^window_start)$/;
const allTimeColumns = schemaColumns.filter((c) => c.type === 'bigint' && TIME_NAME.test(c.column));

/** Every table's row count and a digest of its rows (as JSON, in a fixed order): the same before and after, or a row changed. */
async function contents(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await query<{ name: string }>(db, `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [r] = await query<{ n: number | string; d: string | null }>(db,
      `SELECT count(*) AS n, md5(string_agg(to_jsonb(t)::text, E'\\n' ORDER BY to_jsonb(t)::text)) AS d FROM "${name}" t`);
    out[name] = { rows: Number(r.n), digest: r.d ?? '' };
  }
  return out;
}

/** The database type of every public column, "table.column" → data_type. */
async function dbTypes(db: Db): Promise<Record<string, string>> {
  const cols = await query<{ t: string; c: string; type: string }>(db, `SELECT table_name AS t, column_name AS c, data_type AS type FROM information_schema.columns WHERE table_schema = 'public'`);
  return Object.fromEntries(cols.map((r) => [`${r.t}.${r.c}`, r.type]));
}

/** Two rows in every table, every column (but serials and generated ones) given a value of its type: times 2^31 − 1 and 0. */
async function fillEveryTable(db: Db): Promise<void> {
  const cols = await query<{ t: string; c: string; type: string; dflt: string | null; gen: string }>(db, `SELECT table_name AS t, column_name AS c,
      data_type AS type, column_default AS dflt, is_generated AS gen FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
  const tables = new Map<string, typeof cols>();
  for (const col of cols) if (col.gen !== 'ALWAYS' && !col.dflt?.startsWith('nextval(')) tables.set(col.t, [...(tables.get(col.t) ?? []), col]);
  const value = (col: (typeof cols)[number], r: number): string => {
    if (TIME_NAME.test(col.c) && col.type === 'integer') return String(r === 1 ? INT32_MAX : 0);
    switch (col.type) {
      case 'integer': case 'smallint': case 'bigint': case 'numeric': case 'double precision': return String(r);
      case 'text': return `'r${r}-${col.c}'`;
      case 'boolean': return r === 1 ? 'true' : 'false';
      case 'jsonb': return `'{"row": ${r}}'`;
      case 'bytea': return `'\\x0${r}'::bytea`;
      case 'tsvector': return `'row${r}'::tsvector`;
      default: throw new Error(`no test value for ${col.t}.${col.c} (${col.type})`);
    }
  };
  // Referenced tables first: a foreign key (user_tokens → users, item_skus → items) names the serial ids 1 and 2 the parent's rows get.
  const fks = await query<{ child: string; parent: string }>(db, `SELECT tc.table_name AS child, ccu.table_name AS parent FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`);
  const parents = new Set(fks.map((f) => f.parent));
  const order = [...tables.keys()].sort((a, b) => Number(parents.has(b)) - Number(parents.has(a)));
  for (const t of order) {
    const list = tables.get(t)!;
    for (const r of [1, 2]) await db.execute(sql.raw(`INSERT INTO "${t}" (${list.map((c) => `"${c.c}"`).join(', ')}) VALUES (${list.map((c) => value(c, r)).join(', ')})`));
  }
}

let open: OpenDb;
let databaseUrl: string | undefined;
let before: Awaited<ReturnType<typeof contents>>;
let typesBefore: Record<string, string>;
let refused2040 = '';

beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) {
    const made = await testDatabase(base, { empty: true });
    databaseUrl = made.url;
    atFileEnd(made.drop);
  }
  open = await openDb({ databaseUrl });
  atFileEnd(() => open.close());
  const folder = migrationsUpTo('0018_shared_uploads');
  await migrateDb(open, folder);
  rmSync(folder, { recursive: true, force: true });
  await fillEveryTable(open.db);
  await open.db.execute(sql.raw(`UPDATE coupon_rules SET ends_at = ${Y2040} WHERE code = 'r1-code'`)).catch((e: Error & { cause?: Error }) => {
    refused2040 = String(e.cause?.message ?? e.message);
  });
  before = await contents(open.db);
  typesBefore = await dbTypes(open.db);
});

describe('migration 0019: every time in 64 bits', () => {
  it('a database of 0018 with rows in every table keeps every row and value, makes every time column bigint, and stores a time in 2040', async () => {
    // The database of 0018: time columns 32-bit, a 2040 time refused, two rows in every table.
    // The schema's time columns that 0018 had (tables added later, as chat's in 0021, are made 64-bit by their own).
    const timeColumns = allTimeColumns.filter((c) => `${c.table}.${c.column}` in typesBefore);
    expect(timeColumns.length).toBeGreaterThan(90);
    expect(timeColumns.filter((c) => typesBefore[`${c.table}.${c.column}`] !== 'integer')).toEqual([]);
    expect(refused2040).toMatch(/integer out of range|out of range for type integer/);
    expect(Object.entries(before).filter(([, v]) => v.rows !== 2)).toEqual([]);

    const folder = migrationsUpTo('0019_times_64_bit');
    await migrateDb(open, folder);
    rmSync(folder, { recursive: true, force: true });
    const db = open.db;
    // Every row of every table kept, with its values.
    expect(await contents(db)).toEqual(before);
    // Every time column is bigint now, and no integer column named as a time is left.
    const types = await dbTypes(db);
    expect(timeColumns.filter((c) => types[`${c.table}.${c.column}`] !== 'bigint')).toEqual([]);
    expect(Object.entries(types).filter(([k, type]) => type === 'integer' && TIME_NAME.test(k.split('.')[1]))).toEqual([]);
    expect((await db.select().from(userCards).orderBy(userCards.id)).map((r) => [r.startsAt, r.endsAt, r.createdAt])).toEqual([[INT32_MAX, INT32_MAX, INT32_MAX], [0, 0, 0]]);

    // 2040 is stored and read back, in every time column.
    const stored = await db.transaction(async (tx) => {
      const out: string[] = [];
      for (const c of timeColumns) {
        const [row] = await query<{ v: number | string }>(tx as unknown as Db,
          `UPDATE "${c.table}" SET "${c.column}" = ${Y2040} WHERE ctid = (SELECT ctid FROM "${c.table}" LIMIT 1) RETURNING "${c.column}" AS v`);
        if (Number(row?.v) === Y2040) out.push(`${c.table}.${c.column}`);
      }
      return out;
    });
    expect(stored).toEqual(timeColumns.map((c) => `${c.table}.${c.column}`));
    const [card] = await db.select({ endsAt: userCards.endsAt }).from(userCards).where(eq(userCards.endsAt, Y2040));
    expect(card).toEqual({ endsAt: Y2040 });
  });

  it('the app of this version on it (every later migration applied): the schema’s integer and bigint columns are the database’s, and the operator stores a coupon to 2040', async () => {
    await migrateDb(open);
    const types = await dbTypes(open.db);
    expect(schemaColumns.filter((c) => (c.type === 'integer' || c.type === 'bigint') && types[`${c.table}.${c.column}`] !== c.type)).toEqual([]);
    const config = { ...readConfig({ DATABASE_URL: databaseUrl ?? '' }), dataDir: `/tmp/storefront-test-${process.pid}`, opsToken: OPS_TOKEN };
    const app = createApp({ db: open.db, config, now: () => Math.floor(Date.now() / 1000) });
    const res = await app.request('/ops/coupon_create', {
      method: 'POST', headers: { 'x-ops-token': OPS_TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'AFTER0019', name: 'to 2040', amount: '1', ends_at: String(Y2040) }).toString(),
    });
    expect(await res.json()).toMatchObject({ code: 1, data: { code: 'AFTER0019', ends_at: Y2040 } });
    expect((await open.db.select({ endsAt: couponRules.endsAt }).from(couponRules).where(eq(couponRules.code, 'AFTER0019')))[0].endsAt).toBe(Y2040);
  });
});
