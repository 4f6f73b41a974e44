import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import {
  addComment, commentDetail, commentPage, commentsForReview, hideComment, postableParcels, replyComment, type Poster,
} from '../domain/community/comments';
import type { CommentRow, ReplyView } from '../domain/community/comments';
import type { Page } from '../../src/api/types/common';
import type { CommunityPost, CommunityPostDetail, CommunityReply, PostableParcel } from '../../src/api/types/community';

const postView = (viewer: number | null) => ({ c, poster }: { c: CommentRow; poster: Poster }): CommunityPost => ({
  id: c.id, name: poster.name, avatar: poster.avatar, content: c.content, images: c.images, reply_count: c.replyCount, status: c.status,
  mine: viewer !== null && c.userId === viewer, created_at: c.createdAt,
});
const replyView = ({ r, poster }: ReplyView): CommunityReply => ({ id: r.id, name: poster.name, avatar: poster.avatar, content: r.content, created_at: r.createdAt });

/** Text as typed (the domain trims it and says, in the shopper's language, when it is empty or too long). */
const text = f.text(64 * 1024).default('');
/** Photos as repeated fields (images[]), "url,url" or one url; the domain allows COMMENT_IMAGES_MAX of the shopper's own uploads. */
const images = z.union([z.string(), z.array(z.string())]).default('')
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(500)).max(100));

/** /api/comment/*: the community (spec §7 "comments: add, lists, reply"; detail and parcels for the page). */
const comment = defineGroup('/api/comment', (on) => {
  on('lists', { auth: 'optional', input: z.object({ page: f.page(), pagesize: f.pagesize(), mine: f.bool().default(false) }) },
    async ({ db, user, input, lang }): Promise<Page<CommunityPost>> => {
      if (input.mine && !user) return page([], 0, input.page, input.pagesize);
      const { rows, total } = await commentPage(db, { ...input, lang, mineOf: input.mine ? user?.id : undefined });
      return page(rows.map(postView(user?.id ?? null)), total, input.page, input.pagesize);
    });

  on('detail', { auth: 'optional', input: z.object({ id: f.id() }) }, async ({ db, user, input }): Promise<CommunityPostDetail> => {
    const d = await commentDetail(db, input.id, user?.id ?? null);
    return { ...postView(user?.id ?? null)(d), replies: d.replies.map(replyView) };
  });

  on('parcels', { auth: 'required' }, async ({ db, user }): Promise<PostableParcel[]> =>
    (await postableParcels(db, user.id)).map((p) => ({ id: p.id, sn: p.sn, received_at: p.receivedAt, posted: p.posted })));

  on('add', { auth: 'required', msg: 'comment.sent', input: z.object({ parcel_id: f.id(), content: text, images }) },
    async ({ db, user, input, now, lang }): Promise<CommunityPostDetail> => {
      const c = await addComment(db, user.id, { parcelId: input.parcel_id, content: input.content, images: input.images, lang }, now());
      return { ...postView(user.id)(await commentDetail(db, c.id, user.id)), replies: [] };
    });

  on('reply', { auth: 'required', msg: 'comment.replied', input: z.object({ id: f.id(), content: text }) },
    async ({ db, user, input, now }): Promise<CommunityReply> => replyView(await replyComment(db, user.id, input.id, input.content, now())));
});

/**
 * Operator calls for the community (header X-Ops-Token):
 *   comments [status]     posts, newest first (1 shown, 0 hidden; all when omitted)
 *   comment_hide id       hide a post: it leaves the feed, its photos are private again
 */
const ops = defineGroup('/ops', (on) => {
  on('comments', {
    help: 'community posts, newest first (status 1 shown, 0 hidden; all when omitted)',
    auth: 'ops', input: z.object({ status: z.coerce.number().int().min(0).max(1).optional() }),
  }, async ({ db, input }) => (await commentsForReview(db, input.status)).map(({ c, email, username }) => ({
    id: c.id, user_id: c.userId, user: email ?? username ?? '', parcel_id: c.parcelId, content: c.content, images: c.images,
    status: c.status, replies: c.replyCount, created_at: c.createdAt,
  })));

  on('comment_hide', { help: 'hide a community post (id): it leaves the feed', auth: 'ops', input: z.object({ id: f.id() }) },
    async ({ db, input }) => ({ id: (await hideComment(db, input.id)).id, status: 0 }));
});

export default function community(app: Hono<AppEnv>) {
  comment(app);
  ops(app);
}
