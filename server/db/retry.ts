import type { Db } from './index';

/** PostgreSQL's answers that mean "run the transaction again": serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
export const TX_ATTEMPTS = 4;

const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

/**
 * Makes every top-level `db.transaction(...)` retry itself, a bounded number of times with a short random
 * pause, when PostgreSQL aborts it as a deadlock victim or a serialization failure: under bursts the loser is
 * run again rather than answered with a 500. The one place that knows; callers stay plain transactions
 * (their work is all in the database, so running it again is safe).
 */
export function retryTransactions(db: Db): Db {
  const plain = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await plain(work, config);
      } catch (err) {
        if (attempt >= TX_ATTEMPTS || !RETRYABLE.has(codeOf(err) ?? '')) throw err;
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
  return db;
}
