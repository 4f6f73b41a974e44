import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { updateUser } from '../../../state/session';
import { confirmDialog } from '../../../state/dialog';
import { navigate } from '../../../router/navigate';
import { cashbacks, rebates, withdrawRebates } from '../../../api/invite';
import type { Cashback, Rebate, RebateTotals } from '../../../api/types/invite';
import { dateTime, percent } from '../../../lib/units';
import { StatusTabs } from '../../../ui/StatusTabs';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import './invite.css';
import { addonOff, addonPage } from '../../../router/addon-page';

type Tab = 'rebates' | 'cashback';
const tabOf = (q: string | undefined): Tab => (q === 'cashback' ? 'cashback' : 'rebates');
const STATUS_CLASS = { 2: 'pending', 0: 'earned', 1: 'paid', '-1': 'off' } as const;

/** One rebate: the friend and the payment, the rate of the goods, the amount and its state. */
function RebateRow({ r }: { r: Rebate }) {
  return (
    <li class="reward">
      <div class="reward-what">
        <b>{t('invite.from', { friend: r.friend })}</b>
        <span class="muted">{dateTime(r.created_at)} · {r.ref_sn}</span>
        <span class="muted">{t('invite.of', { rate: percent(r.rate_bp / 10), amount: yuanText(r.base) })}</span>
      </div>
      <div class="reward-amount">
        <b class={r.status === -1 ? 'struck' : undefined}><Yuan value={r.amount} sign="+" /></b>
        <span class={`invite-badge ${STATUS_CLASS[r.status]}`}>{r.status_text}</span>
      </div>
    </li>
  );
}

/** One cashback: the order and the activity, the rate, the amount and its state. */
function CashbackRow({ c }: { c: Cashback }) {
  return (
    <li class="reward">
      <div class="reward-what">
        <b>{c.title || c.ref_sn}</b>
        <span class="muted">{dateTime(c.created_at)}{c.title && ` · ${c.ref_sn}`}</span>
        <span class="muted">{t('invite.of', { rate: percent(c.rate_bp / 10), amount: yuanText(c.base) })}</span>
      </div>
      <div class="reward-amount">
        <b class={c.status === -1 ? 'struck' : undefined}><Yuan value={c.amount} sign="+" /></b>
        <span class={`invite-badge ${STATUS_CLASS[c.status]}`}>{c.status_text}</span>
      </div>
    </li>
  );
}

/** Rebates: what is ready and what is in the wallet, "move to wallet" (confirmed), then every rebate. */
function Rebates() {
  const [sum, setSum] = useState<RebateTotals | null>(null);
  const [busy, setBusy] = useState(false);
  /** Bumped after a move: the list and the totals load again, what is shown stays until they are in. */
  const [gen, setGen] = useState(0);
  const pager = usePager((page, size) => rebates(page + 1, size).then((p) => {
    setSum(p);
    return p;
  }), [gen]);
  const ready = sum ? Number(sum.available) > 0 : false;
  const move = async () => {
    if (!sum || busy || !(await confirmDialog({ message: t('invite.moveAsk', { amount: yuanText(sum.available) }), confirmText: t('invite.move') }))) return;
    setBusy(true);
    try {
      const r = await withdrawRebates();
      updateUser({ money: r.balance });
      showToast(t('invite.moved', { amount: yuanText(r.amount), balance: yuanText(r.balance) }));
      setGen((g) => g + 1);
    } catch {
      // The call's own toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section class="section invite-sum" aria-busy={!sum}>
        <dl>
          <div><dt>{t('invite.available')}</dt><dd class="big">{sum ? <Yuan value={sum.available} /> : <span class="sk invite-sk-num" />}</dd></div>
          <div><dt>{t('invite.withdrawn')}</dt><dd>{sum ? <Yuan value={sum.withdrawn} /> : <span class="sk invite-sk-num" />}</dd></div>
          {sum && Number(sum.pending) > 0 && <div><dt>{t('invite.rebatePending')}</dt><dd><Yuan value={sum.pending} /></dd></div>}
        </dl>
        <button type="button" class="btn btn-primary btn-block" disabled={!ready || busy} onClick={move}>{ready || !sum ? t('invite.move') : t('invite.nothing')}</button>
      </section>
      <ScrollList pager={pager} empty={<Empty text={t('invite.rebatesEmpty')} note={t('invite.rebatesNote')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 240 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="section rewards">{pager.items.map((r) => <RebateRow key={r.id} r={r} />)}</ul>}
      </ScrollList>
    </>
  );
}

/** Cashback: what is pending and what was paid, then every cashback. */
function Cashbacks() {
  const [sum, setSum] = useState<{ pending: string; paid: string } | null>(null);
  const pager = usePager((page, size) => cashbacks(page + 1, size).then((p) => {
    setSum(p);
    return p;
  }));
  return (
    <>
      <section class="section invite-sum" aria-busy={!sum}>
        <dl>
          <div><dt>{t('invite.pending')}</dt><dd class="big">{sum ? <Yuan value={sum.pending} /> : <span class="sk invite-sk-num" />}</dd></div>
          <div><dt>{t('invite.paid')}</dt><dd>{sum ? <Yuan value={sum.paid} /> : <span class="sk invite-sk-num" />}</dd></div>
        </dl>
      </section>
      <ScrollList pager={pager} empty={(
        <Empty text={t('invite.cashbackEmpty')} note={t('invite.cashbackNote')}>
          <a class="btn btn-primary" href="#/pages/activity/index">{t('invite.toActivities')}</a>
        </Empty>
      )}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 240 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="section rewards">{pager.items.map((c) => <CashbackRow key={c.id} c={c} />)}</ul>}
      </ScrollList>
    </>
  );
}

/**
 * /pages/member/invitefriends/record (login): rebates earned on invited friends' payments, with moving them
 * all to the wallet at once, and cashback on the shopper's own orders — a tab each (`?tab=cashback`).
 */
function InviteRecordPage() {
  const { query } = useLocation();
  // Cashback is an add-on of its own (spec §1): its tab is not there while it is off.
  const cashback = !addonOff('cashback');
  const tab = cashback ? tabOf(query.tab) : 'rebates';
  const tabs = [{ key: 'rebates', label: t('invite.rebatesTab') }, ...(cashback ? [{ key: 'cashback', label: t('invite.cashbackTab') }] : [])];
  return (
    <div class="invite-record">
      <StatusTabs label={t('nav./pages/member/invitefriends/record')} tabs={tabs} value={tab}
        onChange={(k) => navigate(k === 'cashback' ? '/pages/member/invitefriends/record?tab=cashback' : '/pages/member/invitefriends/record', true)} />
      {tab === 'rebates' ? <Rebates /> : <Cashbacks />}
    </div>
  );
}

export default addonPage('invite', InviteRecordPage);
