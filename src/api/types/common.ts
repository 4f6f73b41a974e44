/** FastAdmin's answer shape (design §3); the server builds the same in server/http/envelope.ts. */
export type Envelope<T = unknown> = { code: number; msg: string; time: number; data: T };

/** ThinkPHP paginator shape of every list. */
export type Page<T> = { total: number; per_page: number; current_page: number; last_page: number; data: T[] };

/** A money amount in CNY as a decimal string ("12.50"). */
export type Yuan = string;
