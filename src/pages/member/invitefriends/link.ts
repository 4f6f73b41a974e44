/** The shopper's invite link on this site (design §4b): registration with the inviter's id, e.g. https://shop/wap/#/pages/user/register?inviter=5. */
export function inviteUrl(userId: number | string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${at.origin}${at.pathname}#/pages/user/register?inviter=${encodeURIComponent(String(userId))}`;
}
