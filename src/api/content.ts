import { get, post } from './client';
import type { Page } from './types/common';
import type { ArticleCategory, ArticleDetail, ArticleSummary, Comment } from './types/content';

/** News, help articles and comments (spec §7 "Other features"); provisional types, no server yet. */
export const news = (page: number, pagesize: number) => get<Page<ArticleSummary>>('/api/news/lists', { page, pagesize });
export const newsDetail = (id: number) => post<ArticleDetail>('/api/news/detail', { id });

export const article = (id: number) => get<ArticleDetail>('/api/article/detail', { id });
export const articles = (params: { category_id?: number; page: number; pagesize: number }) => get<Page<ArticleSummary>>('/api/article/lists', params);
export const articleCategories = () => post<ArticleCategory[]>('/api/article/getCategory');

/** `images`: urls from uploadImage, sent comma-joined (a GET query carries no arrays). */
export const addComment = (form: { content: string; images?: string[] }) =>
  get<Comment>('/api/comment/add', { ...form, images: form.images?.join(',') }, { loading: true });
export const comments = (page: number, pagesize: number) => get<Page<Comment>>('/api/comment/lists', { page, pagesize });
export const replyComment = (id: number, content: string) => post<Comment>('/api/comment/reply', { id, content }, { loading: true });
