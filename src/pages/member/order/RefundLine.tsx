import { useEffect, useState } from 'react';
import { loadNamespaces, t } from '../../../state/lang';
import { refundInfo } from '../../../api/rewards';
import type { RefundInfo } from '../../../api/types/rewards';
import type { OrderGoodsDetail } from '../../../api/types/order';
import { useLazy } from '../../../ui/useLazy';
import { RefundState } from './RefundState';
import { refreshBalance } from './balance';
import './refund.css';

type Props = { g: OrderGoodsDetail; onChange: () => void };

/**
 * The refund side of one goods line (its own chunk, loaded once the order shows): its request's state
 * (getInfo), and "Refund" while the line allows one, which opens the request panel (another chunk, with
 * the uploader's strings). A decision re-fetches the order and the balance.
 */
export function RefundLine({ g, onChange }: Props) {
  const [info, setInfo] = useState<RefundInfo | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void refundInfo(g.id).then(setInfo, () => {});
  }, [g.id]);
  const Panel = useLazy(() => Promise.all([import('./RefundPanel'), loadNamespaces(['upload'])]).then(([m]) => m.RefundPanel), open);
  if (!info) return null;
  const changed = (next: RefundInfo) => {
    setInfo(next);
    setOpen(false);
    onChange();
    if (next.refund?.status === 1) refreshBalance();
  };
  return (
    <>
      {info.refund && <RefundState r={info.refund} title={g.title} onChange={changed} />}
      {info.mode && !open && (
        <button class="btn btn-small btn-ghost" aria-expanded="false" onClick={() => setOpen(true)}>{t('refund.action')}</button>
      )}
      {open && (Panel ? <Panel info={info} onDone={changed} onClose={() => setOpen(false)} /> : <div class="rf-panel sk sk-block" aria-busy="true" />)}
    </>
  );
}
