/**
 * The page-name helper (spec §2): a dash-joined name becomes /pages/a/b; /index is added for a single
 * segment ('cart' → /pages/cart/index) or a member-prefixed name ('member-order' →
 * /pages/member/order/index). A member name that already names its page ('member-order-detail')
 * keeps it: /pages/member/order/detail.
 */
export function pageName(name: string): string {
  const parts = name.split('-').filter(Boolean);
  if (parts.length === 1) return `/pages/${parts[0]}/index`;
  if (parts[0] === 'member' && parts.length === 2) return `/pages/member/${parts[1]}/index`;
  return `/pages/${parts.join('/')}`;
}
