import type { DbOrTx } from '../../db';
import type { ChatCardType } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Lang } from '../../i18n';
import { ownOrder, statusText, type Translate } from '../orders/orders';
import { findParcel } from '../parcels/parcels';
import { findItemById } from '../catalogue/items';
import { yuan } from '../money/money';

/** What a card shows: the order's or parcel's number (an item's title), its status and its amount (¥, design §4c). */
export type ChatCard = { type: ChatCardType; id: number; number: string; status_text: string; amount: string };

/**
 * A card as the shopper `userId` may send or see it: an order or parcel must be theirs (another's is "not found",
 * as everywhere), an item any of the catalogue's. A visitor (`userId` null) has no orders or parcels.
 */
export async function chatCard(db: DbOrTx, userId: number | null, type: ChatCardType, id: number, t: Translate, lang: Lang): Promise<ChatCard> {
  if (type === 'order') {
    if (userId === null) throw new BizError('chat.card');
    const o = await ownOrder(db, userId, id).catch(() => { throw new BizError('chat.card'); });
    return { type, id, number: o.sn, status_text: statusText(t, o.status), amount: yuan(o.totalFen) };
  }
  if (type === 'parcel') {
    if (userId === null) throw new BizError('chat.card');
    const p = await findParcel(db, userId, id).catch(() => { throw new BizError('chat.card'); });
    return { type, id, number: p.sn, status_text: t(`parcel.status.${p.status}`), amount: p.totalFen == null ? '' : yuan(p.totalFen) };
  }
  const item = await findItemById(db, id).catch(() => { throw new BizError('chat.card'); });
  return { type, id, number: item.title[lang], status_text: '', amount: yuan(item.priceFen) };
}

export { CHAT_CARD_TYPES, CHAT_KINDS } from '../../db/schema';
