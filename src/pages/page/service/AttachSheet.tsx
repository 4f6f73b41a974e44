import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { ActionSheet } from '../../../ui/ActionSheet';
import { orders } from '../../../api/order';
import { parcels } from '../../../api/sendorder';
import { browsingHistory, favorites } from '../../../api/member';
import type { ChatCard } from '../../../api/types/chat';

/** How many of each list the sheet offers: the latest ones, what a question is usually about. */
const RECENT = 5;

/** What may be attached: the shopper's own latest orders and parcels, and items they looked at or keep as favourites. */
async function attachable(): Promise<ChatCard[]> {
  const [o, p, h, f] = await Promise.allSettled([
    orders({ page: 1, pagesize: RECENT }), parcels({ page: 1, pagesize: RECENT }), browsingHistory(1, RECENT), favorites(1, RECENT),
  ]);
  const ok = <T,>(r: PromiseSettledResult<{ data: T[] }>) => (r.status === 'fulfilled' ? r.value.data : []);
  const items = new Map<number, ChatCard>();
  for (const g of [...ok(h), ...ok(f)]) items.set(g.item_id, { type: 'item', id: g.item_id, number: g.goods.title, status_text: '', amount: g.goods.price });
  return [
    ...ok(o).map((r): ChatCard => ({ type: 'order', id: r.id, number: r.sn, status_text: r.status_text, amount: r.total })),
    ...ok(p).map((r): ChatCard => ({ type: 'parcel', id: r.id, number: r.sn, status_text: r.status_text, amount: r.total ?? '' })),
    ...[...items.values()].slice(0, RECENT),
  ];
}

type Props = { open: boolean; onClose: () => void; onPicture: () => void; onCard: (c: ChatCard) => void };

/** "+": a picture, or one of the shopper's orders, parcels or items as a card. The lists load when it opens. */
export function AttachSheet({ open, onClose, onPicture, onCard }: Props) {
  const [cards, setCards] = useState<ChatCard[] | null>(null);
  useEffect(() => {
    if (open) void attachable().then(setCards);
  }, [open]);
  const items = [
    { key: 'picture', label: t('service.sendPicture') },
    ...(cards ?? []).map((c, i) => ({ key: String(i), label: `${t(`service.card.${c.type}`)} ${c.number}${c.status_text ? ` · ${c.status_text}` : ''}` })),
    ...(cards?.length ? [] : [{ key: '', label: t(cards ? 'service.nothingToAttach' : 'service.loadingLists') }]),
  ];
  return (
    <ActionSheet open={open} title={t('service.attach')} items={items} onClose={onClose}
      onSelect={(k) => (k === 'picture' ? onPicture() : k && cards && onCard(cards[Number(k)]))} />
  );
}
