import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import { opinions } from '../../api/items';
import type { Opinion } from '../../api/types/catalogue';
import { itemUrl } from '../../router/links';
import { useNear } from '../item/useNear';

const SHOWN = 6;

/** What shoppers say (index/geMatterOfOpinion): recent good reviews, each opening its item; loaded when scrolled near. */
export function Opinions() {
  const l = lang.value;
  const [ref, near] = useNear<HTMLDivElement>();
  const [list, setList] = useState<Opinion[] | null>(null);
  useEffect(() => {
    if (near) void opinions(SHOWN).then(setList, () => setList([]));
  }, [near, l]);
  return (
    <div ref={ref}>
      {list && list.length > 0 && (
        <section class="section" aria-labelledby="opinions-title">
          <h2 id="opinions-title" class="section-title">{t('catalog.opinions')}</h2>
          <ul class="opinions">
            {list.map((o) => (
              <li key={o.id}>
                <a href={`#${itemUrl(o.goods.api_type, o.goods.num_iid)}`}>
                  <img src={o.goods.pic_url} width={56} height={56} alt="" loading="lazy" decoding="async" />
                  <span>
                    <b>{o.nickname}</b> <span class="stars" aria-label={t('catalog.stars', { n: o.rating })}>{'★'.repeat(o.rating)}</span>
                    <span class="op-text">{o.content}</span>
                    <span class="muted op-goods">{o.goods.title}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
