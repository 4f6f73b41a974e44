import { get, post } from './client';
import type { Page } from './types/common';
import type { CommunityPost, CommunityPostDetail, CommunityReply, PostableParcel, TemplatePage } from './types/community';

/** The community (issue 13, spec §7 "comments: add, lists, reply (POST)") and the campaign pages' template data. */

/** The feed, newest first; `mine`: only my posts (hidden ones included). */
export const communityPosts = (page: number, pagesize: number, mine = false) =>
  get<Page<CommunityPost>>('/api/comment/lists', mine ? { page, pagesize, mine: 1 } : { page, pagesize });
/** A post with its replies, oldest first. */
export const communityPost = (id: number) => get<CommunityPostDetail>('/api/comment/detail', { id });
/** My received parcels, each with whether I already wrote about it. */
export const postableParcels = () => get<PostableParcel[]>('/api/comment/parcels');
/** A post about a received parcel; `images`: urls from uploadImage (sent as images[]), at most 6. Sent by POST. */
export const addPost = (form: { parcel_id: number; content: string; images: string[] }) => post<CommunityPostDetail>('/api/comment/add', form, { loading: true });
export const replyPost = (id: number, content: string) => post<CommunityReply>('/api/comment/reply', { id, content }, { loading: true });

/** The campaign pages (configlist section `template`, spec §3 templateData), keyed by mark. */
export const templatePages = () => get<{ template?: Record<string, TemplatePage> }>('/api/other/configlist', { section: 'template' });
