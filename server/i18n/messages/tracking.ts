import type { Messages } from '../langs';

/**
 * Tracking events we report ourselves (server/domain/parcels/tracking.ts): recorded as these keys and their
 * values, read in the language of the shopper's screen. A carrier named in them ({carrier}) is shown by its
 * name in that language (messages/carriers.ts); {company} is a domestic courier's code (SF, ZTO).
 */
export default {
  en: {
    'track.bought': 'Bought from the seller',
    'track.sellerShipped': 'Seller shipped: {company} {number}',
    'track.warehouseSigned': 'Signed for at the warehouse',
    'track.warehouseSignedNo': 'Signed for at the warehouse: {carrier} {number}',
    'track.warehouseChecked': 'Arrived at the warehouse, quality checked',
    'track.packed': 'Packed and weighed at the warehouse',
    'track.handedOver': 'Handed over to {carrier}, tracking number {number}',
    'track.shippedWith': 'Shipped with {carrier}, tracking number {number}',
    'track.delivered': 'Delivered',
    'track.deliveredConsignee': 'Delivered to the consignee',
    'track.place.warehouse': 'Warehouse',
    'track.place.guangzhou': 'Guangzhou, CN',
    'track.place.seller': 'Seller',
  },
  ru: {
    'track.bought': 'Куплено у продавца',
    'track.sellerShipped': 'Продавец отправил: {company} {number}',
    'track.warehouseSigned': 'Принято на складе',
    'track.warehouseSignedNo': 'Принято на складе: {carrier} {number}',
    'track.warehouseChecked': 'Прибыло на склад, проверено',
    'track.packed': 'Упаковано и взвешено на складе',
    'track.handedOver': 'Передано перевозчику {carrier}, трек-номер {number}',
    'track.shippedWith': 'Отправлено перевозчиком {carrier}, трек-номер {number}',
    'track.delivered': 'Доставлено',
    'track.deliveredConsignee': 'Вручено получателю',
    'track.place.warehouse': 'Склад',
    'track.place.guangzhou': 'Гуанчжоу, Китай',
    'track.place.seller': 'Продавец',
  },
  'zh-cn': {
    'track.bought': '已向卖家下单购买',
    'track.sellerShipped': '卖家已发货：{company} {number}',
    'track.warehouseSigned': '仓库已签收',
    'track.warehouseSignedNo': '仓库已签收：{carrier} {number}',
    'track.warehouseChecked': '已到达仓库，质检完成',
    'track.packed': '已在仓库打包称重',
    'track.handedOver': '已交付{carrier}，运单号 {number}',
    'track.shippedWith': '已由{carrier}发出，运单号 {number}',
    'track.delivered': '已签收',
    'track.deliveredConsignee': '已送达收件人',
    'track.place.warehouse': '仓库',
    'track.place.guangzhou': '中国广州',
    'track.place.seller': '卖家',
  },
} satisfies Messages;
