import * as client from 'openid-client';
import { z } from 'zod';
import { insecureLoopback, type OAuth2Provider, type OidcProvider } from './providers';
import { ThirdLoginFault, type ProviderIdentity } from './identity';

/**
 * The OpenID Connect and OAuth 2 round trip through openid-client (issue 36): the authorization URL with PKCE (S256),
 * state and, for OpenID Connect, a nonce; then the callback's authorization code grant, in which openid-client checks
 * the state, the issuer, and the ID token (signature from the issuer's keys, audience, expiry, nonce). An OAuth 2
 * provider without ID tokens is asked who its user is at its user-info address. Every call is bounded by TIMEOUT.
 */

type Redirecting = OidcProvider | OAuth2Provider;
/** Seconds any call to a provider may take (discovery, token, user info). */
const TIMEOUT = 10;

/**
 * Per process by design: the issuer's metadata (discovery) and client, made once per provider configuration; a
 * discovery that failed is forgotten so that the next sign-in tries again.
 */
const configs = new Map<string, Promise<client.Configuration>>();

function configure(p: Redirecting): Promise<client.Configuration> {
  const key = JSON.stringify(p);
  let made = configs.get(key);
  if (!made) {
    made = makeConfig(p);
    configs.set(key, made);
    made.catch(() => configs.delete(key));
  }
  return made;
}

async function makeConfig(p: Redirecting): Promise<client.Configuration> {
  const auth = p.clientSecret ? client.ClientSecretPost(p.clientSecret) : client.None();
  if (p.kind === 'oidc') {
    const execute = insecureLoopback(p.issuer) ? [client.allowInsecureRequests] : [];
    return client.discovery(new URL(p.issuer), p.clientId, undefined, auth, { execute, timeout: TIMEOUT });
  }
  const server: client.ServerMetadata = {
    issuer: new URL(p.authorizationUrl).origin, authorization_endpoint: p.authorizationUrl, token_endpoint: p.tokenUrl, userinfo_endpoint: p.userinfoUrl,
  };
  const config = new client.Configuration(server, p.clientId, undefined, auth);
  config.timeout = TIMEOUT;
  if (insecureLoopback(p.tokenUrl)) client.allowInsecureRequests(config);
  return config;
}

/** What a round trip must remember (in its state row) to be checked at the callback. */
export type RoundTrip = { state: string; codeVerifier: string; nonce: string };

export function newRoundTrip(p: Redirecting): RoundTrip {
  return { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier(), nonce: p.kind === 'oidc' ? client.randomNonce() : '' };
}

/** The provider's authorization address for this round trip, returning to `redirectUri`. */
export async function authorizationUrl(p: Redirecting, redirectUri: string, trip: RoundTrip, lang: string): Promise<string> {
  const config = await configure(p).catch((err) => { throw providerFault(err); });
  const params: Record<string, string> = {
    redirect_uri: redirectUri, scope: p.scope, state: trip.state,
    code_challenge: await client.calculatePKCECodeChallenge(trip.codeVerifier), code_challenge_method: 'S256',
  };
  if (trip.nonce) params.nonce = trip.nonce;
  if (p.kind === 'oidc') params.ui_locales = lang;
  return client.buildAuthorizationUrl(config, params).href;
}

/** A fault of the provider's own making or reach (`provider`), or one of the answer's checks (`failed`). */
function providerFault(err: unknown): ThirdLoginFault {
  if (err instanceof ThirdLoginFault) return err;
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  if (err instanceof client.ResponseBodyError) return new ThirdLoginFault(err.error === 'invalid_grant' ? 'failed' : 'provider', `${err.error}: ${err.error_description ?? ''}`);
  if (err instanceof client.AuthorizationResponseError) return new ThirdLoginFault(err.error === 'access_denied' ? 'cancelled' : 'provider', err.error);
  if (err instanceof client.WWWAuthenticateChallengeError || err instanceof TypeError) return new ThirdLoginFault('provider', detail);
  const code = (err as { code?: string }).code ?? '';
  const unreachable = ['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(code);
  return new ThirdLoginFault(unreachable ? 'provider' : 'failed', `${code} ${detail}`);
}

const text = z.union([z.string(), z.number()]).transform(String);
const flag = z.union([z.boolean(), z.literal('true'), z.literal('false')]).transform((v) => v === true || v === 'true').optional();
const opt = z.string().nullish().transform((s) => s ?? '');

/** An ID token's (and user-info's) standard claims. */
const oidcClaims = z.object({ sub: text, email: z.string().nullish(), email_verified: flag, name: opt, preferred_username: opt, given_name: opt, family_name: opt, picture: opt });
/** Discord's /users/@me. */
const discordUser = z.object({ id: text, username: opt, global_name: opt, email: z.string().nullish(), verified: flag, avatar: opt });
/** VK ID's user_info (VK ID hands out only e-mails it has confirmed). */
const vkUser = z.object({ user: z.object({ user_id: text, first_name: opt, last_name: opt, email: z.string().nullish(), avatar: opt }) });
/** Any other OAuth 2 provider's user info, by the usual names. */
const genericUser = z.object({
  sub: text.optional(), id: text.optional(), user_id: text.optional(), email: z.string().nullish(), email_verified: flag, verified: flag,
  name: opt, username: opt, login: opt, picture: opt, avatar_url: opt,
});

const identity = (subject: string, email: string | null | undefined, verified: boolean | undefined, name: string, avatar: string): ProviderIdentity => {
  const e = email?.trim().toLowerCase() || null;
  return { subject, email: e, emailVerified: !!e && verified === true, name: name.trim().slice(0, 50), avatar };
};

function fromOidc(claims: z.infer<typeof oidcClaims>): ProviderIdentity {
  const name = claims.name || [claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.preferred_username;
  return identity(claims.sub, claims.email, claims.email_verified, name, claims.picture);
}

function fromOAuth2(p: OAuth2Provider, body: unknown): ProviderIdentity {
  if (p.profile === 'discord') {
    const u = discordUser.parse(body);
    return identity(u.id, u.email, u.verified, u.global_name || u.username, u.avatar ? `https://cdn.discordapp.com/avatars/${u.id}/${u.avatar}.png` : '');
  }
  if (p.profile === 'vk') {
    const { user: u } = vkUser.parse(body);
    return identity(u.user_id, u.email, true, [u.first_name, u.last_name].filter(Boolean).join(' '), u.avatar);
  }
  const u = genericUser.parse(body);
  const subject = u.sub ?? u.id ?? u.user_id;
  if (!subject) throw new ThirdLoginFault('provider', 'user info without an id');
  return identity(subject, u.email, u.email_verified ?? u.verified, u.name || u.username || u.login, u.picture || u.avatar_url);
}

/** The user-info call of an OAuth 2 provider: a GET with the bearer token (VK ID: a form POST naming the client). */
async function oauth2User(p: OAuth2Provider, config: client.Configuration, accessToken: string): Promise<ProviderIdentity> {
  const url = new URL(p.userinfoUrl);
  const res = p.profile === 'vk'
    ? await client.fetchProtectedResource(config, accessToken, url, 'POST', new URLSearchParams({ client_id: p.clientId, access_token: accessToken }))
    : await client.fetchProtectedResource(config, accessToken, url, 'GET');
  if (!res.ok) throw new ThirdLoginFault('provider', `user info answered ${res.status}`);
  return fromOAuth2(p, await res.json());
}

/**
 * The callback's answer turned into who the provider's user is: `callbackUrl` is the callback address as registered,
 * with the query the provider sent. Throws ThirdLoginFault ('failed' for any check that does not hold).
 */
export async function finishRoundTrip(p: Redirecting, callbackUrl: URL, trip: RoundTrip): Promise<ProviderIdentity> {
  try {
    const config = await configure(p);
    // VK ID asks for the device id it gave back with the code, and the state, at its token address.
    const extra: Record<string, string> = p.kind === 'oauth2' && p.profile === 'vk'
      ? { device_id: callbackUrl.searchParams.get('device_id') ?? '', state: trip.state } : {};
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: trip.codeVerifier, expectedState: trip.state, ...(trip.nonce ? { expectedNonce: trip.nonce, idTokenExpected: true } : {}),
    }, extra);
    if (p.kind === 'oauth2') return await oauth2User(p, config, tokens.access_token);
    const claims = oidcClaims.parse(tokens.claims());
    // An issuer that keeps the e-mail and name out of its ID tokens (oidc-provider) says them at user info, for the same `sub`.
    if (claims.email == null && config.serverMetadata().userinfo_endpoint) {
      return fromOidc(oidcClaims.parse(await client.fetchUserInfo(config, tokens.access_token, claims.sub)));
    }
    return fromOidc(claims);
  } catch (err) {
    if (err instanceof z.ZodError) throw new ThirdLoginFault('provider', `unexpected answer: ${err.issues[0]?.message}`);
    throw providerFault(err);
  }
}
