import { useEffect, useRef } from 'react';
import { t } from '../../../state/lang';
import type { WheelDraw } from '../../../api/types/perks';

/**
 * What the spin brought, once the wheel has stopped: points (and the new total), a coupon (and where it is), or
 * nothing. It lands under the wheel, below the fold of a phone: the page brings it into view.
 */
export function Result({ d }: { d: WheelDraw }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const smooth = typeof matchMedia === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, [d]);
  return (
    <div ref={box} class="section wh-result" role="status">
      {d.kind === 'none' ? <b>{t('wheel.none')}</b> : (
        <>
          <b>{t('wheel.won', { name: d.name })}</b>
          {d.kind === 'points' && <p>{t('wheel.wonPoints', { n: d.score })}</p>}
          {d.kind === 'coupon' && (
            <p>{t('wheel.wonCoupon')} <a class="btn btn-small" href="#/pages/member/coupon/index">{t('wheel.toCoupons')}</a></p>
          )}
        </>
      )}
    </div>
  );
}
