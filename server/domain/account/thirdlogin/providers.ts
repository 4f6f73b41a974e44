/**
 * The providers a shop signs in with (issue 36), read from THIRDLOGIN_<ID>_… variables (README's configuration table):
 * an OpenID Connect issuer found by discovery (`_ISSUER`; `google` needs none), an OAuth 2 provider by its endpoints
 * (`_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL`; `discord` and `vk` need none), or Telegram's login widget
 * (`THIRDLOGIN_TELEGRAM_BOT`, `_TOKEN`). A provider missing what it needs, or with an http:// address off the loopback,
 * is left out (and said so on the console once), never half-configured.
 */

type Common = { id: string; title: string; icon: string };
/** How an OAuth 2 provider's user-info answer reads (oauth2.ts): Discord's, VK ID's, or the usual field names. */
export type OAuth2Profile = 'discord' | 'vk' | 'generic';
export type OidcProvider = Common & { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string; scope: string };
export type OAuth2Provider = Common & {
  kind: 'oauth2'; authorizationUrl: string; tokenUrl: string; userinfoUrl: string; clientId: string; clientSecret: string; scope: string; profile: OAuth2Profile;
};
export type TelegramProvider = Common & { kind: 'telegram'; bot: string; token: string };
export type ThirdLoginProvider = OidcProvider | OAuth2Provider | TelegramProvider;

/** Brands an operator names by id only: their label, and their issuer or endpoints. */
const NAMES: Record<string, string> = { google: 'Google', discord: 'Discord', vk: 'VK ID', telegram: 'Telegram', keycloak: 'Keycloak', apple: 'Apple', yandex: 'Yandex', github: 'GitHub' };
const ISSUERS: Record<string, string> = { google: 'https://accounts.google.com' };
const OAUTH2: Record<string, Omit<OAuth2Provider, keyof Common | 'kind' | 'clientId' | 'clientSecret'>> = {
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize', tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me', scope: 'identify email', profile: 'discord',
  },
  vk: {
    authorizationUrl: 'https://id.vk.com/authorize', tokenUrl: 'https://id.vk.com/oauth2/auth',
    userinfoUrl: 'https://id.vk.com/oauth2/user_info', scope: 'email', profile: 'vk',
  },
};
/** The buttons' order: the known brands first, then the others by id. */
const ORDER = ['google', 'discord', 'vk', 'telegram'];

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** https, or http on the loopback (the tests' issuer); anything else is not an address a sign-in may use. */
export function safeUrl(raw: string): boolean {
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.has(u.hostname));
  } catch {
    return false;
  }
}
/** An http:// address on the loopback: openid-client is allowed insecure requests for it (oidc.ts). */
export const insecureLoopback = (raw: string) => new URL(raw).protocol === 'http:';

const warned = new Set<string>();
function skip(id: string, why: string): null {
  if (!warned.has(id + why)) console.warn(`thirdlogin: provider "${id}" left out: ${why}`);
  warned.add(id + why);
  return null;
}

function one(id: string, get: (field: string) => string): ThirdLoginProvider | null {
  const common: Common = { id, title: get('NAME') || NAMES[id] || id, icon: get('ICON') };
  if (common.icon && !safeUrl(common.icon)) common.icon = '';
  if (id === 'telegram') {
    const bot = get('BOT').replace(/^@/, '');
    if (!bot || !get('TOKEN')) return skip(id, 'THIRDLOGIN_TELEGRAM_BOT and THIRDLOGIN_TELEGRAM_TOKEN are both needed');
    if (!/^[A-Za-z0-9_]{3,64}$/.test(bot)) return skip(id, 'THIRDLOGIN_TELEGRAM_BOT is not a bot username');
    return { ...common, kind: 'telegram', bot, token: get('TOKEN') };
  }
  const clientId = get('CLIENT_ID');
  const clientSecret = get('CLIENT_SECRET');
  if (!clientId) return skip(id, `THIRDLOGIN_${id.toUpperCase()}_CLIENT_ID is not set`);
  const preset = OAUTH2[id];
  if (get('AUTHORIZATION_URL') || (preset && !get('ISSUER'))) {
    const p = {
      authorizationUrl: get('AUTHORIZATION_URL') || preset?.authorizationUrl || '', tokenUrl: get('TOKEN_URL') || preset?.tokenUrl || '',
      userinfoUrl: get('USERINFO_URL') || preset?.userinfoUrl || '', scope: get('SCOPE') || preset?.scope || 'email', profile: preset?.profile ?? 'generic',
    };
    const bad = (['authorizationUrl', 'tokenUrl', 'userinfoUrl'] as const).find((k) => !safeUrl(p[k]));
    if (bad) return skip(id, `its ${bad} is missing or not https`);
    return { ...common, kind: 'oauth2', clientId, clientSecret, ...p };
  }
  const issuer = get('ISSUER') || ISSUERS[id] || '';
  if (!safeUrl(issuer)) return skip(id, `THIRDLOGIN_${id.toUpperCase()}_ISSUER is missing or not https`);
  if (!clientSecret) return skip(id, `THIRDLOGIN_${id.toUpperCase()}_CLIENT_SECRET is not set`);
  return { ...common, kind: 'oidc', issuer, clientId, clientSecret, scope: get('SCOPE') || 'openid email profile' };
}

/** Every provider the environment configures completely, in the buttons' order. */
export function readThirdLogin(env: NodeJS.ProcessEnv): ThirdLoginProvider[] {
  const ids = new Set<string>();
  for (const key of Object.keys(env)) {
    const m = /^THIRDLOGIN_([A-Z0-9]{1,30})_[A-Z_]+$/.exec(key);
    if (m && env[key]) ids.add(m[1].toLowerCase());
  }
  const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((id) => one(id, (field) => (env[`THIRDLOGIN_${id.toUpperCase()}_${field}`] ?? '').trim()))
    .filter((p): p is ThirdLoginProvider => p !== null);
}
