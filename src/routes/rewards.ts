import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Rewards (issue 12): points, sign-in, levels, coupons, the spin wheel, membership cards, activities, invitations and rebates. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/score/index': lazyPage(() => import('../pages/member/score/index'), ['points']),
  '/pages/member/score/exchange': lazyPage(() => import('../pages/member/score/exchange'), ['points', 'coupon']),
  '/pages/member/signin/index': lazyPage(() => import('../pages/member/signin/index'), ['points']),
  '/pages/member/level/index': lazyPage(() => import('../pages/member/level/index'), ['points']),
  '/pages/member/coupon/index': lazyPage(() => import('../pages/member/coupon/index'), ['coupon']),
  '/pages/index/zhuanpan': lazyPage(() => import('../pages/index/zhuanpan'), ['wheel']),
  '/pages/membershipcard/index': lazyPage(() => import('../pages/membershipcard/index'), ['cards']),
  '/pages/membershipcard/payment': lazyPage(() => import('../pages/membershipcard/payment'), ['cardPay']),
  '/pages/activity/index': lazyPage(() => import('../pages/activity/index'), ['activity']),
  '/pages/member/invitefriends/index': lazyPage(() => import('../pages/member/invitefriends/index'), ['invite', 'copy']),
  '/pages/member/invitefriends/publicize': lazyPage(() => import('../pages/member/invitefriends/publicize'), ['invite']),
  '/pages/member/invitefriends/promotion': lazyPage(() => import('../pages/member/invitefriends/promotion'), ['invite']),
  '/pages/member/invitefriends/record': lazyPage(() => import('../pages/member/invitefriends/record'), ['invite']),
});
