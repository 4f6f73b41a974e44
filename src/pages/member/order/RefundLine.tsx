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
 * the uploader's strings). Opening it reads the line's quote again — another line refunded since the page
 * loaded changes it (the last line of an order not yet bought takes the domestic shipping) — and the panel
 * shows only that fresh figure. A decision re-fetches the order and the balance.
 */
export function RefundLine({ g, onChange }: Props) {
  const [info, setInfo] = useState<RefundInfo | null>(null);
  const [open, setOpen] = useState(false);
  /** The quote read for the open panel (null while it is being read). */
  const [quote, setQuote] = useState<RefundInfo | null>(null);
  useEffect(() => {
    void refundInfo(g.id).then(setInfo, () => {});
  }, [g.id]);
  const Panel = useLazy(() => Promise.all([import('./RefundPanel'), loadNamespaces(['upload'])]).then(([m]) => m.RefundPanel), open);
  const requote = async () => {
    try {
      const next = await refundInfo(g.id);
      setInfo(next);
      if (next.mode) setQuote(next);
      else setOpen(false); // no longer refundable (decided elsewhere): its state shows instead
    } catch {
      setOpen(false); // the client toasted why
    }
  };
  if (!info) return null;
  const show = () => {
    setQuote(null);
    setOpen(true);
    void requote();
  };
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
        <button class="btn btn-small btn-ghost" aria-expanded="false" onClick={show}>{t('refund.action')}</button>
      )}
      {open && (Panel && quote
        ? <Panel info={quote} onDone={changed} onClose={() => setOpen(false)} onStale={() => void requote()} />
        : <div class="rf-panel sk sk-block" aria-busy="true" />)}
    </>
  );
}
