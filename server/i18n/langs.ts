/** The languages the server answers in, and the shape of a group of its messages (messages/*.ts). */
export const LANGS = ['en', 'ru', 'zh-cn'] as const;
export type Lang = (typeof LANGS)[number];
export type Messages = Record<Lang, Record<string, string>>;
