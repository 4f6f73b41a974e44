import type { Messages } from '../langs';

/**
 * Third-party sign-in (issue 36, server/domain/account/thirdlogin): the exchange of a round trip's one-time code,
 * linking and unlinking a provider in Settings, and deleting an account that has no password yet. `{provider}` is
 * the provider's button label (Google, VK ID …). The round trip's own faults are the app's words (lang third.err.*).
 */
export default {
  en: {
    'thirdlogin.gone': 'This sign-in has expired or was used already. Try again.',
    'thirdlogin.unknown': 'This way of signing in is not available.',
    'thirdlogin.already': '{provider} is already linked to your account.',
    'thirdlogin.notLinked': 'This way of signing in is not linked to your account.',
    'thirdlogin.lastWay': 'Set a password first: it would be your last way to sign in.',
    'thirdlogin.unlinked': '{provider} unlinked',
    'thirdlogin.taken': 'This {provider} account is already linked to another account of the shop.',
    'thirdlogin.setPasswordFirst': 'Your account has no password yet: set one in Settings first, then delete the account with it.',
  },
  ru: {
    'thirdlogin.gone': 'Этот вход устарел или уже использован. Попробуйте ещё раз.',
    'thirdlogin.unknown': 'Этот способ входа недоступен.',
    'thirdlogin.already': '{provider} уже привязан к вашему аккаунту.',
    'thirdlogin.notLinked': 'Этот способ входа не привязан к вашему аккаунту.',
    'thirdlogin.lastWay': 'Сначала задайте пароль: это ваш последний способ входа.',
    'thirdlogin.unlinked': '{provider} отвязан',
    'thirdlogin.taken': 'Этот аккаунт {provider} уже привязан к другому аккаунту магазина.',
    'thirdlogin.setPasswordFirst': 'У вашего аккаунта ещё нет пароля: сначала задайте его в настройках, затем удалите аккаунт с ним.',
  },
  'zh-cn': {
    'thirdlogin.gone': '此次登录已过期或已使用，请重试。',
    'thirdlogin.unknown': '此登录方式不可用。',
    'thirdlogin.already': '{provider} 已绑定到您的账户。',
    'thirdlogin.notLinked': '此登录方式未绑定到您的账户。',
    'thirdlogin.lastWay': '请先设置密码：这是您最后一种登录方式。',
    'thirdlogin.unlinked': '已解绑 {provider}',
    'thirdlogin.taken': '此 {provider} 账户已绑定到本店的另一个账户。',
    'thirdlogin.setPasswordFirst': '您的账户还没有密码：请先在设置中设置密码，再用它注销账户。',
  },
} satisfies Messages;
