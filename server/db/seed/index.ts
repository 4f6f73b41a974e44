import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { config } from '../schema';
import { seedCore } from './core';
import { seedCatalogue } from './catalogue';
import { seedPay } from './pay';
import { seedShipping } from './shipping';

/** Seeders in order; each fills its own tables of a fresh database. */
const seeders: { name: string; run: (db: Db, now: number) => Promise<void> }[] = [
  { name: 'core', run: seedCore },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'pay', run: seedPay },
  { name: 'shipping', run: seedShipping },
];

/** Seeds a fresh database once (marked by the `seeded_at` config row). Answers whether it seeded. */
export async function seedIfEmpty(db: Db, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const done = await db.select().from(config).where(eq(config.name, 'seeded_at'));
  if (done.length) return false;
  await db.transaction(async (tx) => {
    for (const s of seeders) await s.run(tx as unknown as Db, now);
    await tx.insert(config).values({ name: 'seeded_at', section: 'system', value: now });
  });
  return true;
}
