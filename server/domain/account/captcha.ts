import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db';
import { captchas } from '../../db/schema';

/** The session cookie that binds a captcha answer to a browser (the name FastAdmin's PHP session uses). */
export const CAPTCHA_COOKIE = 'PHPSESSID';
export const CAPTCHA_TTL = 10 * 60;
const LENGTH = 4;
const WIDTH = 130;
const HEIGHT = 48;

/**
 * Glyphs drawn as strokes in a 10×14 box, so the image needs no font on the machine. The alphabet
 * leaves out look-alikes (0 O, 1 I L, 2 Z, 5 S, 6 G, 8 B, 9 Q).
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 14 L5 0 L10 14 M2.4 8.5 L7.6 8.5',
  C: 'M10 2 Q5 -2 1.5 3 Q-0.5 7 1.5 11 Q5 16 10 12',
  D: 'M1 0 L1 14 L5 14 Q10 14 10 7 Q10 0 5 0 Z',
  E: 'M10 0 L1 0 L1 14 L10 14 M1 7 L7 7',
  F: 'M10 0 L1 0 L1 14 M1 7 L7 7',
  H: 'M1 0 L1 14 M9 0 L9 14 M1 7 L9 7',
  K: 'M1 0 L1 14 M9 0 L1 8 M4 5.5 L10 14',
  M: 'M0 14 L1 0 L5 9 L9 0 L10 14',
  N: 'M1 14 L1 0 L9 14 L9 0',
  P: 'M1 14 L1 0 L6 0 Q10 0 10 4 Q10 8 6 8 L1 8',
  R: 'M1 14 L1 0 L6 0 Q10 0 10 4 Q10 8 6 8 L1 8 M5 8 L10 14',
  T: 'M0 0 L10 0 M5 0 L5 14',
  U: 'M1 0 L1 10 Q1 14 5 14 Q9 14 9 10 L9 0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 L5 14',
  '3': 'M1 1.5 Q5 -1 8.5 1.5 Q10 5.5 4.5 7 Q10 8.5 8.5 12.5 Q5 15 1 12.5',
  '4': 'M7 14 L7 0 L0 10 L10 10',
  '7': 'M0 0 L10 0 L4 14',
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const pick = (s: string) => s[randomInt(0, s.length)];
const rnd = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const colour = (lo: number, hi: number) => `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;

/** The SVG of `text`: each glyph scaled, rotated and shifted a little, under noise curves and dots. */
export function captchaSvg(text: string): string {
  const cell = WIDTH / (text.length + 0.6);
  const noise: string[] = [];
  for (let i = 0; i < 4; i++) {
    const d = `M${rnd(0, 20)} ${rnd(5, HEIGHT - 5)} Q${rnd(30, 100)} ${rnd(-10, HEIGHT + 10)} ${rnd(WIDTH - 20, WIDTH)} ${rnd(5, HEIGHT - 5)}`;
    noise.push(`<path d="${d}" stroke="${colour(120, 200)}" stroke-width="${rnd(1, 2).toFixed(1)}" fill="none"/>`);
  }
  for (let i = 0; i < 40; i++) noise.push(`<circle cx="${rnd(0, WIDTH).toFixed(1)}" cy="${rnd(0, HEIGHT).toFixed(1)}" r="${rnd(0.6, 1.6).toFixed(1)}" fill="${colour(100, 220)}"/>`);
  const glyphs = [...text].map((ch, i) => {
    const scale = rnd(2.1, 2.5);
    const x = cell * (i + 0.3) + rnd(0, cell - 10 * scale > 0 ? cell - 10 * scale : 2);
    const y = (HEIGHT - 14 * scale) / 2 + rnd(-3, 3);
    const rot = rnd(-18, 18).toFixed(1);
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot} ${5 * scale} ${7 * scale}) scale(${scale.toFixed(2)})">`
      + `<path d="${GLYPHS[ch]}" stroke="${colour(10, 110)}" stroke-width="${(rnd(2.6, 3.4) / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
    + `<rect width="100%" height="100%" fill="${colour(225, 255)}"/>${noise.join('')}${glyphs.join('')}</svg>`;
}

const validSid = (s: string | undefined): s is string => !!s && /^[0-9a-f]{32}$/.test(s);

/**
 * A new captcha for the caller's session: reuses the session cookie (a refreshed image replaces the
 * previous answer) or sets a new one, stores the answer and answers the PNG bytes.
 */
export async function newCaptcha(db: DbOrTx, c: Context, now: number): Promise<Uint8Array> {
  const text = Array.from({ length: LENGTH }, () => pick(CAPTCHA_ALPHABET)).join('');
  let sid = getCookie(c, CAPTCHA_COOKIE);
  if (!validSid(sid)) {
    sid = randomBytes(16).toString('hex');
    setCookie(c, CAPTCHA_COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
  }
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ sid, answer: text, expiresAt: now + CAPTCHA_TTL })
    .onConflictDoUpdate({ target: captchas.sid, set: { answer: text, expiresAt: now + CAPTCHA_TTL } });
  return new Uint8Array(await sharp(Buffer.from(captchaSvg(text))).png().toBuffer());
}

/**
 * Checks `answer` against the captcha of the caller's session, case-insensitively. One use: the
 * answer is spent by any check, right or wrong, so a wrong guess needs a new image.
 */
export async function checkCaptcha(db: DbOrTx, c: Context, answer: string, now: number): Promise<boolean> {
  const sid = getCookie(c, CAPTCHA_COOKIE);
  if (!validSid(sid)) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.sid, sid)).returning();
  if (!row || row.expiresAt <= now) return false;
  return row.answer.toLowerCase() === answer.trim().toLowerCase();
}

/** The check of an answer a call may carry when asked for the captcha (login-throttle.ts): none when nothing was typed. */
export const captchaAnswer = (db: DbOrTx, c: Context, answer: string | undefined, now: number) =>
  (answer?.trim() ? () => checkCaptcha(db, c, answer, now) : undefined);
