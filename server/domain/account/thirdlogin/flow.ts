import type { Deps } from '../../../http/env';
import type { Lang } from '../../../i18n';
import type { ThirdLogin, ThirdLoginError } from '../../../../src/api/types/user';
import type { ThirdLoginProvider } from './providers';
import { ThirdLoginFault, type ProviderIdentity } from './identity';
import { authorizationUrl, finishRoundTrip, newRoundTrip } from './oidc';
import { issueTicket, randomCode, saveState, spendState, spendTicket, sweepOneTime, type StateRow } from './one-time';
import { accountByEmail, createShopper, linkIdentity, linkedShopper, touchIdentity } from './accounts';
import { TELEGRAM_PAGE_CSP, telegramStartPage, verifyTelegram } from './telegram';

/**
 * The round trip through a provider (issue 36, api36.md): GET /auth/<id>/start sends the browser to the provider
 * (or shows Telegram's widget) with a state bound to this browser; GET /auth/<id>/callback checks what comes back and
 * always answers a redirect into the app — with a one-time code (`tl=`) the app exchanges (exchange.ts), or the
 * reason it failed (`tlerr=`). No account is made or linked on any fault.
 */

export const LOGIN_ROUTE = '/pages/user/login';
export const SETTINGS_ROUTE = '/pages/setting/index';

/** The configured provider of an id, or undefined. */
export const providerOf = (deps: Deps, id: string) => deps.config.thirdLogin.find((p) => p.id === id);
/** A provider's button label (its id once it is no longer configured). */
export const titleOf = (deps: Deps, id: string) => providerOf(deps, id)?.title ?? id;

/** The address the provider returns to, as registered with it. */
export const callbackUrl = (origin: string, id: string) => `${origin}/auth/${id}/callback`;
export const startUrl = (origin: string, id: string) => `${origin}/auth/${id}/start`;

/** The list's entry of a provider (/api/thirdlogin/list, /api/thirdlogin/linked). */
export const listEntry = (p: ThirdLoginProvider, origin: string): ThirdLogin => ({ name: p.id, title: p.title, icon: p.icon, url: startUrl(origin, p.id) });

/** Where a round trip ends in the app: a sign-in on the login page, a link on Settings. */
const app = (origin: string, route: string, query: string) => `${origin}/wap/#${route}?${query}`;
export function faultRedirect(origin: string, reason: ThirdLoginError, link: boolean, to = '/'): string {
  return link ? app(origin, SETTINGS_ROUTE, `tlerr=${reason}`) : app(origin, LOGIN_ROUTE, `tlerr=${reason}&redirect=${encodeURIComponent(to)}`);
}
const codeRedirect = (origin: string, code: string, link: boolean) => app(origin, link ? SETTINGS_ROUTE : LOGIN_ROUTE, `tl=${code}`);

export type StartRequest = {
  id: string; origin: string; binding: string; lang: Lang;
  to: string; inviter?: number; aff?: string; cur?: string; link?: string;
};
export type StartAnswer = { redirect: string } | { html: string; csp: string };

/** GET /auth/<id>/start: a new state (bound to `binding`, the browser's cookie), then the provider. */
export async function startRoundTrip(deps: Deps, r: StartRequest): Promise<StartAnswer> {
  const { db } = deps;
  const now = deps.now();
  const linking = r.link !== undefined;
  const p = providerOf(deps, r.id);
  if (!p) return { redirect: faultRedirect(r.origin, 'unknown', linking, r.to) };
  await sweepOneTime(db, now);
  let linkUserId: number | null = null;
  if (r.link !== undefined) {
    const ticket = await spendTicket(db, r.link, ['link_start'], now);
    if (!ticket || ticket.provider !== p.id || !ticket.userId) return { redirect: faultRedirect(r.origin, 'expired', true) };
    linkUserId = ticket.userId;
  }
  const visit = { provider: p.id, returnTo: r.to, inviterId: r.inviter ?? null, aff: r.aff ?? null, lang: r.lang, currency: r.cur ?? null, linkUserId };
  if (p.kind === 'telegram') {
    const state = randomCode();
    await saveState(db, state, r.binding, visit, now);
    return { html: telegramStartPage({ bot: p.bot, callbackUrl: `${callbackUrl(r.origin, p.id)}?state=${state}`, lang: r.lang }), csp: TELEGRAM_PAGE_CSP };
  }
  const trip = newRoundTrip(p);
  let url: string;
  try {
    url = await authorizationUrl(p, callbackUrl(r.origin, p.id), trip, r.lang);
  } catch (err) {
    return { redirect: logFault(err, faultRedirect(r.origin, 'provider', linking, r.to), p.id) };
  }
  await saveState(db, trip.state, r.binding, { ...visit, codeVerifier: trip.codeVerifier, nonce: trip.nonce }, now);
  return { redirect: url };
}

function logFault(err: unknown, redirect: string, id: string): string {
  const detail = err instanceof ThirdLoginFault ? err.detail : err instanceof Error ? err.message : String(err);
  console.warn(`thirdlogin ${id}: ${detail}`);
  return redirect;
}

export type CallbackRequest = {
  id: string; origin: string; binding: string;
  /** The callback's query as the provider sent it (`search`: its raw form, for openid-client). */
  query: Record<string, string>; search: string;
};

/** GET /auth/<id>/callback: the redirect into the app. */
export async function finishCallback(deps: Deps, r: CallbackRequest): Promise<string> {
  const now = deps.now();
  const state = r.query.state ? await spendState(deps.db, r.query.state, r.binding, now) : null;
  const linking = !!state?.linkUserId;
  const to = state?.returnTo ?? '/';
  try {
    const p = providerOf(deps, r.id);
    if (!p) throw new ThirdLoginFault('unknown');
    if (!state || state.provider !== p.id) throw new ThirdLoginFault('failed', 'no such state in this browser');
    if (state.expired) throw new ThirdLoginFault('expired', 'state too old');
    const error = r.query.error;
    if (error) throw new ThirdLoginFault(error === 'access_denied' ? 'cancelled' : 'provider', `provider answered ${error.slice(0, 60)}`);
    const who = p.kind === 'telegram'
      ? verifyTelegram(r.query, p.token, now)
      : await finishRoundTrip(p, new URL(`${callbackUrl(r.origin, p.id)}${r.search}`), { state: r.query.state, codeVerifier: state.codeVerifier, nonce: state.nonce });
    const code = linking ? await linkTicket(deps, state, who, now) : await signInTicket(deps, state, who, now);
    return codeRedirect(r.origin, code, linking);
  } catch (err) {
    if (!(err instanceof ThirdLoginFault)) throw err;
    return logFault(err, faultRedirect(r.origin, err.reason, linking, to), r.id);
  }
}

/** Links the provider account to the shopper who asked from Settings: a `linked` ticket. */
async function linkTicket(deps: Deps, state: StateRow, who: ProviderIdentity, now: number): Promise<string> {
  const userId = state.linkUserId!;
  const done = await linkIdentity(deps.db, userId, state.provider, { subject: who.subject, email: who.emailVerified ? who.email : null, name: who.name }, now);
  if (done === 'taken') throw new ThirdLoginFault('taken', 'provider account linked to another shopper');
  return issueTicket(deps.db, { kind: 'linked', provider: state.provider, userId, returnTo: SETTINGS_ROUTE }, now);
}

/**
 * A sign-in: the shopper the provider account is linked to; else, for an e-mail of an existing account, a confirm
 * ticket (never linked silently); else a new shopper. A concurrent sign-in that made the account first is found on
 * the second look.
 */
async function signInTicket(deps: Deps, state: StateRow, who: ProviderIdentity, now: number): Promise<string> {
  const { db } = deps;
  const base = { provider: state.provider, returnTo: state.returnTo };
  for (let look = 0; look < 2; look++) {
    const linked = await linkedShopper(db, state.provider, who.subject);
    if (linked) {
      await touchIdentity(db, linked.identity.id, now);
      return issueTicket(db, { ...base, kind: 'login', userId: linked.user.id }, now);
    }
    if (who.email && !who.emailVerified) throw new ThirdLoginFault('unverified', 'the provider has not verified the e-mail');
    const existing = await accountByEmail(db, who.email);
    if (existing) return issueTicket(db, { ...base, kind: 'confirm', userId: existing.id, subject: who.subject, email: who.email, name: who.name }, now);
    const made = await createShopper(db, state.provider, who, { inviterId: state.inviterId, aff: state.aff, lang: state.lang as Lang, currency: state.currency }, now);
    if (made) return issueTicket(db, { ...base, kind: 'login', userId: made.id, created: 1 }, now);
  }
  throw new ThirdLoginFault('failed', 'the account changed under two looks');
}
