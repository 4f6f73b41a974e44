import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import type { Floor } from '../../api/types/home';
import { GoodsCard } from '../../ui/GoodsCard';
import { Empty } from '../../ui/Empty';
import { Icon } from '../../ui/Icon';
import { knownFloors, loadFloors } from './floors';
import { FlashSale } from './FlashSale';
import { Opinions } from './Opinions';

/** The flash sale, every mall floor with its first goods and a "more" link to the floor's own paged list, then what shoppers say. */
export function Floors() {
  const l = lang.value;
  const [floors, setFloors] = useState<Floor[] | null>(() => knownFloors(l));
  const [failed, setFailed] = useState(false);
  const load = (fresh = false) => {
    setFailed(false);
    void loadFloors(l, fresh).then(setFloors, () => setFailed(true));
  };
  useEffect(() => load(), [l]);

  if (!floors) {
    return failed
      ? <Empty text={t('list.failed')}><button type="button" class="btn" onClick={() => load(true)}>{t('common.retry')}</button></Empty>
      : <div class="page-loader" aria-busy="true"><span class="spinner" /></div>;
  }
  if (!floors.length) return <Empty text={t('catalog.noFloors')}><a class="btn btn-primary" href="#/">{t('catalog.goShopping')}</a></Empty>;
  return (
    <>
      <FlashSale />
      {floors.map((f, n) => (
        <section key={f.id} class="section" aria-labelledby={`floor-${f.id}`}>
          <h2 id={`floor-${f.id}`} class="section-title">
            {f.name}
            <a class="more" href={`#/pages/mall/index?floor=${f.id}`} aria-label={t('catalog.floorMore', { name: f.name })}>
              {t('common.more')}<Icon name="right" size={16} />
            </a>
          </h2>
          <div class="goods-grid">
            {f.goods.map((g, i) => <GoodsCard key={g.id} goods={g} eager={n === 0 && i < 2} />)}
          </div>
        </section>
      ))}
      <Opinions />
    </>
  );
}
