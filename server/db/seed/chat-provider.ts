import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { config } from '../schema';
import { CONFIG_ALL } from './core';

/**
 * `chat_provider` for a database seeded before it existed (issue 34): one whose operator pointed chat_script_url at
 * a real loader keeps that loader; the seed's example url (which reaches nothing) becomes the embedded chat. A fresh
 * database has the key from core.ts already.
 */
export async function seedChatProvider(db: Db): Promise<void> {
  const [script] = await db.select().from(config).where(eq(config.name, 'chat_script_url'));
  const url = typeof script?.value === 'string' ? script.value : '';
  const provider = url && url !== CONFIG_ALL.chat_script_url ? 'loader' : 'embedded';
  await db.insert(config).values({ name: 'chat_provider', section: 'all', value: provider }).onConflictDoNothing();
}
