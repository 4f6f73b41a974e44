import type { Hono } from 'hono';
import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { f } from '../http/input';
import { UPLOAD_MAX_MB, readUpload, storeUpload, uploadRel } from '../domain/files/uploads';
import { uploadStore } from '../domain/files/store';
import { getCookie } from 'hono/cookie';
import { PASS_COOKIE, mayRead, passUser } from '../domain/files/upload-pass';
import { isPrivateUpload } from '../domain/files/upload-paths';
import { safeEqual } from '../http/safe-equal';
import { staffToken } from '../http/staff-auth';
import { staffForSession } from '../domain/staff/staff-sessions';
import { staffMayRead } from '../domain/service/chat-pictures';

/** A 10 MB picture and its multipart wrapping. */
const UPLOAD_MAX_BODY = UPLOAD_MAX_MB * 1024 * 1024 + 64 * 1024;
import type { UploadResult } from '../../src/api/types/user';

/** POST /api/common/upload: multipart `file`, images only (by their bytes), 10 MB, login required. */
const common = defineGroup('/api/common', (on) => {
  on('upload', { auth: 'required', input: z.object({ file: f.file() }), maxBody: UPLOAD_MAX_BODY }, async ({ db, config, user, input, now, c }): Promise<UploadResult> => {
    const url = await storeUpload(db, uploadStore({ db, config }), user.id, input.file, now());
    const origin = (config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
    return { url, fullurl: origin + url };
  });
});

/**
 * Uploaded and generated files, from the data folder or the database (UPLOADS=db, domain/files/store.ts): names are
 * random and never rewritten, so they are cached for a year (private ones by the browser only).
 */
export default function upload(app: Hono<AppEnv>) {
  common(app);
  app.get('/uploads/*', async (c) => {
    const { config, db, now } = c.get('deps');
    // Judged on the decoded path: /uploads/%75ser/… is /uploads/user/….
    const rel = uploadRel(new URL(c.req.url).pathname);
    if (rel === null) return c.text('Not found', 404);
    const url = `/uploads/${rel}`;
    // A private file (a shopper's upload, a QC or parcel photo, a chat picture): its owner (by the pass cookie), an operator,
    // or staff for the chat's pictures; anyone else is told it is not there.
    const priv = isPrivateUpload(url);
    if (priv) {
      const ops = !!config.opsToken && safeEqual(c.req.header('x-ops-token') ?? '', config.opsToken);
      const viewer = passUser(config.opsToken ?? '', getCookie(c, PASS_COOKIE), now());
      // Staff at the chat console (their cookie is also set for /uploads) open the chat's pictures, and only those.
      const staff = async () => !!(await staffForSession(db, staffToken(c), now())) && staffMayRead(db, url);
      if (!ops && !(await mayRead(db, url, viewer)) && !(await staff())) return c.text('Not found', 404);
    }
    const file = await readUpload(uploadStore({ db, config }), rel);
    if (!file) return c.text('Not found', 404);
    c.header('Content-Type', file.type);
    c.header('Cache-Control', priv ? 'private, max-age=31536000, immutable' : 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.bytes));
  });
}
