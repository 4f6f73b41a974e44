import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items, shops, type SkuProp } from '../../db/schema';
import { LANGS, type Lang } from '../../i18n';

type GoodsText = { itemId: number | null; title: string; skuText: string };

/**
 * Options written in any language ("Colour: Black; Size: L", "Цвет: Чёрный; Размер: L") in `lang`, by the
 * item's own option names; a pair the item does not know stays as written.
 */
export function skuTextIn(text: string, props: SkuProp[], lang: Lang): string {
  if (!text) return text;
  return text.split('; ').map((pair) => {
    const i = pair.indexOf(': ');
    if (i < 0) return pair;
    const [name, value] = [pair.slice(0, i), pair.slice(i + 2)];
    const prop = props.find((p) => Object.values(p.name).includes(name));
    const v = prop?.values.find((x) => Object.values(x.name).includes(value));
    return prop && v ? `${prop.name[lang]}: ${v.name[lang]}` : pair;
  }).join('; ');
}

/**
 * Goods lines as the shopper reads them in `lang` (one language per screen): a catalogue item's title and
 * options in that language, whatever language the order was placed in; goods added by hand stay as typed.
 */
export async function goodsInLanguage<T extends GoodsText>(db: DbOrTx, rows: T[], lang: Lang): Promise<T[]> {
  const ids = [...new Set(rows.map((r) => r.itemId).filter((id): id is number => id !== null))];
  if (!ids.length) return rows;
  const found = new Map((await db.select({ id: items.id, title: items.title, props: items.props }).from(items).where(inArray(items.id, ids))).map((i) => [i.id, i]));
  return rows.map((r) => {
    const item = r.itemId === null ? undefined : found.get(r.itemId);
    return item ? { ...r, title: item.title[lang] || r.title, skuText: skuTextIn(r.skuText, item.props, lang) } : r;
  });
}

/**
 * Sellers' names as orders recorded them (in the language each order was placed in) in `lang`, by name as
 * recorded: a catalogue shop's name in that language; a name no shop has (goods added by hand) is absent.
 */
export async function sellersInLanguage(db: DbOrTx, names: string[], lang: Lang): Promise<Map<string, string>> {
  const wanted = [...new Set(names)].filter(Boolean);
  if (!wanted.length) return new Map();
  const found = await db.select({ name: shops.name }).from(shops)
    .where(or(...LANGS.map((l) => inArray(sql`${shops.name}->>${l}`, wanted))));
  const map = new Map<string, string>();
  for (const { name } of found) for (const l of LANGS) if (wanted.includes(name[l])) map.set(name[l], name[lang] || name[l]);
  return map;
}
