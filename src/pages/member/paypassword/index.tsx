import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { back } from '../../../router/navigate';
import { changePayPassword, hasPayPassword, payPasswordConfig, setPayPassword } from '../../../api/wallet';
import type { PayPasswordConfig } from '../../../api/types/wallet';
import { Captcha } from '../../../ui/Captcha';
import { FormSkeleton } from '../../../ui/Skeleton';
import { Field, Form, ErrorLine, useForm, type FormError, type Rule } from '../../user/form';
import { LoadFailed } from '../../../ui/LoadState';
import { PAY_PASSWORD_LENGTH } from './pad-input';

const DIGITS = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);

/** The first new-password field that is not 6 digits (after the rules: empty fields are named first). */
const notDigits = (values: Record<string, string>, fields: string[]): FormError | null => {
  const bad = fields.find((f) => !DIGITS.test(values[f]));
  return bad ? { field: bad, key: 'paypw.sixDigits' } : null;
};

const pin = { type: 'password' as const, inputMode: 'numeric' as const, autoComplete: 'off' };

/**
 * /pages/member/paypassword/index (login): the 6-digit pay password asked when paying from the balance
 * and withdrawing. Not set (or `?reset=1`, forgotten): set it with a code e-mailed to the account;
 * set: change it with the current one. Typed values stay on any error.
 */
export default function PayPasswordPage() {
  const { query } = useLocation();
  const [cfg, setCfg] = useState<(PayPasswordConfig & { has: boolean }) | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    setFailed(false);
    Promise.all([hasPayPassword(), payPasswordConfig()]).then(([h, c]) => setCfg({ ...c, has: h.has }), () => setFailed(true));
  }, [n]);

  if (failed) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  if (!cfg) return <FormSkeleton rows={3} />;
  const done = () => {
    showToast(t('paypw.saved'));
    back();
  };
  return (
    <div class="section">
      <p class="muted">{t('paypw.intro')}</p>
      <p class="muted">{t('paypw.lock', { n: cfg.max_tries, minutes: cfg.lock_minutes })}</p>
      {cfg.has && query.reset !== '1' ? <ChangeForm onDone={done} /> : <SetForm email={cfg.email} onDone={done} />}
    </div>
  );
}

function SetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const f = useForm({ password: '', repeat: '', captcha: '' });
  if (!email) return <p class="note">{t('paypw.noEmail')} <a href="#/pages/user/profile">{t('nav./pages/user/profile')}</a></p>;
  const rules: Rule[] = [
    { field: 'password', label: 'paypw.new' }, { field: 'repeat', label: 'paypw.repeat' }, { field: 'captcha', label: 'paypw.code' },
  ];
  const submit = () => {
    const bad = notDigits(f.values, ['password']) ?? (f.values.repeat !== f.values.password ? { field: 'repeat', key: 'paypw.mismatch' as const } : null);
    if (bad && f.values.password && f.values.repeat) return f.fail(bad);
    return f.submit(rules, async (v) => {
      await setPayPassword(v.password, v.captcha.trim());
      onDone();
    });
  };
  return (
    <Form onSubmit={submit}>
      <Field id="pp-password" name="password" label={t('paypw.new')} value={f.values.password} onInput={f.set('password')} error={f.error} {...pin} />
      <Field id="pp-repeat" name="repeat" label={t('paypw.repeat')} value={f.values.repeat} onInput={f.set('repeat')} error={f.error} {...pin} />
      <p class="muted">{t('paypw.codeTo', { email })}</p>
      <Captcha kind="email" event="paypassword" target={email} value={f.values.captcha} onInput={f.set('captcha')} {...f.codeErrors('captcha')} />
      <ErrorLine error={f.error} />
      <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('paypw.save')}</button>
    </Form>
  );
}

function ChangeForm({ onDone }: { onDone: () => void }) {
  const f = useForm({ old: '', password: '', repeat: '' });
  const rules: Rule[] = [{ field: 'old', label: 'paypw.old' }, { field: 'password', label: 'paypw.new' }, { field: 'repeat', label: 'paypw.repeat' }];
  const submit = () => {
    const bad = notDigits(f.values, ['old', 'password']) ?? (f.values.repeat !== f.values.password ? { field: 'repeat', key: 'paypw.mismatch' as const } : null);
    if (bad && f.values.old && f.values.password && f.values.repeat) return f.fail(bad);
    return f.submit(rules, async (v) => {
      await changePayPassword(v.old, v.password);
      onDone();
    });
  };
  return (
    <>
      <p>{t('paypw.isSet')}</p>
      <Form onSubmit={submit}>
        <Field id="pp-old" name="old" label={t('paypw.old')} value={f.values.old} onInput={f.set('old')} error={f.error} {...pin} />
        <Field id="pp-password" name="password" label={t('paypw.new')} value={f.values.password} onInput={f.set('password')} error={f.error} {...pin} />
        <Field id="pp-repeat" name="repeat" label={t('paypw.repeat')} value={f.values.repeat} onInput={f.set('repeat')} error={f.error} {...pin} />
        <ErrorLine error={f.error} />
        <button class="btn btn-primary btn-block" type="submit" disabled={f.busy}>{t('paypw.save')}</button>
      </Form>
      <p class="alinks"><a href="#/pages/member/paypassword/index?reset=1">{t('paypw.reset')}</a></p>
    </>
  );
}
