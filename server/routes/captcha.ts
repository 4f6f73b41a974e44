import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { newCaptcha } from '../domain/account/captcha';

/**
 * The image captcha at FastAdmin's address: GET /index.php?s=/captcha&r=<random>. Answers a PNG and
 * binds its answer to the session cookie; register checks it with checkCaptcha when captcha_type is 'image'.
 */
export default function captcha(app: Hono<AppEnv>) {
  app.get('/index.php', async (c) => {
    if (c.req.query('s')?.replace(/^\/+/, '') !== 'captcha') return c.text('Not found', 404);
    const { db, now } = c.get('deps');
    const png = await newCaptcha(db, c, now());
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'no-store');
    return c.body(png as Uint8Array<ArrayBuffer>);
  });
}
