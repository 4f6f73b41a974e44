import type { Category } from '../../api/types/home';
import { t } from '../../state/lang';
import { categoryUrl } from '../../router/links';

/** The top-level categories as a grid of round icons: two rows of four at 360 px (8 at most; the category page has the rest). */
export function CategoryGrid({ cats }: { cats: Category[] }) {
  return (
    <nav class="section cat-grid" aria-label={t('home.categories')}>
      {cats.slice(0, 8).map((c) => (
        <a key={c.id} href={`#${categoryUrl(c.id)}`} class="cat">
          <img src={c.image} width={48} height={48} alt="" loading="lazy" />
          <span>{c.name}</span>
        </a>
      ))}
    </nav>
  );
}
