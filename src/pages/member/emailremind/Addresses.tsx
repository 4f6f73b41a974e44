import { t } from '../../../state/lang';
import { setDefaultRemindEmail } from '../../../api/member';
import type { RemindEmail } from '../../../api/types/member-extra';
import { Empty } from '../../../ui/Empty';
import { useOptimistic } from '../../../ui/useOptimistic';

/** Where reminders go: the shopper's addresses as one choice, the default checked and tagged; tapping another makes it the default. */
export function Addresses({ emails }: { emails: RemindEmail[] }) {
  const [chosen, choose] = useOptimistic(emails.find((e) => e.is_default)?.id ?? 0);
  return (
    <section class="section" aria-labelledby="remind-emails">
      <h2 id="remind-emails" class="section-title">{t('remind.emails')}</h2>
      {!emails.length && (
        <Empty text={t('remind.noEmail')} note={t('remind.noEmailNote')}>
          <a class="btn btn-primary" href="#/pages/user/profile">{t('remind.addEmail')}</a>
        </Empty>
      )}
      {emails.length > 1 && <p class="muted">{t('remind.pick')}</p>}
      {emails.length > 0 && (
        <div class="remind-list" role="radiogroup" aria-labelledby="remind-emails">
          {emails.map((e) => (
            <label key={e.id} class="remind-row">
              <input type="radio" name="remind-default" value={e.id} checked={e.id === chosen} onChange={() => choose(e.id, setDefaultRemindEmail)} />
              <span class="remind-email">{e.email}</span>
              {e.id === chosen && <span class="remind-tag">{t('remind.default')}</span>}
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
