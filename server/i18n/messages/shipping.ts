import type { Messages } from '../index';

/** Messages of this API group; keys are namespaced by the group. */
export default {
  en: {
    'address.notFound': 'Address not found',
  },
  ru: {
    'address.notFound': 'Адрес не найден',
  },
  'zh-cn': {
    'address.notFound': '地址不存在',
  },
} satisfies Messages;
