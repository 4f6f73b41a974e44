import { useEffect } from 'react';
import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import { addParcelMessage, parcelMessages } from '../../../api/sendorder';
import { useStaffMessages } from '../../../ui/useStaffMessages';
import { Box } from '../parcel/parts';
import './detail.css';

/** The conversation with staff about a parcel, and a box to write to them. */
export function Messages({ id }: { id: number }) {
  const { messages: list, failed, text, setText, error, busy, load, send } = useStaffMessages(() => parcelMessages(id), (c) => addParcelMessage(id, c), t('parcels.messageEmpty'));
  useEffect(load, [id]);
  return (
    <Box title={t('parcels.messages')} id="pd-msgs">
      {failed && <button class="btn btn-small" onClick={load}>{t('common.retry')}</button>}
      {list && !list.length && <p class="muted">{t('parcels.noMessages')}</p>}
      <ul class="msgs">
        {list?.map((m) => (
          <li key={m.id} class={m.from_staff ? '' : 'me'}>
            <div class="muted">{m.from_staff ? t('parcels.staff') : t('parcels.me')} · {dateTime(m.created_at)}</div>
            {m.content && <div>{m.content}</div>}
            {m.image && <img src={m.image} width={160} height={160} alt="" loading="lazy" />}
          </li>
        ))}
      </ul>
      <form class="pf" onSubmit={(e) => { e.preventDefault(); void send(); }} noValidate>
        <label for="pd-msg">{t('parcels.writeMessage')}</label>
        <textarea id="pd-msg" class="input" maxLength={500} value={text} aria-invalid={!!error || undefined} aria-describedby={error ? 'pd-msg-err' : undefined}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        {error && <span id="pd-msg-err" class="pf-error" role="alert">{error}</span>}
        {/* A message to staff is a quiet action: the page's loud one is paying or receiving the parcel. */}
        <button class="btn btn-ghost btn-small" type="submit" disabled={busy}>{t('parcels.send')}</button>
      </form>
    </Box>
  );
}
