import path from 'node:path';

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
  /** Codes one device / one network address may send per hour (mail and SMS pumping). */
  codeLimits: { device: number; address: number };
  /** log2 of scrypt's N for new password hashes (production 17; tests lower it, one test proves 17). */
  passwordCost: number;
  /** PEM files: with both, the server speaks HTTPS with HTTP/2 (and HTTP/1.1 for older clients). */
  tls?: { cert: string; key: string };
};

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
    codeLimits: { device: Number(env.CODE_LIMIT_DEVICE ?? 10), address: Number(env.CODE_LIMIT_ADDRESS ?? 30) },
    tls: env.TLS_CERT && env.TLS_KEY ? { cert: path.resolve(env.TLS_CERT), key: path.resolve(env.TLS_KEY) } : undefined,
  };
}
