import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Provider for the tests (oidc-provider, design §10): started on 127.0.0.1 at a free port, with one
 * client for the shop (client_secret_post, PKCE required) and another one (`other`) for foreign-audience cases. Its
 * login and consent pages answer at once, without a form: the login is the account named by the authorization
 * request's `login_hint`, else the one set by `setNextAccount`; consent grants what was asked. So a test drives it
 * with plain HTTP requests and Chromium with plain redirects. Each authorization request starts a new login (the
 * provider's session cookie is not read there), so the next account is always the one signed in.
 *
 * Faults a test can ask of it: `setNextAccount({ error })` answers the authorization with that error (access_denied
 * is what a shopper's "Cancel" sends); `tamperIdToken(fn)` re-signs the next ID tokens with changed claims (another
 * nonce, audience or expiry), with the provider's own key, so only the claims are wrong.
 */

export type TestAccount = { sub: string; email?: string; email_verified?: boolean; name?: string };
export type NextAnswer = TestAccount | { error: string; error_description?: string };
export type Claims = Record<string, unknown>;

/** The client the shop is given unless a test names another. */
export const TEST_CLIENT = { id: 'shop', secret: 'shop-secret-for-tests-only' };

export type Issuer = {
  /** The issuer identifier (http://127.0.0.1:<port>), its discovery under /.well-known/openid-configuration. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** What the next authorization answers: this account's login (remembered by `sub` for login_hint), or an error. */
  setNextAccount(next: NextAnswer): void;
  /** Changes the claims of every ID token issued from now (null: stop). */
  tamperIdToken(fn: ((claims: Claims) => Claims) | null): void;
  /** Environment variables configuring the shop with this issuer as provider `id`. */
  env(id: string): Record<string, string>;
  stop(): Promise<void>;
};

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** The same JWT with other claims, signed again with the provider's key (RS256). */
function resign(jwt: string, key: KeyObject, change: (c: Claims) => Claims): string {
  const [header, payload] = jwt.split('.');
  const claims = change(JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims);
  const input = `${header}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
}

/** `port`: a fixed one (a test that starts the shop first, against an issuer that is not up yet); else a free one. */
export async function startIssuer(o: { redirectUris: string[]; clientId?: string; clientSecret?: string; port?: number }): Promise<Issuer> {
  const clientId = o.clientId ?? TEST_CLIENT.id;
  const clientSecret = o.clientSecret ?? TEST_CLIENT.secret;
  const accounts = new Map<string, TestAccount>();
  let next: NextAnswer = { sub: 'alice', email: 'alice@example.com', email_verified: true, name: 'Alice' };
  accounts.set('alice', next);
  let tamper: ((c: Claims) => Claims) | null = null;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };

  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => (handle ? handle(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = { grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post', redirect_uris: o.redirectUris };
  const configuration: Configuration = {
    clients: [{ ...client, client_id: clientId, client_secret: clientSecret }, { ...client, client_id: 'other', client_secret: 'other-secret-for-tests-only' }],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['oidc-issuer-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const a = accounts.get(sub);
      if (!a) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: a.email, email_verified: a.email_verified, name: a.name }) };
    },
  };
  const provider = new Provider(url, configuration);
  // No session cookie at the authorization request itself: every round trip logs in the account a test chose.
  provider.use(async (ctx, nextMw) => {
    if (ctx.path === '/auth' && ctx.method === 'GET') delete ctx.req.headers.cookie;
    await nextMw();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tamper && body && typeof body === 'object' && typeof body.id_token === 'string') {
      ctx.body = { ...body, id_token: resign(body.id_token, privateKey, tamper) };
    }
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params } = details;
    if (prompt.name === 'login') {
      if ('error' in next) {
        await provider.interactionFinished(req, res, { error: next.error, error_description: next.error_description ?? next.error }, { mergeWithLastSubmission: false });
        return;
      }
      const hint = typeof params.login_hint === 'string' && accounts.has(params.login_hint) ? params.login_hint : next.sub;
      await provider.interactionFinished(req, res, { login: { accountId: hint } }, { mergeWithLastSubmission: false });
      return;
    }
    const accountId = details.session!.accountId;
    const grant = details.grantId ? (await provider.Grant.find(details.grantId))! : new provider.Grant({ accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`interaction: ${err.message}`));
      return;
    }
    void callback(req, res);
  };

  return {
    url, clientId, clientSecret,
    setNextAccount(a) {
      next = a;
      if (!('error' in a)) accounts.set(a.sub, a);
    },
    tamperIdToken(fn) {
      tamper = fn;
    },
    env: (id) => {
      const v = id.toUpperCase();
      return { [`THIRDLOGIN_${v}_ISSUER`]: url, [`THIRDLOGIN_${v}_CLIENT_ID`]: clientId, [`THIRDLOGIN_${v}_CLIENT_SECRET`]: clientSecret, [`THIRDLOGIN_${v}_NAME`]: 'Test ID' };
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
