import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { setLang } from '../../src/state/lang';
import { GoodsCard } from '../../src/ui/GoodsCard';
import type { GoodsCard as Card } from '../../src/api/types/goods';
import { freshRoot, unmount } from './dom';

const card = (api_type: Card['api_type']): Card => ({ api_type, num_iid: '1', title: 'Wool scarf', pic_url: '/static/goods/1-0_200.webp', goodsimg: '', price: '12.00', sales: 0 } as Card);

let root: HTMLElement;
afterEach(async () => {
  root = await unmount(root);
  await setLang('en');
});

describe('goods cards (issue 16)', () => {
  it('show the platform the goods are bought on, in the language of the screen', async () => {
    root = freshRoot();
    const show = () => act(() => render(<>{(['taobao', '1688', 'jd', 'weidian'] as const).map((p) => <GoodsCard key={p} goods={card(p)} />)}</>, root));
    await show();
    expect([...root.querySelectorAll('.goods-pf')].map((b) => b.textContent)).toEqual(['Taobao', '1688', 'JD', 'Weidian']);
    await setLang('zh-cn');
    await show();
    expect([...root.querySelectorAll('.goods-pf')].map((b) => b.textContent)).toEqual(['淘宝', '1688', '京东', '微店']);
    await setLang('ru');
    await show();
    expect(root.querySelector('.goods-pf')!.textContent).toBe('Таобао');
  });

  it('count sales with the language\'s grouping, on one line: "1,714 sold", "продано 1 714"', async () => {
    root = freshRoot();
    const show = () => act(() => render(<GoodsCard goods={{ ...card('taobao'), sales: 1714 }} saleMode />, root));
    await show();
    expect(root.querySelector('.goods-sales')!.textContent).toBe('1,714 sold');
    await setLang('ru');
    await show();
    // Russian groups thousands with a no-break space: the number never splits.
    expect(root.querySelector('.goods-sales')!.textContent).toBe('продано 1\u00a0714');
  });
});
