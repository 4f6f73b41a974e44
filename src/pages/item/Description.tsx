import { useMemo } from 'react';
import { t } from '../../state/lang';
import { sanitizeHtml } from '../../lib/sanitize';
import { useNear } from './useNear';

/** The seller's description: sanitised (lib/sanitize.ts) and rendered only when the shopper scrolls near it. */
export function Description({ html }: { html: string }) {
  const [ref, near] = useNear<HTMLElement>();
  const safe = useMemo(() => (near ? sanitizeHtml(html) : ''), [near, html]);
  return (
    <section ref={ref} class="section item-desc" aria-labelledby="item-desc-title">
      <h2 id="item-desc-title" class="section-title">{t('item.description')}</h2>
      {near && (safe.trim() ? <div class="item-desc-body" dangerouslySetInnerHTML={{ __html: safe }} /> : <p class="muted">{t('item.noDescription')}</p>)}
    </section>
  );
}
