/**
 * PROVISIONAL — /api/usersubscription/* has no server yet; these shapes are the client's
 * guess until the server implements the groups (money yuan strings, times unix seconds, lists Page<T>).
 * /api/emailremind/* and /api/message/* are served: their shapes below are what the reference server answers.
 */

/** What a message reports (message/lists `kind` filter): the event that wrote it (design §4b "Messages"). */
export type MessageKind =
  | 'order_bought' | 'order_arrived' | 'order_problem' | 'parcel_weighed' | 'parcel_shipped'
  | 'refund_decided' | 'withdrawal_decided' | 'remittance_decided' | 'advisory' | 'feedback' | 'buyself' | 'shop' | 'affiliate'
  | 'chat_reply';
/** What a message concerns: a refund's message concerns its order; an answer of customer service its question or feedback. */
export type MessageRefType = 'order' | 'parcel' | 'withdrawal' | 'remittance' | 'advisory' | 'feedback' | 'shop' | 'affiliate' | 'chat';
/**
 * message/lists: a message to the shopper, title and content in the request's language; `link` is the in-app
 * path that opens what it concerns (order or parcel detail, the wallet).
 */
export type Message = {
  id: number; kind: MessageKind; title: string; content: string; is_read: 0 | 1; read_at: number | null; created_at: number;
  ref_type: MessageRefType; ref_id: number; ref_sn: string; link: string;
  /**
   * `content` in pieces: words as they stand, an amount as its yuan value, which the storefront shows as ¥ with ≈ its
   * conversion into the reader's currency (design §4c); `content` has the same amounts as ¥ figures only.
   */
  parts: MessagePart[];
};
/** A piece of a message's text: words, or an amount in yuan ("160.00"). */
export type MessagePart = string | { yuan: string };
/** message/countNotRead, and message/read's answer (`count`: unread left). */
export type UnreadCount = { count: number };
export type MessageRead = { id: number; read_at: number; count: number };

/**
 * emailremind/lists: the addresses reminders go to (the account's e-mail, and earlier account e-mails; exactly one
 * is_default when there is any) and the reminders the shopper can switch (all on until switched off).
 */
export type RemindEmail = { id: number; email: string; is_default: 0 | 1 };
/** The events (setRemind's `event`): order bought, arrived in the warehouse, problem raised, parcel weighed, parcel shipped, refund decided, withdrawal decided. */
export type RemindEventName = 'order_bought' | 'order_arrived' | 'order_problem' | 'parcel_weighed' | 'parcel_shipped' | 'refund_decided' | 'withdrawal_decided'
  | 'chat_reply';
export type RemindEvent = { event: RemindEventName; title: string; status: 0 | 1 };
export type EmailRemindList = { emails: RemindEmail[]; events: RemindEvent[] };

/** usersubscription: the shopper's newsletter subscription. */
export type UserSubscription = { email: string; status: 0 | 1; created_at: number };
