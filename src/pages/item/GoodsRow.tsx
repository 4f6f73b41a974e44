import { useEffect, useState } from 'react';
import type { GoodsCard as Card } from '../../api/types/goods';
import { t } from '../../state/lang';
import { GoodsCard } from '../../ui/GoodsCard';
import { useNear } from './useNear';

/**
 * A titled row of goods cards the shopper swipes sideways, fetched when it comes near the screen. It
 * disappears when there is nothing to show; a failed call offers a retry.
 */
export function GoodsRow({ id, title, load }: { id: string; title: string; load: () => Promise<Card[]> }) {
  const [ref, near] = useNear<HTMLElement>();
  const [goods, setGoods] = useState<Card[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!near) return;
    let live = true;
    setFailed(false);
    load().then((g) => live && setGoods(g), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [near, attempt]);
  if (goods && !goods.length) return null;
  return (
    <section ref={ref} class="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} class="section-title">{title}</h2>
      {failed ? (
        <button type="button" class="btn btn-small" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</button>
      ) : goods ? (
        <ul class="goods-row">{goods.map((g) => <li key={g.id}><GoodsCard goods={g} /></li>)}</ul>
      ) : (
        <p class="goods-row-wait muted">{t('list.loading')}</p>
      )}
    </section>
  );
}
