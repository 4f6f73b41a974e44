/** What the operator's lists share: who a row belongs to, the e-mail filter, and the shoppers themselves. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { users } from '../../db/schema';
import { yuan } from '../money/money';
import { normEmail } from './users';

/** An operator's list: one status (all when omitted), one shopper's e-mail, at most `limit` rows, newest first. */
export type OpsListQuery = { status?: number; email?: string; limit: number };

/** How an operator list names a shopper: the e-mail, else the user name. */
export const userLabel = (u: { email: string | null; username: string | null } | null | undefined) => u?.email ?? u?.username ?? '';

/** The columns userLabel reads, for a join on users. */
export const userColumns = { email: users.email, username: users.username };

/** The condition "the row's shopper has this e-mail" (none when no e-mail is given). */
export const emailIs = (email: string | undefined): SQL | undefined => (email ? eq(users.email, normEmail(email)) : undefined);

/** Shoppers, newest first: the id `recharge` and `score_add` take, the balance and the points. */
export async function opsUsers(db: DbOrTx, q: Omit<OpsListQuery, 'status'>) {
  const rows = await db.select().from(users).where(and(emailIs(q.email))).orderBy(desc(users.id)).limit(q.limit);
  return rows.map((u) => ({
    id: u.id, email: u.email ?? '', username: u.username, mobile: u.mobile ?? '', balance: yuan(u.moneyFen), points: u.score, status: u.status, created_at: u.createdAt,
  }));
}
