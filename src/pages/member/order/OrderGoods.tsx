import { useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { deleteOrderGoods, requestPhotos } from '../../../api/order';
import type { ChangedTotals, OrderGoodsDetail } from '../../../api/types/order';
import { WarehouseMeta } from './common';
import { Yuan } from '../../../ui/Yuan';
import { useLazy } from '../../../ui/useLazy';

/** Ask the warehouse for more photos of a line in the warehouse, with a remark for staff. */
function RequestPhotos({ g, onDone }: { g: OrderGoodsDetail; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  if (g.photo_requested) return <p class="muted">{t('orders.photoPending')}</p>;
  if (!open) return <button class="btn btn-small" onClick={() => setOpen(true)}>{t('orders.requestPhotos')}</button>;
  const send = async () => {
    setBusy(true);
    try {
      await requestPhotos(g.id, remark.trim());
      showToast(t('orders.photoRequested'));
      setOpen(false);
      onDone();
    } catch {
      /* the client toasted the server's message; the remark stays */
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="o-form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <label for={`rp-${g.id}`}>{t('orders.photoRemark')}</label>
      <textarea id={`rp-${g.id}`} class="input" maxLength={200} value={remark} onInput={(e) => setRemark((e.target as HTMLTextAreaElement).value)} />
      <span class="o-inline">
        <button type="submit" class="btn btn-small btn-primary" disabled={busy}>{t('orders.sendPhotoRequest')}</button>
        <button type="button" class="btn btn-small" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
      </span>
    </form>
  );
}

type Props = {
  g: OrderGoodsDetail;
  /** The order's status: in the warehouse (3) photos can be asked for; paid, bought or in the warehouse a line not in a parcel may be refunded (its refund part loads). */
  status: number;
  /** Unpaid with more than one line: the line can be removed. */
  removable: boolean;
  orderId: number;
  onTotals: (t: ChangedTotals) => void;
  onReload: () => void;
};

/** One goods line of an order: picture, title, options, price × quantity, QC photos and warehouse facts. */
export function OrderGoods({ g, status, removable, orderId, onTotals, onReload }: Props) {
  const refundable = status > 0 && status < 4 && !g.in_parcel;
  // QC photos in their own chunk, their row's height kept while it comes.
  const Photos = useLazy(() => import('../../../ui/PhotoStrip').then((m) => m.PhotoStrip), g.photos.length > 0);
  const Refund = useLazy(() => import('./RefundLine').then((m) => m.RefundLine), refundable);
  const remove = async () => {
    if (!(await confirmDialog({ message: t('orders.removeAsk', { title: g.title }), confirmText: t('orders.remove') }))) return;
    try {
      onTotals(await deleteOrderGoods(orderId, g.id));
      showToast(t('orders.removed'));
    } catch {
      /* toasted */
    }
  };
  return (
    <li class="o-goods">
      <img src={g.pic_url} width={72} height={72} alt="" loading="lazy" decoding="async" />
      <div class="o-goods-body">
        <span class="o-title">{g.title}</span>
        {g.sku_text && <span class="muted">{g.sku_text}</span>}
        <span><Yuan value={g.price} class="price" /> <span class="muted">{t('orders.qty', { n: g.quantity })}</span></span>
        {g.remark && <span class="muted">{g.remark}</span>}
        <WarehouseMeta g={g} />
        {g.photos.length > 0 && <div class="photo-slot">{Photos && <Photos photos={g.photos} label={t('orders.photos')} photoLabel={(n) => t('orders.photoN', { n, title: g.title })} alt={g.title} />}</div>}
        <span class="o-inline">
          {status === 3 && !g.in_parcel && <RequestPhotos g={g} onDone={onReload} />}
          {removable && <button class="btn btn-small btn-ghost" onClick={remove}>{t('orders.remove')}</button>}
        </span>
      </div>
      {refundable && <div class="rf-slot">{Refund && <Refund g={g} onChange={onReload} />}</div>}
    </li>
  );
}
