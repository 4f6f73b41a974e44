import type { AnyIconName } from '../../ui/icons';

export type MenuGroup = 'orders' | 'wallet' | 'service' | 'account';

/**
 * The user centre's menu: per group, in order, the pages it lists and their icons (the entry's label is the
 * route's title; a page of an add-on that is off is left out). Kept here, with the page that shows it, and
 * not in the route table that every route loads.
 */
export const MENU: Record<MenuGroup, [path: string, icon: AnyIconName][]> = {
  orders: [
    ['/pages/member/order/index', 'list'],
    ['/pages/member/onepayorder/index', 'bag'],
    ['/pages/member/myWarehouse/index', 'warehouse'],
    ['/pages/member/sendorder/index', 'box'],
    ['/pages/member/rehearsal/index', 'scale'],
  ],
  wallet: [
    ['/pages/member/account/index', 'wallet'],
    ['/pages/member/record/index', 'receipt'],
    ['/pages/member/cash/index', 'cashOut'],
    ['/pages/member/paypassword/index', 'shield'],
  ],
  service: [
    ['/pages/setting/about', 'info'],
    ['/pages/member/favorite/index', 'heart'],
    ['/pages/member/history/index', 'clock'],
    ['/pages/page/estimate', 'ruler'],
  ],
  account: [
    ['/pages/user/profile', 'user'],
    ['/pages/user/changepwd', 'lock'],
    ['/pages/setting/index', 'globe'],
    ['/pages/member/myaddress/index', 'pin'],
    ['/pages/member/emailremind/index', 'chat'],
  ],
};
