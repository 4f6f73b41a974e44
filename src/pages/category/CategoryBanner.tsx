import { useEffect, useState } from 'react';
import { lang } from '../../state/lang';
import { adsByMark } from '../../api/home';
import type { Ad } from '../../api/types/home';
import { openLink } from '../../router/open-link';

/** The category page's ad zone (adszone/getAdsByMark). */
export const CATEGORY_BANNER = 'wap_category_banner';
/** The zone's ads for the session, per language. */
const cache = new Map<string, Ad[]>();

/**
 * The category page's banner: the first ad of its zone, a tap opens its link. Its place is kept while it
 * loads (no shift); a zone without ads leaves no gap.
 */
export function CategoryBanner() {
  const l = lang.value;
  const [ads, setAds] = useState<Ad[] | undefined>(() => cache.get(l));
  useEffect(() => {
    if (cache.has(l)) return setAds(cache.get(l));
    void adsByMark(CATEGORY_BANNER).catch(() => []).then((a) => {
      cache.set(l, a);
      setAds(a);
    });
  }, [l]);
  if (!ads) return <div class="cat-banner" aria-hidden="true" />;
  const ad = ads[0];
  if (!ad) return null;
  const i = ad.link.indexOf('/pages/');
  return (
    <a class="cat-banner" href={i >= 0 ? `#${ad.link.slice(i)}` : ad.link || undefined} onClick={(e) => openLink(ad.link) && e.preventDefault()}>
      <img src={ad.image} width={800} height={320} alt={ad.title} />
    </a>
  );
}
