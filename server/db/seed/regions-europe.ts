import type { RegionRow } from './region-row';

/** ISO 3166-2:GB: its four countries. */
export const GB_REGIONS: RegionRow[] = [
  ['GB-ENG', 'England', 'Англия', '英格兰'],
  ['GB-SCT', 'Scotland', 'Шотландия', '苏格兰'],
  ['GB-WLS', 'Wales', 'Уэльс', '威尔士'],
  ['GB-NIR', 'Northern Ireland', 'Северная Ирландия', '北爱尔兰'],
];

/** ISO 3166-2:DE: the 16 Länder. */
export const DE_REGIONS: RegionRow[] = [
  ['DE-BW', 'Baden-Württemberg', 'Баден-Вюртемберг', '巴登-符腾堡州'],
  ['DE-BY', 'Bavaria', 'Бавария', '巴伐利亚州'],
  ['DE-BE', 'Berlin', 'Берлин', '柏林'],
  ['DE-BB', 'Brandenburg', 'Бранденбург', '勃兰登堡州'],
  ['DE-HB', 'Bremen', 'Бремен', '不来梅'],
  ['DE-HH', 'Hamburg', 'Гамбург', '汉堡'],
  ['DE-HE', 'Hesse', 'Гессен', '黑森州'],
  ['DE-MV', 'Mecklenburg-Vorpommern', 'Мекленбург — Передняя Померания', '梅克伦堡-前波美拉尼亚州'],
  ['DE-NI', 'Lower Saxony', 'Нижняя Саксония', '下萨克森州'],
  ['DE-NW', 'North Rhine-Westphalia', 'Северный Рейн-Вестфалия', '北莱茵-威斯特法伦州'],
  ['DE-RP', 'Rhineland-Palatinate', 'Рейнланд-Пфальц', '莱茵兰-普法尔茨州'],
  ['DE-SL', 'Saarland', 'Саар', '萨尔州'],
  ['DE-SN', 'Saxony', 'Саксония', '萨克森州'],
  ['DE-ST', 'Saxony-Anhalt', 'Саксония-Анхальт', '萨克森-安哈尔特州'],
  ['DE-SH', 'Schleswig-Holstein', 'Шлезвиг-Гольштейн', '石勒苏益格-荷尔斯泰因州'],
  ['DE-TH', 'Thuringia', 'Тюрингия', '图林根州'],
];
