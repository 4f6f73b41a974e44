import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { Marked } from '../../src/ui/Marked';
import { GoodsCard } from '../../src/ui/GoodsCard';
import HelpLists from '../../src/pages/help/lists';
import ShopPage from '../../src/pages/shop/index';
import type { ArticleSummary } from '../../src/api/types/content';
import type { GoodsCard as Card } from '../../src/api/types/goods';
import type { TextRange } from '../../src/api/types/search';
import { fakeApi, mountPage, unmount, freshRoot } from './dom';

/*
 * A search's words marked in its results (issue 25 item 8): the server answers ranges, the storefront shows
 * them in <mark> as text. Text that looks like markup stays text, however the ranges fall.
 */

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['content', 'nav', 'catalog']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  await setLang('en');
});
const mount = async (node: preact.ComponentChildren) => {
  root = freshRoot();
  await act(() => render(<>{node}</>, root));
};
const marks = (el: Element) => [...el.querySelectorAll('mark')].map((m) => m.textContent);

const HOSTILE = '<img src=x onerror="__pwned()"><script>__pwned()</script>&lt;b&gt; dress';

describe('marked search words', () => {
  it('shows each range in <mark>, the rest as plain text around it', async () => {
    await mount(<p><Marked text="Как рассчитывается стоимость доставки" marks={[[29, 37]]} /></p>);
    const p = root.querySelector('p')!;
    expect(p.textContent).toBe('Как рассчитывается стоимость доставки');
    expect(marks(p)).toEqual(['доставки']);
    expect(p.innerHTML).toBe('Как рассчитывается стоимость <mark>доставки</mark>');
  });

  it('keeps hostile text as text: no element but <mark> is made, nothing runs', async () => {
    const pwned = vi.fn();
    vi.stubGlobal('__pwned', pwned);
    const ranges: TextRange[] = [[0, 4], [5, 30], [HOSTILE.length - 5, HOSTILE.length]];
    await mount(<p><Marked text={HOSTILE} marks={ranges} /></p>);
    const p = root.querySelector('p')!;
    expect(p.textContent).toBe(HOSTILE);
    expect([...p.querySelectorAll('*')].map((e) => e.localName)).toEqual(['mark', 'mark', 'mark']);
    expect(marks(p)).toEqual(['<img', HOSTILE.slice(5, 30), 'dress']);
    expect(p.querySelector('img, script')).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(pwned).not.toHaveBeenCalled();
  });

  it('skips ranges out of order, overlapping, empty or outside the text, and shows the whole text', async () => {
    const bad = [[6, 10], [2, 4], [8, 12], [12, 12], [-1, 2], [20, 99], [1.5, 3]] as TextRange[];
    await mount(<p><Marked text="linen dress, summer" marks={bad} /></p>);
    const p = root.querySelector('p')!;
    expect(p.textContent).toBe('linen dress, summer');
    expect(marks(p)).toEqual(['dres']);
    await mount(<p><Marked text="no marks" /></p>);
    expect(root.querySelector('p')!.innerHTML).toBe('no marks');
  });

  it('the goods search results mark the words in each card\'s title; a card without marks is as before', async () => {
    const card = (id: number, title: string, title_marks?: TextRange[]): Card => ({ id, api_type: 'taobao', num_iid: String(id), title, title_marks, pic_url: '', goodsimg: '', price: '12.00', orig_price: '12.00', sales: 0 });
    const cards = [card(1, 'Летнее льняное платье', [[15, 21]]), card(2, HOSTILE, [[0, 4]]), card(3, 'Платье без отметок')];
    fakeApi((path) => (path.endsWith('/api/obapi/getItemlist') ? { code: 1, data: { total: 3, per_page: 20, current_page: 1, last_page: 1, data: cards } } : { code: 1, data: null }));
    await setLang('ru');
    root = freshRoot();
    await mountPage(root, ShopPage, `/pages/shop/index?keyword=${encodeURIComponent('платья')}`, 4);
    const titles = [...root.querySelectorAll('.goods-title')];
    expect(titles.map((t) => t.textContent)).toEqual(['Летнее льняное платье', HOSTILE, 'Платье без отметок']);
    expect(marks(titles[0])).toEqual(['платье']);
    expect(marks(titles[1])).toEqual(['<img']);
    expect(root.querySelector('.goods-grid img:not([width]), .goods-grid script')).toBeNull();
    expect(titles[2].querySelector('mark')).toBeNull();
    // A card elsewhere (no title given) shows its title as it is.
    await act(() => render(<GoodsCard goods={cards[0]} />, root));
    expect(root.querySelector('.goods-title')!.innerHTML).toBe('Летнее льняное платье');
  });

  it('the help search results mark the words in each row\'s title and summary', async () => {
    const rows: ArticleSummary[] = [
      { id: 8, category_id: 3, kind: 'help', title: 'Как рассчитывается стоимость доставки', title_marks: [[29, 37]], summary: 'Каждая линия доставки считает стоимость…', summary_marks: [[13, 21]], image: '', created_at: 1_700_000_000 },
      { id: 4, category_id: 1, kind: 'help', title: HOSTILE, title_marks: [[0, 4]], summary: '…и <b>доставка</b> продавца', summary_marks: [[6, 14]], image: '', created_at: 1_700_000_000 },
    ];
    fakeApi((path) => (path.endsWith('/api/article/lists') ? { code: 1, data: { total: 2, per_page: 10, current_page: 1, last_page: 1, data: rows } } : { code: 0, msg: path }));
    await setLang('ru');
    root = freshRoot();
    await mountPage(root, HelpLists, `/pages/help/lists?keyword=${encodeURIComponent('доставка')}`, 3);
    const list = [...root.querySelectorAll('.art-row')];
    expect(list).toHaveLength(2);
    expect(marks(list[0].querySelector('b')!)).toEqual(['доставки']);
    expect(marks(list[0].querySelector('.art-sum')!)).toEqual(['доставки']);
    // Markup in a title or a summary is text.
    expect(list[1].querySelector('b')!.textContent).toBe(HOSTILE);
    expect(list[1].querySelector('.art-sum')!.textContent).toBe('…и <b>доставка</b> продавца');
    expect(marks(list[1].querySelector('.art-sum')!)).toEqual(['доставка']);
    expect(root.querySelector('.art-list img, .art-list script, .art-sum b')).toBeNull();
    // The row's name for a screen reader is still its title and summary.
    expect(list[0].textContent).toBe('Как рассчитывается стоимость доставкиКаждая линия доставки считает стоимость…');
  });
});
