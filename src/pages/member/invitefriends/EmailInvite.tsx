import { useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { inlineMessage } from '../../../api/client';
import { addInviteEmail, sendInviteEmail } from '../../../api/invite';

/**
 * What is wrong with a typed address before it is sent: a message key, or null. The browser's own check of an
 * e-mail field (`typeMismatch`) judges the form; the server checks it again.
 */
export function emailProblem(v: string, field?: Pick<HTMLInputElement, 'validity'> | null): 'invite.emailEmpty' | 'invite.emailBad' | null {
  if (!v.trim()) return 'invite.emailEmpty';
  return field?.validity.typeMismatch || !/^[^\s@]+@[^\s@]+$/.test(v.trim()) ? 'invite.emailBad' : null;
}

/**
 * Invite by e-mail: the address is checked as typed is sent (empty, malformed), then put on the list
 * (emailAdd) and the invitation sent (sendInvitefriendsEmail); the server's refusal (a member, already
 * invited, too many today) shows under the field, which keeps what was typed. Sent: a toast, the field clears.
 */
export function EmailInvite() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fail = (msg: string) => {
    setError(msg);
    input.current?.focus();
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const v = email.trim();
    const problem = emailProblem(v, input.current);
    if (problem) return fail(t(problem));
    setBusy(true);
    try {
      await addInviteEmail(v);
      await sendInviteEmail(v);
      setEmail('');
      setError('');
      showToast(t('invite.sentTo', { email: v }));
    } catch (err) {
      fail(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="section invite-mail" noValidate onSubmit={submit} aria-labelledby="invite-mail-title">
      <h2 id="invite-mail-title" class="section-title">{t('invite.byEmail')}</h2>
      <label for="invite-email" class="muted">{t('invite.email')}</label>
      <div class="invite-mail-row">
        <input id="invite-email" ref={input} class="input" type="email" inputMode="email" autoComplete="off" maxLength={100} value={email}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'invite-email-error' : undefined}
          onInput={(e) => {
            setEmail((e.currentTarget as HTMLInputElement).value);
            if (error) setError('');
          }} />
        <button type="submit" class="btn btn-primary" disabled={busy}>{t('invite.send')}</button>
      </div>
      {error && <p id="invite-email-error" class="field-error" role="alert">{error}</p>}
    </form>
  );
}
