import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { setSession } from '../../state/session';
import { inviter } from '../../state/invite';
import { login, emailLogin, thirdLogins } from '../../api/user';
import { ApiError } from '../../api/client';
import type { LoginData, ThirdLogin } from '../../api/types/user';
import { Captcha } from '../../ui/Captcha';
import { isEmail } from '../../lib/validate';
import { Field, Form, ErrorLine, useForm, goAfterLogin, query, type Rule } from './form';

/** A form of this page: each has the picture's answer. */
type WithPicture = { values: { image_captcha: string }; set: (field: 'image_captcha') => (v: string) => void };

/**
 * Login (spec §2): account (e-mail, mobile or username) + password, or an e-mail code; third-party
 * buttons when the server lists any; links to register and forgot password. Afterwards the visitor
 * goes back to the page that sent them here (`redirect`), else home. When the server asks for the image captcha
 * (an address many sign-ins failed from: data `{ captcha: 'image' }`), both ways show it until one succeeds, with a
 * new picture after each try (an answer is spent by any check); what was typed stays.
 */
export default function Login() {
  const { query: q } = useLocation();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [third, setThird] = useState<ThirdLogin[]>([]);
  const pw = useForm({ account: '', password: '', image_captcha: '' });
  const code = useForm({ email: '', captcha: '', image_captcha: '' });
  /** 0 until the server asks for the captcha; then the picture's number. */
  const [picture, setPicture] = useState(0);

  useEffect(() => {
    void thirdLogins().then((l) => setThird(Array.isArray(l) ? l : []), () => {});
  }, []);

  const done = (d: LoginData) => {
    setSession(d.userinfo);
    goAfterLogin(q.redirect);
  };
  const asked: Rule[] = picture ? [{ field: 'image_captcha', label: 'captcha.imageLabel' }] : [];
  /** Signs in with the picture's answer when one is shown; a failure then (or the server's ask) brings a new picture. */
  const signIn = async (f: WithPicture, call: (image?: string) => Promise<LoginData>) => {
    try {
      done(await call(picture ? f.values.image_captcha.trim() : undefined));
    } catch (e) {
      if (picture || (e instanceof ApiError && (e.data as { captcha?: string } | null)?.captcha)) {
        setPicture((n) => n + 1);
        f.set('image_captcha')('');
      }
      throw e;
    }
  };
  const submitPassword = () => pw.submit(
    [{ field: 'account', label: 'user.account' }, { field: 'password', label: 'user.password' }, ...asked],
    (v) => signIn(pw, (image) => login(v.account.trim(), v.password, image)),
  );
  const submitCode = () => code.submit(
    [{ field: 'email', label: 'user.email', email: true }, { field: 'captcha', label: 'captcha.label' }, ...asked],
    (v) => signIn(code, (image) => emailLogin(v.email.trim(), v.captcha.trim(), image)),
  );
  const image = (f: WithPicture) => picture > 0 && (
    <Captcha key={picture} name="image_captcha" label={t('captcha.imageLabel')} kind="image" event="emaillogin" target="" value={f.values.image_captcha} onInput={f.set('image_captcha')} />
  );
  /** An e-mail typed as the account is kept as the code's address. */
  const toCode = () => {
    const typed = pw.values.account.trim();
    if (!code.values.email && isEmail(typed)) code.set('email')(typed);
    setMode('code');
  };
  const keep = query({ redirect: q.redirect, inviter: q.inviter || inviter.value });

  return (
    <div class="section">
      <div class="seg" role="group" aria-label={t('user.loginWay')}>
        <button type="button" aria-pressed={mode === 'password'} onClick={() => setMode('password')}>{t('user.byPassword')}</button>
        <button type="button" aria-pressed={mode === 'code'} onClick={toCode}>{t('user.byCode')}</button>
      </div>
      {mode === 'password' ? (
        <Form onSubmit={submitPassword}>
          <Field id="login-account" name="account" label={t('user.account')} value={pw.values.account} onInput={pw.set('account')} autoComplete="username" error={pw.error} />
          <Field id="login-password" name="password" label={t('user.password')} type="password" value={pw.values.password} onInput={pw.set('password')} autoComplete="current-password" error={pw.error} />
          {image(pw)}
          <ErrorLine error={pw.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={pw.busy}>{t('user.login')}</button>
        </Form>
      ) : (
        <Form onSubmit={submitCode}>
          <Field id="login-email" name="email" label={t('user.email')} type="email" inputMode="email" value={code.values.email} onInput={code.set('email')} autoComplete="email" error={code.error} />
          <Captcha kind="email" event="emaillogin" target={code.values.email} value={code.values.captcha} onInput={code.set('captcha')} {...code.codeErrors('email')} />
          {image(code)}
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
