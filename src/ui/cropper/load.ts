/** Reads a picked file (fails: error_read). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => (typeof r.result === 'string' ? resolve(r.result) : reject(new Error('read')));
    r.onerror = () => reject(r.error ?? new Error('read'));
    r.onabort = () => reject(new Error('read'));
    r.readAsDataURL(file);
  });
}

/** Decodes an image (fails: error1, e.g. a file named .png that is not a picture, or a 0 × 0 one). */
export function decode(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => (img.naturalWidth > 0 && img.naturalHeight > 0 ? resolve(img) : reject(new Error('decode')));
    img.onerror = () => reject(new Error('decode'));
    img.src = src;
  });
}
