import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { newsletter, setNewsletter } from '../../api/perks';
import type { NewsletterState } from '../../api/types/perks';
import { useOptimistic } from '../../ui/useOptimistic';
import '../../ui/switch.css';

/** The switch: on or off at once, back as it was if the server refuses (its message is toasted). */
function NewsletterSwitch({ s }: { s: NewsletterState }) {
  const [on, flip] = useOptimistic(s.subscribed);
  return (
    <label class="cell nl-row">
      <span class="nl-text">
        <span>{t('newsletter.title')}</span>
        <span class="muted">{s.email ? t('newsletter.to', { email: s.email }) : t('newsletter.noEmail')}</span>
      </span>
      <input type="checkbox" role="switch" class="switch" checked={on} onChange={() => flip(!on, (v) => setNewsletter(v))} />
    </label>
  );
}

/** Settings, logged in: the newsletter (usersubscription), a grey row until the answer is there. */
export function Newsletter() {
  const [state, setState] = useState<NewsletterState | null>(null);
  useEffect(() => {
    let live = true;
    newsletter().then((s) => live && setState(s), () => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <div class="cells" aria-busy={state ? undefined : true}>
      {state ? <NewsletterSwitch s={state} /> : <div class="cell"><span class="sk nl-sk" /></div>}
    </div>
  );
}
