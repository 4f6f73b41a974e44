import common from './messages/common';
import user from './messages/user';
import catalogue from './messages/catalogue';
import shipping from './messages/shipping';
import cart from './messages/cart';
import pay from './messages/pay';
import orders from './messages/orders';
import parcels from './messages/parcels';
import carriers from './messages/carriers';
import tracking from './messages/tracking';
import wallet from './messages/wallet';
import refunds from './messages/refunds';
import shopperMessages from './messages/shopper-messages';
import points from './messages/points';
import perks from './messages/perks';
import invite from './messages/invite';
import cards from './messages/cards';
import content from './messages/content';
import service from './messages/service';
import chat from './messages/chat';
import chatStaff from './messages/chat-staff';
import affiliate from './messages/affiliate';
import shipforme from './messages/shipforme';
import community from './messages/community';
import records from './messages/records';
import share from './messages/share';
import mail from './messages/mail';
import thirdloginTelegram from './messages/thirdlogin-telegram';
import thirdlogin from './messages/thirdlogin';

import { LANGS, type Lang, type Messages } from './langs';

export { LANGS };
export type { Lang, Messages };

const groups: Messages[] = [common, user, catalogue, shipping, cart, pay, orders, parcels, carriers, tracking, wallet, refunds, shopperMessages, points, invite, perks, cards, content, service, chat, chatStaff, community, shipforme, affiliate, records, share, mail, thirdloginTelegram, thirdlogin];
const dict: Messages = { en: {}, ru: {}, 'zh-cn': {} };
for (const g of groups) for (const l of LANGS) Object.assign(dict[l], g[l]);

/** 'zh-cn', 'zh', 'zh-CN', 'zh_CN' → 'zh-cn'; 'ru-RU' → 'ru'; anything else → 'en'. */
export function normalizeLang(raw: unknown): Lang {
  const s = String(raw ?? '').toLowerCase().replace('_', '-');
  if (s.startsWith('zh')) return 'zh-cn';
  if (s.startsWith('ru')) return 'ru';
  return 'en';
}

/** Translated server message; `{name}` placeholders are filled from params. Unknown keys fall back to English, then the key. */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = dict[lang][key] ?? dict.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** A carrier's name in `lang` (messages/carriers.ts), or as stored. */
export const carrierName = (name: string, lang: Lang): string => dict[lang][`carrier.${name}`] ?? name;

export function hasMessage(key: string): boolean {
  return key in dict.en;
}

export function allMessages(): Messages {
  return dict;
}
