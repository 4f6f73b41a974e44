import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import * as cart from '../../src/api/cart';
import * as pay from '../../src/api/pay';
import * as coupon from '../../src/api/coupon';
import * as order from '../../src/api/order';
import * as onepay from '../../src/api/onepay';
import * as sendorder from '../../src/api/sendorder';
import * as address from '../../src/api/address';
import * as member from '../../src/api/member';
import * as other from '../../src/api/other';
import * as content from '../../src/api/content';
import * as rewards from '../../src/api/rewards';
import * as shipforme from '../../src/api/shipforme';
import * as invite from '../../src/api/invite';
import * as points from '../../src/api/points';
import * as perks from '../../src/api/perks';
import * as wallet from '../../src/api/wallet';
import * as affiliate from '../../src/api/affiliate';
import * as cards from '../../src/api/cards';
import * as items from '../../src/api/items';
import * as service from '../../src/api/service';
import * as community from '../../src/api/community';
import { loading, toasts } from '../../src/state/ui';

/** What the fake fetch saw: method, path and the fields (query of a GET, form body of a POST). */
type Seen = { method: string; path: string; fields: URLSearchParams };
let seen: Seen[] = [];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const req = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(req.url, location.href);
  const method = (init?.method ?? req.method).toUpperCase();
  const fields = method === 'GET' ? url.searchParams : new URLSearchParams(String(init?.body ?? ''));
  seen.push({ method, path: url.pathname, fields });
  // The affiliate API's success is code 0 (spec §8); the main API's code 1.
  const code = url.pathname.startsWith('/affiliate-api/') ? 0 : 1;
  return new Response(JSON.stringify({ code, msg: '', time: 0, data: null }), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  seen = [];
  toasts.value = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => vi.unstubAllGlobals());

/**
 * Exports of the modules that make no call: the first picture a deep link's url named (items, read from the page);
 * the address just added from a flow and the one a flow starts with (address, issue 33 §3).
 */
const NOT_CALLS = new Set(['linkedPicture', 'addedFromFlow', 'preferredAddress']);

/** [the call, "METHOD path", does it ask for the loading overlay]. */
type Row = [call: () => Promise<unknown>, route: string, loading?: 'loading'];
const L = 'loading' as const;
const decl = [{ goods_id: 7, type: 'clothes', value: '20.00' }];
const parcelForm = { address_id: 3, line_id: 4, insurance: true, declaration: decl };

const table: Record<string, [Record<string, unknown>, Record<string, Row>]> = {
  cart: [cart, {
    cartList: [() => cart.cartList(), 'POST /api/cart/getList'],
    editCart: [() => cart.editCart({ id: 1, quantity: 2 }), 'GET /api/cart/edit', L],
    deleteCart: [() => cart.deleteCart([1, 2]), 'GET /api/cart/delete', L],
    addToCart: [() => cart.addToCart({ tp: 'taobao', tid: '9', sku_id: 's1', quantity: 2 }), 'POST /api/cart/add', L],
    batchAddToCart: [() => cart.batchAddToCart([{ id: 5 }, { id: 6, quantity: 3 }]), 'POST /api/cart/batchadd', L],
    cartToOrder: [() => cart.cartToOrder({ ids: [1, 2], remark: 'x' }), 'POST /api/cart/carttoorder', L],
    cartToOnepay: [() => cart.cartToOnepay({ address_id: 3, line_id: 4 }), 'POST /api/cart/carttoonepayorder', L],
    onepayLines: [() => cart.onepayLines({ ids: [1, 2], address_id: 3 }), 'POST /api/cart/onepayLines'],
    changeCartShipping: [() => cart.changeCartShipping('Shop A', 'express'), 'GET /api/cart/changeShipping', L],
    checkCart: [() => cart.checkCart({ all: true, checked: false }), 'POST /api/cart/check', L],
    cartCount: [() => cart.cartCount(), 'POST /api/cart/getCount'],
  }],
  pay: [pay, {
    invoice: [() => pay.invoice('OG000000000001'), 'GET /api/paywallet/getInvoice'],
    paymentMethods: [() => pay.paymentMethods('OG000000000001'), 'GET /api/paywallet/getPaymentList'],
    payBalance: [() => pay.payBalance('O000000000001', 'order_problem'), 'POST /api/paywallet/payBalance', L],
    useCoupon: [() => pay.useCoupon('OG000000000001', 2), 'POST /api/paywallet/useCoupon', L],
    offlinePayAreas: [() => pay.offlinePayAreas(), 'GET /api/offlinepay/arealist'],
    offlinePayAccounts: [() => pay.offlinePayAccounts(1), 'GET /api/offlinepay/paylist'],
    offlinePayAccount: [() => pay.offlinePayAccount(1), 'GET /api/offlinepay/getinfo'],
    remittances: [() => pay.remittances(1, 10), 'POST /api/offlinepay/record'],
    topUpReference: [() => pay.topUpReference(), 'POST /api/offlinepay/topupReference'],
    addRemittance: [() => pay.addRemittance({ account_id: 1, sn: 'S000000000001', amount: '12.50', proof: '/uploads/p.png' }), 'POST /api/remit/add', L],
  }],
  perks: [perks, {
    wheelInfo: [() => perks.wheelInfo(), 'GET /api/zhuanpan/info'],
    spinWheel: [() => perks.spinWheel(), 'POST /api/zhuanpan/draw'],
    wheelWins: [() => perks.wheelWins(1, 10), 'GET /api/zhuanpan/records'],
    newsletter: [() => perks.newsletter(), 'GET /api/usersubscription/detail'],
    setNewsletter: [() => perks.setNewsletter(true), 'POST /api/usersubscription/add'],
  }],
  wallet: [wallet, {
    walletSummary: [() => wallet.walletSummary(), 'GET /api/pay/rechargeRecord'],
    ledger: [() => wallet.ledger(1, 10, 'refund'), 'GET /api/pay/expensesRecord'],
    recharges: [() => wallet.recharges(1, 10), 'POST /api/pay/rechargeRecordList'],
    withdrawals: [() => wallet.withdrawals(1, 10), 'GET /api/cash/lists'],
    cancelWithdrawal: [() => wallet.cancelWithdrawal(1), 'GET /api/cash/cancel', L],
    withdraw: [() => wallet.withdraw({ amount: '100.00', bank_id: 1, account_name: 'A', account_no: '1', pay_password: '123456' }), 'POST /api/cash/addCash', L],
    withdrawBanks: [() => wallet.withdrawBanks(), 'GET /api/cash/bankLists'],
    cashConfig: [() => wallet.cashConfig(), 'GET /api/cash/getConfig'],
    hasPayPassword: [() => wallet.hasPayPassword(), 'GET /api/paypassword/haspassword'],
    payPasswordConfig: [() => wallet.payPasswordConfig(), 'GET /api/paypassword/getConfig'],
    setPayPassword: [() => wallet.setPayPassword('123456', '4321'), 'POST /api/paypassword/set', L],
    changePayPassword: [() => wallet.changePayPassword('123456', '654321'), 'POST /api/paypassword/change', L],
    checkPayPassword: [() => wallet.checkPayPassword('123456'), 'POST /api/paypassword/check'],
  }],
  coupon: [coupon, {
    coupons: [() => coupon.coupons(0, 1, 10), 'POST /api/coupon/lists'],
    activateCoupon: [() => coupon.activateCoupon('WELCOME'), 'POST /api/couponrule/activate', L],
    usableCoupons: [() => coupon.usableCoupons({ sn: 'OG000000000001' }), 'POST /api/coupon/uselist'],
  }],
  order: [order, {
    orders: [() => order.orders({ status: 'problem', page: 1, pagesize: 10 }), 'GET /api/order/lists'],
    cancelOrder: [() => order.cancelOrder(1), 'GET /api/order/cancel', L],
    deleteOrder: [() => order.deleteOrder(1), 'GET /api/order/delete', L],
    orderDetail: [() => order.orderDetail(1), 'GET /api/order/detail'],
    warehouseGoods: [() => order.warehouseGoods({ page: 1, pagesize: 10 }), 'GET /api/order/getGoodslist'],
    orderToPackage: [() => order.orderToPackage([7, 8], parcelForm), 'POST /api/order/ordertopackage', L],
    changeOrderShipping: [() => order.changeOrderShipping(1, 'express'), 'GET /api/order/changeShipping', L],
    deleteOrderGoods: [() => order.deleteOrderGoods(1, 2), 'GET /api/order/deletegoods', L],
    expressTrack: [() => order.expressTrack(1), 'POST /api/order/getExpressTrack'],
    expressTrackNew: [() => order.expressTrackNew(1), 'POST /api/order/getExpressTrackNew'],
    orderMessages: [() => order.orderMessages(1), 'POST /api/order/orderReply'],
    addOrderMessage: [() => order.addOrderMessage(1, 'hello'), 'POST /api/order/addReply', L],
    orderPhotos: [() => order.orderPhotos(1), 'POST /api/order/photo'],
    requestPhotos: [() => order.requestPhotos(2), 'POST /api/order/addPhoto', L],
    addStorage: [() => order.addStorage({ goods_id: 2 }, 30), 'POST /api/order/addStorage', L],
  }],
  onepay: [onepay, {
    onepayOrders: [() => onepay.onepayOrders({ status: '0', page: 1, pagesize: 10 }), 'POST /api/orders/oplists'],
    onepayDetail: [() => onepay.onepayDetail(1), 'POST /api/orders/opdetail'],
    cancelOnepay: [() => onepay.cancelOnepay(1), 'POST /api/orders/cancel', L],
    deleteOnepay: [() => onepay.deleteOnepay(1), 'POST /api/orders/delete', L],
    receiptOnepay: [() => onepay.receiptOnepay(1), 'POST /api/orders/receipt', L],
    onepayPhotos: [() => onepay.onepayPhotos(1), 'POST /api/orders/photo'],
  }],
  sendorder: [sendorder, {
    parcels: [() => sendorder.parcels({ page: 1, pagesize: 10 }), 'GET /api/sendorder/lists'],
    cancelParcel: [() => sendorder.cancelParcel(1), 'GET /api/sendorder/cancel', L],
    parcelDetail: [() => sendorder.parcelDetail(1), 'GET /api/sendorder/detail'],
    shippingMethods: [() => sendorder.shippingMethods({ goods_ids: [7, 8], country: 'RU' }), 'GET /api/sendorder/getShippingMethod'],
    showTrack: [() => sendorder.showTrack(1), 'GET /api/sendorder/isshowtrackindex'],
    parcelTrack: [() => sendorder.parcelTrack(1), 'GET /api/sendorder/gettrackindex'],
    addParcelMessage: [() => sendorder.addParcelMessage(1, 'hi', '/uploads/a.png'), 'POST /api/sendorder/addReply', L],
    parcelMessages: [() => sendorder.parcelMessages(1), 'POST /api/sendorder/sendorderReply'],
    receiptParcel: [() => sendorder.receiptParcel(1), 'POST /api/sendorder/receipt', L],
    parcelPhotos: [() => sendorder.parcelPhotos(1), 'POST /api/sendorder/photo'],
    changeShippingMethod: [() => sendorder.changeShippingMethod(1, 4), 'POST /api/sendorder/changeShippingMethod', L],
    addRehearsal: [() => sendorder.addRehearsal([7], 'RU'), 'POST /api/rehearsal/add', L],
    rehearsals: [() => sendorder.rehearsals(1, 10), 'GET /api/rehearsal/lists'],
    rehearsalDetail: [() => sendorder.rehearsalDetail(1), 'GET /api/rehearsal/detail'],
    cancelRehearsal: [() => sendorder.cancelRehearsal(1), 'POST /api/rehearsal/cancel', L],
    submitRehearsal: [() => sendorder.submitRehearsal(1, parcelForm), 'POST /api/rehearsal/submit', L],
  }],
  address: [address, {
    addresses: [() => address.addresses(), 'GET /api/address/lists'],
    defaultAddress: [() => address.defaultAddress(), 'GET /api/address/defaultAddress'],
    setDefaultAddress: [() => address.setDefaultAddress(2), 'GET /api/address/defaultAddress', L],
    deleteAddress: [() => address.deleteAddress(2), 'GET /api/address/deleteAddress', L],
    areaList: [() => address.areaList(), 'GET /api/address/getAreaList'],
    editAddress: [() => address.editAddress(2, { city: 'Kazan' }), 'POST /api/address/editAddress', L],
    addAddress: [() => address.addAddress({ name: 'A', mobile: '79001234567', country_id: 1, address: 'Street 1' }), 'POST /api/address/addAddress', L],
  }],
  member: [member, {
    favorites: [() => member.favorites(1, 10), 'GET /api/favorites/lists'],
    addFavorite: [() => member.addFavorite({ tp: 'taobao', tid: '9' }), 'GET /api/favorites/add', L],
    deleteFavorites: [() => member.deleteFavorites({ ids: [1, 2] }), 'POST /api/favorites/delete', L],
    browsingHistory: [() => member.browsingHistory(1, 10), 'GET /api/history/lists'],
    deleteHistory: [() => member.deleteHistory({ all: true }), 'GET /api/history/delete', L],
    addHistory: [() => member.addHistory({ item_id: 5 }), 'POST /api/history/add'],
    messages: [() => member.messages(1, 10), 'GET /api/message/lists'],
    readMessage: [() => member.readMessage(1), 'GET /api/message/read'],
    unreadCount: [() => member.unreadCount(), 'GET /api/message/countNotRead'],
    emailReminds: [() => member.emailReminds(), 'GET /api/emailremind/lists'],
    setDefaultRemindEmail: [() => member.setDefaultRemindEmail(1), 'GET /api/emailremind/setDefault', L],
    setRemind: [() => member.setRemind('parcel_shipped', 0), 'POST /api/emailremind/setRemind', L],
    subscription: [() => member.subscription(), 'GET /api/usersubscription/detail'],
    subscribe: [() => member.subscribe('a@b.c'), 'POST /api/usersubscription/add', L],
  }],
  other: [other, {
    areaInfo: [() => other.areaInfo(), 'GET /api/other/getAreaInfo'],
    expressCompanies: [() => other.expressCompanies(), 'GET /api/other/getExpresslist'],
    estimate: [() => other.estimate({ country: 'RU', weight: 1200, length: 30 }), 'POST /api/other/estimates'],
    goodsTypes: [() => other.goodsTypes(), 'POST /api/other/getGoodsType'],
    warehouses: [() => other.warehouses(), 'POST /api/other/warehouse'],
    diallingCodes: [() => other.diallingCodes(), 'POST /api/other/getmcode'],
  }],
  content: [content, {
    news: [() => content.news(1, 10), 'GET /api/news/lists'],
    newsDetail: [() => content.newsDetail(1), 'POST /api/news/detail'],
    article: [() => content.article(1), 'GET /api/article/detail'],
    articles: [() => content.articles({ category_id: 2, page: 1, pagesize: 10 }), 'GET /api/article/lists'],
    articleCategories: [() => content.articleCategories(), 'POST /api/article/getCategory'],
  }],
  shipforme: [shipforme, {
    buyselfList: [() => shipforme.buyselfList({ page: 1, pagesize: 10, status: 0 }), 'GET /api/buyself/lists'],
    addBuyself: [() => shipforme.addBuyself({ carrier: 'SF', tracking_no: 'SF1', contents: 'Shoes', quantity: 1, value: '10.00' }), 'POST /api/buyself/add', L],
    deleteBuyself: [() => shipforme.deleteBuyself(1), 'POST /api/buyself/delete', L],
    applyShop: [() => shipforme.applyShop({ shop_name: 'S', platform: 'taobao', contact_name: 'C', contact: 'a@b.c' }), 'POST /api/shop/add', L],
    shopApplication: [() => shipforme.shopApplication(), 'GET /api/shop/getinfo'],
  }],
  rewards: [rewards, {
    refundReasons: [() => rewards.refundReasons(), 'GET /api/goodsrefund/getReason'],
    refundInfo: [() => rewards.refundInfo(2), 'GET /api/goodsrefund/getInfo'],
    refundInfoNew: [() => rewards.refundInfoNew(2), 'GET /api/goodsrefund/getInfoNew'],
    addRefund: [() => rewards.addRefund({ goods_id: 2, amount: '1.00', reason: 'size' }), 'POST /api/goodsrefund/addRefund', L],
    addRefundOnly: [() => rewards.addRefundOnly({ goods_id: 2, amount: '1.00', reason: 'size', images: ['/a.png', '/b.png'] }), 'GET /api/goodsrefund/addRefundOnly', L],
    deleteRefund: [() => rewards.deleteRefund(1), 'POST /api/goodsrefund/delRefund', L],
    orderProblem: [() => rewards.orderProblem(1), 'GET /api/goodsproblem/getProblem'],
    handleProblem: [() => rewards.handleProblem(1, 'refund'), 'POST /api/goodsproblem/handleMethod', L],
  }],
  points: [points, {
    scoreLog: [() => points.scoreLog(1, 10), 'GET /api/score/lists'],
    pointsCoupons: [() => points.pointsCoupons(1, 10), 'GET /api/integralcoupon/lists'],
    exchangeCoupon: [() => points.exchangeCoupon(3), 'POST /api/integralcoupon/exchange', L],
    signins: [() => points.signins(), 'GET /api/signin/lists'],
    signin: [() => points.signin(), 'POST /api/signin/add', L],
    signinRank: [() => points.signinRank(), 'GET /api/signin/rank'],
    fillupSignin: [() => points.fillupSignin('2024-05-01'), 'POST /api/signin/fillup', L],
    levels: [() => points.levels(), 'GET /api/level/lists'],
  }],
  invite: [invite, {
    invitedFriends: [() => invite.invitedFriends(1, 10), 'GET /api/invitefriends/lists'],
    addInviteEmail: [() => invite.addInviteEmail('f@b.c'), 'POST /api/invitefriends/emailAdd', L],
    sendInviteEmail: [() => invite.sendInviteEmail('f@b.c'), 'POST /api/invitefriends/sendInvitefriendsEmail', L],
    rebates: [() => invite.rebates(1, 10), 'GET /api/userrebate/lists'],
    withdrawRebates: [() => invite.withdrawRebates(), 'POST /api/userrebate/withdraw', L],
    cashbacks: [() => invite.cashbacks(1, 10), 'POST /api/cashback/lists'],
  }],
  items: [items, {
    checkKeyword: [() => items.checkKeyword('https://item.taobao.com/item.htm?id=1'), 'GET /api/obapi/check_keyword'],
    itemPassword: [() => items.itemPassword('₤AbCdEf12₤'), 'POST /api/obapi/itemPassword'],
    uploadImg: [() => items.uploadImg('aGVsbG8='), 'POST /api/obapi/uploadImg', L],
    searchItems: [() => items.searchItems({ keyword: 'scarf', sort: 'price_asc', start_price: '10.00' }, 1, 10), 'GET /api/obapi/getItemlist'],
    shopItems: [() => items.shopItems('sk01', 'taobao', 1, 10), 'POST /api/obapi/getItemSearchShop'],
    getItem: [() => items.getItem('taobao', '9'), 'GET /api/obapi/getItem'],
    itemEstimate: [() => items.itemEstimate('taobao', '9', 'RU', 2), 'GET /api/obapi/estimate'],
    itemReviews: [() => items.itemReviews('taobao', '9', 1, 10), 'POST /api/obapi/getReview'],
    similarItems: [() => items.similarItems('taobao', '9'), 'POST /api/obapi/goodsFindSimilar'],
    hotKeywords: [() => items.hotKeywords(), 'GET /api/hotrecommend/keywords'],
    goodsBySn: [() => items.goodsBySn('700000000042'), 'POST /api/obapi/goodsSnSearchGood'],
    flashSale: [() => items.flashSale(), 'GET /api/index/shoppingTime'],
    opinions: [() => items.opinions(6), 'GET /api/index/geMatterOfOpinion'],
    floorGoods: [() => items.floorGoods(4, 1, 6), 'POST /api/index/getFloor'],
  }],
  service: [service, {
    advisories: [() => service.advisories(1, 10), 'GET /api/advisory/lists'],
    advisoryThread: [() => service.advisoryThread(3), 'GET /api/advisory/detail'],
    askAdvisory: [() => service.askAdvisory('Where is my parcel?', '/uploads/user/a.png'), 'POST /api/advisory/add', L],
    replyAdvisory: [() => service.replyAdvisory(3, 'Thanks'), 'POST /api/advisory/reply', L],
    feedbacks: [() => service.feedbacks(1, 10), 'GET /api/feedback/lists'],
    addFeedback: [() => service.addFeedback({ kind: 'suggestion', content: 'ok', images: ['/uploads/a.png'] }), 'POST /api/feedback/add', L],
  }],
  community: [community, {
    communityPosts: [() => community.communityPosts(1, 10, true), 'GET /api/comment/lists'],
    communityPost: [() => community.communityPost(3), 'GET /api/comment/detail'],
    postableParcels: [() => community.postableParcels(), 'GET /api/comment/parcels'],
    addPost: [() => community.addPost({ parcel_id: 4, content: 'Arrived', images: ['/uploads/user/a.png'] }), 'POST /api/comment/add', L],
    replyPost: [() => community.replyPost(3, 'Thanks'), 'POST /api/comment/reply', L],
    templatePages: [() => community.templatePages(), 'GET /api/other/configlist'],
  }],
  cards: [cards, {
    membershipCardInfo: [() => cards.membershipCardInfo(), 'POST /api/membershipcard/info'],
    buyMembershipCard: [() => cards.buyMembershipCard(2, '246810'), 'POST /api/membershipcard/buy', L],
    promotions: [() => cards.promotions(), 'GET /api/promotions/getPromotions'],
    joinPromotion: [() => cards.joinPromotion(1), 'POST /api/promotions/join', L],
  }],
  affiliate: [affiliate, {
    affiliateUser: [() => affiliate.affiliateUser(), 'GET /affiliate-api/user/info'],
    affiliateApply: [() => affiliate.affiliateApply({ channel: 'Blog', contact: 'a@b.c', reason: '' }), 'POST /affiliate-api/user/apply', L],
    affiliateRevenue: [() => affiliate.affiliateRevenue(1, 10), 'GET /affiliate-api/revenue/lists'],
    affiliateWithdrawals: [() => affiliate.affiliateWithdrawals(1, 10), 'GET /affiliate-api/withdraw/lists'],
    affiliateWithdraw: [() => affiliate.affiliateWithdraw({ amount: '50.00', method: 'bank', bank_name: 'ICBC', account_name: 'Li', account_no: '6222' }), 'POST /affiliate-api/withdraw/apply', L],
    affiliateLevels: [() => affiliate.affiliateLevels(), 'GET /affiliate-api/level/lists'],
    affiliatePromotions: [() => affiliate.affiliatePromotions(), 'GET /affiliate-api/promotion/lists'],
    submitPromotion: [() => affiliate.submitPromotion(1, 'my post', ['/uploads/a.png']), 'POST /affiliate-api/promotion/submit', L],
  }],
};

/** Calls one row and answers what was sent. */
async function run([call, , wantsLoading]: Row): Promise<Seen> {
  const pending = call();
  // The overlay starts synchronously with the request, so it can be read before the answer.
  expect(loading.value).toBe(wantsLoading === 'loading');
  await expect(pending).resolves.toBeNull();
  expect(loading.value).toBe(false);
  expect(seen).toHaveLength(1);
  return seen[0];
}

const field = (s: Seen) => (k: string) => s.fields.get(k);

describe.each(Object.entries(table))('api module %s', (name, [mod, rows]) => {
  it('has a row for every exported function', () => {
    const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function' && !NOT_CALLS.has(k)).sort();
    expect(exported).toEqual(Object.keys(rows).sort());
  });

  it.each(Object.entries(rows))('%s → %s', async (_fn, row) => {
    const s = await run(row);
    expect(`${s.method} ${s.path}`).toBe(row[1]);
    // Main API calls carry the common fields (spec §7 "Shared request behaviour").
    if (name !== 'affiliate') expect(s.fields.get('clienttype')).toBe('h5');
    expect(toasts.value).toEqual([]);
  });
});

describe('representative fields', () => {
  it('item search sends its filters with the page; a shop search its seller and platform', async () => {
    const f = field(await run(table.items[1].searchItems));
    expect([f('keyword'), f('sort'), f('start_price'), f('end_price'), f('page'), f('pagesize')]).toEqual(['scarf', 'price_asc', '10.00', null, '1', '10']);
    seen = [];
    const g = field(await run(table.items[1].shopItems));
    expect([g('seller_id'), g('tp'), g('page')]).toEqual(['sk01', 'taobao', '1']);
  });

  it('id lists go as "1,2" (GET queries and POST bodies alike)', async () => {
    const f = field(await run(table.cart[1].deleteCart));
    expect(f('ids')).toBe('1,2');
    seen = [];
    expect(field(await run(table.member[1].deleteFavorites))('ids')).toBe('1,2');
  });

  it('cart: batchadd sends the goods as one JSON field; add sends the item and SKU', async () => {
    expect(JSON.parse(field(await run(table.cart[1].batchAddToCart))('goods')!)).toEqual([{ id: 5 }, { id: 6, quantity: 3 }]);
    seen = [];
    const f = field(await run(table.cart[1].addToCart));
    expect([f('tp'), f('tid'), f('sku_id'), f('quantity')]).toEqual(['taobao', '9', 's1', '2']);
  });

  it('cart: check sends all and checked as 1/0', async () => {
    const f = field(await run(table.cart[1].checkCart));
    expect([f('all'), f('checked'), f('ids')]).toEqual(['1', '0', null]);
  });

  it('wallet: a withdrawal goes to addCash with a listed bank, to addCashNew with one typed in; the pay password in the body', async () => {
    const f = field(await run(table.wallet[1].withdraw));
    expect([f('bank_id'), f('amount'), f('pay_password')]).toEqual(['1', '100.00', '123456']);
    seen = [];
    const typed = await run([() => wallet.withdraw({ amount: '60.00', bank_name: 'My bank', account_name: 'A', account_no: '1' }), 'POST /api/cash/addCashNew', L]);
    expect(`${typed.method} ${typed.path}`).toBe('POST /api/cash/addCashNew');
    expect([typed.fields.get('bank_name'), typed.fields.get('bank_id')]).toEqual(['My bank', null]);
    seen = [];
    expect(field(await run(table.wallet[1].ledger))('type')).toBe('refund');
  });

  it('pay: payBalance sends sn and type; remit/add the remittance', async () => {
    const f = field(await run(table.pay[1].payBalance));
    expect([f('sn'), f('type')]).toEqual(['O000000000001', 'order_problem']);
    seen = [];
    const r = field(await run(table.pay[1].addRemittance));
    expect([r('account_id'), r('sn'), r('amount'), r('proof')]).toEqual(['1', 'S000000000001', '12.50', '/uploads/p.png']);
  });

  it('ordertopackage and rehearsal submit: goods ids, line, insurance and the declaration as JSON', async () => {
    const f = field(await run(table.order[1].orderToPackage));
    expect([f('goods_ids'), f('address_id'), f('line_id'), f('insurance')]).toEqual(['7,8', '3', '4', '1']);
    expect(JSON.parse(f('declaration')!)).toEqual(decl);
    seen = [];
    const r = field(await run(table.sendorder[1].submitRehearsal));
    expect([r('id'), r('line_id')]).toEqual(['1', '4']);
    expect(JSON.parse(r('declaration')!)).toEqual(decl);
  });

  it('order: addStorage by goods line; getShippingMethod for goods to a country', async () => {
    const f = field(await run(table.order[1].addStorage));
    expect([f('goods_id'), f('id'), f('days')]).toEqual(['2', null, '30']);
    seen = [];
    const g = field(await run(table.sendorder[1].shippingMethods));
    expect([g('goods_ids'), g('country')]).toEqual(['7,8', 'RU']);
  });

  it('address edit sends the id with the changed fields only', async () => {
    const f = field(await run(table.address[1].editAddress));
    expect([f('id'), f('city'), f('name')]).toEqual(['2', 'Kazan', null]);
  });

  it('estimate sends what was given, nothing for the rest', async () => {
    const f = field(await run(table.other[1].estimate));
    expect([f('country'), f('weight'), f('length'), f('width')]).toEqual(['RU', '1200', '30', null]);
  });

  it('arrays: key[] in POST bodies, comma-joined in GET queries', async () => {
    expect(field(await run(table.service[1].addFeedback))('images[]')).toBe('/uploads/a.png');
    seen = [];
    expect(field(await run(table.rewards[1].addRefundOnly))('images')).toBe('/a.png,/b.png');
  });

  it('affiliate: lookups GET with s_l and s_c in the query, changes POST them in the body', async () => {
    const g = field(await run(table.affiliate[1].affiliateRevenue));
    expect([g('page'), g('s_l'), g('s_c')]).toEqual(['1', 'en', 'USD']);
    seen = [];
    const p = field(await run(table.affiliate[1].affiliateWithdraw));
    expect([p('amount'), p('method'), p('account_no'), p('s_l')]).toEqual(['50.00', 'bank', '6222', 'en']);
  });
});
