import { ApiError, inlineMessage } from '../api/client';
import { useState } from 'react';
import { t } from '../state/lang';
import { configAll } from '../state/settings';
import { showToast } from '../state/ui';
import { sendEmailCode, sendSmsCode, captchaUrl } from '../api/user';
import type { CodeEvent } from '../api/types/user';
import { useCountdown } from './useCountdown';
import './captcha-row.css';
import './captcha.css';

export type CaptchaKind = 'image' | 'email' | 'mobile';

/** Which widget the config asks for: none when the type is unset or 'none' (spec §5). */
export function captchaKind(channel: 'email' | 'mobile'): CaptchaKind | null {
  const type = String(configAll.value.captcha_type ?? '');
  if (!type || type === 'none') return null;
  return type === 'image' ? 'image' : channel;
}

type Props = {
  kind: CaptchaKind;
  event: CodeEvent;
  /** The e-mail or mobile the code goes to. */
  target: string;
  mobilecode?: string;
  value: string;
  onInput: (v: string) => void;
  /** Also told why a code could not be sent (no contact, or the server's message), so a form can show it beside itself. */
  onError?: (message: string) => void;
  /** Told when a code went out: what `onError` said before is no longer true. */
  onSent?: () => void;
  /** The field's name (its id is `<name>-input`) and label: others for a second captcha on one page. */
  name?: string;
  label?: string;
};

/** The captcha field: a refreshable image, or a send-code button with the 60 s countdown (spec §2, §5). */
export function Captcha({ kind, event, target, mobilecode, value, onInput, onError, onSent, name = 'captcha', label = t('captcha.label') }: Props) {
  const [src, setSrc] = useState(() => captchaUrl());
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const send = async () => {
    if (countdown.running || sending) return;
    if (!target.trim()) {
      const msg = t(kind === 'email' ? 'forgetpassword.email' : 'forgetPassword.tel');
      // One channel: beside the form when it shows errors, else a toast.
      if (onError) onError(msg);
      else showToast(msg);
      return;
    }
    setSending(true);
    try {
      await (kind === 'email' ? sendEmailCode(event, target.trim()) : sendSmsCode(event, target.trim(), mobilecode));
      countdown.start();
      onSent?.();
      showToast(t('captcha.sent'));
    } catch (e) {
      // The client toasted the server's message; a form that shows it beside itself takes the toast back.
      if (onError && e instanceof ApiError && e.message) onError(inlineMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div class="captcha-field">
      <label for={`${name}-input`}>{label}</label>
      <div class="field captcha">
        <input id={`${name}-input`} name={name} class="input" value={value} onInput={(e) => onInput((e.target as HTMLInputElement).value)} placeholder={t(kind === 'image' ? 'captcha.imagePlaceholder' : 'captcha.codePlaceholder')} autocomplete="one-time-code" inputMode={kind === 'image' ? 'text' : 'numeric'} maxLength={8} />
        {kind === 'image' ? (
          <button type="button" class="captcha-img" onClick={() => setSrc(captchaUrl())} aria-label={t('captcha.refresh')}>
            <img src={src} width={100} height={40} alt={t('captcha.imageAlt')} />
          </button>
        ) : (
          <button type="button" class="btn btn-small" disabled={countdown.running || sending} onClick={send}>
            {countdown.running ? t('captcha.resendIn', { s: countdown.left }) : t('captcha.send')}
          </button>
        )}
      </div>
    </div>
  );
}
