import type { RegionRow } from './region-row';

/** ISO 3166-2:KZ: 17 regions and the cities of Astana, Almaty and Shymkent. */
export const KZ_REGIONS: RegionRow[] = [
  ['KZ-10', 'Abai Region', 'Абайская область', '阿拜州'],
  ['KZ-11', 'Akmola Region', 'Акмолинская область', '阿克莫拉州'],
  ['KZ-15', 'Aktobe Region', 'Актюбинская область', '阿克托别州'],
  ['KZ-19', 'Almaty Region', 'Алматинская область', '阿拉木图州'],
  ['KZ-23', 'Atyrau Region', 'Атырауская область', '阿特劳州'],
  ['KZ-27', 'West Kazakhstan Region', 'Западно-Казахстанская область', '西哈萨克斯坦州'],
  ['KZ-31', 'Jambyl Region', 'Жамбылская область', '江布尔州'],
  ['KZ-33', 'Jetisu Region', 'Жетысуская область', '杰特苏州'],
  ['KZ-35', 'Karaganda Region', 'Карагандинская область', '卡拉干达州'],
  ['KZ-39', 'Kostanay Region', 'Костанайская область', '科斯塔奈州'],
  ['KZ-43', 'Kyzylorda Region', 'Кызылординская область', '克孜勒奥尔达州'],
  ['KZ-47', 'Mangystau Region', 'Мангистауская область', '曼格斯套州'],
  ['KZ-55', 'Pavlodar Region', 'Павлодарская область', '巴甫洛达尔州'],
  ['KZ-59', 'North Kazakhstan Region', 'Северо-Казахстанская область', '北哈萨克斯坦州'],
  ['KZ-61', 'Turkistan Region', 'Туркестанская область', '突厥斯坦州'],
  ['KZ-62', 'Ulytau Region', 'Улытауская область', '乌勒套州'],
  ['KZ-63', 'East Kazakhstan Region', 'Восточно-Казахстанская область', '东哈萨克斯坦州'],
  ['KZ-71', 'Astana', 'Астана', '阿斯塔纳'],
  ['KZ-75', 'Almaty', 'Алматы', '阿拉木图'],
  ['KZ-79', 'Shymkent', 'Шымкент', '奇姆肯特'],
];

/** ISO 3166-2:BY: 6 regions and the city of Minsk. */
export const BY_REGIONS: RegionRow[] = [
  ['BY-BR', 'Brest Region', 'Брестская область', '布列斯特州'],
  ['BY-HO', 'Gomel Region', 'Гомельская область', '戈梅利州'],
  ['BY-HR', 'Grodno Region', 'Гродненская область', '格罗德诺州'],
  ['BY-MA', 'Mogilev Region', 'Могилёвская область', '莫吉廖夫州'],
  ['BY-MI', 'Minsk Region', 'Минская область', '明斯克州'],
  ['BY-VI', 'Vitebsk Region', 'Витебская область', '维捷布斯克州'],
  ['BY-HM', 'Minsk', 'Минск', '明斯克'],
];

/** ISO 3166-2:UA: 24 oblasts, the Autonomous Republic of Crimea and the cities of Kyiv and Sevastopol. */
export const UA_REGIONS: RegionRow[] = [
  ['UA-30', 'Kyiv', 'Киев', '基辅'],
  ['UA-05', 'Vinnytsia Oblast', 'Винницкая область', '文尼察州'],
  ['UA-07', 'Volyn Oblast', 'Волынская область', '沃伦州'],
  ['UA-09', 'Luhansk Oblast', 'Луганская область', '卢甘斯克州'],
  ['UA-12', 'Dnipropetrovsk Oblast', 'Днепропетровская область', '第聂伯罗彼得罗夫斯克州'],
  ['UA-14', 'Donetsk Oblast', 'Донецкая область', '顿涅茨克州'],
  ['UA-18', 'Zhytomyr Oblast', 'Житомирская область', '日托米尔州'],
  ['UA-21', 'Zakarpattia Oblast', 'Закарпатская область', '外喀尔巴阡州'],
  ['UA-23', 'Zaporizhzhia Oblast', 'Запорожская область', '扎波罗热州'],
  ['UA-26', 'Ivano-Frankivsk Oblast', 'Ивано-Франковская область', '伊万诺-弗兰科夫斯克州'],
  ['UA-32', 'Kyiv Oblast', 'Киевская область', '基辅州'],
  ['UA-35', 'Kirovohrad Oblast', 'Кировоградская область', '基洛沃格勒州'],
  ['UA-40', 'Sevastopol', 'Севастополь', '塞瓦斯托波尔'],
  ['UA-43', 'Autonomous Republic of Crimea', 'Автономная Республика Крым', '克里米亚自治共和国'],
  ['UA-46', 'Lviv Oblast', 'Львовская область', '利沃夫州'],
  ['UA-48', 'Mykolaiv Oblast', 'Николаевская область', '尼古拉耶夫州'],
  ['UA-51', 'Odesa Oblast', 'Одесская область', '敖德萨州'],
  ['UA-53', 'Poltava Oblast', 'Полтавская область', '波尔塔瓦州'],
  ['UA-56', 'Rivne Oblast', 'Ровенская область', '罗夫诺州'],
  ['UA-59', 'Sumy Oblast', 'Сумская область', '苏梅州'],
  ['UA-61', 'Ternopil Oblast', 'Тернопольская область', '捷尔诺波尔州'],
  ['UA-63', 'Kharkiv Oblast', 'Харьковская область', '哈尔科夫州'],
  ['UA-65', 'Kherson Oblast', 'Херсонская область', '赫尔松州'],
  ['UA-68', 'Khmelnytskyi Oblast', 'Хмельницкая область', '赫梅利尼茨基州'],
  ['UA-71', 'Cherkasy Oblast', 'Черкасская область', '切尔卡瑟州'],
  ['UA-74', 'Chernihiv Oblast', 'Черниговская область', '切尔尼戈夫州'],
  ['UA-77', 'Chernivtsi Oblast', 'Черновицкая область', '切尔诺夫策州'],
];

/** ISO 3166-2:UZ: 12 regions, the Republic of Karakalpakstan and the city of Tashkent. */
export const UZ_REGIONS: RegionRow[] = [
  ['UZ-AN', 'Andijan Region', 'Андижанская область', '安集延州'],
  ['UZ-BU', 'Bukhara Region', 'Бухарская область', '布哈拉州'],
  ['UZ-FA', 'Fergana Region', 'Ферганская область', '费尔干纳州'],
  ['UZ-JI', 'Jizzakh Region', 'Джизакская область', '吉扎克州'],
  ['UZ-NG', 'Namangan Region', 'Наманганская область', '纳曼干州'],
  ['UZ-NW', 'Navoiy Region', 'Навоийская область', '纳沃伊州'],
  ['UZ-QA', 'Kashkadarya Region', 'Кашкадарьинская область', '卡什卡达里亚州'],
  ['UZ-QR', 'Karakalpakstan', 'Республика Каракалпакстан', '卡拉卡尔帕克斯坦共和国'],
  ['UZ-SA', 'Samarkand Region', 'Самаркандская область', '撒马尔罕州'],
  ['UZ-SI', 'Sirdaryo Region', 'Сырдарьинская область', '锡尔河州'],
  ['UZ-SU', 'Surkhandarya Region', 'Сурхандарьинская область', '苏尔汉河州'],
  ['UZ-TK', 'Tashkent', 'Ташкент', '塔什干市'],
  ['UZ-TO', 'Tashkent Region', 'Ташкентская область', '塔什干州'],
  ['UZ-XO', 'Khorezm Region', 'Хорезмская область', '花拉子模州'],
];

/** ISO 3166-2:KG: 7 regions and the cities of Bishkek and Osh. */
export const KG_REGIONS: RegionRow[] = [
  ['KG-B', 'Batken Region', 'Баткенская область', '巴特肯州'],
  ['KG-C', 'Chuy Region', 'Чуйская область', '楚河州'],
  ['KG-GB', 'Bishkek', 'Бишкек', '比什凯克'],
  ['KG-GO', 'Osh', 'Ош', '奥什市'],
  ['KG-J', 'Jalal-Abad Region', 'Джалал-Абадская область', '贾拉拉巴德州'],
  ['KG-N', 'Naryn Region', 'Нарынская область', '纳伦州'],
  ['KG-O', 'Osh Region', 'Ошская область', '奥什州'],
  ['KG-T', 'Talas Region', 'Таласская область', '塔拉斯州'],
  ['KG-Y', 'Issyk-Kul Region', 'Иссык-Кульская область', '伊塞克湖州'],
];

/** ISO 3166-2:AM: 10 provinces and the city of Yerevan. */
export const AM_REGIONS: RegionRow[] = [
  ['AM-ER', 'Yerevan', 'Ереван', '埃里温'],
  ['AM-AG', 'Aragatsotn', 'Арагацотнская область', '阿拉加措特恩省'],
  ['AM-AR', 'Ararat', 'Араратская область', '阿拉拉特省'],
  ['AM-AV', 'Armavir', 'Армавирская область', '阿尔马维尔省'],
  ['AM-GR', 'Gegharkunik', 'Гехаркуникская область', '格加尔库尼克省'],
  ['AM-KT', 'Kotayk', 'Котайкская область', '科泰克省'],
  ['AM-LO', 'Lori', 'Лорийская область', '洛里省'],
  ['AM-SH', 'Shirak', 'Ширакская область', '希拉克省'],
  ['AM-SU', 'Syunik', 'Сюникская область', '休尼克省'],
  ['AM-TV', 'Tavush', 'Тавушская область', '塔武什省'],
  ['AM-VD', 'Vayots Dzor', 'Вайоцдзорская область', '瓦约茨佐尔省'],
];
