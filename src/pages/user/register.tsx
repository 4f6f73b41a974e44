import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { setSession } from '../../state/session';
import { configAll } from '../../state/settings';
import { inviter, rememberInviter } from '../../state/invite';
import { affCode, rememberAff } from '../../state/aff-link';
import { register } from '../../api/user';
import { navigate } from '../../router/navigate';
import { Captcha, captchaKind } from '../../ui/Captcha';
import { Form, query, passwordHint, type Rule } from './form';
import { Field, ErrorLine, useForm } from './form-errors';
import { ThirdButtons } from './ThirdButtons';

/**
 * Registration (spec §2), opened with an `inviter` that is kept through the flow and sent with the
 * account. The contact is config register_type (e-mail by default, or mobile); the proof follows
 * captcha_type: a code sent to that contact, an image captcha, or none. Under the form, the providers to sign up with (issue 36).
 */
export default function Register() {
  const { query: q } = useLocation();
  useEffect(() => rememberInviter(q.inviter), [q.inviter]);
  useEffect(() => rememberAff(q.aff), [q.aff]);
  const via = configAll.value.register_type === 'mobile' ? 'mobile' : 'email';
  const kind = captchaKind(via);
  const f = useForm({ email: '', mobile: '', password: '', repassword: '', captcha: '' });
  /** An image captcha is spent by any check: a failed registration shows a new picture. */
  const [attempt, setAttempt] = useState(0);

  const rules: Rule[] = [
    via === 'email' ? { field: 'email', label: 'user.email', email: true } : { field: 'mobile', label: 'user.mobile' },
    { field: 'password', label: 'user.password', password: true },
    { field: 'repassword', label: 'user.repassword', same: 'password' },
    ...(kind ? [{ field: 'captcha', label: 'captcha.label' } as Rule] : []),
  ];
  const submit = () => f.submit(rules, async (v) => {
    const proof = kind === 'image' ? { captcha: v.captcha.trim() } : kind ? { code: v.captcha.trim() } : {};
    const d = await register({
      password: v.password, email: via === 'email' ? v.email.trim() : '', mobile: via === 'mobile' ? v.mobile.trim() : undefined,
      inviter: inviter.value || undefined, aff: affCode.value || undefined, ...proof,
    }).catch((e: unknown) => {
      if (kind === 'image') setAttempt((n) => n + 1);
      throw e;
    });
    setSession(d.userinfo);
    navigate(`/pages/user/registersuccess${query({ redirect: q.redirect })}`, true);
  });

  return (
    <div class="section">
      <Form onSubmit={submit}>
        {via === 'email'
          ? <Field id="reg-email" name="email" label={t('user.email')} type="email" inputMode="email" value={f.values.email} onInput={f.set('email')} autoComplete="email" error={f.errors} />
          : <Field id="reg-mobile" name="mobile" label={t('user.mobile')} type="tel" inputMode="tel" value={f.values.mobile} onInput={f.set('mobile')} autoComplete="tel" error={f.errors} />}
        <Field id="reg-password" name="password" label={t('user.password')} type="password" value={f.values.password} onInput={f.set('password')} autoComplete="new-password" error={f.errors} placeholder={passwordHint()} />
        <Field id="reg-repassword" name="repassword" label={t('user.repassword')} type="password" value={f.values.repassword} onInput={f.set('repassword')} autoComplete="new-password" error={f.errors} />
        {kind && <Captcha key={attempt} kind={kind} event="register" target={via === 'email' ? f.values.email : f.values.mobile} value={f.values.captcha} onInput={f.set('captcha')}
          {...f.codeErrors(via)} />}
        {inviter.value && <p class="muted">{t('user.invitedBy', { id: inviter.value })}</p>}
        <ErrorLine error={f.errors} />
        <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('user.register')}</button>
      </Form>
      <div class="alinks">
        <a href={`#/pages/user/login${query({ redirect: q.redirect })}`}>{t('user.toLogin')}</a>
      </div>
      <ThirdButtons redirect={q.redirect} />
    </div>
  );
}
