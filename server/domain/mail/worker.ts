import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/env';
import { mailOutbox } from '../../db/schema';
import { backoff, claimDue, claimToken, renewLease, settleDone, settleFailed, type Claimed } from './lease-queue';
import { renderMail } from './render';
import { PermanentFailure, errorText, transportFor, type MailTransport } from './transport';

const TABLE = 'mail_outbox';

export type MailWorker = { transport: MailTransport; stop: () => Promise<void> };

/** The domain of the sender's address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/**
 * Delivers the outbox (outbox.ts) in this server process: every `pollMs` it claims the due e-mails (a batch at
 * a time, lease-queue.ts), words each in its language (render.ts) and hands it to the transport — SMTP when
 * configured, else the dev outbox. A delivered e-mail is marked sent; a failed one is tried again after an
 * exponential backoff (MAIL_RETRY seconds, doubling) until MAIL_ATTEMPTS, or at once marked failed when the
 * server refused it for good. Processes on one PostgreSQL share the work, each e-mail going out once; an e-mail
 * a process held when it died goes out when its lease ends. `origin` is the site links in e-mails point to.
 */
export function startMailWorker(deps: Deps, o: { origin: string; transport?: MailTransport; pollMs?: number; batch?: number }): MailWorker {
  const { db, config } = deps;
  const mail = config.mail;
  const transport = o.transport ?? transportFor(mail);
  const origin = config.publicUrl ?? o.origin;
  const secret = config.opsToken ?? '';
  const pollMs = o.pollMs ?? 1000;
  const batch = o.batch ?? 10;
  const host = domainOf(mail.from);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function deliver(c: Claimed, claim: string) {
    if (!(await renewLease(db, TABLE, c.id, claim, { now: deps.now(), lease: mail.leaseSeconds }))) return;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, c.id));
    if (!row) return;
    try {
      const rendered = await renderMail({ db, origin, secret, now: deps.now() }, row);
      await transport.send({ ...rendered, to: row.toAddr, from: mail.from, messageId: `<outbox-${row.id}.${row.createdAt}@${host}>` });
    } catch (err) {
      const last = err instanceof PermanentFailure || c.attempts >= mail.attempts;
      const retryAt = last ? null : deps.now() + backoff(c.attempts, mail.retrySeconds);
      await settleFailed(db, TABLE, c.id, claim, errorText(err), retryAt);
      return;
    }
    if (!(await settleDone(db, TABLE, c.id, claim, sql`, sent_at = ${deps.now()}`))) {
      console.warn(`[mail] e-mail ${c.id} was sent after its lease ended (its claim was lost)`);
    }
  }

  /** Claims and delivers batches until none is due. */
  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const claim = claimToken();
      const claimed = await claimDue(db, TABLE, { now: deps.now(), lease: mail.leaseSeconds, limit: batch, maxAttempts: mail.attempts, claim });
      for (const c of claimed) {
        if (stopped) {
          // Not tried: back at once for this or another process, not after the lease.
          await db.update(mailOutbox).set({ status: 'pending', nextAt: deps.now(), claim: null, attempts: sql`${mailOutbox.attempts} - 1` })
            .where(and(eq(mailOutbox.id, c.id), eq(mailOutbox.claim, claim))).catch(() => {});
          continue;
        }
        await deliver(c, claim);
      }
      if (claimed.length < batch) return;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain().catch((err) => console.error('[mail] delivery stopped for a moment:', errorText(err))).finally(schedule);
    }, pollMs);
    timer.unref?.();
  }
  schedule();

  return {
    transport,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
