import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS, migrateDb, openDb } from '../../server/db/open';
import { atFileEnd } from './file-end';
import { testDatabase } from './test-database';

/*
 * Migration 0022 (issue 34, the chat's staff side) on a database at 0021 with a conversation and its messages: both are
 * kept as they were, the conversation is not present and never noticed, and staff e-mails are unique. PGlite, and
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

describe('migration 0022', () => {
  it('keeps the conversations and messages of 0021 and adds staff, their sessions, chat pictures and presence', async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const made = await testDatabase(process.env.DATABASE_URL, { empty: true });
      databaseUrl = made.url;
      atFileEnd(made.drop);
    }
    const open = await openDb({ databaseUrl });
    atFileEnd(() => open.close());
    await migrateDb(open, migrationsUpTo('0021_chat'));
    await open.db.execute(sql`insert into chat_conversations (user_id, status, last_message_at, waiting_since, created_at) values (7, 'open', 1800000000, 1800000000, 1700000000)`);
    await open.db.execute(sql`insert into chat_messages (conversation_id, author, kind, text, created_at) values (1, 'shopper', 'text', 'kept', 1800000000)`);
    await migrateDb(open);
    const [conv] = rowsOf<Record<string, unknown>>(await open.db.execute(sql`select * from chat_conversations`));
    expect(conv).toMatchObject({ user_id: 7, status: 'open', shopper_online_until: null, away_notice_at: null });
    expect(Number(conv.waiting_since)).toBe(1800000000);
    expect(rowsOf<{ text: string }>(await open.db.execute(sql`select text from chat_messages`)).map((m) => m.text)).toEqual(['kept']);
    await open.db.execute(sql`insert into staff (name, email, password_hash, created_at) values ('A', 'a@shop.example', 'h', 1)`);
    await expect(open.db.execute(sql`insert into staff (name, email, password_hash, created_at) values ('B', 'a@shop.example', 'h', 1)`)).rejects.toThrow();
    const [s] = rowsOf<{ disabled: boolean }>(await open.db.execute(sql`select disabled from staff`));
    expect(s.disabled).toBe(false);
    for (const table of ['staff_sessions', 'chat_pictures']) {
      expect(rowsOf(await open.db.execute(sql.raw(`select count(*) as n from ${table}`)))).toHaveLength(1);
    }
  });
});
