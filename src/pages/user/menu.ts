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
    ['/pages/member/shipforme/index', 'truck'],
  ],
  wallet: [
    ['/pages/member/account/index', 'wallet'],
    ['/pages/member/record/index', 'receipt'],
    ['/pages/member/cash/index', 'cashOut'],
    ['/pages/member/paypassword/index', 'shield'],
    ['/pages/member/invitefriends/index', 'userPlus'],
    ['/pages/affiliate/index', 'megaphone'],
    ['/pages/member/coupon/index', 'ticket'],
    ['/pages/index/zhuanpan', 'wheel'],
    ['/pages/member/signin/index', 'calendar'],
    ['/pages/member/level/index', 'medal'],
    ['/pages/membershipcard/index', 'crown'],
    ['/pages/activity/index', 'flag'],
  ],
  service: [
    ['/pages/help/index', 'help'],
    ['/pages/member/advisory/index', 'ask'],
    ['/pages/member/feedback/index', 'pen'],
    ['/pages/information/index', 'doc'],
    ['/pages/member/news/index', 'news'],
    ['/pages/comment/index', 'people'],
    ['/pages/setting/about', 'info'],
    ['/pages/member/favorite/index', 'heart'],
    ['/pages/member/history/index', 'clock'],
    ['/pages/page/estimate', 'ruler'],
    ['/pages/sizecomparison/index', 'shirt'],
    ['/pages/settled/index', 'store'],
  ],
  account: [
    ['/pages/user/profile', 'user'],
    ['/pages/user/changepwd', 'lock'],
    ['/pages/setting/index', 'globe'],
    ['/pages/member/myaddress/index', 'pin'],
    ['/pages/member/emailremind/index', 'chat'],
  ],
};
