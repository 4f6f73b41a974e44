import { useState } from 'react';
import { t, tn } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { updateUser } from '../../../state/session';
import { confirmDialog } from '../../../state/dialog';
import { count } from '../../../lib/format';
import { exchangeCoupon, pointsCoupons } from '../../../api/points';
import type { PointsCoupon } from '../../../api/types/points';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { OfferCard } from './OfferCard';
import '../coupon/coupon.css';
import './points.css';

/**
 * /pages/member/score/exchange (login): coupons for points — the points the shopper has (a link to their coupons),
 * and each offer with its terms, cost, what is left and what they may still take. Exchange asks first; the
 * coupon lands in My coupons, the balance and the offer update from the server's answer.
 */
export default function ExchangePage() {
  const [score, setScore] = useState<number | null>(null);
  const pager = usePager(async (page, size) => {
    const r = await pointsCoupons(page + 1, size);
    setScore(r.score);
    return r;
  }, []);

  const exchange = async (o: PointsCoupon) => {
    const ok = await confirmDialog({
      title: t('points.askTitle'),
      message: t('points.ask', { cost: tn('points.n', o.cost, { n: count(o.cost) }), name: o.name }),
      confirmText: t('points.exchange'),
    });
    if (!ok) return;
    const r = await exchangeCoupon(o.id).catch(() => null);
    if (!r) return;
    setScore(r.score);
    updateUser({ score: r.score });
    pager.setItems((list) => list.map((x) => (x.id === r.offer.id ? r.offer : x)));
    showToast(t('points.done'));
  };

  return (
    <>
      <section class="pt-card" aria-busy={score === null}>
        <div class="px-have">
          <span>
            <span class="muted">{t('points.have')}</span>
            {score === null ? <span class="pt-big sk" style={{ width: 120 }} /> : <b class="pt-big">{tn('points.n', score, { n: count(score) })}</b>}
          </span>
          <a href="#/pages/member/coupon/index">{t('points.myCoupons')}</a>
        </div>
      </section>
      <h2 class="section-title pt-note">{t('points.offers')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('points.offersEmpty')} />}>
        {!pager.loaded && !pager.items.length && <div class="cp-sk sk" aria-busy="true" />}
        {pager.items.length > 0 && <ul class="cp-list px-list">{pager.items.map((o) => <OfferCard key={o.id} o={o} score={score} onExchange={exchange} />)}</ul>}
      </ScrollList>
    </>
  );
}
