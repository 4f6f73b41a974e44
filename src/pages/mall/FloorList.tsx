import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import { mallGoods } from '../../api/home';
import { GoodsCard } from '../../ui/GoodsCard';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { knownFloors, loadFloors } from './floors';

/**
 * One floor's goods as a paged list (/api/mall/lists?id=), titled with the floor's name. A floor the
 * mall does not have shows a not-found view with the way back to the mall.
 */
export function FloorList({ id }: { id: number }) {
  const l = lang.value;
  const find = (list: { id: number; name: string }[] | null) => list?.find((f) => f.id === id);
  const [name, setName] = useState(() => find(knownFloors(l))?.name ?? '');
  const [missing, setMissing] = useState(!Number.isInteger(id) || id <= 0);

  useEffect(() => {
    void loadFloors(l).then((list) => {
      const f = find(list);
      setName(f?.name ?? '');
      setMissing(!f);
    }, () => {});
  }, [l, id]);

  const pager = usePager((page, size) => mallGoods({ id, page: page + 1, pagesize: size }), [id], { enabled: !missing });

  if (missing) {
    return <Empty text={t('catalog.floorNotFound')}><a class="btn btn-primary" href="#/pages/mall/index">{t('catalog.toMall')}</a></Empty>;
  }
  return (
    <>
      <h2 class="floor-title">{name || '\u00a0'}</h2>
      <ScrollList pager={pager}>
        {!pager.loaded && !pager.items.length && <div class="page-loader" aria-busy="true"><span class="spinner" /></div>}
        <div class="goods-grid floor-grid">
          {pager.items.map((g, i) => <GoodsCard key={g.id} goods={g} saleMode eager={i < 2} />)}
        </div>
      </ScrollList>
    </>
  );
}
