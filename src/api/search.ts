import { get, post } from './client';

/** The /api/obapi/ calls of the shell's search box and image search (kept apart so pages' calls stay out of the first load). */
export type KeywordCheck = { type: 'item'; tp: string; tid: string } | { type: 'keyword'; keyword: string };
export type ImageSearchAnswer = { error_code: string; msg?: string; items?: { item: { name: string } } };

export const checkKeyword = (keyword: string) => get<KeywordCheck>('/api/obapi/check_keyword', { keyword });
export const itemPassword = (password: string) => post<{ tp: string; tid: string }>('/api/obapi/itemPassword', { password }, { toast: false });
/** Image search: the 480 px crop as base64 (spec §3 imgcode); success is error_code "0000". */
export const uploadImg = (imgcode: string) => post<ImageSearchAnswer>('/api/obapi/uploadImg', { imgcode }, { loading: true });

