import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { categoryPictureSubject, itemPictureSubject } from '../domain/catalogue/picture-subjects';
import { DRAWING_VERSION, itemImageUrl, parsePicture, renderPicture, type Picture, type Subject } from '../domain/catalogue/images';

const HEADERS = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' };
/** Pictures kept in memory (a 200 px thumbnail is a few KB, an 800 px picture some tens of KB). */
const MEMORY = 300;

/**
 * What a picture of the catalogue shows: an item's own pictures its product, a category icon the
 * category's; banner and floor art (1…999) needs no subject. Null for pictures outside the catalogue.
 */
async function subjectOf(deps: Deps, p: Picture): Promise<{ subject: Subject | null } | null> {
  if (p.kind === 'item') {
    const subject = await itemPictureSubject(deps.db, p.id, itemImageUrl(p.id, p.n));
    return subject && { subject };
  }
  if (p.kind === 'cat') {
    const subject = await categoryPictureSubject(deps.db, p.id);
    return subject && { subject };
  }
  return p.id >= 1 && p.id <= 999 ? { subject: null } : null;
}

/**
 * GET /static/goods/<name>.webp: generated catalogue pictures (domain/images.ts), made on first
 * request, then served from DATA_DIR/static/<DRAWING_VERSION> (goods-v2: files an older version drew
 * into static/goods stay unread) and a small in-memory LRU. The public urls do not change. Per process (or machine)
 * by design: a picture is drawn from the database's rows the same way wherever it is drawn.
 */
export default function staticGoods(app: Hono<AppEnv>, deps: Deps) {
  const dir = path.join(deps.config.dataDir, 'static', DRAWING_VERSION);
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer | null>>();

  const remember = (file: string, bytes: Buffer) => {
    memory.delete(file);
    memory.set(file, bytes);
    if (memory.size > MEMORY) memory.delete(memory.keys().next().value!);
  };

  async function load(file: string, p: Picture): Promise<Buffer | null> {
    const onDisk = await readFile(path.join(dir, file)).catch(() => null);
    if (onDisk) return onDisk;
    const found = await subjectOf(deps, p);
    if (!found) return null;
    const bytes = await renderPicture(p, found.subject);
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${file}.${randomBytes(4).toString('hex')}`);
    await writeFile(tmp, bytes);
    await rename(tmp, path.join(dir, file));
    return bytes;
  }

  app.get('/static/goods/:file', async (c) => {
    const file = c.req.param('file');
    const p = parsePicture(file);
    if (!p) return c.text('Not found', 404);
    let bytes = memory.get(file) ?? null;
    if (!bytes) {
      let job = pending.get(file);
      if (!job) {
        job = load(file, p).finally(() => pending.delete(file));
        pending.set(file, job);
      }
      bytes = await job;
      if (!bytes) return c.text('Not found', 404);
    }
    remember(file, bytes);
    return new Response(new Uint8Array(bytes), { headers: { ...HEADERS, 'Content-Length': String(bytes.length) } });
  });
}
