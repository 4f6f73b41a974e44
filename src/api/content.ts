import { get, post } from './client';
import type { Page } from './types/common';
import type { ArticleCategory, ArticleDetail, ArticleQuery, ArticleSummary } from './types/content';

/** News (spec §7 "news: lists, detail (POST)"): newest first, and one article with its HTML. */
export const news = (page: number, pagesize: number) => get<Page<ArticleSummary>>('/api/news/lists', { page, pagesize });
export const newsDetail = (id: number) => post<ArticleDetail>('/api/news/detail', { id });

/**
 * Help and service information (spec §7 "articles: detail, lists, getCategory (POST)"). `article` is the
 * help article page's first call, also started early by index.html for a deep link (early/calls.ts): keep
 * the two identical.
 */
export const article = (id: number) => get<ArticleDetail>('/api/article/detail', { id });
export const articles = (params: ArticleQuery) => get<Page<ArticleSummary>>('/api/article/lists', params);
export const articleCategories = () => post<ArticleCategory[]>('/api/article/getCategory');
