import { useState } from 'react';
import { t, lang } from '../../state/lang';
import { loggedIn, clearSession } from '../../state/session';
import { currencyCode } from '../../state/currency';
import { showToast } from '../../state/ui';
import { confirmDialog } from '../../state/dialog';
import { APP_VERSION } from '../../state/boot';
import { logout } from '../../api/user';
import { navigate } from '../../router/navigate';
import { Icon } from '../../ui/Icon';
import { FormSkeleton } from '../../ui/Skeleton';
import { useLazy } from '../../ui/useLazy';
import { LANG_NAMES } from './language';
import { Newsletter } from './Newsletter';
import { LinkedAccounts } from './LinkedAccounts';
import '../user/account.css';
import './setting.css';

function Cell({ href, label, value }: { href: string; label: string; value?: string }) {
  return (
    <a class="cell" href={`#${href}`}>
      <span>{label}</span>
      {value && <span class="muted">{value}</span>}
      <Icon name="right" size={16} />
    </a>
  );
}

/** Settings (spec §2): profile, password, language, currency, about, linked accounts (issue 36), logout and account deletion. */
export default function Settings() {
  const [deleting, setDeleting] = useState(false);
  // Account deletion (DeleteAccount.tsx) is a chunk of its own, fetched when the shopper opens it.
  const Delete = useLazy(() => import('./DeleteAccount').then((m) => m.DeleteAccount), deleting);
  const out = async () => {
    if (!(await confirmDialog({ message: t('setting.logoutConfirm') }))) return;
    await logout().catch(() => {});
    clearSession();
    showToast(t('setting.loggedOut'));
    navigate('/', true);
  };
  return (
    <>
      <nav class="cells" aria-label={t('nav./pages/setting/index')}>
        {loggedIn.value && <Cell href="/pages/user/profile" label={t('nav./pages/user/profile')} />}
        {loggedIn.value && <Cell href="/pages/user/changepwd" label={t('nav./pages/user/changepwd')} />}
        <Cell href="/pages/setting/language" label={t('nav./pages/setting/language')} value={LANG_NAMES[lang.value]} />
        <Cell href="/pages/setting/currency" label={t('nav./pages/setting/currency')} value={currencyCode.value} />
        <Cell href="/pages/setting/about" label={t('nav./pages/setting/about')} value={APP_VERSION.name} />
        {loggedIn.value && <Cell href="/pages/member/feedback/index" label={t('nav./pages/member/feedback/index')} />}
        <Cell href="/pages/help/index" label={t('nav./pages/help/index')} />
        <Cell href="/pages/information/index" label={t('nav./pages/information/index')} />
      </nav>
      {loggedIn.value && <LinkedAccounts />}
      {loggedIn.value && <Newsletter />}
      {loggedIn.value && (
        <div class="section">
          <button type="button" class="btn btn-primary btn-block" onClick={out}>{t('setting.logout')}</button>
          <button type="button" class="cell danger" aria-expanded={deleting} onClick={() => setDeleting(!deleting)}>
            <span>{t('setting.deleteTitle')}</span>
          </button>
          {deleting && (Delete ? <Delete /> : <FormSkeleton rows={2} />)}
        </div>
      )}
    </>
  );
}
