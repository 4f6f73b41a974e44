import { apiBase } from '../../../api/wire';

/**
 * The shopper's invite link on this site (design §4b): https://shop/wap/invite/5, a page its server reads (a card in
 * messengers, server/routes/share-links.ts) going on at registration with the inviter's id; against another backend
 * (no such pages there) the registration link itself, https://shop/wap/#/pages/user/register?inviter=5. No language:
 * a friend opens it (or scans its QR code) on their own phone, in theirs.
 */
export function inviteUrl(userId: number | string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  const root = at.origin + at.pathname.replace(/[^/]*$/, '');
  const id = encodeURIComponent(String(userId));
  return apiBase() ? `${root}#/pages/user/register?inviter=${id}` : `${root}invite/${id}`;
}
