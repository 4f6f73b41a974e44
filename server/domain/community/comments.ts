import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { PARCEL_STATUS, commentReplies, comments, parcels, users } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import type { Lang } from '../../i18n';
import { maskName } from '../rewards/invite';
import { ownPhotos } from '../files/own-photos';

/**
 * Community posts (design §4b "Comments"): a shopper writes one post with photos about each parcel of theirs
 * that was received, anyone reads the shown ones, any signed-in shopper replies. The operator hides a post
 * (status 0): it leaves the feed and its photos become private again (files/upload-pass.ts).
 */
export type CommentRow = typeof comments.$inferSelect;
export type ReplyRow = typeof commentReplies.$inferSelect;

/** The longest post and reply, in characters; the most photos of a post. */
export const COMMENT_MAX = 1000;
export const REPLY_MAX = 500;
export const COMMENT_IMAGES_MAX = 6;
/** The most replies a post's detail shows (oldest first). */
export const REPLIES_SHOWN = 200;

/** Who wrote a post or a reply, as others see them: a masked name and the avatar. */
export type Poster = { name: string; avatar: string };
export type PostView = { c: CommentRow; poster: Poster };
export type ReplyView = { r: ReplyRow; poster: Poster };

const posterOf = (u: { nickname: string | null; username: string | null; avatar: string | null } | null): Poster => ({
  name: maskName(u?.nickname || u?.username || '') || '***', avatar: u?.avatar ?? '',
});

/** Trimmed text, refused when empty (`comment.empty`) or longer than `max` characters (`comment.tooLong`). */
function postText(content: string, max: number): string {
  const text = content.trim();
  if (!text) throw new BizError('comment.empty');
  if ([...text].length > max) throw new BizError('comment.tooLong', { max });
  return text;
}

/** The shopper's received parcels, newest first, each with whether they already wrote about it. */
export async function postableParcels(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: parcels.id, sn: parcels.sn, receivedAt: parcels.receivedAt, commentId: comments.id }).from(parcels)
    .leftJoin(comments, and(eq(comments.parcelId, parcels.id), eq(comments.userId, userId)))
    .where(and(eq(parcels.userId, userId), eq(parcels.status, PARCEL_STATUS.received)))
    .orderBy(desc(parcels.receivedAt), desc(parcels.id)).limit(100);
  return rows.map((r) => ({ id: r.id, sn: r.sn, receivedAt: r.receivedAt, posted: r.commentId != null }));
}

/**
 * A post about one of the shopper's received parcels, once per parcel (the unique index decides between
 * concurrent calls). Another shopper's parcel is not found; one not yet received is refused, saying when
 * posting opens; photos must be the shopper's own uploads.
 */
export async function addComment(db: Db, userId: number, p: { parcelId: number; content: string; images: string[]; lang: Lang }, now: number): Promise<CommentRow> {
  const content = postText(p.content, COMMENT_MAX);
  const urls = [...new Set(p.images.map((u) => u.trim()).filter(Boolean))];
  if (urls.length > COMMENT_IMAGES_MAX) throw new BizError('comment.images', { max: COMMENT_IMAGES_MAX });
  const [parcel] = await db.select({ status: parcels.status }).from(parcels).where(and(eq(parcels.id, p.parcelId), eq(parcels.userId, userId)));
  if (!parcel) throw notFound('comment.parcelNotFound');
  if (parcel.status !== PARCEL_STATUS.received) throw new BizError('comment.notReceived');
  const images = await ownPhotos(db, userId, urls);
  const [row] = await db.insert(comments).values({ userId, parcelId: p.parcelId, content, images, lang: p.lang, createdAt: now })
    .onConflictDoNothing().returning();
  if (!row) throw new BizError('comment.posted');
  return row;
}

/**
 * One page of shown posts in the reader's language (one screen, one language), newest first; `mine`: only this
 * shopper's, in whatever language each was written (hidden ones included, so they know).
 */
export async function commentPage(db: DbOrTx, o: { page: number; pagesize: number; lang: Lang; mineOf?: number }) {
  const where = o.mineOf ? eq(comments.userId, o.mineOf) : and(eq(comments.status, 1), eq(comments.lang, o.lang));
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const rows = await db.select({ c: comments, u: { nickname: users.nickname, username: users.username, avatar: users.avatar } }).from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(where).orderBy(desc(comments.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows: rows.map(({ c, u }): PostView => ({ c, poster: posterOf(u) })), total: Number(total.n) };
}

/** A shown post (or the viewer's own) with its replies, oldest first; a hidden or unknown one is not found. */
export async function commentDetail(db: DbOrTx, id: number, viewer: number | null): Promise<PostView & { replies: ReplyView[] }> {
  const [row] = await db.select({ c: comments, u: { nickname: users.nickname, username: users.username, avatar: users.avatar } }).from(comments)
    .leftJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id));
  if (!row || (row.c.status !== 1 && row.c.userId !== viewer)) throw notFound('comment.notFound');
  const replies = await db.select({ r: commentReplies, u: { nickname: users.nickname, username: users.username, avatar: users.avatar } }).from(commentReplies)
    .leftJoin(users, eq(users.id, commentReplies.userId))
    .where(eq(commentReplies.commentId, id)).orderBy(asc(commentReplies.id)).limit(REPLIES_SHOWN);
  return { c: row.c, poster: posterOf(row.u), replies: replies.map(({ r, u }) => ({ r, poster: posterOf(u) })) };
}

/** A reply to a shown post by any signed-in shopper; the post's reply count goes up in the same transaction. */
export async function replyComment(db: Db, userId: number, commentId: number, content: string, now: number): Promise<ReplyView> {
  const text = postText(content, REPLY_MAX);
  return db.transaction(async (tx) => {
    const [post] = await tx.update(comments).set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(and(eq(comments.id, commentId), eq(comments.status, 1))).returning({ id: comments.id });
    if (!post) throw notFound('comment.notFound');
    const [r] = await tx.insert(commentReplies).values({ commentId, userId, content: text, createdAt: now }).returning();
    const [u] = await tx.select({ nickname: users.nickname, username: users.username, avatar: users.avatar }).from(users).where(eq(users.id, userId));
    return { r, poster: posterOf(u ?? null) };
  });
}

/** Posts for the operator, newest first, with who wrote them (status 1 shown, 0 hidden; all when omitted). */
export async function commentsForReview(db: DbOrTx, status?: number) {
  return db.select({ c: comments, email: users.email, username: users.username }).from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(status === undefined ? undefined : eq(comments.status, status)).orderBy(desc(comments.id)).limit(200);
}

/** The operator hides a post: it leaves the feed (and its detail) for everyone but its writer. */
export async function hideComment(db: DbOrTx, id: number): Promise<CommentRow> {
  const [row] = await db.update(comments).set({ status: 0 }).where(eq(comments.id, id)).returning();
  if (!row) throw notFound('comment.notFound');
  return row;
}

/** Whether `url` is a photo of a shown post (then anyone may see it, as they see the post). */
export async function isShownPhoto(db: DbOrTx, url: string): Promise<boolean> {
  const [row] = await db.select({ id: comments.id }).from(comments)
    .where(and(eq(comments.status, 1), sql`${comments.images} @> ${JSON.stringify([url])}::jsonb`)).limit(1);
  return !!row;
}
