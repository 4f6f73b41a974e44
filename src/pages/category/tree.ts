import { categories } from '../../api/home';
import type { Category } from '../../api/types/home';
import { embeddedHome } from '../../state/embedded';

/** The category tree for the session, per language (the server also embeds it in index.html). */
const cache = new Map<string, Category[]>();

/** The tree at once when it is known (loaded before, or embedded whole), else null. */
export function knownTree(l: string): Category[] | null {
  const home = embeddedHome(l);
  return cache.get(l) ?? (home && !home.topOnly ? home.cats : null);
}

export async function loadTree(l: string): Promise<Category[]> {
  const known = knownTree(l);
  if (known) return known;
  const tree = await categories();
  cache.set(l, tree);
  return tree;
}
