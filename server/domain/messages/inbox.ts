import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { shopperMessages } from '../../db/schema';
import { notFound } from '../../http/errors';
import { carrierName, t, type Lang } from '../../i18n';
import { sellersInLanguage } from '../catalogue/goods-language';
import type { Message, MessageKind, MessagePart, MessageRead, MessageRefType } from '../../../src/api/types/member-extra';

/** Every kind a message can have (message/lists' `kind` filter). */
export const MESSAGE_KINDS = [
  'order_bought', 'order_arrived', 'order_problem', 'parcel_weighed', 'parcel_shipped', 'refund_decided', 'withdrawal_decided', 'remittance_decided',
  'advisory', 'feedback', 'buyself', 'shop', 'affiliate', 'chat_reply',
] as const satisfies readonly MessageKind[];

type Row = typeof shopperMessages.$inferSelect;

/** The in-app page of what a message concerns (spec §2 routes): order or parcel detail, the wallet, the question's thread, the feedback, the chat (the Service tab). */
const LINKS: Record<MessageRefType, (id: number) => string> = {
  order: (id) => `/pages/member/order/detail?id=${id}`,
  parcel: (id) => `/pages/member/sendorder/detail?id=${id}`,
  withdrawal: () => '/pages/member/account/index',
  remittance: () => '/pages/member/account/index',
  advisory: (id) => `/pages/member/advisory/index?id=${id}`,
  feedback: (id) => `/pages/member/feedback/index?id=${id}`,
  shop: () => '/pages/settled/index',
  affiliate: () => '/pages/affiliate/index',
  chat: () => '/pages/page/onlineservice',
};

/** The params that are amounts in yuan ("160.00"): a template writes them "¥{amount}". */
const MONEY_PARAMS = ['amount'] as const;
const MARK = '\u0000';

/**
 * A message's text in pieces (Message.parts): its words, and each amount param as its yuan value, the "¥" the
 * template writes before it included, so the storefront shows it as ¥ with ≈ its conversion into the reader's
 * currency, the one it has chosen when it reads (design §4c).
 */
export function textParts(lang: Lang, key: string, params: Record<string, string | number>): MessagePart[] {
  const marked: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) marked[k] = typeof v === 'string' ? v.replaceAll(MARK, '') : v;
  for (const k of MONEY_PARAMS) if (k in params) marked[k] = `${MARK}${k}${MARK}`;
  // "¥\0amount\0" → ['…', 'amount', '…']: odd pieces name an amount.
  const pieces = t(lang, key, marked).split(new RegExp(`¥?${MARK}(\\w+)${MARK}`));
  return pieces.flatMap((p, i): MessagePart[] => (i % 2 ? [{ yuan: String(params[p]) }] : p ? [p] : []));
}

/**
 * A stored message in `lang`: its keys translated, a carrier by the name shoppers of that language know, a seller
 * by its shop's name in that language (`sellers`, sellersInLanguage of the names recorded), grams grouped as the
 * language does; its text also in pieces with the amounts as values (textParts).
 */
export function messageView(r: Row, lang: Lang, sellers: Map<string, string> = new Map()): Message {
  const params = { ...r.params };
  if (typeof params.carrier === 'string') params.carrier = carrierName(params.carrier, lang);
  if (typeof params.seller === 'string') params.seller = sellers.get(params.seller) ?? params.seller;
  if (typeof params.weight === 'number') params.weight = params.weight.toLocaleString(lang === 'zh-cn' ? 'zh-CN' : lang);
  return {
    id: r.id, kind: r.kind, title: t(lang, r.titleKey, params), content: t(lang, r.textKey, params), parts: textParts(lang, r.textKey, params),
    is_read: r.readAt == null ? 0 : 1, read_at: r.readAt, created_at: r.createdAt,
    ref_type: r.refType, ref_id: r.refId, ref_sn: r.refSn, link: LINKS[r.refType](r.refId),
  };
}

/** Stored messages in `lang` (messageView), the sellers they name looked up once. */
export async function messagesView(db: DbOrTx, rows: Row[], lang: Lang): Promise<Message[]> {
  const named = rows.map((r) => r.params.seller).filter((s): s is string => typeof s === 'string');
  const sellers = await sellersInLanguage(db, named, lang);
  return rows.map((r) => messageView(r, lang, sellers));
}

/** One page of the shopper's messages, newest first, of one kind when asked. */
export async function inboxPage(db: DbOrTx, userId: number, o: { page: number; pagesize: number; kind?: MessageKind }) {
  const where = and(eq(shopperMessages.userId, userId), o.kind ? eq(shopperMessages.kind, o.kind) : undefined);
  const [total] = await db.select({ n: count() }).from(shopperMessages).where(where);
  const rows = await db.select().from(shopperMessages).where(where)
    .orderBy(desc(shopperMessages.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** How many of the shopper's messages are unread. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(shopperMessages).where(and(eq(shopperMessages.userId, userId), isNull(shopperMessages.readAt)));
  return Number(r.n);
}

/** Marks one of the shopper's messages read (reading it again keeps the first time); another's is not found. */
export async function readMessage(db: DbOrTx, userId: number, id: number, now: number): Promise<MessageRead> {
  const own = and(eq(shopperMessages.id, id), eq(shopperMessages.userId, userId));
  const [updated] = await db.update(shopperMessages).set({ readAt: now }).where(and(own, isNull(shopperMessages.readAt))).returning({ readAt: shopperMessages.readAt });
  const [row] = updated ? [updated] : await db.select({ readAt: shopperMessages.readAt }).from(shopperMessages).where(own);
  if (!row) throw notFound('message.notFound');
  return { id, read_at: row.readAt ?? now, count: await unreadCount(db, userId) };
}
