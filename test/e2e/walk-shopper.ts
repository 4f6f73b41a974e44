import { codeSent, journeys, type Ops } from '../../scripts/shop/journeys';
import type { Params } from '../../scripts/shop/wire';
import { BRANDS } from '../../server/db/seed/catalogue-texts';

type Call = <T = any>(path: string, params?: Params, token?: string) => Promise<T>;

/**
 * Words a ru or zh-cn screen of the walk shows in another script by right: what the shopper typed during the set-up (a
 * US address, a shop's name and contact, a question and feedback in Russian, a declaration's "clothes" as the
 * screenshot journeys type it) and the demo catalogue's sellers' brands (a shop's name, "Фабрика Mingde").
 */
export const TYPED = [
  'Jane', 'Doe', 'Main', 'St', 'Springfield', 'Tea', 'House', 'Li', 'Wei', 'clothes',
  'Когда', 'придёт', 'посылка', 'Хорошее', 'приложение', 'Кроссовки', 'Блог', 'о', 'моде',
  ...BRANDS.map(([latin]) => latin),
];

/** A Bearer token of the affiliate API for a shopper (exchanged as the storefront does), and a call with it. */
async function affiliateCall(base: string, token: string) {
  const post = async (path: string, params: Params, headers: Record<string, string>) => {
    const res = await fetch(`${base}/affiliate-api${path}`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries({ s_l: 'en', ...params }).map(([k, v]) => [k, String(v)])).toString(),
    });
    const body = (await res.json()) as { code: number; msg: string; data: any };
    if (body.code !== 0) throw new Error(`affiliate ${path}: ${body.msg}`);
    return body.data;
  };
  const bearer = (await post('/auth/token', {}, { token })).token as string;
  return (path: string, params: Params = {}) => post(path, params, { Authorization: `Bearer ${bearer}` });
}

/**
 * A fresh shopper with something on every page (issue 25's walk of every route): money, an address, orders paid and
 * unpaid, goods in the warehouse, a weighed parcel, a trial packing, a one-pay order, a cart line, a question to
 * service, feedback, a ship-for-me declaration, a seller application, a withdrawal, and (when `affiliate`) an approved
 * affiliate membership. Answers the token and the in-app url of every route that needs a record (by route path).
 */
export async function walkShopper(base: string, call: Call, ops: Ops, name: string): Promise<{ token: string; email: string; urls: Record<string, string> }> {
  const email = `e2e-walk-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await call('/api/ems/send', { event: 'register', email });
  const code = await codeSent(ops, email, 'register');
  const reg = await call<{ userinfo: { token: string } }>('/api/user/register', { email, password: 'walk-e2e-1', code });
  const token = reg.userinfo.token;
  const api = <T = any>(path: string, params: Params = {}) => call<T>(path, params, token);
  const shop = journeys(api, ops);
  await ops('recharge', { email, amount: '5000.00' });

  const areas = await api<{ id: number; code: string }[]>('/api/address/getAreaList');
  const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Jane Doe', mcode: '+1', mobile: '2025550123', country_id: areas.find((a) => a.code === 'US')!.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });

  const item = await shop.generalItem();
  const addLine = () => api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
  // Unpaid and paid order groups (the pay page and its result), and the paid order's detail.
  const unpaid = await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: (await addLine()).id });
  const paidGroup = await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: (await addLine()).id });
  await api('/api/paywallet/payBalance', { sn: paidGroup.order_sn });
  const paid = (await api<{ data: { id: number; group_sn: string }[] }>('/api/order/lists', { status: 1, pagesize: 50 })).data.find((o) => o.group_sn === paidGroup.order_sn)!;
  // A parcel weighed and paid (its steps and its weight, volume and declaration), goods left in the warehouse.
  const parcel = await shop.makeParcel(address.id);
  await ops('weigh', { id: parcel.id, weight: 690, length: 23, width: 12, height: 10 });
  await api('/api/paywallet/payBalance', { sn: parcel.sn });
  const stored = await shop.warehouseGoods();
  const inWarehouse = (await api<{ data: { id: number }[] }>('/api/order/lists', { status: 3, pagesize: 50 })).data[0];
  const rehearsal = await api<{ id: number }>('/api/rehearsal/add', { goods_ids: stored, country: 'US' });
  // A one-pay order, paid.
  const opLine = await addLine();
  const quote = await api<{ lines: { id: number }[] }>('/api/cart/onepayLines', { ids: opLine.id, address_id: address.id });
  const onepay = await api<{ order_sn: string }>('/api/cart/carttoonepayorder', { ids: opLine.id, address_id: address.id, line_id: quote.lines[0].id });
  await api('/api/paywallet/payBalance', { sn: onepay.order_sn });
  const onepayRow = (await api<{ data: { id: number; sn: string }[] }>('/api/orders/oplists', { pagesize: 20 })).data.find((o) => o.sn === onepay.order_sn)!;
  // Something in the cart, a favourite, a question to service, feedback, ship-for-me, a seller application.
  const cartLine = await addLine();
  await api('/api/favorites/add', { tp: item.tp, tid: item.tid }).catch(() => undefined);
  await api('/api/advisory/add', { content: 'Когда придёт посылка?' });
  await api('/api/feedback/add', { kind: 'suggestion', content: 'Хорошее приложение' });
  await api('/api/shop/add', { shop_name: 'Tea House', platform: '1688', contact_name: 'Li Wei', contact: 'li@example.com', shop_url: 'https://shop123456.1688.com/page/index.htm' });
  await api('/api/buyself/add', { carrier: 'shunfeng', tracking_no: 'SF1234567890', contents: 'Кроссовки', quantity: 1, value: '100.00' });

  // A coupon won on the wheel (its prize links to my coupons): only that prize drawable for the one free spin, then the
  // operator's weights as they were.
  const prizes = await ops<{ id: number; kind: string; weight: number; enabled: boolean }[]>('wheel_prizes');
  const coupon = prizes.find((p) => p.kind === 'coupon' && p.enabled)!;
  const set = (p: { id: number; weight: number }, enabled: boolean) => ops('wheel_prize_set', { id: p.id, weight: p.weight, enabled: enabled ? 1 : 0 });
  for (const p of prizes) if (p.enabled && p !== coupon) await set(p, false);
  try {
    await api('/api/zhuanpan/draw');
  } finally {
    for (const p of prizes) if (p.enabled && p !== coupon) await set(p, true);
  }

  // Records the content pages open.
  const news = (await api<{ data: { id: number }[] }>('/api/news/lists', { page: 1, pagesize: 5 })).data[0];
  const cats = await api<{ id: number }[]>('/api/article/getCategory');
  const articles = await api<{ data: { id: number }[] }>('/api/article/lists', { category_id: cats[0]?.id ?? 0, page: 1, pagesize: 5 }).catch(() => ({ data: [] as { id: number }[] }));
  const card = (await api<{ cards: { id: number }[] }>('/api/membershipcard/info')).cards[0];

  const aff = await affiliateCall(base, token);
  await aff('/user/apply', { channel: 'Блог о моде', contact: email, reason: 'Пишу о покупках в Китае' });
  const apps = await ops<{ id: number; user_id: number; contact?: string }[]>('affiliate_applications');
  const app = apps.find((a) => a.contact === email) ?? apps[0];
  await ops('affiliate_approve', { id: app.id });
  const task = ((await aff('/promotion/lists')) as { id: number }[])[0]?.id ?? 1;

  return {
    token, email,
    urls: {
      '/pages/item/index': `/pages/item/index?tp=${item.tp}&tid=${item.tid}`,
      '/pages/item/notfound': '/pages/item/notfound?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D1',
      '/pages/carttoorder/index': `/pages/carttoorder/index?ids=${cartLine.id}`,
      '/pages/onepay/index': `/pages/onepay/index?ids=${cartLine.id}`,
      '/pages/member/pay/index': `/pages/member/pay/index?sn=${unpaid.order_sn}`,
      '/pages/member/pay/payResult': `/pages/member/pay/payResult?sn=${paidGroup.order_sn}&status=paid`,
      '/pages/member/order/detail': `/pages/member/order/detail?id=${paid.id}`,
      '/pages/member/onepayorder/detail': `/pages/member/onepayorder/detail?id=${onepayRow.id}`,
      '/pages/member/sendorder/confirm': `/pages/member/sendorder/confirm?ids=${stored}`,
      '/pages/member/sendorder/detail': `/pages/member/sendorder/detail?id=${parcel.id}`,
      '/pages/member/rehearsal/confirm': `/pages/member/rehearsal/confirm?ids=${stored}`,
      '/pages/member/rehearsal/detail': `/pages/member/rehearsal/detail?id=${rehearsal.id}`,
      '/pages/member/rehearsal/submit': `/pages/member/rehearsal/submit?id=${rehearsal.id}`,
      '/pages/member/myaddress/add': `/pages/member/myaddress/add?id=${address.id}`,
      '/pages/member/news/detail': `/pages/member/news/detail?id=${news?.id ?? 1}`,
      '/pages/help/lists': `/pages/help/lists?id=${cats[0]?.id ?? 1}`,
      '/pages/help/info': `/pages/help/info?id=${articles.data[0]?.id ?? 1}`,
      '/pages/membershipcard/payment': `/pages/membershipcard/payment?id=${card?.id ?? 1}`,
      '/pages/affiliate/promotionsubmit': `/pages/affiliate/promotionsubmit?id=${task}`,
      '/open-location': '/open-location?lat=23.129&lng=113.264&name=%E4%BB%93%E5%BA%93',
      // Not a route of its own: the detail of the order whose goods wait in the warehouse (free storage, steps up to 3).
      'stored-order': `/pages/member/order/detail?id=${inWarehouse.id}`,
    },
  };
}
