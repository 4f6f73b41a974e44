import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt with N = 2^17, r = 8, p = 1 (OWASP's recommendation; 128 MiB and a few hundred ms
 * each), stored as "scrypt$<log2 N>$<salt hex>$<hash hex>". Hashes of the first format ("scrypt$<salt>$<hash>",
 * N = 2^14) still verify, and are rehashed at the next login (needsRehash).
 */
export const PRODUCTION_COST = 17;
const LEGACY_COST = 14;
let cost = PRODUCTION_COST;

/** The work factor new hashes get: the production one unless the server's config lowers it (tests, PASSWORD_COST). */
export function setPasswordCost(log2N: number): void {
  cost = Math.min(20, Math.max(10, Math.round(log2N)));
}

/** At most two hashes at once (each takes 128 MiB at the production cost): a burst of logins waits its turn. Per process by design: it bounds this process's memory. */
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const derive = (password: string, salt: Buffer, log2N: number) => inTurn(() => new Promise<Buffer>((resolve, reject) => {
  const N = 2 ** log2N;
  scryptCb(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (err, key) => (err ? reject(err) : resolve(key)));
}));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** The cost a stored hash was made with; 0 for anything that is not one of ours. */
function costOf(stored: string): { log2N: number; salt: string; key: string } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3) return { log2N: LEGACY_COST, salt: parts[1], key: parts[2] };
  if (parts.length === 4 && /^\d+$/.test(parts[1])) return { log2N: Number(parts[1]), salt: parts[2], key: parts[3] };
  return null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = costOf(stored);
  if (!h || !h.salt || !h.key) return false;
  const key = await derive(password, Buffer.from(h.salt, 'hex'), h.log2N);
  const expected = Buffer.from(h.key, 'hex');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with less work than new ones get (then the login that proved it rehashes it). */
export const needsRehash = (stored: string) => (costOf(stored)?.log2N ?? 0) < cost;
