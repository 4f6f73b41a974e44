import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { setSession } from '../../state/session';
import { inviter } from '../../state/invite';
import { login, emailLogin, thirdLogins } from '../../api/user';
import type { LoginData, ThirdLogin } from '../../api/types/user';
import { Captcha } from '../../ui/Captcha';
import { Field, Form, ErrorLine, useForm, goAfterLogin, query } from './form';

/**
 * Login (spec §2): account (e-mail, mobile or username) + password, or an e-mail code; third-party
 * buttons when the server lists any; links to register and forgot password. Afterwards the visitor
 * goes back to the page that sent them here (`redirect`), else home.
 */
export default function Login() {
  const { query: q } = useLocation();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [third, setThird] = useState<ThirdLogin[]>([]);
  const pw = useForm({ account: '', password: '' });
  const code = useForm({ email: '', captcha: '' });

  useEffect(() => {
    void thirdLogins().then((l) => setThird(Array.isArray(l) ? l : []), () => {});
  }, []);

  const done = (d: LoginData) => {
    setSession(d.userinfo);
    goAfterLogin(q.redirect);
  };
  const submitPassword = () => pw.submit(
    [{ field: 'account', label: 'user.account' }, { field: 'password', label: 'user.password' }],
    async (v) => done(await login(v.account.trim(), v.password)),
  );
  const submitCode = () => code.submit(
    [{ field: 'email', label: 'user.email', email: true }, { field: 'captcha', label: 'captcha.label' }],
    async (v) => done(await emailLogin(v.email.trim(), v.captcha.trim())),
  );
  const keep = query({ redirect: q.redirect, inviter: q.inviter || inviter.value });

  return (
    <div class="section">
      <div class="seg" role="group" aria-label={t('user.loginWay')}>
        <button type="button" aria-pressed={mode === 'password'} onClick={() => setMode('password')}>{t('user.byPassword')}</button>
        <button type="button" aria-pressed={mode === 'code'} onClick={() => setMode('code')}>{t('user.byCode')}</button>
      </div>
      {mode === 'password' ? (
        <Form onSubmit={submitPassword}>
          <Field id="login-account" name="account" label={t('user.account')} value={pw.values.account} onInput={pw.set('account')} autoComplete="username" error={pw.error} />
          <Field id="login-password" name="password" label={t('user.password')} type="password" value={pw.values.password} onInput={pw.set('password')} autoComplete="current-password" error={pw.error} />
          <ErrorLine error={pw.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={pw.busy}>{t('user.login')}</button>
        </Form>
      ) : (
        <Form onSubmit={submitCode}>
          <Field id="login-email" name="email" label={t('user.email')} type="email" inputMode="email" value={code.values.email} onInput={code.set('email')} autoComplete="email" error={code.error} />
          <Captcha kind="email" event="emaillogin" target={code.values.email} value={code.values.captcha} onInput={code.set('captcha')} {...code.codeErrors('email')} />
          <ErrorLine error={code.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={code.busy}>{t('user.login')}</button>
        </Form>
      )}
      <div class="alinks">
        <a href={`#/pages/user/register${keep}`}>{t('user.toRegister')}</a>
        <a href={'#/pages/user/forgetpwd'}>{t('user.forgot')}</a>
      </div>
      {third.length > 0 && (
        <div class="third">
          <p class="muted">{t('user.thirdLogin')}</p>
          {third.map((x) => (
            <a key={x.name} class="btn" href={x.url} rel="nofollow">
              {x.icon && <img src={x.icon} width={20} height={20} alt="" />}
              {x.title || x.name}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
