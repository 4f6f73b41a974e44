import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { coupons } from '../../../api/coupon';
import type { CouponStatus } from '../../../api/types/pay';
import { StatusTabs } from '../../../ui/StatusTabs';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { ActivateForm } from './ActivateForm';
import { CouponCard } from './CouponCard';
import './coupon.css';
import { addonPage } from '../../../router/addon-page';

const PATH = '/pages/member/coupon/index';
const TABS: CouponStatus[] = [0, 1, 2];
const tabOf = (q: string | undefined): CouponStatus => (q === '1' ? 1 : q === '2' ? 2 : 0);

/** What an empty tab says: usable ones point to the shop and the wheel. */
function EmptyTab({ tab }: { tab: CouponStatus }) {
  if (tab !== 0) return <Empty text={t(tab === 1 ? 'coupon.empty1' : 'coupon.empty2')} />;
  return (
    <Empty text={t('coupon.empty0')} note={t('coupon.empty0Note')}>
      <a class="btn btn-primary" href="#/pages/index/zhuanpan">{t('coupon.wheel')}</a>
    </Empty>
  );
}

/**
 * /pages/member/coupon/index (login): my coupons in tabs usable / used / expired (`?status=0|1|2`), a code
 * to activate on top; each coupon with its value, threshold, scope and validity; "Use" opens the shop.
 */
function CouponsPage() {
  const { query } = useLocation();
  const tab = tabOf(query.status);
  const [version, setVersion] = useState(0);
  const pager = usePager((page, size) => coupons(tab, page + 1, size), [tab, version]);
  const activated = () => (tab === 0 ? setVersion((v) => v + 1) : navigate(PATH, true));
  return (
    <div class="coupons">
      <ActivateForm onActivated={activated} />
      <StatusTabs label={t('coupon.tabsLabel')} value={String(tab)} onChange={(k) => navigate(k === '0' ? PATH : `${PATH}?status=${k}`, true)}
        tabs={TABS.map((k) => ({ key: String(k), label: t(`coupon.tab${k}`) }))} />
      <ScrollList pager={pager} empty={<EmptyTab tab={tab} />}>
        {!pager.loaded && !pager.items.length && (
          <div aria-busy="true">{[0, 1, 2].map((i) => <div key={i} class="sk cp-sk" />)}</div>
        )}
        {pager.items.length > 0 && (
          <ul class="cp-list" role="tabpanel" aria-label={t(`coupon.tab${tab}`)}>
            {pager.items.map((c) => <CouponCard key={c.id} c={c} />)}
          </ul>
        )}
      </ScrollList>
    </div>
  );
}

export default addonPage('coupon', CouponsPage);
