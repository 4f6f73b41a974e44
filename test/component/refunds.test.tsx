import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import OrderDetail from '../../src/pages/member/order/detail';
import { toasts } from '../../src/state/ui';
import { dialog, closeDialog } from '../../src/state/dialog';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import type { OrderDetail as Detail, OrderGoodsDetail } from '../../src/api/types/order';
import type { GoodsRefund, RefundInfo } from '../../src/api/types/rewards';
import { fakeApi, mountPage, typeInto, chooseIn, type ApiCall, freshRoot, unmount } from './dom';

type Reply = { code: number; msg?: string; data?: unknown };

beforeAll(() => loadNamespaces(['orders', 'refund', 'upload']));

let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string, p: URLSearchParams) => Reply | undefined = () => undefined;

const LINE: OrderGoodsDetail = {
  id: 40, title: 'Linen dress', pic_url: '/p.webp', sku_text: 'Size: S', price: '229.00', quantity: 1, url: '', remark: '', subtotal: '229.00', in_parcel: false,
  weight_g: null, volume_cm3: null, photos: [], photo_requested: false, arrived_at: null, free_days_left: null, goods_type: 'general',
};
const order = (status: Detail['status'], more: Partial<Detail> = {}): Detail => ({
  id: 4, sn: 'O202400000004', group_sn: 'OG202400000004', seller: 'Shop B', status, status_text: `status ${status}`, shipping: 'standard', remark: '',
  goods: [LINE], goods_count: 1, refunded_goods: [], goods_total: '229.00', post_fee: '10.00', service_fee: '11.45', total: '250.45',
  coupon: '0.00', paid: '250.45', refunded: '0.00', refund_state: 'none',
  problem: null, problem_text: '', problem_amount: '0.00', problem_handling: null,
  express_company: '', express_no: '', messages_count: 0, free_days: 90, extra_storage_days: 0,
  created_at: 1_700_000_000, paid_at: 1_700_000_100, bought_at: null, stored_at: null, cancelled_at: null,
  can: { pay: false, cancel: false, delete: false, pay_extra: false }, ...more,
});
const info = (mode: RefundInfo['mode'], refund: Partial<GoodsRefund> | null = null, max = '229.00'): RefundInfo => ({
  id: 40, order_id: 4, order_sn: 'O202400000004', goods_id: 40, title: 'Linen dress', pic_url: '/p.webp', sku_text: 'Size: S', quantity: 1, price: '229.00',
  max_amount: mode ? max : '0.00', mode,
  refund: refund && {
    id: 9, type: 'return', amount: '100.00', reason: 'Damaged or defective', remark: '', images: [], status: 0, status_text: 'Awaiting review',
    review_note: '', created_at: 1_700_000_500, decided_at: null, ...refund,
  },
});
const REASONS = [{ id: 1, name: 'I no longer need it' }, { id: 4, name: 'Damaged or defective' }];

/** The order (`o`) and its line's refund state (`line`), changed by the test as the server would. */
let o: Detail;
let line: RefundInfo;

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  localStorage.clear();
  reply = () => undefined;
  calls = fakeApi((path, p) => {
    const own = reply(path, p);
    if (own) return own;
    if (path === '/api/order/detail') return { code: 1, data: o };
    if (path === '/api/goodsrefund/getInfo') return { code: 1, data: line };
    if (path === '/api/goodsrefund/getReason') return { code: 1, data: REASONS };
    return { code: 1, data: null };
  });
});
afterEach(async () => {
  root = await unmount(root);
  if (dialog.value) closeDialog(false);
  vi.unstubAllGlobals();
  await setLang('en', false);
});

const settle = () => act(async () => { for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0)); });
const button = (text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const click = async (el: Element | null | undefined) => {
  expect(el, 'element to click').toBeTruthy();
  await act(() => (el as HTMLElement).click());
  await settle();
};
const answer = async (ok: boolean) => {
  await act(() => closeDialog(ok));
  await settle();
};
const called = (path: string) => calls.filter((c) => c.path === path);
const open = async () => {
  await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
  await vi.waitFor(() => expect(button('Refund')).toBeTruthy(), { timeout: 5000 });
  await click(button('Refund'));
  await vi.waitFor(() => expect(root.querySelector('.rf-panel select')).toBeTruthy(), { timeout: 5000 });
};

describe('refund of an order line', () => {
  it('refund-only: the amount, one confirm, the money back at once and the order re-fetched', async () => {
    o = order(1);
    line = info('refund_only', null, '240.45');
    await open();
    expect(root.querySelector('.rf-panel')!.textContent).toContain('Not bought yet: ¥240.45 goes back to your balance at once');
    // Refund-only asks for no amount and no photos.
    expect(root.querySelector('.rf-panel input')).toBeNull();
    await click(button('Refund now'));
    expect(dialog.value?.message).toBe('Refund ¥240.45 to your balance now? The item leaves order O202400000004.');
    await answer(false);
    expect(called('/api/goodsrefund/addRefundOnly')).toHaveLength(0);

    const before = called('/api/order/detail').length;
    reply = (path) => (path === '/api/goodsrefund/addRefundOnly'
      ? { code: 1, data: info(null, { id: 10, type: 'refund', amount: '240.45', status: 1, status_text: 'Refunded to your balance', decided_at: 1_700_000_600 }) }
      : undefined);
    await click(button('Refund now'));
    await answer(true);
    expect(called('/api/goodsrefund/addRefundOnly')[0].fields.get('goods_id')).toBe('40');
    // It sends the figure it showed: the server moves exactly that or refuses.
    expect(called('/api/goodsrefund/addRefundOnly')[0].fields.get('amount')).toBe('240.45');
    expect(toasts.value.map((t) => t.text)).toContain('¥240.45 returned to your balance');
    expect(called('/api/order/detail').length).toBe(before + 1);
    // The balance is asked for again.
    expect(called('/api/user/info').length).toBeGreaterThan(0);
  });

  it('refund-only: the form reads the quote again when it opens, its confirm names that figure, and a refusal reads it again', async () => {
    o = order(1);
    // The page loads with the line's quote before another line of the order was refunded…
    line = info('refund_only', null, '28.24');
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(button('Refund')).toBeTruthy(), { timeout: 5000 });
    const loads = called('/api/goodsrefund/getInfo').length;
    // …which changed it since: the last line left takes the domestic shipping.
    line = info('refund_only', null, '38.25');
    await click(button('Refund'));
    await vi.waitFor(() => expect(root.querySelector('.rf-panel select')).toBeTruthy(), { timeout: 5000 });
    expect(called('/api/goodsrefund/getInfo').length).toBe(loads + 1);
    expect(root.querySelector('.rf-panel')!.textContent).toContain('Not bought yet: ¥38.25 goes back to your balance at once');
    expect(root.textContent).not.toContain('28.24');
    await click(button('Refund now'));
    expect(dialog.value?.message).toBe('Refund ¥38.25 to your balance now? The item leaves order O202400000004.');

    // Changed again before the tap: the server refuses the old figure, and the panel shows the new one.
    line = info('refund_only', null, '40.00');
    reply = (path) => (path === '/api/goodsrefund/addRefundOnly'
      ? { code: 0, msg: 'The refund of these goods is now ¥40.00: check the new amount and confirm again' } : undefined);
    await answer(true);
    expect(called('/api/goodsrefund/addRefundOnly').at(-1)!.fields.get('amount')).toBe('38.25');
    await vi.waitFor(() => expect(root.querySelector('.rf-intro')!.textContent).toContain('¥40.00'));
    expect(root.querySelector('.rf-panel [role=alert]')!.textContent).toBe('The refund of these goods is now ¥40.00: check the new amount and confirm again');

    reply = (path) => (path === '/api/goodsrefund/addRefundOnly'
      ? { code: 1, data: info(null, { id: 11, type: 'refund', amount: '40.00', status: 1, status_text: 'Refunded to your balance', decided_at: 1_700_000_600 }) }
      : undefined);
    await click(button('Refund now'));
    expect(dialog.value?.message).toBe('Refund ¥40.00 to your balance now? The item leaves order O202400000004.');
    await answer(true);
    expect(called('/api/goodsrefund/addRefundOnly').at(-1)!.fields.get('amount')).toBe('40.00');
    expect(toasts.value.map((t) => t.text)).toContain('¥40.00 returned to your balance');
  });

  it('return: checks reason and amount first, focusing the field at fault and keeping what was typed; then sends', async () => {
    o = order(3, { bought_at: 1_700_000_200 });
    line = info('return');
    await open();
    const amount = root.querySelector<HTMLInputElement>('#rf-amount-40')!;
    expect(amount.value).toBe('229.00');
    expect(root.textContent).toContain('At most ¥229.00');
    expect(root.textContent).toContain('Photos: 0 of 6');
    expect(root.querySelector('label[for=rf-photo-40]')!.textContent).toBe('Upload a photo of the item');
    await typeInto(root, 'rf-remark-40', 'Torn seam');

    await click(button('Request a return'));
    await settle();
    expect(root.querySelector('#rf-reason-40-error')!.textContent).toBe('Reason cannot be empty');
    expect(document.activeElement?.id).toBe('rf-reason-40');

    await chooseIn(root, 'rf-reason-40', '4');
    await typeInto(root, 'rf-amount-40', '300');
    await click(button('Request a return'));
    await settle();
    expect(root.querySelector('#rf-reason-40-error')).toBeNull();
    expect(root.querySelector('#rf-amount-40-error')!.textContent).toBe('You can get at most ¥229.00 back for this item');
    expect(document.activeElement?.id).toBe('rf-amount-40');
    // The decimal input rule: a third decimal and a second point are dropped as typed.
    await typeInto(root, 'rf-amount-40', '100.5.55');
    expect(amount.value).toBe('100.55');
    expect(called('/api/goodsrefund/addRefund')).toHaveLength(0);
    expect(root.querySelector<HTMLTextAreaElement>('#rf-remark-40')!.value).toBe('Torn seam');

    // The server's refusal stays in the panel; nothing typed is lost.
    reply = (path) => (path === '/api/goodsrefund/addRefund' ? { code: 0, msg: 'The most that can be refunded is ¥200.00' } : undefined);
    await click(button('Request a return'));
    expect(root.querySelector('.rf-panel [role=alert]')!.textContent).toBe('The most that can be refunded is ¥200.00');
    expect(amount.value).toBe('100.55');

    reply = (path) => (path === '/api/goodsrefund/addRefund' ? { code: 1, data: info(null, { amount: '100.55' }) } : undefined);
    await click(button('Request a return'));
    const sent = called('/api/goodsrefund/addRefund').at(-1)!.fields;
    expect([sent.get('goods_id'), sent.get('reason'), sent.get('amount'), sent.get('remark')]).toEqual(['40', '4', '100.55', 'Torn seam']);
    expect(toasts.value.map((t) => t.text)).toContain('Return requested: staff will review it');
    expect(root.querySelector('.rf-panel')).toBeNull();
    expect(root.querySelector('.rf-state')!.textContent).toContain('Awaiting review');
  });

  it('pending: shows the request and withdraws it after a confirm; the line can be asked about again', async () => {
    o = order(3);
    line = info(null, { amount: '120.00' });
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(root.querySelector('.rf-state')).toBeTruthy(), { timeout: 5000 });
    const state = root.querySelector('.rf-state')!.textContent!;
    expect(state).toContain('Awaiting review');
    expect(state).toContain('¥120.00');
    expect(state).toContain('Reason: Damaged or defective');
    expect(state).toContain('Requested: ');
    expect(button('Refund')).toBeUndefined();

    await click(button('Withdraw request'));
    expect(dialog.value?.message).toBe('Withdraw the return request for “Linen dress”? You can ask again later.');
    await answer(false);
    expect(called('/api/goodsrefund/delRefund')).toHaveLength(0);

    reply = (path) => (path === '/api/goodsrefund/delRefund' ? { code: 1, data: info('return') } : undefined);
    await click(button('Withdraw request'));
    await answer(true);
    expect(called('/api/goodsrefund/delRefund')[0].fields.get('id')).toBe('9');
    expect(toasts.value.map((t) => t.text)).toContain('Request withdrawn');
    expect(root.querySelector('.rf-state')).toBeNull();
    expect(button('Refund')).toBeTruthy();
  });

  it('rejected: the staff\'s reason is shown, no withdraw, and a new request is possible', async () => {
    o = order(3);
    line = info('return', { status: -1, status_text: 'Rejected', review_note: 'The photos show no damage', decided_at: 1_700_000_900 });
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(root.querySelector('.rf-state')).toBeTruthy(), { timeout: 5000 });
    const state = root.querySelector('.rf-state')!;
    expect(state.textContent).toContain('Rejected');
    expect(state.querySelector('.rf-note')!.textContent).toBe('Staff’s reason: The photos show no damage');
    expect(state.textContent).toContain('Decided: ');
    expect(button('Withdraw request')).toBeUndefined();
    expect(button('Refund')).toBeTruthy();
  });

  it('a line that left the order after its refund (named by the order\'s refunded_goods) is still shown with it, below the goods', async () => {
    o = order(3, { refunded_goods: [41] });
    line = info('return');
    reply = (path, p) => (path === '/api/goodsrefund/getInfo' && p.get('goods_id') === '41'
      ? { code: 1, data: { ...info(null, { id: 11, amount: '35.00', status: 1, status_text: 'Refunded to your balance', decided_at: 1_700_001_000 }), id: 41, goods_id: 41, title: 'Mug' } }
      : undefined);
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(root.querySelector('#o-refunded')).toBeTruthy(), { timeout: 5000 });
    const gone = root.querySelector('#o-refunded')!.closest('section')!;
    expect(gone.textContent).toContain('Refunded items');
    expect(gone.textContent).toContain('Mug');
    expect(gone.textContent).toContain('Refunded to your balance');
    expect(gone.querySelector('button')).toBeNull();
  });

  it('shows no refund action on an unpaid order or a line in a parcel, and asks nothing about them', async () => {
    o = order(0);
    line = info(null);
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await settle();
    expect(root.querySelector('.rf-slot')).toBeNull();
    o = order(3, { goods: [{ ...LINE, in_parcel: true }] });
    render(null, root);
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await settle();
    expect(root.querySelector('.rf-slot')).toBeNull();
    expect(called('/api/goodsrefund/getInfo')).toHaveLength(0);
  });
});

describe('an order problem', () => {
  const priceChange = { kind: 'price_change', text: 'Price changed: extra payment needed', amount: '15.00', actions: ['pay', 'cancel'], pay: { type: 'order_problem', sn: 'O202400000004', amount: '15.00' } } as const;
  const outOfStock = { kind: 'out_of_stock', text: 'Out of stock', amount: '0.00', actions: ['refund', 'cancel'], pay: null } as const;

  it('price change: its text and amount; paying the difference confirms, then opens the pay page for the order_problem bill', async () => {
    o = order(1, { problem: 'price_change', problem_handling: { ...priceChange, actions: [...priceChange.actions] } });
    line = info('refund_only');
    reply = (path) => (path === '/api/goodsproblem/handleMethod' ? { code: 1, data: { id: 4, method: 'pay', status: 1, pay: priceChange.pay, refund: '0.00' } } : undefined);
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    // The page shows once its problem box (a chunk of its own) has come with the order.
    await vi.waitFor(() => expect(root.querySelector('#o-problem')).toBeTruthy(), { timeout: 5000 });
    const box = root.querySelector('#o-problem')!.closest('section')!;
    expect(box.textContent).toContain('Price changed: extra payment needed');
    expect(box.textContent).toContain('Extra to pay: ¥15.00');
    expect([...box.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pay the difference', 'Cancel order', 'Write to staff']);
    await click(button('Pay the difference'));
    await vi.waitFor(() => expect(dialog.value?.message).toBe('Pay ¥15.00 more for order O202400000004? You pay on the next page.'));
    await answer(true);
    expect(called('/api/goodsproblem/handleMethod')[0].fields.get('method')).toBe('pay');
    expect(currentUrl()).toBe('/pages/member/pay/index?sn=O202400000004&type=order_problem');
  });

  it('out of stock: refund and cancel each confirm; a refund cancels the order, says how much came back and re-fetches it', async () => {
    o = order(1, { problem: 'out_of_stock', problem_handling: { ...outOfStock, actions: [...outOfStock.actions] } });
    line = info('refund_only');
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(root.querySelector('#o-problem')).toBeTruthy(), { timeout: 5000 });
    await click(button('Cancel order'));
    await vi.waitFor(() => expect(dialog.value?.message).toBe('Cancel order O202400000004? If it is paid, the money goes back to your balance.'));
    await answer(false);
    expect(called('/api/goodsproblem/handleMethod')).toHaveLength(0);

    const before = called('/api/order/detail').length;
    reply = (path) => (path === '/api/goodsproblem/handleMethod' ? { code: 1, data: { id: 4, method: 'refund', status: -1, pay: null, refund: '250.45' } } : undefined);
    await click(button('Cancel and refund'));
    await vi.waitFor(() => expect(dialog.value?.message).toBe('Cancel order O202400000004 and get what you paid back to your balance?'));
    await answer(true);
    expect(called('/api/goodsproblem/handleMethod')[0].fields.get('method')).toBe('refund');
    expect(called('/api/goodsproblem/handleMethod')[0].fields.get('id')).toBe('4');
    expect(toasts.value.map((t) => t.text)).toContain('Order cancelled: ¥250.45 returned to your balance');
    expect(called('/api/order/detail').length).toBe(before + 1);
  });

  it('a refusal of the server is toasted and the order stays as it was', async () => {
    o = order(1, { problem: 'out_of_stock', problem_handling: { ...outOfStock, actions: [...outOfStock.actions] } });
    line = info('refund_only');
    reply = (path) => (path === '/api/goodsproblem/handleMethod' ? { code: 0, msg: 'This order has no problem waiting for you' } : undefined);
    await mountPage(root, OrderDetail, '/pages/member/order/detail?id=4', 3);
    await vi.waitFor(() => expect(root.querySelector('#o-problem')).toBeTruthy(), { timeout: 5000 });
    const before = called('/api/order/detail').length;
    await click(button('Cancel order'));
    await vi.waitFor(() => expect(dialog.value).toBeTruthy());
    await answer(true);
    expect(toasts.value.map((t) => t.text)).toContain('This order has no problem waiting for you');
    expect(called('/api/order/detail').length).toBe(before);
  });
});
