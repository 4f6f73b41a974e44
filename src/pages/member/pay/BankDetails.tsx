import { t, type TKey } from '../../../state/lang';
import { copyAndTell } from '../../../ui/copy';
import type { OfflinePayAccount } from '../../../api/types/pay';

const CopyRow = ({ label, value }: { label: TKey; value: string }) => (
  <div class="bank-row">
    <dt>{t(label)}</dt>
    <dd>{value}</dd>
    <button type="button" class="btn btn-small" aria-label={t('pay.copyWhat', { what: t(label) })}
      onClick={() => copyAndTell(value)}>{t('pay.copy')}</button>
  </div>
);

/**
 * The account to transfer to, each detail with its copy button, and the payment reference to write on the
 * transfer (a bill's number, or the top-up's own code) when there is one.
 */
export function BankDetails({ account, reference }: { account: OfflinePayAccount; reference: string }) {
  return (
    <dl class="bank" aria-label={t('pay.bankDetails')}>
      <CopyRow label="pay.bankName" value={account.bank_name} />
      <CopyRow label="pay.accountName" value={account.account_name} />
      <CopyRow label="pay.accountNo" value={account.account_no} />
      {account.swift && <CopyRow label="pay.swift" value={account.swift} />}
      <div class="bank-row"><dt>{t('pay.currency')}</dt><dd>{account.currency}</dd></div>
      {reference && <CopyRow label="pay.reference" value={reference} />}
    </dl>
  );
}
