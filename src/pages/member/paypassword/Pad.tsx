import { useEffect, useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { PAY_PASSWORD_LENGTH, padPress, type PadKey } from './pad-input';
import './pad.css';

type Props = {
  /** Called with the 6 digits: answers null when they were right, else the message to show (then the digits clear). */
  onSubmit: (password: string) => Promise<string | null>;
  onClose: () => void;
};

const KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'];

/**
 * The pay-password pad (design §4b): a bottom sheet with six boxes and a number pad (a hardware keyboard
 * types too). The sixth digit submits; a wrong password shows the server's message (tries left, or the
 * lock and its minutes) and clears the boxes; "Forgot" leads to setting a new one by e-mail code.
 */
export function Pad({ onSubmit, onClose }: Props) {
  const [digits, setDigits] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  const press = (k: PadKey) => {
    if (busy) return;
    const next = padPress(digits, k);
    setDigits(next);
    if (next.length === PAY_PASSWORD_LENGTH && digits.length < PAY_PASSWORD_LENGTH) {
      setBusy(true);
      setError('');
      void onSubmit(next).then((msg) => {
        if (msg === null) return;
        setError(msg);
        setDigits('');
        setBusy(false);
      });
    }
  };
  const pressRef = useRef(press);
  pressRef.current = press;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    sheet.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (/^\d$/.test(e.key)) pressRef.current(e.key as PadKey);
      else if (e.key === 'Backspace') pressRef.current('del');
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <div class="overlay pad-overlay" onClick={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div ref={sheet} class="pad" role="dialog" aria-modal="true" aria-labelledby="pad-title" tabIndex={-1}>
        <div class="pad-head">
          <h2 id="pad-title">{t('wallet.pad.title')}</h2>
          <button type="button" class="icon-btn" aria-label={t('common.cancel')} onClick={onClose} disabled={busy}>×</button>
        </div>
        <div class="pad-boxes" role="status" aria-label={t('wallet.pad.digits', { n: digits.length })}>
          {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => <span key={i} class={i < digits.length ? 'on' : ''} aria-hidden="true" />)}
        </div>
        <p class="form-error pad-error" role="alert">{error}</p>
        <a class="pad-forgot" href="#/pages/member/paypassword/index?reset=1">{t('wallet.pad.forgot')}</a>
        <div class="pad-keys">
          {KEYS.map((k, i) => (k === ''
            ? <span key={i} />
            : <button key={i} type="button" disabled={busy} aria-label={k === 'del' ? t('wallet.pad.del') : undefined} onClick={() => press(k)}>{k === 'del' ? '⌫' : k}</button>))}
        </div>
      </div>
    </div>
  );
}
