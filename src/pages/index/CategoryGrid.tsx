import type { Category } from '../../api/types/home';
import { t } from '../../state/lang';
import { categoryUrl } from '../../router/links';

/** The top-level categories as a grid of round icons (10 at most; "more" opens the category page). */
export function CategoryGrid({ cats }: { cats: Category[] }) {
  return (
    <nav class="section cat-grid" aria-label={t('home.categories')}>
      {cats.slice(0, 10).map((c) => (
        <a key={c.id} href={`#${categoryUrl(c.id)}`} class="cat">
          <img src={c.image} width={48} height={48} alt="" loading="lazy" />
          <span>{c.name}</span>
        </a>
      ))}
    </nav>
  );
}
