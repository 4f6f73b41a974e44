import type { Page } from 'playwright-core';
import { apiData } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail, ItemSku } from '../../src/api/types/catalogue';
import type { Page as ListPage } from '../../src/api/types/common';
import { parseProperties } from '../../src/lib/sku';

/** An item with options and an SKU of at least 2 in stock, as `token`'s shopper sees it. */
export async function itemWithOptions(token: string): Promise<{ item: ItemDetail; sku: ItemSku }> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 20 }, { token });
  for (const g of list.data) {
    const item = await apiData<ItemDetail>('/api/obapi/getItem', { tp: g.api_type, tid: g.num_iid }, { token });
    const sku = item.skus.find((s) => s.stock >= 2);
    if (item.goods_type === 'general' && item.props.length && sku) return { item, sku };
  }
  throw new Error('no item with options in stock');
}

/** Opens the options sheet of the item page on screen, chooses `sku`'s values and answers the sheet. */
export async function chooseOptions(page: Page, item: ItemDetail, sku: ItemSku) {
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  const panel = page.getByRole('dialog', { name: 'Options' });
  await panel.waitFor();
  const chosen = parseProperties(sku.properties);
  for (const p of item.props) {
    const value = p.values.find((v) => v.vid === chosen[p.pid])!;
    await panel.locator('fieldset', { has: page.locator('legend', { hasText: p.name }) }).getByRole('button', { name: value.name, exact: true }).tap();
  }
  return panel;
}
