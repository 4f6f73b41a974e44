import type { Messages } from '../langs';

/** Messages of coupon codes, the spin wheel and the newsletter (issue 12). */
export default {
  en: {
    'coupon.codeExpired': 'This coupon code has expired',
    'coupon.forShipping': 'This coupon is for parcel shipping, not for an order',
    'coupon.nothingOff': 'This coupon takes nothing off this order',
    'coupon.amountOrPercent': 'Give either an amount or a percent off',
    'coupon.codeTaken': 'The code {code} is already in use',
    'wheel.closed': 'The spin wheel has no prizes right now',
    'wheel.prizeNotFound': 'Prize not found',
    'subscription.emailRequired': 'Enter an e-mail address for the newsletter',
    'subscription.on': 'Subscribed to the newsletter',
    'subscription.off': 'Unsubscribed from the newsletter',
  },
  ru: {
    'coupon.codeExpired': 'Срок действия этого кода истёк',
    'coupon.forShipping': 'Этот купон — на доставку посылки, а не на заказ',
    'coupon.nothingOff': 'Этот купон ничего не снижает в этом заказе',
    'coupon.amountOrPercent': 'Укажите либо сумму, либо процент скидки',
    'coupon.codeTaken': 'Код {code} уже занят',
    'wheel.closed': 'Сейчас у колеса фортуны нет призов',
    'wheel.prizeNotFound': 'Приз не найден',
    'subscription.emailRequired': 'Укажите адрес электронной почты для рассылки',
    'subscription.on': 'Вы подписались на рассылку',
    'subscription.off': 'Вы отписались от рассылки',
  },
  'zh-cn': {
    'coupon.codeExpired': '该优惠码已过期',
    'coupon.forShipping': '该优惠券用于包裹运费，不能用于订单',
    'coupon.nothingOff': '该优惠券对此订单无优惠',
    'coupon.amountOrPercent': '请填写优惠金额或折扣百分比（二选一）',
    'coupon.codeTaken': '优惠码 {code} 已被使用',
    'wheel.closed': '幸运转盘暂无奖品',
    'wheel.prizeNotFound': '奖品不存在',
    'subscription.emailRequired': '请填写接收订阅邮件的邮箱',
    'subscription.on': '已订阅邮件推送',
    'subscription.off': '已取消订阅邮件推送',
  },
} satisfies Messages;
