import { t } from '../../../state/lang';
import { setRemind } from '../../../api/member';
import type { RemindEvent } from '../../../api/types/member-extra';
import { useOptimistic } from '../../../ui/useOptimistic';
import '../../../ui/switch.css';

/** One event's reminder (its title as the server words it): the switch flips at once and flips back if the server refuses. */
function EventSwitch({ e }: { e: RemindEvent }) {
  const [on, flip] = useOptimistic(e.status === 1);
  return (
    <label class="remind-row">
      <span class="remind-title">{e.title}</span>
      <input type="checkbox" role="switch" class="switch" checked={on} onChange={() => flip(!on, (v) => setRemind(e.event, v ? 1 : 0))} />
    </label>
  );
}

/** The events a shopper can be e-mailed about, a switch each. */
export function Events({ events }: { events: RemindEvent[] }) {
  return (
    <section class="section" aria-labelledby="remind-events">
      <h2 id="remind-events" class="section-title">{t('remind.events')}</h2>
      <div class="remind-list">
        {events.map((e) => <EventSwitch key={e.event} e={e} />)}
      </div>
    </section>
  );
}
