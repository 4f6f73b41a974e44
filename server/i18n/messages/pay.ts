import type { Messages } from '../index';

/** Messages of this API group; keys are namespaced by the group. */
export default {
  en: {
    'pay.insufficient': 'Insufficient balance: you have ¥{balance}',
  },
  ru: {
    'pay.insufficient': 'Недостаточно средств: на балансе ¥{balance}',
  },
  'zh-cn': {
    'pay.insufficient': '余额不足：当前余额 ¥{balance}',
  },
} satisfies Messages;
