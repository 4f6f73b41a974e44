import type { Hono } from 'hono';
import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { f } from '../http/input';
import { UPLOAD_MAX_MB, readUpload, storeUpload } from '../domain/uploads';
import { getCookie } from 'hono/cookie';
import { PASS_COOKIE, isPrivateUpload, mayRead, passUser } from '../domain/upload-pass';
import { safeEqual } from '../domain/safe-equal';

/** A 10 MB picture and its multipart wrapping. */
const UPLOAD_MAX_BODY = UPLOAD_MAX_MB * 1024 * 1024 + 64 * 1024;
import type { UploadResult } from '../../src/api/types/user';

/** POST /api/common/upload: multipart `file`, images only (by their bytes), 10 MB, login required. */
const common = defineGroup('/api/common', (on) => {
  on('upload', { auth: 'required', input: z.object({ file: f.file() }), maxBody: UPLOAD_MAX_BODY }, async ({ db, config, user, input, now, c }): Promise<UploadResult> => {
    const url = await storeUpload(db, config.dataDir, user.id, input.file, now());
    const origin = (config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
    return { url, fullurl: origin + url };
  });
});

/** Uploaded and generated files: names are random and never rewritten, so they are cached for a year. */
export default function upload(app: Hono<AppEnv>) {
  common(app);
  app.get('/uploads/*', async (c) => {
    const { config, db, now } = c.get('deps');
    const url = new URL(c.req.url).pathname;
    // A private upload: its owner (by the pass cookie) or an operator; anyone else is told it is not there.
    const priv = isPrivateUpload(url);
    if (priv) {
      const ops = !!config.opsToken && safeEqual(c.req.header('x-ops-token') ?? '', config.opsToken);
      const viewer = passUser(config.opsToken ?? '', getCookie(c, PASS_COOKIE), now());
      if (!ops && !(await mayRead(db, url, viewer))) return c.text('Not found', 404);
    }
    const file = await readUpload(config.dataDir, url.slice('/uploads/'.length));
    if (!file) return c.text('Not found', 404);
    c.header('Content-Type', file.type);
    c.header('Cache-Control', priv ? 'private, max-age=31536000, immutable' : 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.bytes));
  });
}
