import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { onepayOrders, type OnepayTab } from '../../../api/onepay';
import type { OnepayListRow, TabCounts } from '../../../api/types/order';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { StatusTabs } from '../../../ui/StatusTabs';
import { Empty } from '../../../ui/Empty';
import { OnepayCard } from './OnepayCard';
import '../order/orders.css';

/** Design §4 one-pay statuses. */
export const ONEPAY_TABS: OnepayTab[] = ['all', '0', '1', '2', '3', '4', '-1'];

/** My one-pay orders (goods and international shipping paid at once): status tabs with counts, a paged list. */
export default function OnepayList() {
  const { query } = useLocation();
  const tab = (ONEPAY_TABS as string[]).includes(query.status) ? (query.status as OnepayTab) : 'all';
  const [counts, setCounts] = useState<TabCounts>({});
  const [version, setVersion] = useState(0);
  const pager = usePager<OnepayListRow>(async (page, size) => {
    const r = await onepayOrders({ status: tab, page: page + 1, pagesize: size });
    setCounts(r.counts);
    return r;
  }, [tab, version]);
  return (
    <>
      <StatusTabs label={t('orders.tabsLabel')} value={tab} onChange={(k) => navigate(`/pages/member/onepayorder/index?status=${k}`, true)}
        tabs={ONEPAY_TABS.map((k) => ({ key: k, label: t(`orders.opTab.${k}`), count: k === 'all' ? undefined : counts[k] }))} />
      <ScrollList pager={pager} empty={<Empty text={t('orders.opEmpty')}><a class="btn btn-primary" href="#/">{t('orders.shop')}</a></Empty>}>
        <div class="o-list" role="tabpanel" aria-label={t(`orders.opTab.${tab}`)}>
          {pager.items.map((o) => <OnepayCard key={o.id} o={o} onChange={() => setVersion((v) => v + 1)} />)}
        </div>
      </ScrollList>
    </>
  );
}
