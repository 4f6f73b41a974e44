import type { Messages } from '../langs';

/**
 * Community (issue 13): posts about a received parcel and replies. `comment.notReceived` says when posting
 * opens: once the shopper has confirmed the parcel's receipt.
 */
export default {
  en: {
    'comment.empty': 'Write something first',
    'comment.tooLong': 'Please keep it to {max} characters',
    'comment.images': 'At most {max} photos',
    'comment.parcelNotFound': 'Parcel not found',
    'comment.notReceived': 'You can write about a parcel once it has arrived: confirm its receipt on the parcel page, then share your experience',
    'comment.posted': 'You have already written about this parcel',
    'comment.notFound': 'Post not found',
    'comment.sent': 'Thank you! Your post is in the community',
    'comment.replied': 'Reply sent',
  },
  ru: {
    'comment.empty': 'Сначала напишите что-нибудь',
    'comment.tooLong': 'Не больше {max} символов',
    'comment.images': 'Не больше {max} фото',
    'comment.parcelNotFound': 'Посылка не найдена',
    'comment.notReceived': 'Написать о посылке можно, когда она придёт: подтвердите получение на странице посылки, а затем поделитесь впечатлениями',
    'comment.posted': 'Вы уже написали об этой посылке',
    'comment.notFound': 'Запись не найдена',
    'comment.sent': 'Спасибо! Ваша запись опубликована в сообществе',
    'comment.replied': 'Ответ отправлен',
  },
  'zh-cn': {
    'comment.empty': '请先写点内容',
    'comment.tooLong': '请不要超过 {max} 个字',
    'comment.images': '最多 {max} 张照片',
    'comment.parcelNotFound': '未找到包裹',
    'comment.notReceived': '包裹送达后才能发帖：请先在包裹页面确认收货，再分享您的体验',
    'comment.posted': '您已经为这个包裹发过帖子了',
    'comment.notFound': '未找到帖子',
    'comment.sent': '谢谢！您的帖子已发布到社区',
    'comment.replied': '回复已发送',
  },
} satisfies Messages;
