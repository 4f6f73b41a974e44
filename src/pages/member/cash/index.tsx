import { useEffect, useState } from 'react';
import type { ComponentType } from 'preact';
import { lang, t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { updateUser } from '../../../state/session';
import { confirmDialog } from '../../../state/dialog';
import { inlineMessage } from '../../../api/client';
import { cancelWithdrawal, cashConfig, withdraw, withdrawBanks, withdrawals } from '../../../api/wallet';
import type { CashConfig, Withdrawal, WithdrawBank } from '../../../api/types/wallet';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { FormSkeleton } from '../../../ui/Skeleton';
import { LoadFailed } from '../../../ui/LoadState';
import type { Pad as PadComponent } from '../paypassword/Pad';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawalCard } from './WithdrawalCard';
import type { Values } from './withdraw-form';
import { request } from './withdraw-form';
import './cash.css';

type PadProps = Parameters<typeof PadComponent>[0];

/**
 * /pages/member/cash/index (login): withdraw from the wallet — the rules (minimum, maximum, fee), the
 * amount with the fee and what arrives shown before sending, where to pay it, the pay password when one
 * is set — and the shopper's requests with their state, cancellable while pending.
 */
export default function CashPage() {
  const [cfg, setCfg] = useState<CashConfig | null>(null);
  const [banks, setBanks] = useState<WithdrawBank[]>([]);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  const [Pad, setPad] = useState<ComponentType<PadProps> | null>(null);
  const [pending, setPending] = useState<Values | null>(null);
  const [formError, setFormError] = useState('');
  const [sent, setSent] = useState(0);
  const pager = usePager((page, size) => withdrawals(page + 1, size), []);

  const reload = () => setN((x) => x + 1);
  // Again in a language chosen while the page is open: the banks are named in it.
  useEffect(() => {
    setFailed(false);
    Promise.all([cashConfig(), withdrawBanks()]).then(([c, b]) => {
      setCfg(c);
      setBanks(b);
      updateUser({ money: c.available });
    }, () => setFailed(true));
  }, [n, lang.value]);

  /** Sends the request: null when accepted, else the message why not. */
  const send = async (v: Values, password?: string): Promise<string | null> => {
    try {
      await withdraw(request(v, password));
    } catch (e) {
      return inlineMessage(e) || t('error.unknown');
    }
    setPad(null);
    setSent((x) => x + 1);
    showToast(t('cash.requestedToast'));
    reload();
    void pager.refresh();
    return null;
  };
  const submit = async (v: Values) => {
    setFormError('');
    if (!cfg?.pay_password) {
      const msg = await send(v);
      if (msg) setFormError(msg);
      return;
    }
    setPending(v);
    await import('../paypassword/Pad').then((m) => setPad(() => m.Pad), () => setFormError(t('list.failed')));
  };
  const cancel = async (w: Withdrawal) => {
    if (!(await confirmDialog({ message: t('cash.cancelAsk'), confirmText: t('cash.cancel') }))) return;
    await cancelWithdrawal(w.id).then(() => {
      reload();
      void pager.refresh();
    }, () => {});
  };

  if (failed && !cfg) return <LoadFailed onRetry={reload} />;
  return (
    <>
      {cfg ? <WithdrawForm key={sent} cfg={cfg} banks={banks} error={formError} onSubmit={submit} /> : <FormSkeleton rows={5} />}
      <h2 class="wd-title">{t('cash.mine')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('cash.empty')} />}>
        {pager.items.map((w) => <WithdrawalCard key={w.id} w={w} onCancel={cancel} />)}
      </ScrollList>
      {Pad && pending && <Pad onSubmit={(pw) => send(pending, pw)} onClose={() => setPad(null)} />}
    </>
  );
}
