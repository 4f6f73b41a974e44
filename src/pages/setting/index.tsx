import { useState } from 'react';
import { t, lang } from '../../state/lang';
import { loggedIn, clearSession } from '../../state/session';
import { currencyCode } from '../../state/currency';
import { showToast } from '../../state/ui';
import { confirmDialog } from '../../state/dialog';
import { APP_VERSION } from '../../state/boot';
import { logout, writeOff } from '../../api/user';
import { navigate } from '../../router/navigate';
import { Icon } from '../../ui/Icon';
import { Field, Form, ErrorLine, useForm } from '../user/form';
import { LANG_NAMES } from './language';
import { Newsletter } from './Newsletter';
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

/** Account deletion (write_off): the password, then a confirmation; the account and its sessions go. */
function DeleteAccount() {
  const f = useForm({ password: '' });
  const submit = () => f.submit([{ field: 'password', label: 'user.password' }], async (v) => {
    const ok = await confirmDialog({ title: t('setting.deleteTitle'), message: t('setting.deleteWarn'), confirmText: t('setting.deleteConfirm') });
    if (!ok) return;
    await writeOff(v.password);
    clearSession();
    showToast(t('setting.deleted'));
    navigate('/', true);
  });
  return (
    <Form onSubmit={submit}>
      <p class="muted">{t('setting.deleteWarn')}</p>
      <Field id="wo-password" name="password" label={t('user.password')} type="password" value={f.values.password} onInput={f.set('password')} autoComplete="current-password" error={f.error} />
      <ErrorLine error={f.error} />
      <button class="btn btn-block danger" type="submit" disabled={f.busy}>{t('setting.deleteConfirm')}</button>
    </Form>
  );
}

/** Settings (spec §2): profile, password, language, currency, about, logout and account deletion. */
export default function Settings() {
  const [deleting, setDeleting] = useState(false);
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
      {loggedIn.value && <Newsletter />}
      {loggedIn.value && (
        <div class="section">
          <button type="button" class="btn btn-primary btn-block" onClick={out}>{t('setting.logout')}</button>
          <button type="button" class="cell danger" aria-expanded={deleting} onClick={() => setDeleting(!deleting)}>
            <span>{t('setting.deleteTitle')}</span>
          </button>
          {deleting && <DeleteAccount />}
        </div>
      )}
    </>
  );
}
