import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { mailOutbox, type MailKind, type MailStatus } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../i18n';

export type QueuedMail = { to: string; kind: MailKind; lang: Lang; params: Record<string, string | number>; userId?: number };

/**
 * Puts an e-mail in the outbox. Call it with the transaction of what the e-mail reports: it is sent (by the
 * worker, worker.ts) exactly when that commits, and lost with it when it rolls back.
 */
export async function queueMail(tx: DbOrTx, m: QueuedMail, now: number): Promise<void> {
  await tx.insert(mailOutbox).values({ toAddr: m.to, kind: m.kind, lang: m.lang, params: m.params, userId: m.userId ?? null, nextAt: now, createdAt: now });
}

/** What `ops -- mail` shows by default: everything not sent yet, and what failed. */
const UNSENT: MailStatus[] = ['pending', 'sending', 'failed'];

/** The outbox for the operator, newest first: unsent and failed e-mails (or those of one status), to one address when asked. */
export async function opsMail(db: DbOrTx, q: { status?: MailStatus | 'all'; to?: string; limit: number }) {
  const statuses = q.status === 'all' ? undefined : q.status ? [q.status] : UNSENT;
  const rows = await db.select().from(mailOutbox)
    .where(and(statuses ? inArray(mailOutbox.status, statuses) : undefined, q.to ? eq(mailOutbox.toAddr, q.to) : undefined))
    .orderBy(desc(mailOutbox.id)).limit(q.limit);
  // The columns in the order an 80-column table keeps them (server/ops/table.ts leaves out the last that do not fit).
  return rows.map((r) => ({
    id: r.id, status: r.status, to: r.toAddr, last_error: r.lastError, tries: r.attempts,
    next_at: r.status === 'pending' || r.status === 'sending' ? r.nextAt : null, created_at: r.createdAt,
    kind: r.params.event ? `${r.kind}:${r.params.event}` : r.kind, sent_at: r.sentAt,
  }));
}

/** Puts a failed e-mail back to be sent now, its attempts counted afresh (`ops -- mail_retry id=…`). */
export async function retryMail(db: DbOrTx, id: number, now: number) {
  const [row] = await db.update(mailOutbox).set({ status: 'pending', attempts: 0, nextAt: now, claim: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'))).returning({ id: mailOutbox.id, status: mailOutbox.status });
  if (!row) throw notFound('mail.notFailed');
  return { id: row.id, status: row.status };
}
