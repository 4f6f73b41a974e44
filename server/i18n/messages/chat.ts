import type { Messages } from '../langs';

/** Live chat with the shop's staff (issue 34): what the server answers when a message or a stream is refused. */
export default {
  en: {
    'chat.empty': 'Write a message',
    'chat.tooLong': 'Please keep a message to {max} characters',
    'chat.control': 'The message contains characters that cannot be sent',
    'chat.pictureSignIn': 'Sign in to send a picture',
    'chat.card': 'Pick one of your own orders or parcels, or an item of the shop',
    'chat.ticket': 'The chat connection has expired: connect again',
    'chat.whoAreYou': 'Sign in, or open the chat from the shop’s page, to chat with us',
    'chat.identityOff': 'The chat does not identify shoppers on this shop',
    'chat.providerNeeds': 'The {provider} chat needs {fields}',
  },
  ru: {
    'chat.empty': 'Напишите сообщение',
    'chat.tooLong': 'Сообщение должно быть не длиннее {max} символов',
    'chat.control': 'В сообщении есть символы, которые нельзя отправить',
    'chat.pictureSignIn': 'Войдите, чтобы отправить фото',
    'chat.card': 'Выберите свой заказ или посылку либо товар магазина',
    'chat.ticket': 'Соединение с чатом истекло: подключитесь снова',
    'chat.whoAreYou': 'Войдите или откройте чат со страницы магазина, чтобы написать нам',
    'chat.identityOff': 'Чат этого магазина не подтверждает личность покупателей',
    'chat.providerNeeds': 'Для чата {provider} нужно указать: {fields}',
  },
  'zh-cn': {
    'chat.empty': '请输入消息',
    'chat.tooLong': '消息最多 {max} 个字符',
    'chat.control': '消息中含有无法发送的字符',
    'chat.pictureSignIn': '登录后才能发送图片',
    'chat.card': '请选择您自己的订单、包裹或本店商品',
    'chat.ticket': '聊天连接已过期，请重新连接',
    'chat.whoAreYou': '请登录，或从商店页面打开聊天',
    'chat.identityOff': '本店的客服聊天未启用身份验证',
    'chat.providerNeeds': '{provider} 聊天需要设置：{fields}',
  },
} satisfies Messages;
