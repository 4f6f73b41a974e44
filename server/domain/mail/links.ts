import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../http/safe-equal';
import type { Lang } from '../../i18n';
import type { RemindEventName } from '../../../src/api/types/member-extra';

/**
 * Links in e-mails that act without a login: turning one kind of notification off, confirming a newsletter
 * address. Each carries an HMAC of what it acts on, keyed from the server's secret (the operator token, as the
 * upload pass is: every process of one shop shares it) and the link's purpose, so a link cannot be made for
 * another shopper, another event or another address. The language is part of the link, not of what is signed.
 */
const APP = '/wap/';
type Purpose = 'unsubscribe' | 'newsletter';

const keyOf = (secret: string, purpose: Purpose) => createHash('sha256').update(`mail-link:${purpose}:${secret}`).digest();
const sign = (secret: string, purpose: Purpose, body: string) => createHmac('sha256', keyOf(secret, purpose)).update(body).digest('base64url');
const valid = (secret: string, purpose: Purpose, body: string, sig: string | undefined) => !!sig && safeEqual(sig, sign(secret, purpose, body));

/** A site origin without its trailing slash. */
export const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** A page of the storefront at `origin` (its hash route, e.g. "/pages/member/order/detail?id=3"). */
export const appLink = (origin: string, route: string) => `${trimOrigin(origin)}${APP}#${route}`;

/** The page that turns one kind of notification e-mail off (GET), also the List-Unsubscribe address (POST). */
export const UNSUBSCRIBE_PATH = `${APP}mail/off`;
/** The page that confirms a newsletter address. */
export const CONFIRM_PATH = `${APP}mail/confirm`;

export function unsubscribeLink(origin: string, secret: string, userId: number, event: RemindEventName, lang: Lang): string {
  const q = new URLSearchParams({ u: String(userId), e: event, lang, s: sign(secret, 'unsubscribe', `${userId}.${event}`) });
  return `${trimOrigin(origin)}${UNSUBSCRIBE_PATH}?${q}`;
}

/** Whether an unsubscribe link's signature is this shop's for this shopper and event. */
export const validUnsubscribe = (secret: string, userId: number, event: string, sig: string | undefined) => valid(secret, 'unsubscribe', `${userId}.${event}`, sig);

/** How long a newsletter confirmation link works. */
export const CONFIRM_SECONDS = 7 * 24 * 3600;

/** The link that confirms `email` as the shopper's newsletter address, until `expires` (unix s). The address itself is signed, not shown. */
export function confirmLink(origin: string, secret: string, userId: number, email: string, expires: number, lang: Lang): string {
  const q = new URLSearchParams({ u: String(userId), x: String(expires), lang, s: sign(secret, 'newsletter', `${userId}.${expires}.${email}`) });
  return `${trimOrigin(origin)}${CONFIRM_PATH}?${q}`;
}

/** Whether a confirmation link was made for this shopper and address with this expiry (the expiry itself is checked by the caller). */
export const validConfirm = (secret: string, userId: number, email: string, expires: number, sig: string | undefined) =>
  valid(secret, 'newsletter', `${userId}.${expires}.${email}`, sig);
