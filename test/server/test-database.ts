import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withDb } from './global-setup';

/**
 * A PostgreSQL database of one test file's own on the cluster at `base`: a copy of the run's seeded template, or
 * an empty one (`empty`, for a server that migrates and seeds it itself). It is named after the run that made it
 * (shop_t_<the run's pid>_…, global-setup.ts), so a later run drops it if this one is killed before `drop`.
 */
export async function testDatabase(base: string, opts: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  const template = inject('pgTemplate');
  const name = `${template.replace(/^shop_tpl_/, 'shop_t_')}_${randomBytes(5).toString('hex')}`;
  await admin.unsafe(opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDb(base, name),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
