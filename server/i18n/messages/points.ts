import type { Messages } from '../index';

/** Messages of points, sign-in, coupons for points and levels (issue 12). */
export default {
  en: {
    'score.insufficient': 'Not enough points: you have {score}',
  },
  ru: {
    'score.insufficient': 'Недостаточно баллов: у вас {score}',
  },
  'zh-cn': {
    'score.insufficient': '积分不足：当前积分 {score}',
  },
} satisfies Messages;
