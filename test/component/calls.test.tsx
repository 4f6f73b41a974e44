import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSettings } from '../../src/state/settings';
import { toasts } from '../../src/state/ui';
import { cartCount } from '../../src/state/cart';
import { currentUrl } from '../../src/router/navigate';
import { findRoute } from '../../src/routes';
import { SaleCountdown, hms } from '../../src/pages/item/SaleCountdown';
import { BuyAgain } from '../../src/pages/member/order/BuyAgain';
import { CategoryBanner } from '../../src/pages/category/CategoryBanner';
import { SearchStart } from '../../src/pages/shop/SearchStart';
import ShopPage from '../../src/pages/shop/index';
import CouponsPage from '../../src/pages/member/coupon/index';
import InviteRecordPage from '../../src/pages/member/invitefriends/record';
import { FlashSale } from '../../src/pages/mall/FlashSale';
import { Opinions } from '../../src/pages/mall/Opinions';
import { OrderCard } from '../../src/pages/member/order/OrderCard';
import { ParcelCard } from '../../src/pages/member/sendorder/ParcelCard';
import type { ParcelListRow } from '../../src/api/types/parcel';
import UserCentrePage from '../../src/pages/user/index';
import { RouteTableContext } from '../../src/router/route-context';
import { routes } from '../../src/routes';
import { setSession } from '../../src/state/session';
import type { OrderListRow } from '../../src/api/types/order';
import type { OrderDetail } from '../../src/api/types/order';
import type { GoodsCard } from '../../src/api/types/goods';
import { fakeApi, flush, mountPage, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['orders', 'parcelList', 'item', 'catalog', 'coupon', 'invite', 'account', 'nav']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  toasts.value = [];
  setSettings({ addonList: {} });
  await setLang('en');
});
const mount = async (node: preact.ComponentChildren) => {
  root = freshRoot();
  await act(() => render(<>{node}</>, root));
};
const newRoot = () => {
  root = freshRoot();
  return root;
};
const card = (id: number, title: string, num_iid = String(700_000_000_000 + id)): GoodsCard => ({
  id, api_type: 'taobao', num_iid, title, pic_url: `/static/goods/${id}-0_200.webp`, goodsimg: `/static/goods/${id}-0.webp`, price: '59.90', orig_price: '79.00', sales: 120,
});
/** Flushes until `ok()` holds (a lazily imported chunk may take a few macrotasks). */
async function until(ok: () => unknown, tries = 60) {
  for (let i = 0; i < tries && !ok(); i++) await flush();
}
const page = <T,>(data: T[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

describe('the flash-sale countdown on the item page', () => {
  it('reads hh:mm:ss of what is left, ticks each second, and is gone when the sale ends', async () => {
    expect(hms(3723)).toBe('01:02:03');
    expect(hms(59)).toBe('00:00:59');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    const end = Date.parse('2026-01-10T12:00:02Z') / 1000;
    await mount(<SaleCountdown end={end} />);
    const timer = () => root.querySelector('[role="timer"]')?.textContent;
    expect(timer()).toBe('Flash sale ends in 00:00:02');
    await act(() => { vi.advanceTimersByTime(1000); });
    expect(timer()).toBe('Flash sale ends in 00:00:01');
    await act(() => { vi.advanceTimersByTime(2000); });
    expect(timer()).toBeUndefined();
  });

  it('speaks the shopper\'s language', async () => {
    await setLang('ru');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    await mount(<SaleCountdown end={Date.parse('2026-01-10T12:10:00Z') / 1000} />);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Распродажа закончится через 00:10:00');
  });
});

describe('buy again on order detail', () => {
  const order = (more: Partial<OrderDetail>) => ({
    id: 7, sn: 'O202600000007', status: 5, buy_again: [
      { id: 12, sku_id: '1201', quantity: 2 },
      { url: 'https://item.example.com/cup', title: 'Cup', price: '35.50', sku_text: 'Blue', seller: 'Shop A', quantity: 1 },
    ], ...more,
  }) as OrderDetail;

  it('sends all the order\'s goods to cart/batchadd at once, then a toast offers the cart', async () => {
    const calls = fakeApi((path) => (path === '/api/cart/batchadd' ? { code: 1, data: { added: 2, count: 5 } } : { code: 0 }));
    await mount(<BuyAgain o={order({})} />);
    const button = root.querySelector('button')!;
    expect(button.textContent).toBe('Buy again');
    await act(() => button.click());
    await flush(2);
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/batchadd']);
    expect(JSON.parse(calls[0].fields.get('goods')!)).toEqual(order({}).buy_again);
    expect(toasts.value).toEqual([expect.objectContaining({ text: '2 items added to the cart', action: { label: 'View cart', href: '/pages/cart/index' } })]);
    expect(cartCount.value).toBe(5);
  });

  it('is not offered for an unpaid order nor when none of its goods can be had any more', async () => {
    await mount(<>{<BuyAgain o={order({ status: 0 })} />}{<BuyAgain o={order({ buy_again: [] })} />}</>);
    expect(root.querySelector('button')).toBeNull();
  });
});

describe('search by goods number', () => {
  it('a goods number opens its item (goodsSnSearchGood), the search entry replaced', async () => {
    const calls = fakeApi((path, f) => (path === '/api/obapi/goodsSnSearchGood' && f.get('goods_sn') === '700000000042'
      ? { code: 1, data: [card(42, 'Wool coat', '700000000042')] } : { code: 1, data: page([]) }));
    await mountPage(newRoot(), ShopPage, '/pages/shop/index?keyword=700000000042', 3);
    expect(calls.map((c) => c.path)).toContain('/api/obapi/goodsSnSearchGood');
    expect(calls.map((c) => c.path)).not.toContain('/api/obapi/getItemlist');
    expect(currentUrl()).toBe('/pages/item/index?tp=taobao&tid=700000000042');
  });

  it('words (or a number too short to be a goods number) search as keywords; an unknown number too', async () => {
    for (const keyword of ['wool coat', '12345']) {
      const calls = fakeApi(() => ({ code: 1, data: page([card(1, 'Wool coat')]) }));
      await mountPage(newRoot(), ShopPage, `/pages/shop/index?keyword=${encodeURIComponent(keyword)}`, 3);
      expect(calls.map((c) => c.path)).toEqual(['/api/obapi/getItemlist']);
      await act(() => render(null, root));
      root.remove();
    }
    const calls = fakeApi((path) => (path === '/api/obapi/goodsSnSearchGood' ? { code: 1, data: [] } : { code: 1, data: page([card(1, 'Wool coat')]) }));
    await mountPage(newRoot(), ShopPage, '/pages/shop/index?keyword=123456789', 3);
    expect(calls.map((c) => c.path)).toEqual(['/api/obapi/goodsSnSearchGood', '/api/obapi/getItemlist']);
    expect(root.textContent).toContain('Wool coat');
  });
});

describe('the category banner', () => {
  it('shows the first ad of the wap_category_banner zone, linking where the ad says', async () => {
    const calls = fakeApi((path, f) => (path === '/api/adszone/getAdsByMark' && f.get('mark') === 'wap_category_banner'
      ? { code: 1, data: [{ id: 3, title: 'Best of every marketplace', image: '/static/goods/banner-7.webp', link: '/pages/mall/index' }] } : { code: 1, data: [] }));
    await mount(<CategoryBanner />);
    await flush(2);
    expect(calls).toHaveLength(1);
    const a = root.querySelector<HTMLAnchorElement>('a.cat-banner')!;
    expect(a.getAttribute('href')).toBe('#/pages/mall/index');
    expect(a.querySelector('img')!.getAttribute('alt')).toBe('Best of every marketplace');
  });
});

describe('the search start', () => {
  it('hot keywords (hotrecommend/keywords) as chips, best sellers (hotrecommend/goods_list) below', async () => {
    await setLang('ru');
    const calls = fakeApi((path) => (path === '/api/hotrecommend/keywords'
      ? { code: 1, data: [{ id: 1, keyword: 'пуховик' }, { id: 2, keyword: 'кроссовки' }] }
      : path === '/api/hotrecommend/goods_list' ? { code: 1, data: page([card(5, 'Пуховик'), card(6, 'Кроссовки')]) } : { code: 0 }));
    await mount(<SearchStart />);
    await flush(2);
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/hotrecommend/goods_list', '/api/hotrecommend/keywords']);
    expect([...root.querySelectorAll('.chip')].map((c) => c.textContent)).toEqual(['пуховик', 'кроссовки']);
    expect(root.querySelector('#best-title')!.textContent).toBe('Хиты продаж');
    expect(root.querySelectorAll('.goods-grid a').length).toBe(2);
  });
});

describe('add-ons gate their pages (spec §1: on when state = 1)', () => {
  const addon = (name: string, state: number) => ({ [name]: { name, title: name, state, version: '1.0.0' } });

  it('the rows of coupon, spin-wheel, invite, ship-for-me and affiliate pages carry their add-on (the user centre menu hides them when off)', () => {
    expect(findRoute('/pages/member/coupon/index')).toMatchObject({ addon: 'coupon' });
    expect(findRoute('/pages/index/zhuanpan')).toMatchObject({ addon: 'zhuanpan' });
    expect(findRoute('/pages/member/invitefriends/index')).toMatchObject({ addon: 'invite' });
    expect(findRoute('/pages/member/shipforme/index')).toMatchObject({ addon: 'shipforme' });
    expect(findRoute('/pages/affiliate/index')).toMatchObject({ addon: 'affiliate' });
  });

  it('the coupon page is not there while its add-on is off', async () => {
    fakeApi(() => ({ code: 1, data: page([]) }));
    act(() => setSettings({ addonList: addon('coupon', 0) as never }));
    await mountPage(newRoot(), CouponsPage, '/pages/member/coupon/index');
    expect(root.textContent).toContain('This page does not exist');
    act(() => setSettings({ addonList: addon('coupon', 1) as never }));
    await flush();
    expect(root.textContent).not.toContain('This page does not exist');
    expect(root.querySelector('[role="tab"]')).not.toBeNull();
  });

  it('the invite record has no cashback tab while cashback is off', async () => {
    fakeApi(() => ({ code: 1, data: { ...page([]), pending: '0.00', paid: '0.00', total_amount: '0.00', withdrawable: '0.00' } }));
    act(() => setSettings({ addonList: { ...addon('invite', 1), ...addon('cashback', 1) } as never }));
    await mountPage(newRoot(), InviteRecordPage, '/pages/member/invitefriends/record');
    expect([...root.querySelectorAll('[role="tab"]')].map((b) => b.textContent)).toEqual(['Rebates', 'Cashback']);
    act(() => setSettings({ addonList: { ...addon('invite', 1), ...addon('cashback', 0) } as never }));
    await flush();
    expect([...root.querySelectorAll('[role="tab"]')].map((b) => b.textContent)).toEqual(['Rebates']);
  });
});

describe('the mall: flash sale and what shoppers say', () => {
  it('the running flash sale (index/shoppingTime) counts down to its end, its goods at sale prices', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    const now = Date.now() / 1000;
    fakeApi((path) => (path === '/api/index/shoppingTime'
      ? { code: 1, data: { start_time: now - 3600, end_time: now + 90, goods: [{ ...card(8, 'Down jacket'), price: '299.00', sale_price: '254.90', discount: 85 }] } } : { code: 0 }));
    await mount(<FlashSale />);
    await flush(2);
    expect(root.querySelector('#flash-title')!.textContent).toBe('Flash sale');
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Ends in 00:01:30');
    expect(root.querySelector('.goods-grid')!.textContent).toContain('254.90');
  });

  it('before the sale it counts down to the start, at the usual prices', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-10T00:00:00Z'));
    const now = Date.now() / 1000;
    fakeApi(() => ({ code: 1, data: { start_time: now + 7200, end_time: now + 50_000, goods: [{ ...card(8, 'Down jacket'), price: '299.00', sale_price: '254.90', discount: 85 }] } }));
    await mount(<FlashSale />);
    await flush(2);
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('Starts in 02:00:00');
    expect(root.querySelector('.goods-grid')!.textContent).not.toContain('254.90');
  });

  it('shoppers\' opinions (index/geMatterOfOpinion), each opening its item', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const calls = fakeApi(() => ({ code: 1, data: [{ id: 1, nickname: 'Anna', content: 'Warm and light', rating: 5, created_at: 0, goods: card(8, 'Down jacket') }] }));
    await mount(<Opinions />);
    await flush(2);
    expect(calls[0].fields.get('limit')).toBe('6');
    const a = root.querySelector<HTMLAnchorElement>('.opinions a')!;
    expect(a.getAttribute('href')).toBe('#/pages/item/index?tp=taobao&tid=700000000008');
    expect(a.textContent).toContain('Warm and light');
    expect(a.querySelector('.stars')!.getAttribute('aria-label')).toBe('5 of 5 stars');
  });
});

describe('QC photos from the order list (order/photo)', () => {
  const row = (status: OrderListRow['status']) => ({
    id: 9, sn: 'O9', group_sn: '', seller: 'Shop', status, status_text: 's', problem: null, problem_text: '', goods: [], goods_count: 1, total: '10.00', goods_total: '10.00', post_fee: '0.00', service_fee: '0.00', created_at: 0, coupon: '0.00', paid: '10.00', refunded: '0.00', refund_state: 'none',
    can: { pay: false, cancel: false, delete: false, pay_extra: false },
  }) as OrderListRow;

  it('an order in the warehouse offers its QC photos: fetched on the tap, shown in the viewer; none yet → a toast', async () => {
    // data: urls, so the viewer's pictures need no server.
    let photos = ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'data:image/gif;base64,R0lGODlhAQABAAAAACwA'];
    const calls = fakeApi(() => ({ code: 1, data: [{ goods_id: 1, title: 'Coat', sku_text: '', pic_url: '', photos, photo_requested: false }] }));
    await mount(<OrderCard o={row(3)} onChange={() => {}} />);
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'QC photos')!;
    await act(() => button.click());
    await until(() => document.querySelector('.preview img'));
    expect(calls.map((c) => [c.path, c.fields.get('id')])).toEqual([['/api/order/photo', '9']]);
    expect(document.querySelector('.preview img')!.getAttribute('src')).toBe(photos[0]);
    photos = [];
    await act(() => render(null, root));
    await mount(<OrderCard o={row(3)} onChange={() => {}} />);
    await act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'QC photos')!.click());
    await flush(2);
    expect(toasts.value.map((x) => x.text)).toEqual(['No photos yet']);
  });

  it('an order not yet in the warehouse has no photos button', async () => {
    fakeApi(() => ({ code: 0 }));
    await mount(<OrderCard o={row(1)} onChange={() => {}} />);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('QC photos');
  });
});

describe('packing photos from the parcel list (sendorder/photo)', () => {
  const parcel = (weight: number | null) => ({
    id: 4, sn: 'S4', status: weight ? 1 : 0, status_text: 's', line_name: 'Air', country: 'Russia', country_code: 'RU', goods_count: 1, goods: [],
    weight_g: weight, chargeable_weight: weight, shipping_fee: weight ? '90.00' : null, insurance_fee: '0.00', total: weight ? '90.00' : null, created_at: 0,
    can: { pay: false, cancel: false, receipt: false },
  }) as unknown as ParcelListRow;
  const acts = { pay: () => {}, cancel: () => {}, receipt: () => {} };

  it('a weighed parcel offers its packing photos, fetched on the tap with the viewer\'s words; one not weighed has none', async () => {
    const calls = fakeApi((path) => (path === '/api/sendorder/photo' ? { code: 1, data: { id: 4, sn: 'S4', photos: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] } } : { code: 0 }));
    await mount(<ParcelCard p={parcel(1500)} acts={acts} />);
    await act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Packing photos')!.click());
    await until(() => document.querySelector('.preview img'));
    expect(calls.map((c) => [c.path, c.fields.get('id')])).toEqual([['/api/sendorder/photo', '4']]);
    await act(() => render(null, root));
    await mount(<ParcelCard p={parcel(null)} acts={acts} />);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Packing photos');
  });
});

describe('the user centre header', () => {
  it('shows the shopper\'s level, linking to the member levels page', async () => {
    setSession({ id: 5, username: 'ann', nickname: 'Ann', level_name: 'Silver', token: 't' } as never);
    fakeApi(() => ({ code: 0 }));
    const table = { find: (p: string) => routes.find((r) => r.path === p), routes, entries: [] };
    await mount(<RouteTableContext.Provider value={table}><UserCentrePage /></RouteTableContext.Provider>);
    const a = root.querySelector<HTMLAnchorElement>('a.level-link')!;
    expect(a.getAttribute('href')).toBe('#/pages/member/level/index');
    expect(a.textContent).toBe('Silver');
  });
});
