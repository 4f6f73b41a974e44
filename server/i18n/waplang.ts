import type { Messages } from './langs';

/**
 * The server-side storefront dictionary (`/api/other/language?controllername=waplang`): an operator's
 * wording that the storefront merges over its own strings. Keys follow lang/*.json.
 */
export const waplang: Messages = {
  en: {
    'app.name': 'BuyForMe',
    'home.notice': 'Free storage for 90 days in our Guangzhou warehouse.',
    'service.schedule': 'Customer service: 9:00–21:00 (UTC+8)',
  },
  ru: {
    'app.name': 'BuyForMe',
    'home.notice': 'Бесплатное хранение 90 дней на нашем складе в Гуанчжоу.',
    'service.schedule': 'Служба поддержки: 9:00–21:00 (UTC+8)',
  },
  'zh-cn': {
    'app.name': 'BuyForMe',
    'home.notice': '广州仓库免费仓储 90 天。',
    'service.schedule': '客服时间：9:00–21:00（北京时间）',
  },
};
