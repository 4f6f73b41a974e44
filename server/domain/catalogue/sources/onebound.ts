import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db';
import { items, itemSkus, shops, type ApiType } from '../../../db/schema';
import type { ServerConfig } from '../../../config';
import type { Lang } from '../../../i18n';
import { notFound } from '../../../http/errors';
import { uploadStore } from '../../files/store';
import type { ItemRow } from '../items';
import { demoSource } from './demo';
import { oneBoundClient, ProviderFault, ProviderNotFound, providerCannotAnswer, type OneBoundClient } from './onebound-client';
import { inLang, mapItem, PROVIDER_LANG, propsInLang, type MappedItem } from './onebound-map';
import { keepPicture } from './onebound-pictures';
import { cardsOf, reviewsOf, searchParams } from './onebound-lists';
import { oneBoundImageSearch, type CardsOf } from './onebound-image';
import type { ItemSource } from './source';

/** An item fetched less than this long ago (seconds) is not fetched again before an order (recheck). */
export const RECHECK_SECONDS = 60;

/**
 * Items from OneBound (ITEM_SOURCE=onebound), cached in the shop's own rows (items.source 'onebound', fetched_at):
 * an item fetched less than ITEM_CACHE_SECONDS ago is served from its row; an older one is served from its row at
 * once and refreshed in the background; an unknown one is fetched while the shopper waits. However many shoppers
 * open one item at once, one item_get is made: in this process they share one promise, and across processes on
 * PostgreSQL the fetch holds a transaction-scoped advisory lock on the item and looks at the row again once it has
 * it (an advisory lock rather than a claim row: it needs no table, and a process that dies lets go of it with its
 * connection). A keyword search (on the filter's platform, Taobao when none) and an item's reviews are the
 * provider's, with the shop's rows' answers when it cannot be asked; a category's or a shop's goods are those of the
 * rows kept (the demo source's queries). Image search: onebound-image.ts.
 */
export function oneBoundSource(config: ServerConfig): ItemSource {
  const client = oneBoundClient(config.onebound);
  const flights = new Map<string, Promise<ItemRow>>();
  /** Items whose last refresh failed for a fault of the provider (their kept copy is shown with the note). */
  const failing = new Set<string>();
  const scheme = config.onebound.urls[0]?.startsWith('http:') ? 'http:' : 'https:';
  const fresh = (row: ItemRow, now: number, maxAge = config.itemCacheSeconds) => row.fetchedAt !== null && now - row.fetchedAt < maxAge;

  /** A provider's result page as the shop's cards, the pictures kept in the uploads store. */
  const cards: CardsOf = (db, tp, answer, current, perPage) => {
    const store = uploadStore({ db, config });
    return cardsOf(db, tp, answer, current, perPage, (url) => keepPicture(store, url, scheme, config.onebound.timeoutMs, Math.floor(Date.now() / 1000)));
  };

  const rowOf = async (db: DbOrTx, tp: ApiType, tid: string) =>
    (await db.select().from(items).where(and(eq(items.apiType, tp), eq(items.numIid, tid))))[0];

  async function keepPictures(db: DbOrTx, mapped: MappedItem, now: number) {
    const store = uploadStore({ db, config });
    const keep = (url: string) => keepPicture(store, url, scheme, config.onebound.timeoutMs, now);
    const images = (await Promise.all(mapped.pictures.map(keep))).filter((u): u is string => !!u);
    const props = await Promise.all(mapped.props.map(async (p) => ({
      ...p,
      values: await Promise.all(p.values.map(async ({ image, ...v }) => {
        const kept = image ? await keep(image) : null;
        return kept ? { ...v, image: kept } : v;
      })),
    })));
    // The description's pictures too (at most 30): the platform hosts would refuse the shopper's browser.
    const descUrls = [...new Set([...mapped.descHtml.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]))].slice(0, 30);
    let descHtml = mapped.descHtml;
    for (const [url, kept] of await Promise.all(descUrls.map(async (u) => [u, await keep(u)] as const))) {
      if (kept) descHtml = descHtml.split(url).join(kept);
    }
    return { images, props, descHtml };
  }

  /** Writes the item, its seller and SKUs (SKUs the provider no longer lists are removed); answers the row. */
  async function write(db: DbOrTx, tp: ApiType, lang: Lang, mapped: MappedItem, previous: ItemRow | undefined, now: number): Promise<ItemRow> {
    const { images, props, descHtml } = await keepPictures(db, mapped, now);
    const seller = mapped.seller;
    const [shop] = await db.insert(shops).values({ apiType: tp, sellerId: seller.sellerId, name: inLang(undefined, lang, seller.name), rating: seller.rating, location: seller.location })
      .onConflictDoUpdate({ target: [shops.apiType, shops.sellerId], set: { rating: seller.rating, location: seller.location } })
      .returning({ id: shops.id });
    const values = {
      title: inLang(previous?.title, lang, mapped.title),
      shopId: shop.id,
      priceFen: mapped.priceFen,
      origPriceFen: mapped.origPriceFen,
      postFeeFen: mapped.postFeeFen,
      sales: mapped.sales,
      stock: mapped.stock,
      weightG: mapped.weightG,
      images,
      props: propsInLang(previous?.props, lang, props),
      descHtml: inLang(previous?.descHtml, lang, descHtml), // as stored HTML is answered today: the storefront sanitises on render (src/lib/sanitize.ts)
      source: 'onebound',
      fetchedAt: now,
    };
    const [row] = await db.insert(items).values({ apiType: tp, numIid: mapped.numIid, categoryId: 0, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [items.apiType, items.numIid], set: values }).returning();
    const ids = mapped.skus.map((s) => s.skuId);
    await db.delete(itemSkus).where(ids.length ? and(eq(itemSkus.itemId, row.id), notInArray(itemSkus.skuId, ids)) : eq(itemSkus.itemId, row.id));
    for (const s of mapped.skus) {
      await db.insert(itemSkus).values({ itemId: row.id, ...s })
        .onConflictDoUpdate({ target: [itemSkus.itemId, itemSkus.skuId], set: { properties: s.properties, priceFen: s.priceFen, stock: s.stock } });
    }
    return row;
  }

  /** A delisted item's kept row can no longer be bought: no stock left on it or its SKUs. */
  async function soldOut(db: DbOrTx, row: ItemRow, now: number) {
    await db.update(items).set({ stock: 0, fetchedAt: now }).where(eq(items.id, row.id));
    await db.update(itemSkus).set({ stock: 0 }).where(eq(itemSkus.itemId, row.id));
  }

  /**
   * One item_get and its rows; `db` is the lock's transaction on PostgreSQL. A not-found is answered, not thrown,
   * so that a delisted item's sold-out row is committed with the transaction.
   */
  async function fetchAndWrite(db: DbOrTx, tp: ApiType, tid: string, lang: Lang, now: number, maxAge: number): Promise<ItemRow | ProviderNotFound> {
    const previous = await rowOf(db, tp, tid);
    if (previous && fresh(previous, now, maxAge)) return previous; // another process fetched it while we waited for the lock
    let mapped: MappedItem;
    try {
      mapped = mapItem(await client.call(tp, 'item_get', { num_iid: tid, lang: PROVIDER_LANG[lang] }), tid);
    } catch (e) {
      if (!(e instanceof ProviderNotFound)) throw e;
      if (previous) await soldOut(db, previous, now);
      return e;
    }
    return write(db, tp, lang, mapped, previous, now);
  }

  /** `maxAge`: a row fetched more recently than this (seconds) is not fetched again (it may have been while waiting for the lock). */
  function fetchOnce(db: DbOrTx, tp: ApiType, tid: string, lang: Lang, now: number, maxAge = config.itemCacheSeconds): Promise<ItemRow> {
    const key = `${tp}/${tid}`;
    let flight = flights.get(key);
    if (!flight) {
      const run = config.databaseUrl
        ? (db as Db).transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`item:${key}`}, 0))`);
          return fetchAndWrite(tx, tp, tid, lang, now, maxAge);
        })
        : fetchAndWrite(db, tp, tid, lang, now, maxAge);
      flight = run.then(
        (row) => {
          failing.delete(key);
          if (row instanceof ProviderNotFound) throw row;
          return row;
        },
        (e: unknown) => { if (e instanceof ProviderFault) failing.add(key); throw e; },
      ).finally(() => flights.delete(key));
      flights.set(key, flight);
    }
    return flight;
  }

  return {
    name: 'onebound',
    async item(db, tp, tid, lang, now) {
      const row = await rowOf(db, tp, tid);
      if (row && (row.source === 'demo' || fresh(row, now))) return { row, stale: false };
      if (row) {
        const stale = client.broken() || failing.has(`${tp}/${tid}`);
        if (!client.broken() && !flights.has(`${tp}/${tid}`)) {
          fetchOnce(db, tp, tid, lang, now).catch((e: unknown) => {
            if (!(e instanceof ProviderNotFound)) console.warn(`[onebound] refreshing ${tp} ${tid} failed: ${(e as Error).message}`);
          });
        }
        return { row, stale };
      }
      try {
        return { row: await fetchOnce(db, tp, tid, lang, now), stale: false };
      } catch (e) {
        if (providerCannotAnswer(e)) throw notFound('item.notFound');
        throw e;
      }
    },
    async search(db, filter, sort, current, perPage, lang) {
      if (!filter.keyword || filter.cid || filter.shopId) return demoSource.search(db, filter, sort, current, perPage, lang);
      const tp = filter.tp ?? 'taobao';
      try {
        return await cards(db, tp, await client.call(tp, 'item_search', searchParams(filter, sort, current, lang)), current, perPage);
      } catch (e) {
        if (!providerCannotAnswer(e)) throw e;
        return demoSource.search(db, filter, sort, current, perPage, lang);
      }
    },
    ...oneBoundImageSearch(client, cards),
    async recheck(db, itemIds, lang, now) {
      if (!itemIds.length || client.broken()) return;
      const rows = await db.select().from(items).where(and(inArray(items.id, itemIds), eq(items.source, 'onebound')));
      await Promise.all(rows.filter((r) => !fresh(r, now, RECHECK_SECONDS)).map((r) =>
        fetchOnce(db, r.apiType, r.numIid, lang, now, RECHECK_SECONDS).catch((e: unknown) => {
          // Not found: the row is sold out now. A fault: the kept price stands (staff check it while buying).
          if (!providerCannotAnswer(e)) throw e;
        })));
    },
    async reviews(db, item, current, perPage, lang) {
      if (item.source !== 'onebound') return demoSource.reviews(db, item, current, perPage, lang);
      try {
        return reviewsOf(await client.call(item.apiType, 'item_review', { num_iid: item.numIid, page: String(current), lang: PROVIDER_LANG[lang] }), current, perPage);
      } catch (e) {
        if (!providerCannotAnswer(e)) throw e;
        return demoSource.reviews(db, item, current, perPage, lang);
      }
    },
  };
}

export type { OneBoundClient };
