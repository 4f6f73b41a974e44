import type { Messages } from '../langs';

/**
 * Carriers' names as shoppers know them in each language ("carrier.<name as stored>"); a carrier not listed
 * keeps its stored name (brands like EMS and DHL read the same everywhere).
 */
export default {
  // English screens use the names as the operator stored them.
  en: {},
  ru: {
    'carrier.China Post': 'Почта Китая',
    'carrier.CDEK': 'СДЭК',
  },
  'zh-cn': {
    'carrier.China Post': '中国邮政',
    'carrier.COSCO': '中远海运',
    'carrier.YunExpress': '云途物流',
    'carrier.CDEK': 'CDEK',
    'carrier.SF Express': '顺丰速运',
  },
} satisfies Messages;
