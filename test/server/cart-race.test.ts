import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { makeItem, newShopper } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('cart/edit racing an order of the same line (issue 17)', () => {
  it('answers every edit with an envelope: the new line, or "no longer in your cart" once the order took it', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { seller: 'race_edit' });
    const answers: { status: number; code: number; msg: string }[] = [];
    // 25 rounds of: add a line, then edit it while an order is placed from it.
    await Promise.all(Array.from({ length: 25 }, async () => {
      const added = await h.call('/api/cart/add', { id: item.id, sku_id: skus[0].skuId, quantity: 1 }, { token });
      const id = added.data?.id;
      if (!id) return;
      const [edit] = await Promise.all([
        h.call('/api/cart/edit', { id, remark: 'gift' }, { token }),
        h.call('/api/cart/carttoorder', { ids: id }, { token }),
      ]);
      answers.push(edit);
    }));
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect(a.status, a.msg).toBe(200);
      expect([1, 0]).toContain(a.code);
      if (a.code === 0) expect(['This line is no longer in your cart', 'Cart item not found']).toContain(a.msg);
    }
  });
});
