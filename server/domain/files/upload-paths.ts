/** '/uploads/…' from a site-relative or absolute url; '' when it is not an upload. */
export function uploadPath(url: string): string {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try { path = new URL(path).pathname; } catch { return ''; }
  }
  return path.startsWith('/uploads/') && !path.includes('..') ? path : '';
}

/**
 * Private files: a shopper's own uploads (/uploads/user/), the photos staff took of their goods (/uploads/qc/) and
 * parcels (/uploads/parcel/), and the pictures staff sent them in the chat (/uploads/chat/).
 */
export const isPrivateUpload = (url: string) => /^\/uploads\/(user|qc|parcel|chat)\//.test(url);
