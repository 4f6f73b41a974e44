import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { setSession } from '../../state/session';
import { inviter } from '../../state/invite';
import { login, emailLogin } from '../../api/user';
import { ApiError, inlineMessage } from '../../api/client';
import type { LoginData, ThirdLoginExchange } from '../../api/types/user';
import { navigate } from '../../router/navigate';
import { LOGIN_PATH } from '../../router/to-login';
import { Captcha } from '../../ui/Captcha';
import { isEmail } from '../../lib/validate';
import { Field, Form, ErrorLine, useForm, goAfterLogin, query, errorText, type FormError, type Rule } from './form';
import { ThirdButtons } from './ThirdButtons';

/** A form of this page: each has the picture's answer. */
type WithPicture = { values: { image_captcha: string }; set: (field: 'image_captcha') => (v: string) => void };
/** A provider named the e-mail of an existing account: its password or an e-mail code links it (issue 36). */
type Confirm = Extract<ThirdLoginExchange, { kind: 'confirm' }>;
/** The round trip's calls, loaded only when one came back here (`tl=`, `tlerr=`): the plain login page carries none of it. */
const roundTrip = () => import('../../api/thirdlogin');

/**
 * Login (spec §2): account (e-mail, mobile or username) + password, or an e-mail code; third-party
 * buttons when the server lists any; links to register and forgot password. Afterwards the visitor
 * goes back to the page that sent them here (`redirect`), else home. When the server asks for the image captcha
 * (an address many sign-ins failed from: data `{ captcha: 'image' }`), both ways show it until one succeeds, with a
 * new picture after each try (an answer is spent by any check); what was typed stays. Back from a provider (issue 36):
 * `tl=` is exchanged at once (signed in, or an existing account proved by its password or an e-mail code first);
 * `tlerr=` is said at the top.
 */
export default function Login() {
  const { query: q } = useLocation();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const pw = useForm({ account: '', password: '', image_captcha: '' });
  const code = useForm({ email: '', captcha: '', image_captcha: '' });
  /** 0 until the server asks for the captcha; then the picture's number. */
  const [picture, setPicture] = useState(0);
  /** Back from a provider (issue 36): its one-time code, kept once the address no longer carries it; the confirm it answered. */
  const [tl, setTl] = useState(q.tl ?? '');
  const [proof, setProof] = useState<Confirm | null>(null);
  /** Said at the top: why the round trip did not sign in (`tlerr=`, or the exchange's refusal). */
  const [top, setTop] = useState<FormError | null>(null);
  const exchange = (proof?: Parameters<typeof import('../../api/thirdlogin').exchangeThird>[1]) => roundTrip().then((m) => m.exchangeThird(tl, proof));

  const done = (d: LoginData, to = q.redirect) => {
    setSession(d.userinfo);
    goAfterLogin(to);
  };
  /** A code's answer: signed in (on to where the trip began), or the account to prove first. */
  const landed = (d: ThirdLoginExchange) => {
    if (d.kind !== 'confirm') return d.kind === 'login' ? done(d, d.to) : goAfterLogin(d.to);
    code.set('email')(d.email);
    setMode('password');
    setProof(d);
  };
  useEffect(() => {
    if (!tl && !q.tlerr) return;
    // Back or a reload neither exchanges the code again nor repeats the message; `redirect` stays for the next try.
    navigate(`${LOGIN_PATH}${query({ redirect: q.redirect })}`, true);
    const tlerr = q.tlerr;
    if (tlerr) void roundTrip().then((m) => setTop({ key: m.thirdErrorKey(tlerr) }), () => setTop({ key: 'third.err.failed' }));
    if (tl) exchange().then(landed, (e: unknown) => {
      setTl('');
      setTop({ msg: inlineMessage(e) || t('error.unknown') });
    });
  }, []);
  const asked: Rule[] = picture ? [{ field: 'image_captcha', label: 'captcha.imageLabel' }] : [];
  /** Signs in with the picture's answer when one is shown; a failure then (or the server's ask) brings a new picture. */
  const signIn = async (f: WithPicture, call: (image?: string) => Promise<unknown>) => {
    try {
      await call(picture ? f.values.image_captcha.trim() : undefined);
    } catch (e) {
      if (picture || (e instanceof ApiError && (e.data as { captcha?: string } | null)?.captcha)) {
        setPicture((n) => n + 1);
        f.set('image_captcha')('');
      }
      throw e;
    }
  };
  const submitPassword = () => pw.submit(
    [...(proof ? [] : [{ field: 'account', label: 'user.account' } as Rule]), { field: 'password', label: 'user.password' }, ...asked],
    (v) => signIn(pw, (image) => (proof ? exchange({ password: v.password, image_captcha: image }).then(landed) : login(v.account.trim(), v.password, image).then((d) => done(d)))),
  );
  const submitCode = () => code.submit(
    [{ field: 'email', label: 'user.email', email: true }, { field: 'captcha', label: 'captcha.label' }, ...asked],
    (v) => signIn(code, (image) => (proof ? exchange({ captcha: v.captcha.trim(), image_captcha: image }).then(landed) : emailLogin(v.email.trim(), v.captcha.trim(), image).then((d) => done(d)))),
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
  /** Drops the confirm: the plain form, to sign in another way. */
  const another = () => {
    setProof(null);
    setTl('');
  };

  // The code is being exchanged: nothing to tap that could race it.
  if (tl && !proof) {
    return (
      <div class="section sk-form" aria-busy="true">
        <p class="third-wait" role="status">{t('third.signingIn')}</p>
        <div class="sk-field"><span class="sk sk-label" /><span class="sk sk-input" /></div>
      </div>
    );
  }
  return (
    <div class="section">
      {top && <p class="third-top" role="alert">{errorText(top)}</p>}
      {proof && <p class="third-confirm">{t('third.confirm', { email: proof.email, title: proof.title })}</p>}
      {(!proof || proof.ways.includes('code')) && <div class="seg" role="group" aria-label={t('user.loginWay')}>
        <button type="button" aria-pressed={mode === 'password'} onClick={() => setMode('password')}>{t('user.byPassword')}</button>
        <button type="button" aria-pressed={mode === 'code'} onClick={toCode}>{t('user.byCode')}</button>
      </div>}
      {mode === 'password' ? (
        <Form onSubmit={submitPassword}>
          {!proof && <Field id="login-account" name="account" label={t('user.account')} value={pw.values.account} onInput={pw.set('account')} autoComplete="username" error={pw.error} />}
          <Field id="login-password" name="password" label={t('user.password')} type="password" value={pw.values.password} onInput={pw.set('password')} autoComplete="current-password" error={pw.error} />
          {image(pw)}
          <ErrorLine error={pw.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={pw.busy}>{t('user.login')}</button>
        </Form>
      ) : (
        <Form onSubmit={submitCode}>
          {!proof && <Field id="login-email" name="email" label={t('user.email')} type="email" inputMode="email" value={code.values.email} onInput={code.set('email')} autoComplete="email" error={code.error} />}
          <Captcha kind="email" event="emaillogin" target={code.values.email} value={code.values.captcha} onInput={code.set('captcha')} {...code.codeErrors('email')} />
          {image(code)}
          <ErrorLine error={code.error} />
          <button class="btn btn-primary btn-block" type="submit" disabled={code.busy}>{t('user.login')}</button>
        </Form>
      )}
      <div class="alinks">
        {proof ? <button type="button" onClick={another}>{t('third.another')}</button> : <a href={`#/pages/user/register${keep}`}>{t('user.toRegister')}</a>}
        <a href={'#/pages/user/forgetpwd'}>{t('user.forgot')}</a>
      </div>
      {!proof && <ThirdButtons redirect={q.redirect} />}
    </div>
  );
}
