import type { I18nText } from '../schema';

/**
 * Word lists the demo catalogue is built from. Compact notation, parsed below:
 * - text:      'en|ru|zh'
 * - noun:      'en|ru|g|zh' with g the Russian gender/number (m, f, n, p) the adjectives agree with
 * - adjective: 'en|ru_m,ru_f,ru_n,ru_p|zh'
 * A title is style adjective + material/feature adjective + noun in every language
 * ("Winter wool scarf" / "Зимний шерстяной шарф" / "冬季羊毛围巾").
 */
export type Gender = 'm' | 'f' | 'n' | 'p';
export type Noun = { en: string; ru: string; g: Gender; zh: string };
export type Adj = { en: string; ru: Record<Gender, string>; zh: string };
export type Variant = { name: I18nText; values: I18nText[]; mult: number[]; pid: string };
export type Sub = { name: I18nText; nouns: Noun[]; a1: Adj[]; a2: Adj[]; variant: Variant; goodsType: string };
export type Cat = { name: I18nText; keyword: string; price: [number, number]; weight: [number, number]; subs: Sub[] };

export const text = (s: string): I18nText => {
  const [en, ru, zh] = s.split('|');
  return { en, ru, 'zh-cn': zh };
};
const noun = (s: string): Noun => {
  const [en, ru, g, zh] = s.split('|');
  return { en, ru, g: g as Gender, zh };
};
const adj = (s: string): Adj => {
  const [en, ru, zh] = s.split('|');
  const [m, f, n, p] = ru.split(',');
  return { en, ru: { m, f, n, p }, zh };
};
const adjs = (...list: string[]) => list.map(adj);
const variant = (pid: string, name: string, values: string[], mult: number[]): Variant => ({ pid, name: text(name), values: values.map(text), mult });

export const COLOUR_PID = '1627207';
export const COLOURS = [
  'Black|Чёрный|黑色', 'White|Белый|白色', 'Red|Красный|红色', 'Blue|Синий|蓝色', 'Green|Зелёный|绿色',
  'Grey|Серый|灰色', 'Beige|Бежевый|米色', 'Pink|Розовый|粉色', 'Brown|Коричневый|棕色', 'Navy|Тёмно-синий|藏青色',
  'Gold|Золотой|金色', 'Silver|Серебристый|银色', 'Purple|Фиолетовый|紫色', 'Yellow|Жёлтый|黄色',
].map(text);
export const COLOUR_NAME = text('Colour|Цвет|颜色');

const SIZE = variant('20509', 'Size|Размер|尺码', ['S|S|S', 'M|M|M', 'L|L|L', 'XL|XL|XL'], [1, 1, 1, 1.05]);
const SHOE = variant('20549', 'Size|Размер|鞋码', ['37|37|37', '38|38|38', '39|39|39', '40|40|40', '41|41|41', '42|42|42'], [1, 1, 1, 1, 1, 1]);
const MAH = variant('122216343', 'Capacity|Ёмкость|容量', ['10000 mAh|10000 мА·ч|10000毫安', '20000 mAh|20000 мА·ч|20000毫安'], [1, 1.35]);
const EDITION = variant('122216608', 'Edition|Версия|版本', ['Standard|Стандартная|标准版', 'Pro|Pro|专业版', 'Max|Max|旗舰版'], [1, 1.3, 1.6]);
const PHONE = variant('122216515', 'Model|Модель|适用机型', ['iPhone 15|iPhone 15|iPhone 15', 'iPhone 15 Pro|iPhone 15 Pro|iPhone 15 Pro', 'Galaxy S24|Galaxy S24|Galaxy S24', 'Xiaomi 14|Xiaomi 14|小米14'], [1, 1, 1, 1]);
const LENGTH = variant('122216589', 'Length|Длина|长度', ['1 m|1 м|1米', '2 m|2 м|2米'], [1, 1.2]);
const CASE_MM = variant('122216590', 'Case size|Размер корпуса|表盘尺寸', ['41 mm|41 мм|41毫米', '45 mm|45 мм|45毫米'], [1, 1.1]);
const MUG_ML = variant('122216591', 'Capacity|Объём|容量', ['350 ml|350 мл|350毫升', '500 ml|500 мл|500毫升', '750 ml|750 мл|750毫升'], [1, 1.15, 1.3]);
const PAN_CM = variant('122216592', 'Diameter|Диаметр|直径', ['24 cm|24 см|24厘米', '28 cm|28 см|28厘米', '32 cm|32 см|32厘米'], [1, 1.2, 1.4]);
const SET = variant('122216593', 'Set|Комплект|套装', ['Single|1 шт.|单件', 'Set of 2|2 шт.|两件套', 'Set of 4|4 шт.|四件套'], [1, 1.8, 3.3]);
const PACK = variant('122216594', 'Size|Объём|规格', ['Mini|Мини|小样', 'Standard|Стандарт|正装'], [0.6, 1]);
const PERFUME_ML = variant('122216595', 'Volume|Объём|容量', ['30 ml|30 мл|30毫升', '50 ml|50 мл|50毫升', '100 ml|100 мл|100毫升'], [1, 1.5, 2.4]);
const MAT_MM = variant('122216596', 'Thickness|Толщина|厚度', ['6 mm|6 мм|6毫米', '10 mm|10 мм|10毫米'], [1, 1.25]);
const BOTTLE_ML = variant('122216597', 'Capacity|Объём|容量', ['500 ml|500 мл|500毫升', '750 ml|750 мл|750毫升', '1 l|1 л|1升'], [1, 1.15, 1.3]);
const PERSONS = variant('122216598', 'Capacity|Вместимость|适用人数', ['2 persons|На 2 человек|双人', '4 persons|На 4 человек|四人'], [1, 1.45]);
const PIECES = variant('122216599', 'Pieces|Деталей|片数', ['300 pcs|300 деталей|300片', '500 pcs|500 деталей|500片', '1000 pcs|1000 деталей|1000片'], [1, 1.3, 1.7]);
const PLUSH_CM = variant('122216600', 'Height|Высота|高度', ['30 cm|30 см|30厘米', '50 cm|50 см|50厘米', '80 cm|80 см|80厘米'], [1, 1.6, 2.5]);
const CHAIN_CM = variant('122216601', 'Length|Длина|长度', ['40 cm|40 см|40厘米', '45 cm|45 см|45厘米', '50 cm|50 см|50厘米'], [1, 1.05, 1.1]);
const RING = variant('122216602', 'Size|Размер|尺寸', ['16|16|16', '17|17|17', '18|18|18'], [1, 1, 1]);
const STRAP = variant('122216603', 'Strap|Ремешок|表带', ['Leather strap|Кожаный ремешок|皮表带', 'Steel bracelet|Стальной браслет|钢表带'], [1, 1.25]);
const PAPER = variant('122216604', 'Format|Формат|规格', ['A6|A6|A6', 'A5|A5|A5', 'B5|B5|B5'], [1, 1.2, 1.4]);

// Adjectives shared by several categories.
const A = {
  winter: 'winter|зимний,зимняя,зимнее,зимние|冬季', summer: 'summer|летний,летняя,летнее,летние|夏季',
  casual: 'casual|повседневный,повседневная,повседневное,повседневные|休闲', elegant: 'elegant|элегантный,элегантная,элегантное,элегантные|优雅',
  classic: 'classic|классический,классическая,классическое,классические|经典', minimalist: 'minimalist|минималистичный,минималистичная,минималистичное,минималистичные|简约',
  wool: 'wool|шерстяной,шерстяная,шерстяное,шерстяные|羊毛', cotton: 'cotton|хлопковый,хлопковая,хлопковое,хлопковые|纯棉',
  leather: 'leather|кожаный,кожаная,кожаное,кожаные|真皮', waterproof: 'waterproof|водонепроницаемый,водонепроницаемая,водонепроницаемое,водонепроницаемые|防水',
  lightweight: 'lightweight|лёгкий,лёгкая,лёгкое,лёгкие|轻便', portable: 'portable|портативный,портативная,портативное,портативные|便携',
  compact: 'compact|компактный,компактная,компактное,компактные|小巧', professional: 'professional|профессиональный,профессиональная,профессиональное,профессиональные|专业',
  vintage: 'vintage|винтажный,винтажная,винтажное,винтажные|复古', creative: 'creative|креативный,креативная,креативное,креативные|创意',
  foldable: 'foldable|складной,складная,складное,складные|折叠', magnetic: 'magnetic|магнитный,магнитная,магнитное,магнитные|磁吸',
  canvas: 'canvas|холщовый,холщовая,холщовое,холщовые|帆布', nylon: 'nylon|нейлоновый,нейлоновая,нейлоновое,нейлоновые|尼龙',
  knitted: 'knitted|вязаный,вязаная,вязаное,вязаные|针织', silk: 'silk|шёлковый,шёлковая,шёлковое,шёлковые|真丝',
  linen: 'linen|льняной,льняная,льняное,льняные|亚麻', oversized: 'oversized|объёмный,объёмная,объёмное,объёмные|宽松',
  slim: 'slim|тонкий,тонкая,тонкое,тонкие|超薄', large: 'large|большой,большая,большое,большие|大号',
  soft: 'soft|мягкий,мягкая,мягкое,мягкие|柔软', cute: 'cute|милый,милая,милое,милые|可爱',
  moisturising: 'moisturising|увлажняющий,увлажняющая,увлажняющее,увлажняющие|保湿', natural: 'natural|натуральный,натуральная,натуральное,натуральные|自然',
  nonSlip: 'non-slip|нескользящий,нескользящая,нескользящее,нескользящие|防滑', delicate: 'delicate|изящный,изящная,изящное,изящные|精致',
};

const sub = (name: string, nouns: string[], a1: string[], a2: string[], v: Variant, goodsType = 'general'): Sub => ({ name: text(name), nouns: nouns.map(noun), a1: adjs(...a1), a2: adjs(...a2), variant: v, goodsType });

export const CATEGORIES: Cat[] = [
  { name: text("Women's clothing|Женская одежда|女装"), keyword: 'dress', price: [79, 459], weight: [250, 1100], subs: [
    sub('Dresses|Платья|连衣裙', ['dress|платье|n|连衣裙', 'sundress|сарафан|m|吊带裙'], [A.silk, A.cotton, A.linen, A.knitted], [A.summer, A.elegant, A.casual, A.vintage], SIZE),
    sub('Coats & jackets|Пальто и куртки|外套', ['coat|пальто|n|大衣', 'jacket|куртка|f|夹克'], [A.wool, A.leather, A.cotton, A.oversized], [A.winter, A.elegant, A.casual, A.classic], SIZE),
    sub('Knitwear|Трикотаж|针织衫', ['sweater|свитер|m|毛衣', 'cardigan|кардиган|m|开衫', 'hoodie|толстовка|f|卫衣'], [A.wool, A.knitted, 'cashmere|кашемировый,кашемировая,кашемировое,кашемировые|羊绒', A.cotton], [A.winter, A.oversized, A.soft, A.vintage], SIZE),
  ] },
  { name: text("Men's clothing|Мужская одежда|男装"), keyword: 'shirt', price: [69, 499], weight: [250, 1200], subs: [
    sub('Shirts|Рубашки|衬衫', ['shirt|рубашка|f|衬衫', 'polo shirt|поло|n|POLO衫'], [A.cotton, A.linen, 'denim|джинсовый,джинсовая,джинсовое,джинсовые|牛仔'], [A.classic, A.casual, 'business|деловой,деловая,деловое,деловые|商务', 'slim-fit|приталенный,приталенная,приталенное,приталенные|修身'], SIZE),
    sub('Jackets|Куртки|夹克', ['jacket|куртка|f|夹克', 'bomber jacket|бомбер|m|飞行员夹克'], [A.leather, A.nylon, 'fleece|флисовый,флисовая,флисовое,флисовые|抓绒', 'denim|джинсовый,джинсовая,джинсовое,джинсовые|牛仔'], [A.winter, A.waterproof, A.classic, 'sporty|спортивный,спортивная,спортивное,спортивные|运动'], SIZE),
    sub('Trousers|Брюки|裤子', ['trousers|брюки|p|长裤', 'jeans|джинсы|p|牛仔裤', 'shorts|шорты|p|短裤'], [A.cotton, A.linen, 'corduroy|вельветовый,вельветовая,вельветовое,вельветовые|灯芯绒'], [A.casual, A.classic, 'slim-fit|приталенный,приталенная,приталенное,приталенные|修身', A.summer], SIZE),
  ] },
  { name: text('Shoes|Обувь|鞋靴'), keyword: 'shoes', price: [99, 699], weight: [500, 1500], subs: [
    sub('Sneakers|Кроссовки|运动鞋', ['sneakers|кроссовки|p|运动鞋', 'slip-ons|слипоны|p|一脚蹬'], [A.canvas, 'mesh|сетчатый,сетчатая,сетчатое,сетчатые|网面', A.leather], [A.lightweight, 'breathable|дышащий,дышащая,дышащее,дышащие|透气', A.casual, A.classic], SHOE),
    sub('Boots|Ботинки|靴子', ['boots|ботинки|p|靴子', 'chelsea boots|челси|p|切尔西靴'], [A.leather, 'suede|замшевый,замшевая,замшевое,замшевые|麂皮'], [A.winter, A.waterproof, A.nonSlip, A.vintage], SHOE),
    sub('Sandals & slippers|Сандалии и тапочки|凉鞋拖鞋', ['sandals|сандалии|p|凉鞋', 'slippers|тапочки|p|拖鞋'], [A.leather, 'rubber|резиновый,резиновая,резиновое,резиновые|橡胶', A.soft], [A.summer, A.nonSlip, A.lightweight, A.casual], SHOE),
  ] },
  { name: text('Bags & accessories|Сумки и аксессуары|箱包配饰'), keyword: 'bag', price: [49, 599], weight: [150, 1200], subs: [
    sub('Backpacks|Рюкзаки|双肩包', ['backpack|рюкзак|m|双肩包'], [A.canvas, A.nylon, A.leather], [A.waterproof, A.lightweight, A.large, A.classic], SET),
    sub('Handbags|Сумки|手提包', ['handbag|сумка|f|手提包', 'crossbody bag|сумка через плечо|f|斜挎包', 'wallet|кошелёк|m|钱包'], [A.leather, A.canvas, 'suede|замшевый,замшевая,замшевое,замшевые|麂皮'], [A.elegant, A.compact, A.vintage, A.minimalist], SET),
    sub('Scarves & hats|Шарфы и шапки|围巾帽子', ['scarf|шарф|m|围巾', 'beanie|шапка|f|毛线帽'], [A.wool, A.knitted, 'cashmere|кашемировый,кашемировая,кашемировое,кашемировые|羊绒'], [A.winter, A.soft, A.classic, A.oversized], SET),
  ] },
  { name: text('Electronics|Электроника|数码电子'), keyword: 'electronics', price: [59, 899], weight: [120, 1200], subs: [
    sub('Headphones|Наушники|耳机', ['headphones|наушники|p|耳机', 'earbuds|наушники-вкладыши|p|入耳式耳机'], ['wireless|беспроводной,беспроводная,беспроводное,беспроводные|无线', 'noise-cancelling|шумоподавляющий,шумоподавляющая,шумоподавляющее,шумоподавляющие|降噪'], [A.portable, A.lightweight, A.professional], EDITION, 'battery'),
    sub('Power banks|Внешние аккумуляторы|充电宝', ['power bank|внешний аккумулятор|m|充电宝'], ['fast-charging|быстрозарядный,быстрозарядная,быстрозарядное,быстрозарядные|快充', A.magnetic, 'wireless|беспроводной,беспроводная,беспроводное,беспроводные|无线'], [A.compact, A.slim, A.portable], MAH, 'battery'),
    sub('Speakers|Колонки|音箱', ['speaker|колонка|f|音箱', 'smart speaker|умная колонка|f|智能音箱'], ['wireless|беспроводной,беспроводная,беспроводное,беспроводные|无线', A.waterproof], [A.portable, A.compact, A.professional], EDITION, 'battery'),
  ] },
  { name: text('Phones & accessories|Телефоны и аксессуары|手机配件'), keyword: 'phone', price: [19, 799], weight: [60, 500], subs: [
    sub('Phone cases|Чехлы|手机壳', ['phone case|чехол для телефона|m|手机壳'], ['shockproof|противоударный,противоударная,противоударное,противоударные|防摔', 'transparent|прозрачный,прозрачная,прозрачное,прозрачные|透明', A.magnetic, A.leather], [A.slim, A.minimalist, A.cute], PHONE),
    sub('Cables & chargers|Кабели и зарядки|数据线充电器', ['charging cable|зарядный кабель|m|充电线', 'charger|зарядное устройство|n|充电器'], ['fast-charging|быстрозарядный,быстрозарядная,быстрозарядное,быстрозарядные|快充', 'braided|плетёный,плетёная,плетёное,плетёные|编织', A.magnetic], [A.compact, A.portable, 'durable|прочный,прочная,прочное,прочные|耐用'], LENGTH),
    sub('Smart watches|Умные часы|智能手表', ['smart watch|умные часы|p|智能手表', 'fitness band|фитнес-браслет|m|运动手环'], [A.waterproof, 'sporty|спортивный,спортивная,спортивное,спортивные|运动'], [A.slim, A.lightweight, A.classic], CASE_MM, 'battery'),
  ] },
  { name: text('Home & kitchen|Дом и кухня|家居厨房'), keyword: 'kitchen', price: [19, 399], weight: [200, 2500], subs: [
    sub('Mugs & bottles|Кружки и термосы|杯子', ['mug|кружка|f|马克杯', 'thermos|термос|m|保温杯'], ['ceramic|керамический,керамическая,керамическое,керамические|陶瓷', 'glass|стеклянный,стеклянная,стеклянное,стеклянные|玻璃', 'steel|стальной,стальная,стальное,стальные|不锈钢'], [A.minimalist, A.large, A.cute, 'Nordic|скандинавский,скандинавская,скандинавское,скандинавские|北欧'], MUG_ML),
    sub('Cookware|Посуда|锅具', ['frying pan|сковорода|f|平底锅', 'saucepan|кастрюля|f|汤锅', 'wok|вок|m|炒锅'], ['non-stick|антипригарный,антипригарная,антипригарное,антипригарные|不粘', 'steel|стальной,стальная,стальное,стальные|不锈钢', 'cast-iron|чугунный,чугунная,чугунное,чугунные|铸铁'], [A.professional, A.classic, A.large], PAN_CM),
    sub('Storage|Хранение|收纳', ['storage box|контейнер для хранения|m|收纳盒', 'organiser|органайзер|m|整理架', 'basket|корзина|f|收纳篮'], ['bamboo|бамбуковый,бамбуковая,бамбуковое,бамбуковые|竹制', A.canvas, 'plastic|пластиковый,пластиковая,пластиковое,пластиковые|塑料'], [A.foldable, A.large, A.minimalist, 'Nordic|скандинавский,скандинавская,скандинавское,скандинавские|北欧'], SET),
  ] },
  { name: text('Beauty & make-up|Красота и макияж|美妆'), keyword: 'makeup', price: [29, 389], weight: [40, 300], subs: [
    sub('Lips|Губы|唇妆', ['lipstick|помада|f|口红', 'lip gloss|блеск для губ|m|唇彩'], ['matte|матовый,матовая,матовое,матовые|哑光', A.moisturising, 'velvet|бархатный,бархатная,бархатное,бархатные|丝绒'], ['long-lasting|стойкий,стойкая,стойкое,стойкие|持久', A.natural, A.professional], PACK, 'cosmetics'),
    sub('Eyes|Глаза|眼妆', ['eyeshadow palette|палетка теней|f|眼影盘', 'mascara|тушь для ресниц|f|睫毛膏', 'eyeliner|подводка для глаз|f|眼线笔'], [A.waterproof, 'shimmering|мерцающий,мерцающая,мерцающее,мерцающие|珠光', 'matte|матовый,матовая,матовое,матовые|哑光'], ['long-lasting|стойкий,стойкая,стойкое,стойкие|持久', A.natural, A.professional], PACK, 'cosmetics'),
    sub('Face|Лицо|底妆', ['foundation|тональный крем|m|粉底液', 'face powder|пудра|f|散粉', 'blush|румяна|p|腮红'], [A.moisturising, 'matte|матовый,матовая,матовое,матовые|哑光', A.natural], ['long-lasting|стойкий,стойкая,стойкое,стойкие|持久', A.lightweight, A.professional], PACK, 'cosmetics'),
  ] },
  { name: text('Perfume & skincare|Парфюмерия и уход|香水护肤'), keyword: 'perfume', price: [39, 699], weight: [100, 600], subs: [
    sub('Perfume|Парфюмерия|香水', ['perfume|духи|p|香水', 'eau de toilette|туалетная вода|f|淡香水'], ['floral|цветочный,цветочная,цветочное,цветочные|花香', 'woody|древесный,древесная,древесное,древесные|木质', 'citrus|цитрусовый,цитрусовая,цитрусовое,цитрусовые|柑橘'], [A.elegant, A.classic, A.delicate, 'fresh|свежий,свежая,свежее,свежие|清新'], PERFUME_ML, 'liquid'),
    sub('Skincare|Уход за кожей|护肤', ['face cream|крем для лица|m|面霜', 'serum|сыворотка|f|精华液', 'face mask|маска для лица|f|面膜'], [A.moisturising, 'soothing|успокаивающий,успокаивающая,успокаивающее,успокаивающие|舒缓', 'nourishing|питательный,питательная,питательное,питательные|滋养'], [A.natural, A.lightweight, A.delicate], PACK, 'cosmetics'),
    sub('Body care|Уход за телом|身体护理', ['body lotion|лосьон для тела|m|身体乳', 'hand cream|крем для рук|m|护手霜'], [A.moisturising, 'nourishing|питательный,питательная,питательное,питательные|滋养', 'fragrant|ароматный,ароматная,ароматное,ароматные|留香'], [A.natural, A.lightweight, A.delicate], PACK, 'cosmetics'),
  ] },
  { name: text('Sports & outdoors|Спорт и отдых|运动户外'), keyword: 'sport', price: [29, 899], weight: [200, 3500], subs: [
    sub('Yoga & fitness|Йога и фитнес|瑜伽健身', ['yoga mat|коврик для йоги|m|瑜伽垫', 'resistance band|эспандер|m|弹力带'], [A.nonSlip, 'thick|толстый,толстая,толстое,толстые|加厚'], [A.lightweight, A.professional, A.portable], MAT_MM),
    sub('Bottles|Бутылки|水壶', ['water bottle|бутылка для воды|f|运动水壶', 'flask|фляга|f|随行杯'], ['steel|стальной,стальная,стальное,стальные|不锈钢', 'insulated|термоизолированный,термоизолированная,термоизолированное,термоизолированные|保温'], [A.lightweight, A.portable, A.large], BOTTLE_ML),
    sub('Camping|Кемпинг|露营', ['tent|палатка|f|帐篷', 'sleeping bag|спальный мешок|m|睡袋', 'camping chair|кемпинговый стул|m|露营椅'], [A.waterproof, A.foldable, A.lightweight], [A.portable, A.compact, A.professional], PERSONS),
  ] },
  { name: text('Toys & hobbies|Игрушки и хобби|玩具'), keyword: 'toy', price: [19, 499], weight: [150, 2000], subs: [
    sub('Building sets|Конструкторы|积木', ['building set|конструктор|m|积木套装'], ['educational|развивающий,развивающая,развивающее,развивающие|益智', A.creative], ["children's|детский,детская,детское,детские|儿童", A.large, A.classic], PIECES),
    sub('Plush toys|Мягкие игрушки|毛绒玩具', ['plush bear|плюшевый мишка|m|毛绒熊', 'plush cat|плюшевый кот|m|毛绒猫', 'plush rabbit|плюшевый заяц|m|毛绒兔'], [A.soft, A.cute], [A.large, "children's|детский,детская,детское,детские|儿童", A.classic], PLUSH_CM),
    sub('Puzzles|Пазлы|拼图', ['jigsaw puzzle|пазл|m|拼图', 'puzzle cube|кубик-головоломка|m|魔方'], ['wooden|деревянный,деревянная,деревянное,деревянные|木质', 'educational|развивающий,развивающая,развивающее,развивающие|益智'], [A.creative, A.classic, A.vintage], PIECES),
  ] },
  { name: text('Jewellery & watches|Украшения и часы|珠宝手表'), keyword: 'jewellery', price: [39, 999], weight: [30, 300], subs: [
    sub('Necklaces|Ожерелья|项链', ['necklace|колье|n|项链', 'pendant|кулон|m|吊坠'], ['silver|серебряный,серебряная,серебряное,серебряные|纯银', 'gold-plated|позолоченный,позолоченная,позолоченное,позолоченные|镀金', 'pearl|жемчужный,жемчужная,жемчужное,жемчужные|珍珠'], [A.delicate, A.elegant, A.minimalist, A.vintage], CHAIN_CM),
    sub('Rings & earrings|Кольца и серьги|戒指耳环', ['ring|кольцо|n|戒指', 'earrings|серьги|p|耳环'], ['silver|серебряный,серебряная,серебряное,серебряные|纯银', 'gold-plated|позолоченный,позолоченная,позолоченное,позолоченные|镀金', 'pearl|жемчужный,жемчужная,жемчужное,жемчужные|珍珠'], [A.delicate, A.elegant, A.minimalist], RING),
    sub('Watches|Часы|手表', ['wristwatch|наручные часы|p|腕表', 'quartz watch|кварцевые часы|p|石英表'], [A.waterproof, A.slim], [A.classic, A.elegant, A.minimalist, A.vintage], STRAP),
  ] },
  { name: text('Stationery & office|Канцелярия и офис|文具办公'), keyword: 'stationery', price: [9, 299], weight: [50, 1500], subs: [
    sub('Notebooks|Блокноты|笔记本', ['notebook|блокнот|m|笔记本', 'planner|ежедневник|m|手账本'], [A.leather, 'kraft-paper|крафтовый,крафтовая,крафтовое,крафтовые|牛皮纸'], [A.minimalist, A.vintage, A.creative, A.classic], PAPER),
    sub('Pens|Ручки|笔', ['gel pen|гелевая ручка|f|中性笔', 'fountain pen|перьевая ручка|f|钢笔'], ['metal|металлический,металлическая,металлическое,металлические|金属', A.slim], [A.classic, A.creative, A.professional], SET),
    sub('Desk accessories|Настольные аксессуары|桌面用品', ['desk lamp|настольная лампа|f|台灯', 'pen holder|подставка для ручек|f|笔筒', 'desk organiser|настольный органайзер|m|桌面收纳架'], ['wooden|деревянный,деревянная,деревянное,деревянные|木质', 'metal|металлический,металлическая,металлическое,металлические|金属', 'bamboo|бамбуковый,бамбуковая,бамбуковое,бамбуковые|竹制'], [A.minimalist, A.foldable, 'Nordic|скандинавский,скандинавская,скандинавское,скандинавские|北欧'], SET),
  ] },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A title in three languages: style + material + noun, the Russian adjectives agreeing with the noun. */
export function title(style: Adj, material: Adj, n: Noun): I18nText {
  return {
    en: cap(`${style.en} ${material.en} ${n.en}`),
    ru: cap(`${style.ru[n.g]} ${material.ru[n.g]} ${n.ru}`),
    'zh-cn': `${style.zh}${material.zh}${n.zh}`,
  };
}
