import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { mailOutbox, orders, parcels, shopperMessages } from '../../db/schema';
import { normalizeLang, t, type Lang } from '../../i18n';
import { waplang } from '../../i18n/waplang';
import { messagesView } from '../messages/inbox';
import { parcelsMoney, storedMoney } from '../money/order-money';
import { yuan } from '../money/money';
import { CODE_TTL } from '../account/codes';
import { money } from '../../../src/lib/format';
import type { Currency } from '../../../src/api/types/settings';
import type { MessagePart, RemindEventName } from '../../../src/api/types/member-extra';
import { layout, type Block, type Mail } from './layout';
import { currencyOf } from './prefs';
import { appLink, unsubscribeLink } from './links';

type Row = typeof mailOutbox.$inferSelect;
/** What wording needs beyond the row: the database, the site's origin for links, the secret links are signed with. */
export type RenderContext = { db: DbOrTx; origin: string; secret: string; now: number };
export type Rendered = Mail & { headers?: Record<string, string> };

export const siteName = (lang: Lang) => waplang[lang]['app.name'] || waplang.en['app.name'] || 'BuyForMe';

/** "¥160.00 ≈ $22.10" (design §4c: the exact yuan, then its one conversion); "¥160.00" for yuan. */
export const yuanApprox = (value: string, cur: Currency | null) => (cur ? `${money(value, null)} ≈ ${money(value, cur)}` : money(value, null));
/** The same inside a sentence: "¥160.00 (≈ $22.10)". */
const yuanInText = (value: string, cur: Currency | null) => (cur ? `${money(value, null)} (≈ ${money(value, cur)})` : money(value, null));
const joinParts = (parts: MessagePart[], cur: Currency | null) => parts.map((p) => (typeof p === 'string' ? p : yuanInText(p.yuan, cur))).join('');

function codeMail(row: Row, lang: Lang): Rendered {
  const site = siteName(lang);
  const code = String(row.params.code);
  const purpose = `mail.code.${row.params.event}`;
  return layout({
    site, lang, subject: t(lang, 'mail.code.subject', { code, site }), blocks: [
      { p: t(lang, t(lang, purpose) === purpose ? 'mail.code.other' : purpose) }, { code },
      { p: t(lang, 'mail.code.expiry', { minutes: CODE_TTL / 60 }) }, { small: t(lang, 'mail.code.ignore') },
    ],
  });
}

/** An invitation or a newsletter confirmation: a text, a button to its link, a line for whom it is not meant. */
function linkMail(row: Row, lang: Lang, key: 'invite' | 'newsletter'): Rendered {
  const site = siteName(lang);
  const href = String(row.params.link);
  return layout({
    site, lang, subject: t(lang, `mail.${key}.subject`, { site }), blocks: [
      { p: t(lang, `mail.${key}.text`, { site }) }, { button: t(lang, `mail.${key}.button`), href }, { small: t(lang, `mail.${key}.ignore`) },
    ],
  });
}

/** The yuan figure the facts of a notification show: an order's total, a parcel's shipping, the message's own amount otherwise. */
async function totalOf(ctx: RenderContext, userId: number, refType: string, refId: number, parts: MessagePart[]): Promise<string | null> {
  if (refType === 'order') {
    const [o] = await ctx.db.select().from(orders).where(and(eq(orders.id, refId), eq(orders.userId, userId)));
    return o ? yuan(storedMoney(o).totalFen) : null;
  }
  if (refType === 'parcel') {
    const [p] = await ctx.db.select().from(parcels).where(and(eq(parcels.id, refId), eq(parcels.userId, userId)));
    const fen = p ? (await parcelsMoney(ctx.db, userId, [p], ctx.now)).get(p.id)?.totalFen : null;
    return fen == null ? null : yuan(fen);
  }
  const own = parts.find((p): p is { yuan: string } => typeof p !== 'string');
  return own?.yuan ?? null;
}

/**
 * A notification (a message of one of the e-mail settings' events): the message's title and text, its order,
 * parcel or withdrawal number and amount in ¥ ≈ the shopper's currency, a button that opens it in the shop, and
 * a signed link that turns this kind of e-mail off (also as List-Unsubscribe, one click: RFC 8058).
 */
async function noticeMail(ctx: RenderContext, row: Row, lang: Lang): Promise<Rendered> {
  const userId = row.userId!;
  const event = String(row.params.event) as RemindEventName;
  const [stored] = await ctx.db.select().from(shopperMessages).where(and(eq(shopperMessages.id, Number(row.params.message)), eq(shopperMessages.userId, userId)));
  if (!stored) throw new Error(`message ${row.params.message} of the e-mail is gone`);
  const [m] = await messagesView(ctx.db, [stored], lang);
  const cur = await currencyOf(ctx.db, userId);
  const site = siteName(lang);
  const refType = m.ref_type === 'order' || m.ref_type === 'parcel' || m.ref_type === 'chat' ? m.ref_type : 'withdrawal';
  const total = await totalOf(ctx, userId, m.ref_type, m.ref_id, m.parts);
  const facts: [string, string][] = [];
  if (m.ref_sn) facts.push([t(lang, `mail.notice.${refType}`), m.ref_sn]);
  if (total !== null) facts.push([t(lang, `mail.notice.total.${refType}`), yuanApprox(total, cur)]);
  const off = unsubscribeLink(ctx.origin, ctx.secret, userId, event, lang);
  const blocks: Block[] = [
    { p: joinParts(m.parts, cur) },
    ...(facts.length ? [{ facts }] : []),
    { button: t(lang, `mail.notice.open.${refType}`), href: appLink(ctx.origin, m.link) },
    { small: t(lang, 'mail.notice.why', { event: t(lang, `remind.event.${event}`) }), link: { label: t(lang, 'mail.notice.off'), href: off } },
    { small: t(lang, 'mail.auto') },
  ];
  const mail = layout({ site, lang, subject: m.ref_sn ? `${m.title} · ${m.ref_sn}` : m.title, blocks });
  return { ...mail, headers: { 'List-Unsubscribe': `<${off}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** The e-mail of an outbox row, worded now in the row's language. */
export async function renderMail(ctx: RenderContext, row: Row): Promise<Rendered> {
  const lang = normalizeLang(row.lang);
  if (row.kind === 'code') return codeMail(row, lang);
  if (row.kind === 'invite' || row.kind === 'newsletter') return linkMail(row, lang, row.kind);
  return noticeMail(ctx, row, lang);
}
