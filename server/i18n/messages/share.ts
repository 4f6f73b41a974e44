import type { Messages } from '../langs';

/**
 * Words of the share links' pages (server/static/share-page.ts): the card a messenger shows for an item, a search
 * or an invitation, and the page of an item the shop does not have. Counts stand where no plural form is needed.
 */
export default {
  en: {
    'share.item': '{price} on {site}: we buy it in China for you and ship it worldwide.',
    'share.search': '“{query}” on {site}',
    'share.found': 'Goods found: {n}, from {price}',
    'share.none': 'Nothing found yet: search for something else on {site}.',
    'share.inviteTitle': 'An invitation to {site}',
    'share.invite': 'Shop from China with me on {site}: register with my link.',
    'share.missingTitle': 'Item not found',
    'share.missing': 'This item is not in our shop, or the link is broken.',
    'share.home': 'Go to the shop',
    'share.brokenTitle': 'Link not found',
    'share.broken': 'This link is broken: check that it was copied whole.',
  },
  ru: {
    'share.item': '{price} в {site}: купим в Китае и доставим по всему миру.',
    'share.search': '«{query}» в {site}',
    'share.found': 'Найдено товаров: {n}, от {price}',
    'share.none': 'Пока ничего не найдено: поищите что-нибудь другое в {site}.',
    'share.inviteTitle': 'Приглашение в {site}',
    'share.invite': 'Покупайте в Китае вместе со мной в {site}: зарегистрируйтесь по моей ссылке.',
    'share.missingTitle': 'Товар не найден',
    'share.missing': 'Этого товара нет в нашем магазине, или ссылка неверна.',
    'share.home': 'В магазин',
    'share.brokenTitle': 'Ссылка не найдена',
    'share.broken': 'Эта ссылка неверна: проверьте, что она скопирована целиком.',
  },
  'zh-cn': {
    'share.item': '{site}售价 {price}：我们在中国为您代购，寄往全球。',
    'share.search': '{site}上的“{query}”',
    'share.found': '共找到 {n} 件商品，{price} 起',
    'share.none': '暂未找到商品，去{site}搜索其他商品吧。',
    'share.inviteTitle': '邀请您加入{site}',
    'share.invite': '和我一起在{site}购买中国商品：通过我的链接注册。',
    'share.missingTitle': '未找到该商品',
    'share.missing': '本店没有这件商品，或链接有误。',
    'share.home': '去商城首页',
    'share.brokenTitle': '链接无效',
    'share.broken': '该链接有误，请检查是否完整复制。',
  },
} satisfies Messages;
