import type { Messages } from '../langs';

/** Messages of news, help articles and service information (server/domain/content). */
export default {
  en: {
    'article.notFound': 'This article does not exist or was removed',
    'news.notFound': 'This news item does not exist or was removed',
  },
  ru: {
    'article.notFound': 'Статья не найдена или удалена',
    'news.notFound': 'Новость не найдена или удалена',
  },
  'zh-cn': {
    'article.notFound': '文章不存在或已被删除',
    'news.notFound': '该新闻不存在或已被删除',
  },
} satisfies Messages;
