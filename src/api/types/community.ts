/**
 * Community (issue 13, design §4b "Comments"): shoppers' posts with photos about a received parcel, and replies
 * (/api/comment/*). Times unix seconds; lists Page<T>. Names are masked ("A***a").
 */

/** comment/lists: a post; `replies` only in comment/detail (oldest first). `status` 1 shown, 0 hidden (the writer still sees it with mine=1). */
export type CommunityPost = {
  id: number; name: string; avatar: string; content: string; images: string[]; reply_count: number; status: number;
  mine: boolean; created_at: number;
};

/** A reply to a post. */
export type CommunityReply = { id: number; name: string; avatar: string; content: string; created_at: number };

/** comment/detail: a post with its replies. */
export type CommunityPostDetail = CommunityPost & { replies: CommunityReply[] };

/** comment/parcels: the shopper's received parcels, each with whether they already wrote about it. */
export type PostableParcel = { id: number; sn: string; received_at: number | null; posted: boolean };

/** A text in each language of the shop. */
export type L10n = { en: string; ru: string; 'zh-cn': string };

/**
 * A campaign page of the template data (configlist section `template`, keyed by mark; spec §3 templateData):
 * blocks in order — a banner, goods (of a category `cid` or a search `keyword`, `limit` cards), HTML text
 * (sanitised when shown).
 */
export type TemplateBlock =
  | { type: 'banner'; image: string; alt: L10n; link?: string }
  /** Goods of a home floor (`floor`, its id), a category (`cid`) or a search (`keyword`), the first `limit`. */
  | { type: 'goods'; title: L10n; floor?: number; cid?: number; keyword?: L10n; limit?: number }
  | { type: 'html'; html: L10n };
export type TemplatePage = { id: number; mark: string; title: L10n; blocks: TemplateBlock[] };
