import { t } from '../../../state/lang';
import { locale } from '../../../lib/format';
import type { ChatStatus } from '../../../api/types/chat';
import Contacts from './Contacts';

/** When staff are next in, on the shopper's clock: "Mon 09:00". */
const when = (s: number) => new Date(s * 1000).toLocaleString(locale(), { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * Nobody answers now: when someone will (the staff's hours), that a message left here is answered, and the shop's
 * contacts a tap away (folded, so the conversation keeps the screen).
 */
export function Away({ status }: { status: ChatStatus }) {
  return (
    <div class="chat-away" role="status">
      <p><b>{status.next_open_at ? t('service.awayUntil', { time: when(status.next_open_at) }) : t('service.away')}</b></p>
      {status.staff_hours && <p class="muted">{t('service.staffHours', { hours: status.staff_hours })}</p>}
      <details>
        <summary>{t('service.contacts')}</summary>
        <Contacts />
      </details>
    </div>
  );
}
