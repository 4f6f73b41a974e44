import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { orders } from '../../../api/order';
import type { OrderListRow, TabCounts } from '../../../api/types/order';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { StatusTabs } from '../../../ui/StatusTabs';
import { Empty } from '../../../ui/Empty';
import { OrderCard } from './OrderCard';

import { ORDER_TABS, orderTabOf } from './tabs';

/** Cards on a phone's first screen: their pictures load at once, the rest lazily. */
const FIRST_SCREEN_CARDS = 3;

/** My purchase orders: status tabs with counts (`?status=` picks one), a paged list per tab. */
export default function OrderList() {
  const { query } = useLocation();
  const tab = orderTabOf(query.status);
  const [counts, setCounts] = useState<TabCounts>({});
  const [version, setVersion] = useState(0);
  const pager = usePager<OrderListRow>(async (page, size) => {
    const r = await orders({ status: tab, page: page + 1, pagesize: size });
    setCounts(r.counts);
    return r;
  }, [tab, version]);
  // A tab opened by link (?status=refunded, -1 …) may lie past the screen's edge: bring it into view.
  useEffect(() => document.querySelector('.status-tab.on')?.scrollIntoView?.({ block: 'nearest', inline: 'center' }), [tab]);
  return (
    <>
      <StatusTabs label={t('orders.tabsLabel')} value={tab} onChange={(k) => navigate(`/pages/member/order/index?status=${k}`, true)}
        tabs={ORDER_TABS.map((k) => ({ key: k, label: t(`orders.tab.${k}`), count: k === 'all' ? undefined : counts[k] }))} />
      <ScrollList pager={pager} empty={<Empty text={t('orders.empty')}><a class="btn btn-primary" href="#/">{t('orders.shop')}</a></Empty>}>
        <div class="o-list" role="tabpanel" aria-label={t(`orders.tab.${tab}`)}>
          {pager.items.map((o, i) => <OrderCard key={o.id} o={o} first={i < FIRST_SCREEN_CARDS} onChange={() => setVersion((v) => v + 1)} />)}
        </div>
      </ScrollList>
    </>
  );
}
