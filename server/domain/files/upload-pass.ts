import { createHmac, createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { chatConversations, chatPictures, staffPhotos, uploads, users } from '../../db/schema';
import { safeEqual } from '../../http/safe-equal';
import { isShownPhoto } from '../community/comments';

/**
 * Private uploads (proofs, message pictures, goods pictures a shopper added) and staff photos of a shopper's goods
 * and parcels (QC, packing): readable by their owner and by operators only. A browser shows them with <img src>, which sends no token header, so an authenticated
 * call hands the browser a pass: a cookie "<user id>.<expiry>.<HMAC>" (HttpOnly, path /uploads, a week),
 * signed with a key derived from the operator token. Avatars stay public.
 */
export const PASS_COOKIE = 'upass';
const PASS_SECONDS = 7 * 24 * 3600;

const keyOf = (secret: string) => createHash('sha256').update(`upload-pass:${secret}`).digest();
const sign = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function issuePass(secret: string, userId: number, now: number): string {
  const body = `${userId}.${now + PASS_SECONDS}`;
  return `${body}.${sign(secret, body)}`;
}

/** The user a pass names while it is valid; null otherwise. */
export function passUser(secret: string, pass: string | undefined, now: number): number | null {
  const m = /^(\d+)\.(\d+)\.([\w-]+)$/.exec(pass ?? '');
  if (!m || Number(m[2]) <= now || !safeEqual(m[3], sign(secret, `${m[1]}.${m[2]}`))) return null;
  return Number(m[1]);
}

/** Whether a pass for `userId` is still good for at least a day (else a fresh one is handed out). */
export const passFresh = (secret: string, pass: string | undefined, userId: number, now: number) =>
  passUser(secret, pass, now + 24 * 3600) === userId;

/**
 * Whether `viewer` may read the private file at `url`: its owner (who uploaded it, or whose goods or parcel a staff
 * photo shows, or to whom staff sent it in the chat), or anyone when it is someone's avatar or a photo of a shown community post.
 */
export async function mayRead(db: DbOrTx, url: string, viewer: number | null): Promise<boolean> {
  if (viewer !== null) {
    const [own] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.url, url)).limit(1);
    if (own?.userId === viewer) return true;
    const [shot] = await db.select({ userId: staffPhotos.userId }).from(staffPhotos).where(eq(staffPhotos.url, url)).limit(1);
    if (shot?.userId === viewer) return true;
    // A picture staff sent in the chat: the shopper of the conversation it was sent to.
    const [sent] = await db.select({ url: chatPictures.url }).from(chatPictures).innerJoin(chatConversations, eq(chatConversations.id, chatPictures.conversationId))
      .where(and(eq(chatPictures.url, url), eq(chatConversations.userId, viewer))).limit(1);
    if (sent) return true;
  }
  const [avatar] = await db.select({ id: users.id }).from(users).where(or(eq(users.avatar, url))).limit(1);
  return !!avatar || isShownPhoto(db, url);
}
