import { useState } from 'react';
import { t } from '../../state/lang';
import { showToast } from '../../state/ui';
import { resetPassword } from '../../api/user';
import { navigate } from '../../router/navigate';
import { LOGIN_PATH } from '../../router/to-login';
import { Captcha } from '../../ui/Captcha';
import { Form, passwordHint } from './form';
import { Field, ErrorLine, useForm } from './form-errors';

/**
 * Forgotten password (spec §2, §5): by e-mail or mobile, proven by a code sent there (Captcha widget
 * with its 60 s countdown; forgetpassword.email / forgetPassword.tel when the contact is empty).
 */
export default function ForgetPwd() {
  const [type, setType] = useState<'email' | 'mobile'>('email');
  const f = useForm({ email: '', mobile: '', captcha: '', newpassword: '', repassword: '' });
  const submit = () => f.submit([
    type === 'email' ? { field: 'email', label: 'user.email', email: true } : { field: 'mobile', label: 'user.mobile' },
    { field: 'captcha', label: 'captcha.label' },
    { field: 'newpassword', label: 'user.newPassword', password: true },
    { field: 'repassword', label: 'user.repassword', same: 'newpassword' },
  ], async (v) => {
    await resetPassword({ type, [type]: v[type].trim(), captcha: v.captcha.trim(), newpassword: v.newpassword });
    showToast(t('user.resetDone'));
    navigate(LOGIN_PATH, true);
  });
  return (
    <div class="section">
      <div class="seg" role="group" aria-label={t('user.resetWay')}>
        <button type="button" aria-pressed={type === 'email'} onClick={() => setType('email')}>{t('user.byEmail')}</button>
        <button type="button" aria-pressed={type === 'mobile'} onClick={() => setType('mobile')}>{t('user.byMobile')}</button>
      </div>
      <Form onSubmit={submit}>
        {type === 'email'
          ? <Field id="fp-email" name="email" label={t('user.email')} type="email" inputMode="email" value={f.values.email} onInput={f.set('email')} autoComplete="email" error={f.errors} />
          : <Field id="fp-mobile" name="mobile" label={t('user.mobile')} type="tel" inputMode="tel" value={f.values.mobile} onInput={f.set('mobile')} autoComplete="tel" error={f.errors} />}
        <Captcha key={type} kind={type} event="resetpwd" target={f.values[type]} value={f.values.captcha} onInput={f.set('captcha')} {...f.codeErrors(type)} />
        <Field id="fp-newpassword" name="newpassword" label={t('user.newPassword')} type="password" value={f.values.newpassword} onInput={f.set('newpassword')} autoComplete="new-password" error={f.errors} placeholder={passwordHint()} />
        <Field id="fp-repassword" name="repassword" label={t('user.repassword')} type="password" value={f.values.repassword} onInput={f.set('repassword')} autoComplete="new-password" error={f.errors} />
        <ErrorLine error={f.errors} />
        <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('user.reset')}</button>
      </Form>
    </div>
  );
}
