import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { ApiError, inlineMessage } from '../../../api/client';
import { expressCompanies, warehouses } from '../../../api/other';
import { addBuyself, buyselfList, deleteBuyself } from '../../../api/shipforme';
import type { ExpressCompany, Warehouse } from '../../../api/types/shipping';
import type { BuyselfGoods, BuyselfList } from '../../../api/types/shipforme';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { StatusTabs } from '../../../ui/StatusTabs';
import { copyAndTell } from '../../../ui/copy';
import { DeclareForm } from './DeclareForm';
import { PackageCard } from './PackageCard';
import type { Values } from './declare-form';
import './shipforme.css';
import { addonPage } from '../../../router/addon-page';

type Tab = 'all' | 'pending' | 'received';
const STATUS: Record<Tab, 0 | 1 | undefined> = { all: undefined, pending: 0, received: 1 };

/** Our warehouse's address as the shopper writes it on the package. */
function Address({ w }: { w: Warehouse | null | undefined }) {
  if (w === undefined) return <div class="section sk sf-addr-sk" aria-busy="true" />;
  if (!w) return null;
  const full = `${w.contact}\n${w.phone}\n${w.address}`;
  return (
    <section class="section sf-addr" aria-labelledby="sf-addr-title">
      <h2 id="sf-addr-title" class="sf-h">{t('shipforme.sendTo')}</h2>
      <p class="sf-addr-name">{w.name}</p>
      <dl class="sf-addr-lines">
        <div><dt>{t('shipforme.recipient')}</dt><dd>{w.contact}</dd></div>
        <div><dt>{t('shipforme.phone')}</dt><dd>{w.phone}</dd></div>
      </dl>
      <p class="sf-addr-text">{w.address}</p>
      <button type="button" class="btn btn-small" onClick={() => copyAndTell(full)}>{t('shipforme.copy')}</button>
    </section>
  );
}

/**
 * /pages/member/shipforme/index (login): ship-for-me — what it is, our warehouse's address, declaring a package
 * (carrier, tracking number, contents, quantity, value in yuan), and my packages by status: on its way (delete,
 * after a confirmation) or in the warehouse (from where they go into a parcel like bought goods).
 */
function ShipForMe() {
  const [tab, setTab] = useState<Tab>('all');
  const [counts, setCounts] = useState<BuyselfList['counts'] | null>(null);
  const [warehouse, setWarehouse] = useState<Warehouse | null | undefined>(undefined);
  const [carriers, setCarriers] = useState<ExpressCompany[] | null>(null);
  useEffect(() => {
    warehouses().then((list) => setWarehouse(list[0] ?? null), () => setWarehouse(null));
    expressCompanies().then(setCarriers, () => setCarriers([]));
  }, []);
  const pager = usePager(async (page, size) => {
    const r = await buyselfList({ page: page + 1, pagesize: size, status: STATUS[tab] });
    setCounts(r.counts);
    return r;
  }, [tab]);

  const declare = async (v: Values): Promise<string> => {
    try {
      await addBuyself({ carrier: v.carrier, tracking_no: v.tracking_no, contents: v.contents, quantity: Number(v.quantity), value: v.value, remark: v.remark });
    } catch (e) {
      return inlineMessage(e) || (e instanceof ApiError ? e.message : t('error.unknown'));
    }
    showToast(t('shipforme.added'));
    if (tab === 'received') setTab('all');
    else void pager.refresh();
    return '';
  };
  const remove = async (b: BuyselfGoods) => {
    if (!(await confirmDialog({ message: t('shipforme.deleteAsk', { tracking: b.tracking_no }), confirmText: t('shipforme.delete') }))) return;
    await deleteBuyself(b.id).then(() => {
      showToast(t('shipforme.deleted'));
      void pager.refresh();
    }, () => {});
  };

  const tabs = [
    { key: 'all', label: t('shipforme.all') },
    { key: 'pending', label: t('shipforme.pending'), count: counts?.pending },
    { key: 'received', label: t('shipforme.received') },
  ];
  return (
    <>
      <section class="section sf-intro">
        <p>{t('shipforme.intro1')}</p>
        <p>{t('shipforme.intro2')}</p>
      </section>
      <Address w={warehouse} />
      <DeclareForm carriers={carriers} onSubmit={declare} />
      <h2 class="sf-title">{t('shipforme.mine')}</h2>
      <StatusTabs tabs={tabs} value={tab} onChange={(k) => setTab(k as Tab)} label={t('shipforme.tabs')} />
      <ScrollList pager={pager} empty={<Empty text={t('shipforme.empty')} note={t('shipforme.emptyNote')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 120 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="sf-list">{pager.items.map((b) => <PackageCard key={b.id} b={b} onDelete={remove} />)}</ul>}
      </ScrollList>
    </>
  );
}

/** Shown while the shipforme add-on is on (spec §1); otherwise the page says it is not there. */
export default addonPage('shipforme', ShipForMe);
