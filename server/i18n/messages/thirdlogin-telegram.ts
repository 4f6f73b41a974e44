import type { Messages } from '../langs';

/** Words of the page that shows Telegram's login widget (server/domain/account/thirdlogin/telegram.ts). */
export default {
  en: {
    'telegram.title': 'Sign in with Telegram',
    'telegram.text': 'Tap the button and confirm in Telegram: you come back to the shop signed in.',
    'telegram.back': 'Back to the shop',
    'telegram.noscript': 'Turn on JavaScript in your browser to sign in with Telegram.',
  },
  ru: {
    'telegram.title': 'Вход через Telegram',
    'telegram.text': 'Нажмите кнопку и подтвердите вход в Telegram: вы вернётесь в магазин уже с входом в аккаунт.',
    'telegram.back': 'Вернуться в магазин',
    'telegram.noscript': 'Включите JavaScript в браузере, чтобы войти через Telegram.',
  },
  'zh-cn': {
    'telegram.title': '使用 Telegram 登录',
    'telegram.text': '点击下方按钮并在 Telegram 中确认，即可登录并返回商城。',
    'telegram.back': '返回商城',
    'telegram.noscript': '请在浏览器中启用 JavaScript 以使用 Telegram 登录。',
  },
} satisfies Messages;
