import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { dialog, closeDialog } from '../../src/state/dialog';
import ShipForMe from '../../src/pages/member/shipforme/index';
import Settled from '../../src/pages/settled/index';
import type { BuyselfGoods } from '../../src/api/types/shipforme';
import type { ShopApplication } from '../../src/api/types/shipforme';
import { byId, chooseIn, fakeApi, flush, mountPage, submitForm, typeInto, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  token.value = 'tk';
  await loadNamespaces(['shipforme', 'settled']);
});
afterEach(async () => {
  root = await unmount(root);
  dialog.value = null;
  vi.unstubAllGlobals();
  toasts.value = [];
  await setLang('en');
});
const mountAt = async (Page: preact.ComponentType, url: string) => {
  root = freshRoot();
  await mountPage(root, Page, url, 3);
};
const ok = (data: unknown) => ({ code: 1, data });
const text = (sel: string) => [...root.querySelectorAll(sel)].map((e) => e.textContent?.trim());

const pkg = (over: Partial<BuyselfGoods> = {}): BuyselfGoods => ({
  id: 5, carrier: 'shunfeng', carrier_name: 'SF Express', tracking_no: 'SF1428571428', contents: 'Running shoes', quantity: 2, value: '399.00',
  remark: '', status: 0, status_text: 'On its way', order_id: null, can_delete: true, created_at: 1_700_000_000, received_at: null, ...over,
});
const WAREHOUSE = [{ id: 1, name: 'Guangzhou main warehouse', address: '18 Shitan Road, Guangzhou', contact: 'BuyForMe Warehouse', phone: '+86 20 8888 6600', free_days: 90 }];
const CARRIERS = [{ id: 1, code: 'shunfeng', name: 'SF Express' }, { id: 2, code: 'ems', name: 'EMS China' }];

/** The fake server of the ship-for-me page: `list` answers buyself/lists, `add` buyself/add. */
function shipforme(o: { list?: BuyselfGoods[]; add?: Record<string, unknown> } = {}) {
  let list = o.list ?? [];
  const calls = fakeApi((path, fields) => {
    if (path.endsWith('/other/warehouse')) return ok(WAREHOUSE);
    if (path.endsWith('/other/getExpresslist')) return ok(CARRIERS);
    if (path.endsWith('/buyself/add')) return o.add ?? ok(pkg({ id: 9 }));
    if (path.endsWith('/buyself/delete')) {
      list = list.filter((b) => String(b.id) !== fields.get('id'));
      return ok({ id: Number(fields.get('id')) });
    }
    const status = fields.get('status');
    const data = list.filter((b) => status == null || status === '' || String(b.status) === status);
    return ok({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data, counts: { all: list.length, pending: list.filter((b) => b.status === 0).length, received: list.filter((b) => b.status === 1).length } });
  });
  return calls;
}

describe('ship-for-me page', () => {
  it('explains ship-for-me, shows our warehouse address and, with nothing declared, a real empty state', async () => {
    shipforme();
    await mountAt(ShipForMe, '/pages/member/shipforme/index');
    expect(root.querySelector('.sf-intro')!.textContent).toContain('Send it to our warehouse');
    expect(root.querySelector('.sf-addr')!.textContent).toContain('18 Shitan Road, Guangzhou');
    expect(root.querySelector('.sf-addr')!.textContent).toContain('+86 20 8888 6600');
    expect(text('#sf-carrier option')).toEqual(['Choose a carrier', 'SF Express', 'EMS China']);
    expect(root.querySelector('.empty')!.textContent).toContain('No packages declared yet');
  });

  it('lists my packages with their status: delete (after a confirmation) for one on its way, the warehouse for one received', async () => {
    const calls = shipforme({ list: [pkg(), pkg({ id: 6, contents: 'Keyboard', quantity: 1, status: 1, status_text: 'In the warehouse', can_delete: false, order_id: 40, received_at: 1_700_100_000 })] });
    await mountAt(ShipForMe, '/pages/member/shipforme/index');
    const cards = [...root.querySelectorAll<HTMLLIElement>('.sf-card')];
    expect(cards.map((c) => c.querySelector('.sf-status')!.textContent)).toEqual(['On its way', 'In the warehouse']);
    expect(cards[0].textContent).toContain('SF Express SF1428571428');
    expect(cards[0].querySelector('.sf-meta')!.textContent).toContain('2 pieces');
    expect(cards[0].querySelector('.sf-meta')!.textContent).toContain('¥399.00');
    expect(cards[1].querySelector('.sf-meta')!.textContent).toContain('1 piece');
    expect(cards[1].querySelector('button')).toBeNull();
    expect(cards[1].querySelector('a')!.getAttribute('href')).toBe('#/pages/member/myWarehouse/index');
    expect(cards[0].querySelector('a')).toBeNull();
    expect(root.querySelector('.status-tab.on')!.textContent).toBe('All');
    expect(root.querySelector('.status-count')!.textContent).toBe('1');

    await act(() => cards[0].querySelector<HTMLButtonElement>('button')!.click());
    expect(dialog.value?.message).toBe('Delete the declaration of SF1428571428? Do it only if you will not send this package.');
    await act(() => closeDialog(false));
    await flush(2);
    expect(calls.some((c) => c.path.endsWith('/buyself/delete'))).toBe(false);
    await act(() => root.querySelector<HTMLButtonElement>('.sf-card button')!.click());
    await act(() => closeDialog(true));
    await flush(3);
    expect(calls.find((c) => c.path.endsWith('/buyself/delete'))!.fields.get('id')).toBe('5');
    expect(text('.sf-contents')).toEqual(['Keyboard']);
    expect(toasts.value.map((x) => x.text)).toContain('Declaration deleted');
  });

  it('declaring: each problem is said next to its field, the first invalid focused, nothing typed lost; a refusal is said in the form; sent, it is listed', async () => {
    let answer: Record<string, unknown> = { code: 0, msg: 'You have already declared tracking number SF123456' };
    const list: BuyselfGoods[] = [];
    const recorded = fakeApi((path, fields) => {
      if (path.endsWith('/other/warehouse')) return ok(WAREHOUSE);
      if (path.endsWith('/other/getExpresslist')) return ok(CARRIERS);
      if (path.endsWith('/buyself/add')) {
        if (answer.code === 1) list.unshift(pkg({ id: 9, tracking_no: fields.get('tracking_no')!, contents: fields.get('contents')! }));
        return answer;
      }
      return ok({ total: list.length, per_page: 10, current_page: 1, last_page: 1, data: list, counts: { all: list.length, pending: list.length, received: 0 } });
    });
    await mountAt(ShipForMe, '/pages/member/shipforme/index');
    await typeInto(root, 'sf-contents', 'Running shoes');
    await submitForm(root, 2);
    expect(byId(root, 'sf-carrier-error').textContent).toBe('Choose the carrier');
    expect(document.activeElement?.id).toBe('sf-carrier');
    expect(byId(root, 'sf-contents').value).toBe('Running shoes');

    await chooseIn(root, 'sf-carrier', 'shunfeng');
    await typeInto(root, 'sf-tracking_no', 'sf 1');
    await submitForm(root, 2);
    expect(byId(root, 'sf-tracking_no-error').textContent).toBe('A tracking number is 4–40 letters, digits or dashes');
    expect(document.activeElement?.id).toBe('sf-tracking_no');
    await typeInto(root, 'sf-tracking_no', 'sf 123 456');
    await submitForm(root, 2);
    expect(byId(root, 'sf-value-error').textContent).toBe('Enter the value in yuan, more than 0');
    expect(document.activeElement?.id).toBe('sf-value');
    await typeInto(root, 'sf-value', '399.5');
    await submitForm(root, 3);
    const sent = recorded.filter((c) => c.path.endsWith('/buyself/add'));
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(['carrier', 'tracking_no', 'contents', 'quantity', 'value'].map((k) => [k, sent[0].fields.get(k)])))
      .toEqual({ carrier: 'shunfeng', tracking_no: 'SF123456', contents: 'Running shoes', quantity: '1', value: '399.5' });
    expect(root.querySelector('.sf-form .form-error')!.textContent).toBe('You have already declared tracking number SF123456');
    expect(byId(root, 'sf-tracking_no').value).toBe('sf 123 456');

    answer = ok(pkg({ id: 9 }));
    await typeInto(root, 'sf-tracking_no', 'SF654321');
    await submitForm(root, 4);
    expect(toasts.value.map((x) => x.text)).toContain('Declared. We will message you when it arrives.');
    expect(byId(root, 'sf-tracking_no').value).toBe('');
    expect(root.querySelector('.sf-form .form-error')!.textContent).toBe('');
    expect(text('.sf-contents')).toEqual(['Running shoes']);
  });

  it('in Russian: the form, plural forms and the status', async () => {
    await setLang('ru');
    shipforme({ list: [pkg({ quantity: 3, status_text: 'В пути' }), pkg({ id: 7, quantity: 5, status_text: 'В пути' }), pkg({ id: 8, quantity: 1, status_text: 'В пути' })] });
    await mountAt(ShipForMe, '/pages/member/shipforme/index');
    expect(root.querySelector('.sf-h')!.textContent).toBe('Адрес нашего склада');
    expect(text('.sf-meta').map((s) => s!.split(' · ')[0])).toEqual(['3 штуки', '5 штук', '1 штука']);
    expect(text('.sf-card button')).toEqual(['Удалить', 'Удалить', 'Удалить']);
  });
});

const application = (over: Partial<ShopApplication> = {}): ShopApplication => ({
  id: 3, shop_name: 'Silk Road Tea', platform: 'taobao', shop_url: 'https://silkroadtea.taobao.com', contact_name: 'Li Wei', contact: 'li@example.com',
  description: 'Tea', status: 0, status_text: 'Under review', reason: '', created_at: 1_700_000_000, decided_at: null, ...over,
});

describe('seller settlement page', () => {
  it('with no application: the form; problems said next to their fields, first invalid focused, typed kept; a refusal too; sent, the status shows', async () => {
    let answer: Record<string, unknown> = { code: 0, msg: 'You already have an application under review or approved' };
    const calls = fakeApi((path) => (path.endsWith('/shop/add') ? answer : ok(null)));
    await mountAt(Settled, '/pages/settled/index');
    expect(root.querySelector('.st-intro')!.textContent).toContain('Sell your goods');
    await typeInto(root, 'st-contact', 'li@example.com');
    await typeInto(root, 'st-shop_url', 'silkroad.example');
    await submitForm(root, 2);
    expect(byId(root, 'st-shop_name-error').textContent).toBe('Enter the shop name');
    expect(document.activeElement?.id).toBe('st-shop_name');
    await typeInto(root, 'st-shop_name', 'Silk Road Tea');
    await submitForm(root, 2);
    expect(byId(root, 'st-shop_url-error').textContent).toBe('Enter the shop link starting with http:// or https://');
    expect(document.activeElement?.id).toBe('st-shop_url');
    await typeInto(root, 'st-shop_url', 'https://silkroadtea.taobao.com');
    await submitForm(root, 2);
    expect(byId(root, 'st-contact_name-error').textContent).toBe('Enter the contact person');
    await typeInto(root, 'st-contact_name', 'Li Wei');
    await act(() => { root.querySelector<HTMLInputElement>('input[value="1688"]')!.dispatchEvent(new Event('change', { bubbles: true })); });
    await submitForm(root, 3);
    const sent = calls.filter((c) => c.path.endsWith('/shop/add'));
    expect(Object.fromEntries(sent[0].fields)).toMatchObject({ shop_name: 'Silk Road Tea', platform: '1688', shop_url: 'https://silkroadtea.taobao.com', contact_name: 'Li Wei', contact: 'li@example.com' });
    expect(root.querySelector('.st-form .form-error')!.textContent).toBe('You already have an application under review or approved');
    expect(byId(root, 'st-shop_name').value).toBe('Silk Road Tea');

    answer = ok(application({ platform: '1688' }));
    await submitForm(root, 3);
    expect(root.querySelector('.st-status h2')!.textContent).toBe('Your application is under review');
    expect(root.querySelector('.st-details')!.textContent).toContain('1688');
    expect(root.querySelector('form')).toBeNull();
  });

  it('approved: says so; rejected: the operator\'s reason and apply again from what was sent (in Chinese)', async () => {
    fakeApi(() => ok(application({ status: 1, status_text: 'Approved', decided_at: 1_700_100_000 })));
    await mountAt(Settled, '/pages/settled/index');
    expect(root.querySelector('.st-status h2')!.textContent).toBe('Your shop is approved');
    expect(root.querySelector('.st-status')!.textContent).toContain('li@example.com');
    expect(root.querySelector('.st-status button')).toBeNull();
    await act(() => render(null, root));

    await setLang('zh-cn');
    fakeApi(() => ok(application({ status: -1, status_text: '未通过', reason: 'We cannot sell replicas', decided_at: 1_700_100_000 })));
    await mountPage(root, Settled, '/pages/settled/index', 3);
    expect(root.querySelector('.st-status h2')!.textContent).toBe('您的申请未通过');
    expect(root.querySelector('.st-reason')!.textContent).toBe('原因: We cannot sell replicas');
    await act(() => root.querySelector<HTMLButtonElement>('.st-status button')!.click());
    expect(byId(root, 'st-shop_name').value).toBe('Silk Road Tea');
    expect(root.querySelector<HTMLButtonElement>('.st-form button[type=submit]')!.textContent).toBe('提交申请');
  });

  it('a failed load offers a retry; the skeleton shows from the first paint', async () => {
    fakeApi(() => { throw new Error('offline'); });
    root = freshRoot();
    await mountPage(root, Settled, '/pages/settled/index', 0);
    expect(root.querySelector('[aria-busy="true"], .sk')).not.toBeNull();
    await flush(3);
    expect(root.textContent).toContain('Retry');
  });
});
