import type { Messages } from '../langs';

/** Messages of the catalogue calls: home, mall, items (/api/obapi/). */
export default {
  en: {
    'item.notFound': 'This item was not found',
    'item.staleNote': 'The shop could not reach the platform just now: the price and stock shown may have changed',
    'item.shareCodeInvalid': 'No item was found for this share code',
    'item.imageInvalid': 'The picture could not be read, please choose another image',
    'item.imageTooLarge': 'The picture is too large (2 MB at most)',
    'item.imageSearchNotFound': 'This image search has expired, please search again',
    'item.shopNotFound': 'This shop was not found',
    'catalogue.floorNotFound': 'This section was not found',
  },
  ru: {
    'item.notFound': 'Товар не найден',
    'item.staleNote': 'Сейчас не удалось связаться с площадкой: цена и наличие могли измениться',
    'item.shareCodeInvalid': 'По этому коду товар не найден',
    'item.imageInvalid': 'Не удалось прочитать изображение, выберите другое',
    'item.imageTooLarge': 'Изображение слишком большое (не более 2 МБ)',
    'item.imageSearchNotFound': 'Поиск по фото устарел, повторите поиск',
    'item.shopNotFound': 'Магазин не найден',
    'catalogue.floorNotFound': 'Раздел не найден',
  },
  'zh-cn': {
    'item.notFound': '未找到该商品',
    'item.staleNote': '暂时无法连接平台：显示的价格和库存可能已有变化',
    'item.shareCodeInvalid': '口令无效或商品不存在',
    'item.imageInvalid': '无法识别该图片，请选择其他图片',
    'item.imageTooLarge': '图片太大（最大2MB）',
    'item.imageSearchNotFound': '图片搜索已失效，请重新搜索',
    'item.shopNotFound': '未找到该店铺',
    'catalogue.floorNotFound': '未找到该栏目',
  },
} satisfies Messages;
