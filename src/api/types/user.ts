/** Wire types of the account group: /api/user, /api/level, /api/thirdlogin, /api/ems, /api/sms, upload, outbox. */

/** 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

/** `data.userinfo` of login, emaillogin, register, info, profile, changemobile, changeemail. */
export type UserInfo = {
  id: number;
  username: string;
  nickname: string;
  /** '' when the account has none. */
  email: string;
  mobile: string;
  /** Site-relative url ('/uploads/…') or ''. */
  avatar: string;
  bio: string;
  score: number;
  /** Wallet balance, yuan decimal string ("5000.00"). */
  money: string;
  /** Level id (see /api/level/lists). */
  level: number;
  level_name: string;
  gender: Gender;
  /** The session token to send in the `token` header. */
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
  /** Unix seconds. */
  jointime: number;
};

export type LoginData = { userinfo: UserInfo };

/** Counts per status tab: keys are the statuses of design §4 ("0".."3"). */
export type StatusCounts = Record<'0' | '1' | '2' | '3', number>;

/** /api/user/info: the user centre. */
export type UserCentre = {
  userinfo: UserInfo;
  /** Purchase orders: 0 unpaid, 1 paid – to buy, 2 bought, 3 in warehouse. */
  order_count: StatusCounts;
  /** Parcels: 0 packing, 1 weighed – to pay, 2 paid, 3 shipped. */
  sendorder_count: StatusCounts;
  /** One-pay orders: 0 unpaid, 1 paid – buying, 2 in warehouse, 3 shipped. */
  onepay_count: StatusCounts;
  /** Unread messages to the shopper (message/countNotRead). */
  message_count: number;
  /** Staff messages in the chat (issue 34) the shopper has not read. */
  chat_unread: number;
  level_name: string;
  /** Wallet balance, yuan. */
  balance: string;
};

export type Level = { id: number; name: string; min_score: number; /** Service-fee discount in percent (100 = none). */ discount: number; image: string };

/**
 * A provider the shop signs in with (/api/thirdlogin/list, issue 36), configured by THIRDLOGIN_<ID>_… on the server;
 * the list is empty when none is. `name`: its id (google, discord, telegram …); `title`: the button's label; `icon`: an
 * image address ('' for none); `url`: the server's start address `/auth/<id>/start`, to which the app adds `to` (the app
 * route to come back to), `inviter`, `aff`, `lang` and `cur`.
 */
export type ThirdLogin = { name: string; title: string; icon: string; url: string };

/**
 * What the one-time code a provider's round trip brings back (`tl=` in the app's URL) is exchanged for
 * (/api/thirdlogin/exchange; `to` is the app route to go on to):
 * - `login`: signed in (`created`: a new account was made);
 * - `confirm`: the provider named the e-mail of an existing account, which must be proved (its password, or an e-mail
 *   code: `ways`) before the provider is linked; the same code is exchanged again with `password` or `captcha`;
 * - `linked`: the provider was linked to the signed-in shopper (from Settings).
 */
export type ThirdLoginExchange =
  | (LoginData & { kind: 'login'; provider: string; title: string; created: boolean; to: string })
  | { kind: 'confirm'; provider: string; title: string; email: string; ways: ('password' | 'code')[]; to: string }
  | { kind: 'linked'; provider: string; title: string; to: string };

/** A provider linked to the signed-in shopper (/api/thirdlogin/linked). */
export type LinkedIdentity = { name: string; title: string; icon: string; email: string; nickname: string; created_at: number };
/**
 * /api/thirdlogin/linked: the shopper's linked providers, the configured ones not linked yet, and whether the account
 * has a password (without one, the last provider cannot be unlinked: a password is set first).
 */
export type ThirdLoginLinked = { linked: LinkedIdentity[]; available: ThirdLogin[]; has_password: boolean };
/** /api/thirdlogin/link: the start address to send the browser to (carries a one-time link code, never the token). */
export type ThirdLoginStart = { url: string };

/**
 * Why a round trip ended without signing in, as `tlerr=` on the page it ends on (the login page, or Settings for a
 * link); the app shows its own translation (lang `third.err.<key>`), any other value as `failed`.
 */
export const THIRDLOGIN_ERRORS = ['failed', 'cancelled', 'expired', 'unverified', 'taken', 'unknown', 'provider'] as const;
export type ThirdLoginError = (typeof THIRDLOGIN_ERRORS)[number];

export type CodeEvent = 'register' | 'resetpwd' | 'changepwd' | 'changeemail' | 'changemobile' | 'emaillogin' | 'paypassword';

/** /api/common/upload */
export type UploadResult = { url: string; fullurl: string };

/** /ops/outbox: the dev outbox of codes sent by e-mail or SMS. */
export type OutboxEntry = { channel: 'email' | 'mobile'; target: string; event: string; code: string; created_at: number; expires_at: number };

/** What still holds money or goods for the shopper, so that the account cannot be deleted yet (write_off). */
export type WriteOffKind =
  | 'balance' | 'withdrawal' | 'remittance' | 'rebate' | 'rebate_pending' | 'affiliate' | 'affiliate_pending' | 'affiliate_withdrawal'
  | 'orders' | 'warehouse' | 'parcels' | 'onepay' | 'shipforme';
/** One thing to do first: `text` says what (translated, amounts in ¥), `link` the page where it is done (a route path). */
export type WriteOffBlocker = { kind: WriteOffKind; text: string; link: string };
/** /api/user/write_off with check=1: nothing is deleted; an empty list means the account can go. */
export type WriteOffCheck = { blockers: WriteOffBlocker[] };
