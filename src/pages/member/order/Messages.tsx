import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import { addOrderMessage, orderMessages } from '../../../api/order';
import { useStaffMessages } from '../../../ui/useStaffMessages';

/** Longest message the server takes (server/domain/order-messages.ts). */
const MAX = 500;

/** Messages with staff about an order: loaded when the panel opens; a text box to write more. */
export function Messages({ orderId, count }: { orderId: number; count: number }) {
  const { messages: list, failed, text, setText, error, busy, load, send } = useStaffMessages(() => orderMessages(orderId), (c) => addOrderMessage(orderId, c), t('orders.messageEmpty'));
  return (
    <details id="o-messages" class="o-sec" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && list === null && load()}>
      <summary class="o-sum">{t('orders.messages', { n: list?.length ?? count })}</summary>
      {failed && <p class="muted">{t('list.failed')} <button class="btn btn-small" onClick={load}>{t('common.retry')}</button></p>}
      {list && (list.length ? (
        <ul class="msgs" aria-live="polite">
          {list.map((m) => (
            <li key={m.id} class={m.from_staff ? 'msg' : 'msg me'}>
              <span class="muted">{m.from_staff ? t('orders.staff') : t('orders.you')} · {dateTime(m.created_at)}</span>
              {m.content}
              {m.image && <img src={m.image} width={160} height={160} alt="" loading="lazy" />}
            </li>
          ))}
        </ul>
      ) : <p class="muted">{t('orders.noMessages')}</p>)}
      <form class="o-form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <label for="o-msg">{t('orders.messageLabel')}</label>
        <textarea id="o-msg" class="input" maxLength={MAX} value={text} aria-invalid={!!error || undefined} aria-describedby={error ? 'o-msg-err' : undefined}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        {error && <p id="o-msg-err" class="o-err" role="alert">{error}</p>}
        <button type="submit" class="btn btn-ghost btn-small" disabled={busy}>{t('orders.send')}</button>
      </form>
    </details>
  );
}
