import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { affiliateTokens, affiliates, users } from '../../db/schema';
import type { UserRow } from '../../http/env';
import { tokenHash } from '../account/tokens';
import { ensureAffiliate, type AffiliateRow } from './programme';

export const AFFILIATE_TOKEN_TTL = 30 * 24 * 3600;
/**
 * Affiliate Bearer tokens read `aff_` + 64 hex: a shopper token (64 hex, no prefix) is never one, and the
 * shopper API's token check (64 hex only) never takes one of these.
 */
const SHAPE = /^aff_[0-9a-f]{64}$/;

/**
 * The exchange (POST /affiliate-api/auth/token with the shopper's `token`): any signed-in shopper gets a Bearer
 * token for their affiliate account, made on first use with status -2 "not applied" so a shopper can apply
 * through the affiliate API. Only its sha256 is stored; it lives 30 days.
 */
export async function issueAffiliateToken(db: DbOrTx, user: UserRow, now: number): Promise<{ token: string; expiresIn: number; affiliate: AffiliateRow }> {
  const affiliate = await ensureAffiliate(db, user.id, now);
  const token = `aff_${randomBytes(32).toString('hex')}`;
  await db.insert(affiliateTokens).values({ tokenHash: tokenHash(token), affiliateId: affiliate.id, createdAt: now, expiresAt: now + AFFILIATE_TOKEN_TTL });
  await db.delete(affiliateTokens).where(and(eq(affiliateTokens.affiliateId, affiliate.id), lt(affiliateTokens.expiresAt, now)));
  return { token, expiresIn: AFFILIATE_TOKEN_TTL, affiliate };
}

export type AffiliateCaller = { affiliate: AffiliateRow; user: UserRow };

/** The affiliate (and its shopper) a Bearer token names; null when malformed, unknown, expired or the shopper is blocked. */
export async function affiliateForToken(db: DbOrTx, token: string, now: number): Promise<AffiliateCaller | null> {
  if (!SHAPE.test(token)) return null;
  const [row] = await db.select({ affiliate: affiliates, user: users }).from(affiliateTokens)
    .innerJoin(affiliates, eq(affiliates.id, affiliateTokens.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(affiliateTokens.tokenHash, tokenHash(token)), gt(affiliateTokens.expiresAt, now)))
    .limit(1);
  return row && row.user.status === 'normal' ? row : null;
}
