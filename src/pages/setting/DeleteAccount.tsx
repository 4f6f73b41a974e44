import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { clearSession } from '../../state/session';
import { showToast } from '../../state/ui';
import { confirmDialog } from '../../state/dialog';
import { writeOff, writeOffCheck } from '../../api/user';
import type { WriteOffBlocker } from '../../api/types/user';
import { navigate } from '../../router/navigate';
import { Icon } from '../../ui/Icon';
import { FormSkeleton } from '../../ui/Skeleton';
import { LoadFailed } from '../../ui/LoadState';
import { Field, Form, ErrorLine, useForm } from '../user/form';
import { focusFirstInvalid } from '../../lib/validate';

/** The password, then a confirmation; the account and its sessions go. */
function DeleteForm() {
  const f = useForm({ password: '' });
  const submit = () => f.submit([{ field: 'password', label: 'user.password' }], async (v) => {
    const ok = await confirmDialog({ title: t('setting.deleteTitle'), message: t('setting.deleteWarn'), confirmText: t('setting.deleteConfirm') });
    if (!ok) return;
    await writeOff(v.password);
    clearSession();
    showToast(t('setting.deleted'));
    navigate('/', true);
  });
  return (
    <Form onSubmit={submit}>
      <p class="muted">{t('setting.deleteWarn')}</p>
      <Field id="wo-password" name="password" label={t('user.password')} type="password" value={f.values.password} onInput={f.set('password')} autoComplete="current-password" error={f.error} />
      <ErrorLine error={f.error} />
      <button class="btn btn-block danger" type="submit" disabled={f.busy}>{t('setting.deleteConfirm')}</button>
    </Form>
  );
}

/**
 * Account deletion (write_off, issue 33): first the server says what still holds the shopper's money or goods;
 * while anything does, the list of what to do first, each opening the page where it is done, and no password is
 * asked for. Grey rows while the answer is on its way; the failure (its message toasted) with a retry.
 */
export function DeleteAccount() {
  const [blockers, setBlockers] = useState<WriteOffBlocker[] | null | false>(null);
  const load = () => {
    setBlockers(null);
    writeOffCheck().then((r) => setBlockers(r.blockers), () => setBlockers(false));
  };
  useEffect(load, []);
  // What the tap opened lies under the last row, below the fold: once the answer is drawn it is brought into view
  // (centred, so the keyboard the password opens leaves it visible; no glide with reduced motion), the password
  // focused, else the first step to take.
  useEffect(() => {
    if (blockers !== null) focusFirstInvalid(['wo-password', 'wo-steps']);
  }, [blockers]);
  if (blockers === null) return <FormSkeleton rows={2} />;
  if (blockers === false) return <LoadFailed onRetry={load} />;
  if (!blockers.length) return <DeleteForm />;
  return (
    <>
      <p class="muted" id="wo-blocked">{t('setting.deleteBlocked')}</p>
      <nav class="cells" id="wo-steps" aria-labelledby="wo-blocked">
        {blockers.map((b) => <a key={b.kind} class="cell wo-step" href={`#${b.link}`}><span>{b.text}</span><Icon name="right" size={16} /></a>)}
      </nav>
    </>
  );
}
