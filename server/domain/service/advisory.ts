import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { ADVISORY_STATUS, advisories, advisoryMessages, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../i18n';
import { notify } from '../messages/notify';
import { openingWords, serviceText } from './texts';
import { ownPhotos } from '../files/own-photos';

/**
 * Questions to customer service (design §4b "Advisory"): a thread per question, the question its first
 * message. The shopper asks and follows up (the thread then waits for service); the operator answers (it
 * is answered) and each answer writes the shopper a message that opens the thread. A shopper only ever
 * reaches their own threads: another's id is "not found".
 */
export type AdvisoryRow = typeof advisories.$inferSelect;
export type AdvisoryMessageRow = typeof advisoryMessages.$inferSelect;
export type Thread = { a: AdvisoryRow; messages: AdvisoryMessageRow[] };
/** What the shopper writes: text, and optionally one photo they uploaded. */
export type Writing = { content: string; image: string };

async function photo(db: DbOrTx, userId: number, image: string): Promise<string> {
  return (await ownPhotos(db, userId, image ? [image] : []))[0] ?? '';
}

/** A new question: the thread and its first message. `lang`: the language it is asked in. */
export async function askQuestion(db: Db, userId: number, w: Writing & { lang: Lang }, now: number): Promise<Thread> {
  const content = serviceText('advisory', w.content);
  const image = await photo(db, userId, w.image);
  return db.transaction(async (tx) => {
    const [a] = await tx.insert(advisories).values({
      userId, title: openingWords(content), status: ADVISORY_STATUS.waiting, lang: w.lang, createdAt: now, updatedAt: now,
    }).returning();
    const [m] = await tx.insert(advisoryMessages).values({ advisoryId: a.id, fromStaff: false, content, image, createdAt: now }).returning();
    return { a, messages: [m] };
  });
}

/** Locks a thread (the shopper's own when `userId` is given). */
async function lockThread(tx: DbOrTx, id: number, userId?: number): Promise<AdvisoryRow> {
  const [a] = await tx.select().from(advisories)
    .where(and(eq(advisories.id, id), userId === undefined ? undefined : eq(advisories.userId, userId))).for('update');
  if (!a) throw notFound('advisory.notFound');
  return a;
}

/** The shopper writes again in their thread: it waits for service once more. */
export async function followUp(db: Db, userId: number, id: number, w: Writing, now: number): Promise<AdvisoryMessageRow> {
  const content = serviceText('advisory', w.content);
  const image = await photo(db, userId, w.image);
  return db.transaction(async (tx) => {
    const a = await lockThread(tx, id, userId);
    const [m] = await tx.insert(advisoryMessages).values({ advisoryId: a.id, fromStaff: false, content, image, createdAt: now }).returning();
    await tx.update(advisories).set({ status: ADVISORY_STATUS.waiting, updatedAt: now }).where(eq(advisories.id, a.id));
    return m;
  });
}

/** How many messages each thread has. */
async function counts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: advisoryMessages.advisoryId, n: count() }).from(advisoryMessages)
    .where(inArray(advisoryMessages.advisoryId, ids)).groupBy(advisoryMessages.advisoryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** One page of the shopper's threads, newest activity first, each with its number of messages. */
export async function advisoryPage(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = eq(advisories.userId, userId);
  const [total] = await db.select({ n: count() }).from(advisories).where(where);
  const rows = await db.select().from(advisories).where(where)
    .orderBy(desc(advisories.updatedAt), desc(advisories.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  const n = await counts(db, rows.map((a) => a.id));
  return { rows: rows.map((a) => ({ a, count: n.get(a.id) ?? 0 })), total: Number(total.n) };
}

/** A thread with its messages, oldest first: the shopper's own (`userId`), or any for the operator. */
export async function advisoryThread(db: DbOrTx, id: number, userId?: number): Promise<Thread> {
  const [a] = await db.select().from(advisories)
    .where(and(eq(advisories.id, id), userId === undefined ? undefined : eq(advisories.userId, userId)));
  if (!a) throw notFound('advisory.notFound');
  const messages = await db.select().from(advisoryMessages).where(eq(advisoryMessages.advisoryId, id)).orderBy(asc(advisoryMessages.id));
  return { a, messages };
}

/**
 * Customer service answers a thread, and the shopper gets a message that opens it, in one transaction.
 * `onlyWaiting` (the autopilot): answer only while the thread still waits, else do nothing and answer null.
 */
export async function answerAdvisory(db: Db, id: number, r: { content: string; onlyWaiting?: boolean }, now: number): Promise<AdvisoryMessageRow | null> {
  const content = serviceText('advisory', r.content);
  return db.transaction(async (tx) => {
    const a = await lockThread(tx, id);
    if (r.onlyWaiting && a.status !== ADVISORY_STATUS.waiting) return null;
    const [m] = await tx.insert(advisoryMessages).values({ advisoryId: a.id, fromStaff: true, content, createdAt: now }).returning();
    await tx.update(advisories).set({ status: ADVISORY_STATUS.answered, updatedAt: now }).where(eq(advisories.id, a.id));
    await notify(tx, { userId: a.userId, kind: 'advisory', params: { title: a.title }, ref: { type: 'advisory', id: a.id, sn: '' } }, now);
    return m;
  });
}

/** Threads for the operator (default: waiting for an answer), oldest activity first, with who asked and the newest message. */
export async function advisoriesForReview(db: DbOrTx, status?: number) {
  const rows = await db.select({ a: advisories, email: users.email, username: users.username }).from(advisories)
    .leftJoin(users, eq(users.id, advisories.userId))
    .where(status === undefined ? undefined : eq(advisories.status, status)).orderBy(asc(advisories.updatedAt), asc(advisories.id)).limit(200);
  const ids = rows.map((r) => r.a.id);
  const last = new Map<number, AdvisoryMessageRow>();
  if (ids.length) {
    for (const m of await db.select().from(advisoryMessages).where(inArray(advisoryMessages.advisoryId, ids)).orderBy(asc(advisoryMessages.id))) last.set(m.advisoryId, m);
  }
  const n = await counts(db, ids);
  return rows.map((r) => ({ ...r, last: last.get(r.a.id) ?? null, count: n.get(r.a.id) ?? 0 }));
}

/** Threads waiting for an answer, with the language each was asked in (the demo autopilot answers them). */
export const waitingAdvisories = (db: DbOrTx) =>
  db.select({ id: advisories.id, lang: advisories.lang }).from(advisories).where(eq(advisories.status, ADVISORY_STATUS.waiting)).orderBy(asc(advisories.id)).limit(100);
