import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { showToast } from '../../state/ui';
import { changePassword } from '../../api/user';
import { navigate } from '../../router/navigate';
import { Form, passwordHint, type Rule } from './form';
import { Field, ErrorLine, useForm } from './form-errors';

/**
 * Change password with the old one; this session stays logged in, the others end (server rule). `?first=1` (from
 * Settings, issue 36): an account a provider created has no password yet and sets its first one, without an old one.
 */
export default function ChangePwd() {
  const first = useLocation().query.first === '1';
  const f = useForm({ oldpassword: '', newpassword: '', repassword: '' });
  const submit = () => f.submit([
    ...(first ? [] : [{ field: 'oldpassword', label: 'user.oldPassword' } as Rule]),
    { field: 'newpassword', label: 'user.newPassword', password: true },
    { field: 'repassword', label: 'user.repassword', same: 'newpassword' },
  ], async (v) => {
    await changePassword(first ? undefined : v.oldpassword, v.newpassword);
    showToast(t('user.passwordChanged'));
    navigate('/pages/setting/index', true);
  });
  return (
    <div class="section">
      {first && <p class="third-confirm">{t('third.firstPassword')}</p>}
      <Form onSubmit={submit}>
        {!first && <Field id="cp-oldpassword" name="oldpassword" label={t('user.oldPassword')} type="password" value={f.values.oldpassword} onInput={f.set('oldpassword')} autoComplete="current-password" error={f.errors} />}
        <Field id="cp-newpassword" name="newpassword" label={t('user.newPassword')} type="password" value={f.values.newpassword} onInput={f.set('newpassword')} autoComplete="new-password" error={f.errors} placeholder={passwordHint()} />
        <Field id="cp-repassword" name="repassword" label={t('user.repassword')} type="password" value={f.values.repassword} onInput={f.set('repassword')} autoComplete="new-password" error={f.errors} />
        <ErrorLine error={f.errors} />
        <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('common.confirm')}</button>
      </Form>
      {!first && <p class="alinks"><a href="#/pages/user/forgetpwd">{t('user.forgot')}</a></p>}
    </div>
  );
}
