import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { affiliateProofs, affiliateTasks, affiliates, uploads, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { postAffiliate } from './ledger';
import { notify } from '../messages/notify';
import { AFFILIATE_STATUS } from './programme';

export type TaskRow = typeof affiliateTasks.$inferSelect;
export type ProofRow = typeof affiliateProofs.$inferSelect;
export const PROOF_STATUS = { pending: 0, approved: 1, rejected: -1 } as const;
/** The most images a proof carries. */
export const PROOF_IMAGES_MAX = 6;

/** The running, enabled tasks, each with the affiliate's latest proof for it (or null). */
export async function tasksFor(db: DbOrTx, affiliateId: number, now: number): Promise<{ task: TaskRow; proof: ProofRow | null }[]> {
  const tasks = await db.select().from(affiliateTasks)
    .where(and(eq(affiliateTasks.enabled, 1), lte(affiliateTasks.startsAt, now), gt(affiliateTasks.endsAt, now)))
    .orderBy(asc(affiliateTasks.sort), asc(affiliateTasks.id));
  if (!tasks.length) return [];
  const proofs = await db.select().from(affiliateProofs)
    .where(and(eq(affiliateProofs.affiliateId, affiliateId), inArray(affiliateProofs.taskId, tasks.map((t) => t.id)))).orderBy(desc(affiliateProofs.id));
  return tasks.map((task) => ({ task, proof: proofs.find((p) => p.taskId === task.id) ?? null }));
}

/**
 * A proof for a task: text and up to six images, each one of the shopper's own uploads (/api/common/upload).
 * One open or approved proof per task (unique index affiliate_proofs_once); after a rejection, another.
 */
export async function submitProof(db: Db, a: { affiliateId: number; userId: number }, p: { taskId: number; text: string; images: string[] }, now: number): Promise<ProofRow> {
  if (p.images.length > PROOF_IMAGES_MAX) throw new BizError('aff.imagesMax', { max: PROOF_IMAGES_MAX });
  const [task] = await db.select().from(affiliateTasks).where(eq(affiliateTasks.id, p.taskId));
  if (!task || task.enabled !== 1 || task.startsAt > now || task.endsAt <= now) throw new BizError('aff.taskNotFound');
  const images = [...new Set(p.images)];
  if (images.length) {
    const own = await db.select({ url: uploads.url }).from(uploads).where(and(eq(uploads.userId, a.userId), inArray(uploads.url, images)));
    if (own.length !== images.length) throw new BizError('aff.imageNotYours');
  }
  try {
    const [row] = await db.insert(affiliateProofs).values({ taskId: p.taskId, affiliateId: a.affiliateId, text: p.text, images, status: PROOF_STATUS.pending, createdAt: now }).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('aff.proofExists');
    throw err;
  }
}

/** The operator decides a pending proof: approved → the task's reward is credited (ledger `task`, once per proof); rejected with a reason. */
export async function decideProof(db: Db, id: number, d: { approve: boolean; reason?: string }, now: number): Promise<ProofRow> {
  return db.transaction(async (tx) => {
    const [proof] = await tx.select().from(affiliateProofs).where(eq(affiliateProofs.id, id)).for('update');
    if (!proof) throw new BizError('error.notFound');
    if (proof.status !== PROOF_STATUS.pending) throw new BizError('aff.decided');
    const [row] = await tx.update(affiliateProofs)
      .set(d.approve ? { status: PROOF_STATUS.approved, decidedAt: now } : { status: PROOF_STATUS.rejected, reason: d.reason ?? '', decidedAt: now })
      .where(eq(affiliateProofs.id, id)).returning();
    if (d.approve) {
      const [task] = await tx.select({ rewardFen: affiliateTasks.rewardFen }).from(affiliateTasks).where(eq(affiliateTasks.id, proof.taskId));
      if (task && task.rewardFen > 0) await postAffiliate(tx, { affiliateId: proof.affiliateId, type: 'task', amountFen: task.rewardFen, ref: String(proof.id), now });
    }
    const [owner] = await tx.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.id, proof.affiliateId));
    if (owner) {
      await notify(tx, {
        userId: owner.userId, kind: 'affiliate', name: d.approve ? 'aff_proof_approved' : 'aff_proof_rejected', params: { reason: row.reason },
        ref: { type: 'affiliate', id: proof.affiliateId, sn: '' },
      }, now);
    }
    return row;
  });
}

/** Proofs for the operator (pending by default) with the task and the shopper's e-mail. */
export async function proofsForReview(db: DbOrTx, status: number = PROOF_STATUS.pending) {
  return db.select({ p: affiliateProofs, task: affiliateTasks.title, email: users.email }).from(affiliateProofs)
    .innerJoin(affiliateTasks, eq(affiliateTasks.id, affiliateProofs.taskId))
    .innerJoin(affiliates, eq(affiliates.id, affiliateProofs.affiliateId)).innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliateProofs.status, status)).orderBy(desc(affiliateProofs.id)).limit(200);
}

/** Only an approved affiliate takes tasks. */
export function mustBeApproved(status: number) {
  if (status !== AFFILIATE_STATUS.approved) throw new BizError('aff.notApproved');
}
