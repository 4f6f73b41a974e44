import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { ledger } from '../../../api/wallet';
import type { LedgerType } from '../../../api/types/wallet';
import { StatusTabs } from '../../../ui/StatusTabs';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { LedgerRow } from '../account/LedgerRow';
import '../account/wallet.css';

/** The record tabs: every movement, or one kind. */
const TABS: Record<string, LedgerType | undefined> = { all: undefined, recharge: 'recharge', payment: 'payment', refund: 'refund', withdrawal: 'withdrawal' };
type Tab = 'all' | Exclude<LedgerType, 'withdrawal_return' | 'cashback' | 'rebate' | 'affiliate'>;
const tabOf = (q: string | undefined): Tab => (q && q in TABS ? (q as Tab) : 'all');

/** What an empty tab says: its own kind ("No withdrawals yet"), and where such a movement is made. */
function EmptyTab({ tab }: { tab: Tab }) {
  if (tab === 'all') return <Empty text={t('wallet.empty')} />;
  if (tab === 'withdrawal') {
    return <Empty text={t('wallet.emptyTabs.withdrawal')} note={t('wallet.emptyWithdrawalNote')}><a class="btn btn-primary" href="#/pages/member/cash/index">{t('wallet.withdraw')}</a></Empty>;
  }
  if (tab === 'recharge') {
    return <Empty text={t('wallet.emptyTabs.recharge')} note={t('wallet.emptyRechargeNote')}><a class="btn btn-primary" href="#/pages/member/recharge/index">{t('wallet.topUp')}</a></Empty>;
  }
  return <Empty text={t(`wallet.emptyTabs.${tab}`)} />;
}

/**
 * /pages/member/record/index (login): the wallet's movements, newest first, a tab per kind (`?tab=`):
 * each with its kind, time, bill (a link), signed amount and the balance after it; pull to refresh, more
 * on scroll. An empty tab speaks of its own kind, with the way to make one where there is a way.
 */
export default function RecordsPage() {
  const { query } = useLocation();
  const tab = tabOf(query.tab);
  const pager = usePager((page, size) => ledger(page + 1, size, TABS[tab]), [tab]);
  const tabs = (Object.keys(TABS) as Tab[]).map((k) => ({ key: k, label: t(`wallet.tabs.${k}`) }));
  return (
    <div class="records">
      <StatusTabs label={t('nav./pages/member/record/index')} tabs={tabs} value={tab} onChange={(k) => navigate(k === 'all' ? '/pages/member/record/index' : `/pages/member/record/index?tab=${k}`, true)} />
      <ScrollList pager={pager} empty={<EmptyTab tab={tab} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 280 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="ledger">{pager.items.map((e) => <LedgerRow key={e.id} e={e} />)}</ul>}
      </ScrollList>
    </div>
  );
}
