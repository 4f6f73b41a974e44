import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { newsletter, setNewsletter } from '../../api/perks';
import type { NewsletterState } from '../../api/types/perks';
import { useOptimistic } from '../../ui/useOptimistic';
import '../../ui/switch.css';

/**
 * The switch: on or off at once, back as it was if the server refuses (its message is toasted). On is what the
 * shopper asked for: until the address is confirmed (double opt-in) the line under it asks them to open the link
 * the server e-mailed, and says so to a screen reader as it appears.
 */
function NewsletterSwitch({ s }: { s: NewsletterState }) {
  const [now, setNow] = useState(s);
  const [on, flip] = useOptimistic(s.subscribed || s.pending);
  const line = on && now.pending ? t('newsletter.confirm', { email: now.email }) : now.email ? t('newsletter.to', { email: now.email }) : t('newsletter.noEmail');
  return (
    <label class="cell nl-row">
      <span class="nl-text">
        <span>{t('newsletter.title')}</span>
        <span class="muted" aria-live="polite">{line}</span>
      </span>
      <input type="checkbox" role="switch" class="switch" checked={on} onChange={() => flip(!on, (v) => setNewsletter(v).then(setNow))} />
    </label>
  );
}

/**
 * The row before the answer: the switch row's own shape (its two lines of text as grey bars of the text's
 * line height, the switch's place kept), so nothing below it moves when the answer comes — the log-out button
 * under it stays where a thumb is about to tap.
 */
function NewsletterPlaceholder() {
  return (
    <div class="cell nl-row">
      <span class="nl-text nl-sk-text">
        <span class="sk nl-sk">&nbsp;</span>
        <span class="muted"><span class="sk nl-sk nl-sk-short">&nbsp;</span></span>
      </span>
      <span class="switch nl-sk-switch" />
    </div>
  );
}

/** Settings, logged in: the newsletter (usersubscription), a grey row of its shape until the answer is there. */
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
      {state ? <NewsletterSwitch s={state} /> : <NewsletterPlaceholder />}
    </div>
  );
}
