import type { Messages } from '../langs';

/** Messages of membership cards and activities (issue 12); an insufficient balance is the wallet's 'pay.insufficient'. */
export default {
  en: {
    'card.notFound': 'This membership card is not on sale',
    'card.bought': 'Membership card bought',
    'card.tooFarAhead': 'Membership cards can be bought up to 3 years ahead. Yours already run until {until}; this card can be bought from {from}.',
    'promotion.notFound': 'Activity not found',
    'promotion.notStarted': 'This activity has not started yet',
    'promotion.ended': 'This activity has ended',
    'promotion.joined': 'You have already joined this activity',
    'promotion.joinedOk': 'You have joined the activity',
  },
  ru: {
    'card.notFound': 'Эта клубная карта не продаётся',
    'card.bought': 'Клубная карта куплена',
    'card.tooFarAhead': 'Клубные карты можно купить не больше чем на 3 года вперёд. Ваши карты уже действуют до {until}; эту карту можно будет купить с {from}.',
    'promotion.notFound': 'Акция не найдена',
    'promotion.notStarted': 'Эта акция ещё не началась',
    'promotion.ended': 'Эта акция закончилась',
    'promotion.joined': 'Вы уже участвуете в этой акции',
    'promotion.joinedOk': 'Вы участвуете в акции',
  },
  'zh-cn': {
    'card.notFound': '该会员卡未在售',
    'card.bought': '会员卡购买成功',
    'card.tooFarAhead': '会员卡最多可提前购买 3 年。您的会员卡已有效至 {until}，此卡可于 {from} 起购买。',
    'promotion.notFound': '活动不存在',
    'promotion.notStarted': '该活动尚未开始',
    'promotion.ended': '该活动已结束',
    'promotion.joined': '您已参加过该活动',
    'promotion.joinedOk': '已成功参加活动',
  },
} satisfies Messages;
