import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { itemHasPicture } from '../domain/catalogue/items';
import { itemImageUrl, parsePicture, renderPicture, type Picture } from '../domain/catalogue/images';

const HEADERS = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' };
/** Pictures kept in memory (a 200 px thumbnail is a few KB, an 800 px picture some tens of KB). */
const MEMORY = 300;

/** Whether a picture belongs to the catalogue: an item's own pictures, or banner/category/floor art. */
async function exists(deps: Deps, p: Picture): Promise<boolean> {
  if (p.kind !== 'item') return p.id >= 1 && p.id <= 999;
  return itemHasPicture(deps.db, p.id, itemImageUrl(p.id, p.n));
}

/**
 * GET /static/goods/<name>.webp: generated catalogue pictures (domain/images.ts), made on first
 * request, then served from DATA_DIR/static/goods and a small in-memory LRU.
 */
export default function staticGoods(app: Hono<AppEnv>, deps: Deps) {
  const dir = path.join(deps.config.dataDir, 'static', 'goods');
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
    if (!(await exists(deps, p))) return null;
    const bytes = await renderPicture(p);
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
