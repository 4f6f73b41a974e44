import { describe, it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseAt, rowsOf } from './migration-steps';

/*
 * Migration 0022 (issue 34, the chat's staff side) on a database at 0021 with a conversation and its messages: both are
 * kept as they were, the conversation is not present and never noticed, and staff e-mails are unique. PGlite, and
 * PostgreSQL when DATABASE_URL is set.
 */

describe('migration 0022', () => {
  it('keeps the conversations and messages of 0021 and adds staff, their sessions, chat pictures and presence', async () => {
    const { db, upgrade } = await databaseAt('0021_chat');
    await db.execute(sql`insert into chat_conversations (user_id, status, last_message_at, waiting_since, created_at) values (7, 'open', 1800000000, 1800000000, 1700000000)`);
    await db.execute(sql`insert into chat_messages (conversation_id, author, kind, text, created_at) values (1, 'shopper', 'text', 'kept', 1800000000)`);
    await upgrade();
    const [conv] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from chat_conversations`));
    expect(conv).toMatchObject({ user_id: 7, status: 'open', shopper_online_until: null, away_notice_at: null });
    expect(Number(conv.waiting_since)).toBe(1800000000);
    expect(rowsOf<{ text: string }>(await db.execute(sql`select text from chat_messages`)).map((m) => m.text)).toEqual(['kept']);
    await db.execute(sql`insert into staff (name, email, password_hash, created_at) values ('A', 'a@shop.example', 'h', 1)`);
    await expect(db.execute(sql`insert into staff (name, email, password_hash, created_at) values ('B', 'a@shop.example', 'h', 1)`)).rejects.toThrow();
    const [s] = rowsOf<{ disabled: boolean }>(await db.execute(sql`select disabled from staff`));
    expect(s.disabled).toBe(false);
    for (const table of ['staff_sessions', 'chat_pictures']) {
      expect(rowsOf(await db.execute(sql.raw(`select count(*) as n from ${table}`)))).toHaveLength(1);
    }
  });
});
