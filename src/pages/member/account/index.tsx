import { useEffect, useState } from 'react';
import { lang, t, tn } from '../../../state/lang';
import { reconnects } from '../../../state/ui';
import { updateUser } from '../../../state/session';
import { currencyCode } from '../../../state/currency';
import { ledger, walletSummary } from '../../../api/wallet';
import type { LedgerEntry, WalletSummary } from '../../../api/types/wallet';
import { Yuan } from '../../../ui/Yuan';
import { Icon } from '../../../ui/Icon';
import { MORE_ICONS } from '../../../ui/icons';
import { Empty } from '../../../ui/Empty';
import { LoadFailed } from '../../../ui/LoadState';
import { LedgerRow } from './LedgerRow';
import './wallet.css';

const RECENT = 5;

/**
 * /pages/member/account/index (login): the wallet — what is available in the yuan it is kept in with the
 * chosen currency beneath, what is being withdrawn, top up / withdraw / records, and the last movements.
 * Grey blocks from the first paint; the numbers and the (translated) movements load again on a language
 * switch and when the connection comes back.
 */
export default function WalletPage() {
  const [sum, setSum] = useState<WalletSummary | null>(null);
  const [recent, setRecent] = useState<LedgerEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([walletSummary(), ledger(1, RECENT)]).then(([s, page]) => {
      if (!live) return;
      setSum(s);
      setRecent(page.data);
      updateUser({ money: s.available });
    }, () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, n]);

  if (failed && !sum) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  return (
    <>
      <section class="wallet-card" aria-busy={!sum}>
        <span class="muted">{t('wallet.available')}</span>
        {sum ? <Yuan value={sum.available} class="big" /> : (
          // Grey lines where the amounts will be, as tall as they are (the chosen currency's line too): nothing below moves.
          <>
            <span class="big sk" style={{ width: 160, height: 36 }} />
            {currencyCode.value !== 'CNY' && <span class="sk wallet-sk-line" style={{ width: 110 }} />}
          </>
        )}
        <div class="wallet-sub">
          {sum ? (
            <>
              <span>{t('wallet.frozen')} <Yuan value={sum.frozen} /></span>
              <span>{t('wallet.recharged')} <Yuan value={sum.recharged} /></span>
              {sum.pending_recharges > 0 && <span>{tn('wallet.pendingRecharges', sum.pending_recharges)}</span>}
            </>
          ) : (
            <>
              <span class="sk wallet-sk-line" style={{ width: 180 }} />
              <span class="sk wallet-sk-line" style={{ width: 220 }} />
            </>
          )}
        </div>
      </section>
      <nav class="wallet-acts" aria-label={t('nav./pages/member/account/index')}>
        <a href="#/pages/member/recharge/index"><Icon d={MORE_ICONS.wallet} />{t('wallet.topUp')}</a>
        <a href="#/pages/member/cash/index"><Icon d={MORE_ICONS.cashOut} />{t('wallet.withdraw')}</a>
        <a href="#/pages/member/record/index"><Icon d={MORE_ICONS.receipt} />{t('wallet.records')}</a>
      </nav>
      <section class="section" aria-labelledby="wallet-recent" aria-busy={!recent}>
        <h2 id="wallet-recent" class="section-title">{t('wallet.recent')}</h2>
        {!recent && <div class="sk" style={{ height: 112 }} />}
        {recent && !recent.length && <Empty text={t('wallet.empty')} />}
        {recent && recent.length > 0 && <ul class="ledger">{recent.map((e) => <LedgerRow key={e.id} e={e} />)}</ul>}
      </section>
    </>
  );
}
