import type Compressor from 'compressorjs';

/** Thumbnail long side (spec §9). */
export const THUMB_SIDE = 200;
/** Image-search crop (spec §9). */
export const SEARCH_SIDE = 480;

let compressor: Promise<typeof Compressor> | null = null;
/** Compressor.js loads only when an image is first processed (never in the first-load bundle). */
const loadCompressor = () => (compressor ??= import('compressorjs').then((m) => m.default));

function run(file: Blob, options: Compressor.Options): Promise<Blob> {
  return loadCompressor().then((C) => new Promise<Blob>((resolve, reject) => {
    new C(file, { ...options, success: (b) => resolve(b), error: reject });
  }));
}

/** A copy whose long side is at most `side` px (the 200 px thumbnail). */
export const shrink = (file: Blob, side = THUMB_SIDE, mimeType = 'image/jpeg', quality = 0.85) =>
  run(file, { maxWidth: side, maxHeight: side, mimeType, quality });

/** The 480 px square centre crop sent by image search. */
export const squareCrop = (file: Blob, side = SEARCH_SIDE) =>
  run(file, { width: side, height: side, resize: 'cover', mimeType: 'image/jpeg', quality: 0.8 });

/** A Blob as base64 (without the data: prefix). */
export function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(blob);
  });
}

/** Opens the system picker for one image; resolves null when the user backs out. */
export function pickImage(capture = false): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    if (capture) input.setAttribute('capture', 'environment');
    input.onchange = () => resolve(input.files?.[0] ?? null);
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}
