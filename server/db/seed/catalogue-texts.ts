import type { I18nText } from '../schema';
import { text } from './catalogue-words';

/** Shop brands: latin and Chinese spellings. */
export const BRANDS: [string, string][] = [
  ['Huayang', '华阳'], ['Mingde', '明德'], ['Xinyu', '新语'], ['Jiale', '佳乐'], ['Tianyi', '天逸'], ['Lanting', '兰亭'],
  ['Yunshang', '云裳'], ['Meilin', '美林'], ['Haoyun', '好运'], ['Zhenpin', '臻品'], ['Baixue', '白雪'], ['Longteng', '龙腾'],
  ['Jinxiu', '锦绣'], ['Qingfeng', '清风'], ['Shengshi', '盛世'], ['Anran', '安然'], ['Ruyi', '如意'], ['Xingchen', '星辰'],
  ['Mingyue', '明月'], ['Chunfeng', '春风'], ['Leyuan', '乐园'], ['Dongfang', '东方'], ['Hengtai', '恒泰'], ['Jiahe', '嘉禾'],
  ['Yuxuan', '雨轩'], ['Wanjia', '万家'], ['Huaxin', '华鑫'], ['Zhixing', '知行'], ['Lingxi', '灵犀'], ['Youpin', '优品'],
  ['Shangpin', '尚品'], ['Yaxin', '雅馨'], ['Boya', '博雅'], ['Ziyun', '紫云'], ['Tianlan', '天蓝'], ['Huamei', '华美'],
  ['Kaixin', '开心'], ['Jingyi', '静怡'], ['Fengya', '风雅'], ['Chenxi', '晨曦'],
];

/** Shop name patterns per platform: {b} = latin brand, {z} = Chinese brand. */
export const SHOP_NAMES: Record<string, string> = {
  taobao: '{b} Official Store|Официальный магазин {b}|{z}官方旗舰店',
  '1688': '{b} Factory Outlet|Фабрика {b}|{z}源头工厂',
  jd: '{b} Flagship Store|Флагманский магазин {b}|{z}京东旗舰店',
  weidian: '{b} Boutique|Бутик {b}|{z}精品小店',
};

/** Seller cities: shop location (English) and the description's "ships from" line. */
export const CITIES = [
  'Hangzhou, Zhejiang|Ханчжоу, Чжэцзян|浙江杭州', 'Guangzhou, Guangdong|Гуанчжоу, Гуандун|广东广州', 'Shenzhen, Guangdong|Шэньчжэнь, Гуандун|广东深圳',
  'Yiwu, Zhejiang|Иу, Чжэцзян|浙江义乌', 'Shanghai|Шанхай|上海', 'Beijing|Пекин|北京', 'Suzhou, Jiangsu|Сучжоу, Цзянсу|江苏苏州',
  'Quanzhou, Fujian|Цюаньчжоу, Фуцзянь|福建泉州', 'Dongguan, Guangdong|Дунгуань, Гуандун|广东东莞', 'Ningbo, Zhejiang|Нинбо, Чжэцзян|浙江宁波',
].map(text);

export const INTROS = [
  'Carefully made and checked by the seller before shipping.|Тщательно изготовлено и проверено продавцом перед отправкой.|精心制作，发货前经卖家检验。',
  'A popular choice with thousands of happy buyers.|Популярный выбор тысяч довольных покупателей.|深受数千名买家喜爱的热门之选。',
  'Great value straight from the manufacturer.|Отличная цена напрямую от производителя.|厂家直供，超高性价比。',
  'New season design, in stock and ready to ship.|Новинка сезона, в наличии и готово к отправке.|当季新款，现货速发。',
  'Quality materials for everyday use.|Качественные материалы для повседневного использования.|优质材料，适合日常使用。',
  'Makes a thoughtful gift.|Отличный вариант для подарка.|送礼佳品。',
].map(text);

export const DESC = {
  options: text('Colours and options are listed above; the photos show the actual item.|Цвета и варианты указаны выше; на фото — реальный товар.|颜色和规格请见上方选项，图片为实物拍摄。'),
  category: text('Category|Категория|类目'),
  weight: text('Weight|Вес|重量'),
  grams: text('g|г|克'),
  from: text('Ships from|Отправка из|发货地'),
  itemNo: text('Item no.|Артикул|商品编号'),
};

/** Review texts by rating. */
export const REVIEWS: Record<3 | 4 | 5, I18nText[]> = {
  5: [
    'Excellent quality, exactly as in the photos.|Отличное качество, точно как на фото.|质量很好，和图片一模一样。',
    'Arrived quickly and well packed. Very happy!|Пришло быстро и хорошо упаковано. Очень доволен!|到货很快，包装完好，非常满意！',
    'Second time buying, still great.|Покупаю второй раз, по-прежнему отлично.|第二次购买了，依然很棒。',
    'The colour is beautiful and the size is just right.|Цвет красивый, размер подошёл идеально.|颜色很漂亮，规格正合适。',
    'Great value for the price, I recommend it.|Отличное соотношение цены и качества, рекомендую.|性价比很高，推荐购买。',
  ].map(text),
  4: [
    'Good item, delivery took a little longer than expected.|Хороший товар, доставка заняла чуть больше времени, чем ожидалось.|东西不错，物流比预期慢了一点。',
    'Nice quality, the colour is slightly darker than in the photo.|Качество хорошее, цвет немного темнее, чем на фото.|质量不错，颜色比图片稍深一点。',
    'Works as described. The box was a bit dented.|Работает как заявлено. Коробка была немного помята.|和描述一致，外盒有点压痕。',
    'Comfortable and well made, would buy again.|Удобно и качественно сделано, куплю ещё.|舒适做工好，会回购。',
  ].map(text),
  3: [
    'It is okay for the price, nothing special.|Нормально за свои деньги, ничего особенного.|这个价格还行，没什么特别的。',
    'Runs small, order one size up.|Маломерит, берите на размер больше.|偏小，建议拍大一号。',
    'Average quality, but the seller answered quickly.|Качество среднее, но продавец быстро ответил.|质量一般，但卖家回复很快。',
  ].map(text),
};

export const NICKNAMES = [
  'Anna K.', 'Dmitry S.', 'l***8', '小雨', 'Olga', 'j***n', '王***', 'Maria P.', 'Sergey', 'k***a',
  'Elena V.', '李***明', 'Tom W.', 'Ivan', 'c***y', 'Natasha', '张***', 'Alex', 'm***3', 'Yulia',
];

/** Hot searches: every keyword matches demo titles in its language. */
export const HOT_SEARCHES = [
  'dress|платье|连衣裙', 'sneakers|кроссовки|运动鞋', 'power bank|внешний аккумулятор|充电宝', 'lipstick|помада|口红',
  'backpack|рюкзак|双肩包', 'perfume|духи|香水', 'phone case|чехол|手机壳', 'yoga mat|коврик для йоги|瑜伽垫',
  'smart watch|умные часы|智能手表', 'mug|кружка|马克杯',
].map(text);

export const FLOOR_NAMES = {
  fresh: text('New arrivals|Новинки|新品上架'),
  best: text('Best sellers|Хиты продаж|热销榜单'),
  taobao: text('Taobao & Tmall picks|Выбор с Taobao и Tmall|淘宝天猫精选'),
  '1688': text('1688 wholesale|Оптом с 1688|1688源头好货'),
  jd: text('JD favourites|Лучшее с JD|京东好物'),
  weidian: text('Weidian boutiques|Бутики Weidian|微店精品'),
};

export const BANNERS = [
  { title: text('Winter wardrobe|Зимний гардероб|冬季衣橱'), cat: 0 },
  { title: text('Gadget week|Неделя гаджетов|数码周'), cat: 4 },
  { title: text('Beauty picks|Выбор красоты|美妆精选'), cat: 7 },
  { title: text('Home comforts|Уют в доме|品质家居'), cat: 6 },
];

export const MIDDLE_ADS = [
  { title: text('Snap a photo, find the item|Сфотографируйте — и найдите товар|拍照搜同款'), link: '/pages/help/index' },
  { title: text('90 days of free storage|90 дней бесплатного хранения|90天免费仓储'), link: '/pages/help/index' },
];

