import sharp from 'sharp';
import { qrMatrix } from '../../src/lib/qr';

/** The light margin around the code, in modules (the standard's quiet zone). */
const QUIET = 4;
/** The picture is at least this wide: what messengers want of a card's square picture. */
const MIN_PX = 320;

/**
 * A QR code of `text` as a PNG (black on white, the quiet zone included, whole pixels per module), encoded by the
 * same encoder the storefront draws its QR codes with (src/lib/qr.ts): an invitation's card picture.
 */
export async function qrPng(text: string): Promise<Buffer> {
  const m = qrMatrix(text);
  const cells = m.size + 2 * QUIET;
  const scale = Math.ceil(MIN_PX / cells);
  const px = cells * scale;
  const raw = Buffer.alloc(px * px, 255);
  m.modules.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    for (let dy = 0; dy < scale; dy++) {
      const at = ((y + QUIET) * scale + dy) * px + (x + QUIET) * scale;
      raw.fill(0, at, at + scale);
    }
  }));
  return sharp(raw, { raw: { width: px, height: px, channels: 1 } }).png({ compressionLevel: 9 }).toBuffer();
}
