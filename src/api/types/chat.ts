/** Live chat with the shop's staff, the embedded provider (issue 34): what /api/chat/* answers. */

export type ChatAuthor = 'shopper' | 'visitor' | 'staff';
export type ChatKind = 'text' | 'picture' | 'card';
export type ChatCardType = 'order' | 'parcel' | 'item';

/** A card as the chat shows it: the order's or parcel's number (an item's title), its status and amount (¥). */
export type ChatCard = { type: ChatCardType; id: number; number: string; status_text: string; amount: string };

/** One message; `staff_name` is '' unless a staff member wrote it. */
export type ChatMessageView = {
  id: number; author: ChatAuthor; staff_id: number | null; staff_name: string; kind: ChatKind; text: string; picture: string;
  card: ChatCard | null; client_id: string; created_at: number;
};

/** /api/chat/history: a page of messages, newest last; the read marks of both sides. */
export type ChatHistory = { list: ChatMessageView[]; has_more: boolean; shopper_read_id: number; staff_read_id: number };

/** /api/chat/ticket: opens the event stream once, within `expires_in` seconds. */
export type ChatTicket = { ticket: string; expires_in: number };

/** /api/chat/status: whether staff answer now, their hours as text, and when they are next in (unix seconds). */
export type ChatStatus = { online: boolean; staff_hours: string; next_open_at: number | null };

/** What the shopper sends: text, a picture (an uploaded url) or a card of theirs; `client_id` keys its retries. */
export type ChatOutgoing =
  | { kind: 'text'; text: string; client_id: string }
  | { kind: 'picture'; picture: string; client_id: string }
  | { kind: 'card'; card_type: ChatCardType; card_id: number; client_id: string };

/** /api/chat/unread: staff messages the shopper (or the device's visitor) has not read. */
export type ChatUnread = { unread: number };

/* The staff console's API (/ops/chat/*, issue 34 slice S). */

/** /ops/chat/login and /ops/chat/me: the staff member signed in. */
export type ChatStaffMe = { id: number; name: string; email: string };

/** Who a conversation is with: a shopper (e-mail, else username) or a visitor ("Visitor" and a short device id). */
export type ChatWho = { user_id: number | null; name: string; lang: 'en' | 'ru' | 'zh-cn' };

/** /ops/chat/queue: a conversation, waiting longest first; `unread`: the shopper's messages staff have not read. */
export type ChatQueueRow = {
  id: number; status: 'open' | 'done'; who: ChatWho; waiting_since: number | null; last_message_at: number | null;
  unread: number; last: ChatMessageView | null;
};

/** A line of the thread's context: an order or a parcel of that shopper, its status in the staff's language, ¥ amount. */
export type ChatContextLine = { id: number; sn: string; status_text: string; amount: string; created_at: number };

/** Beside a thread: the shopper and their latest 5 orders and parcels (a visitor: none). Balance in ¥ ("123.45"). */
export type ChatThreadContext = {
  user: { id: number; email: string; username: string; lang: 'en' | 'ru' | 'zh-cn'; balance: string; level: string; created_at: number } | null;
  orders: ChatContextLine[];
  parcels: ChatContextLine[];
};

/** /ops/chat/thread: the conversation as the queue shows it, a page of its messages (newest last) and its context. */
export type ChatThread = ChatHistory & { conversation: ChatQueueRow; context: ChatThreadContext };

/** /ops/chat/upload: the picture's url, for /ops/chat/reply kind=picture. */
export type ChatStaffUpload = { url: string };

/** The events of /ops/chat/stream (every conversation): `message` (with the message id as the event id), `read`, `typing`, `queue`. */
export type ChatStaffEvents = {
  message: { conversation_id: number; message: ChatMessageView };
  read: { conversation_id: number; by: ChatAuthor; id: number };
  typing: { conversation_id: number; by: ChatAuthor };
  queue: { conversation_id: number; status: 'open' | 'done' };
};
