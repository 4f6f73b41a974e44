import { useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { inlineMessage } from '../../../api/client';
import { activateCoupon } from '../../../api/coupon';
import type { Coupon } from '../../../api/types/pay';

/**
 * Activate by code: the field and its button on top of the coupons. The server's message (unknown, expired,
 * already activated, run out) shows under the field and what was typed stays; a coupon issued clears it.
 */
export function ActivateForm({ onActivated }: { onActivated: (c: Coupon) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      setError(t('coupon.codeEmpty'));
      document.getElementById('cp-code')?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const c = await activateCoupon(value);
      setCode('');
      showToast(t('coupon.activated', { name: c.name }));
      onActivated(c);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
      document.getElementById('cp-code')?.focus();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="section cp-activate" noValidate onSubmit={submit} aria-label={t('coupon.code')}>
      <label for="cp-code" class="sr-only">{t('coupon.code')}</label>
      <div class="cp-row">
        <input id="cp-code" class="input" value={code} maxLength={64} autoComplete="off" autoCapitalize="characters" spellcheck={false}
          placeholder={t('coupon.codeHint')} aria-invalid={error ? true : undefined} aria-describedby={error ? 'cp-code-error' : undefined}
          onInput={(e) => {
            setCode((e.currentTarget as HTMLInputElement).value);
            if (error) setError('');
          }} />
        <button type="submit" class="btn btn-primary" disabled={busy}>{t('coupon.activate')}</button>
      </div>
      {error && <p id="cp-code-error" class="field-error" role="alert">{error}</p>}
    </form>
  );
}
