import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { config } from '../schema';
import { seedCore } from './core';
import { seedCatalogue } from './catalogue';
import { seedPay } from './pay';
import { seedShipping } from './shipping';
import { seedWallet } from './wallet';
import { seedPoints } from './points';
import { seedInvite } from './invite';
import { seedPerks } from './perks';
import { seedCards } from './cards';
import { seedContent } from './content';
import { seedService } from './service';
import { seedAffiliate } from './affiliate';
import { seedCalls } from './calls';
import { seedCommunity } from './community';
import { seedShipforme } from './shipforme';
import { seedRegions } from './regions';
import { seedChatProvider } from './chat-provider';

/** Seeders in order; each fills its own tables of a fresh database. */
const seeders: { name: string; run: (db: Db, now: number) => Promise<void> }[] = [
  { name: 'core', run: seedCore },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'pay', run: seedPay },
  { name: 'shipping', run: seedShipping },
];

/**
 * Seeders of features added later: each runs once, on a fresh database and on one seeded before the
 * feature existed, marked by its own `seeded:<name>` config row.
 */
const laterSeeders: typeof seeders = [
  { name: 'wallet', run: seedWallet },
  { name: 'points', run: seedPoints },
  { name: 'invite', run: seedInvite },
  { name: 'perks', run: seedPerks },
  { name: 'cards', run: seedCards },
  { name: 'content', run: seedContent },
  { name: 'service', run: seedService },
  { name: 'calls', run: seedCalls },
  { name: 'community', run: seedCommunity },
  { name: 'shipforme', run: seedShipforme },
  { name: 'affiliate', run: seedAffiliate },
  /** Every first-level region of the countries that have them (issue 33): a database seeded with the shorter lists gets the rest. */
  { name: 'regions', run: seedRegions },
  /** The chat provider key (issue 34): a database seeded before it keeps the loader it was given, else the embedded chat. */
  { name: 'chat-provider', run: seedChatProvider },
];

/** Seeds a fresh database once (marked by the `seeded_at` config row), then any later seeder not yet run. Answers whether it seeded. */
export async function seedIfEmpty(db: Db, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const done = await db.select().from(config).where(eq(config.name, 'seeded_at'));
  if (!done.length) {
    await db.transaction(async (tx) => {
      for (const s of seeders) await s.run(tx as unknown as Db, now);
      await tx.insert(config).values({ name: 'seeded_at', section: 'system', value: now });
    });
  }
  for (const s of laterSeeders) {
    const mark = `seeded:${s.name}`;
    await db.transaction(async (tx) => {
      // The marker is inserted first: of two servers starting at once, only one runs the seeder.
      const [won] = await tx.insert(config).values({ name: mark, section: 'system', value: now }).onConflictDoNothing().returning();
      if (won) await s.run(tx as unknown as Db, now);
    });
  }
  return !done.length;
}
