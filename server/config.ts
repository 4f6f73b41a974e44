import path from 'node:path';
import { parseTrustProxy } from './http/trusted-proxy';
import { readThirdLogin, type ThirdLoginProvider } from './domain/account/thirdlogin/providers';

/** Everything the operator can set through the environment (README lists them). */
export type ServerConfig = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** ISO country answered by getCounryCode when the request carries no country header. */
  defaultCountry: string;
  /** Token for /ops/*; generated into the data folder when unset. */
  opsToken?: string;
  autopilot: boolean;
  /** Seconds between autopilot steps. */
  autopilotDelay: number;
  /** Public origin used for `fullurl` of uploads. */
  publicUrl?: string;
  /** TRUST_PROXY: proxies (addresses, CIDRs, "loopback") whose X-Forwarded-For names the client (http/trusted-proxy.ts); none by default. */
  trustProxy: string[];
  /** Codes one device / one network address may send per hour (mail and SMS pumping). */
  codeLimits: { device: number; address: number };
  /** log2 of scrypt's N for new password hashes (production 17; tests lower it, one test proves 17). */
  passwordCost: number;
  /** PEM files: with both, the server speaks HTTPS with HTTP/2 (and HTTP/1.1 for older clients). */
  tls?: { cert: string; key: string };
  /** E-mail delivery (server/domain/mail): without `smtpUrl` the dev outbox is the transport (logged, `ops -- outbox`). */
  mail: MailConfig;
  /** WORKERS: server processes on this port (node:cluster); more than one needs PostgreSQL (server/cluster.ts). */
  workers: number;
  /** UPLOADS: where the bytes of /uploads/ files live — the data folder, or the database ('db'), shared by every process. */
  uploads: 'files' | 'db';
  /** CHATWOOT_HMAC_TOKEN: the Chatwoot inbox's identity-validation secret; /api/chat/identity signs shoppers with it (never sent out). */
  chatwootHmacToken?: string;
  /** ITEM_SOURCE: where items, searches and reviews come from — the embedded demo catalogue (default) or OneBound. */
  itemSource: 'demo' | 'onebound';
  /** ITEM_CACHE_SECONDS: how long a fetched item is served from the database before it is refreshed (in the background). */
  itemCacheSeconds: number;
  onebound: OneBoundConfig;
  /** SHORT_LINK_URL: a base address the platforms' short links (m.tb.cn …) are fetched through; none: their own hosts. */
  shortLinks: { via?: string; timeoutMs: number };
  /** THIRDLOGIN_<ID>_…: the providers shoppers sign in with (issue 36; domain/account/thirdlogin/providers.ts); none by default. */
  thirdLogin: ThirdLoginProvider[];
};

export type OneBoundConfig = {
  /** ONEBOUND_KEY / ONEBOUND_SECRET: the account's credentials (sent only to the provider; never logged or answered). */
  key: string;
  secret: string;
  /** ONEBOUND_URL: the base address, or several comma-separated (the provider's fallback hosts), tried in order. */
  urls: string[];
  /** ONEBOUND_RATE: calls per second the account allows. */
  rate: number;
  /** ONEBOUND_TIMEOUT_MS: how long one call may take before the next host is tried (or the call fails). */
  timeoutMs: number;
};

export type MailConfig = {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 (nodemailer's URL form). */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, "Shop <no-reply@shop.example>". */
  from: string;
  /** Seconds a worker holds a claimed e-mail before another may try it (SMTP timeouts are a quarter of it). */
  leaseSeconds: number;
  /** Seconds before the first retry; each next one waits twice as long (at most 2 h). */
  retrySeconds: number;
  /** Attempts before an e-mail is given up as failed. */
  attempts: number;
};

/** A whole number from the environment within [min, max], else the default. */
const bounded = (raw: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

function readMail(env: NodeJS.ProcessEnv): MailConfig {
  let host = 'localhost';
  try {
    if (env.PUBLIC_URL) host = new URL(env.PUBLIC_URL).hostname;
  } catch { /* the default host */ }
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `BuyForMe <no-reply@${host}>`,
    leaseSeconds: bounded(env.MAIL_LEASE, 120, 4, 3600),
    retrySeconds: bounded(env.MAIL_RETRY, 30, 1, 86_400),
    attempts: bounded(env.MAIL_ATTEMPTS, 10, 1, 100),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'US').toUpperCase(),
    opsToken: env.OPS_TOKEN || undefined,
    autopilot: env.AUTOPILOT === '1',
    autopilotDelay: Number(env.AUTOPILOT_DELAY ?? 8),
    publicUrl: env.PUBLIC_URL || undefined,
    passwordCost: Number(env.PASSWORD_COST ?? 17),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    codeLimits: { device: Number(env.CODE_LIMIT_DEVICE ?? 10), address: Number(env.CODE_LIMIT_ADDRESS ?? 30) },
    tls: env.TLS_CERT && env.TLS_KEY ? { cert: path.resolve(env.TLS_CERT), key: path.resolve(env.TLS_KEY) } : undefined,
    mail: readMail(env),
    workers: bounded(env.WORKERS, 1, 1, 64),
    uploads: env.UPLOADS === 'db' ? 'db' : 'files',
    chatwootHmacToken: env.CHATWOOT_HMAC_TOKEN || undefined,
    itemSource: env.ITEM_SOURCE === 'onebound' ? 'onebound' : 'demo',
    itemCacheSeconds: bounded(env.ITEM_CACHE_SECONDS, 3600, 0, 30 * 86_400),
    onebound: {
      key: env.ONEBOUND_KEY ?? '',
      secret: env.ONEBOUND_SECRET ?? '',
      urls: (env.ONEBOUND_URL || 'https://api-gw.onebound.cn').split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean),
      rate: bounded(env.ONEBOUND_RATE, 5, 1, 1000),
      timeoutMs: bounded(env.ONEBOUND_TIMEOUT_MS, 8000, 100, 120_000),
    },
    shortLinks: { via: env.SHORT_LINK_URL || undefined, timeoutMs: 3000 },
    thirdLogin: readThirdLogin(env),
  };
}
