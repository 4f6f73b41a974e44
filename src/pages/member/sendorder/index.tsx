import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { parcels } from '../../../api/sendorder';
import type { ParcelCounts } from '../../../api/types/parcel';
import { navigate } from '../../../router/navigate';
import { StatusTabs } from '../../../ui/StatusTabs';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { useParcelActions } from '../parcel/actions';
import { parcelsUrl } from '../parcel/common';
import { ParcelCard } from './ParcelCard';

import { PARCEL_TABS, tabOf } from './tabs';

/**
 * My parcels (design §4 statuses): a tab per status with its count, a card per parcel, and per card what
 * the server allows now (pay shipping once weighed, cancel, confirm receipt).
 */
export default function ParcelList() {
  const { query } = useLocation();
  const tab = tabOf(query.status);
  const [counts, setCounts] = useState<ParcelCounts | null>(null);
  const pager = usePager((page, size) => parcels({ status: tab, page: page + 1, pagesize: size }).then((r) => {
    setCounts(r.counts);
    return r;
  }), [tab]);
  const acts = useParcelActions(() => void pager.refresh());
  const tabs = PARCEL_TABS.map((k) => ({ key: k, label: t(`parcels.tabs.${k}`), count: counts?.[k] }));
  return (
    <>
      <StatusTabs label={t('nav./pages/member/sendorder/index')} tabs={tabs} value={tab} onChange={(k) => navigate(parcelsUrl(k === 'all' ? undefined : k), true)} />
      <ScrollList pager={pager} empty={<Empty text={t('parcels.empty')}><a class="btn btn-primary" href="#/pages/member/myWarehouse/index">{t('parcels.toWarehouse')}</a></Empty>}>
        {pager.items.map((p, i) => <ParcelCard key={p.id} p={p} acts={acts} first={i === 0} />)}
      </ScrollList>
    </>
  );
}
