import { base, common, settle, TIMEOUT_MS, apiBase, type CallOptions } from './client';
import type { Envelope } from './types/common';

/* Apart from client.ts so the first load does not carry it: only pages that upload load this. */

/** POST multipart (uploads): field `file` plus the common fields. */
export function upload<T>(path: string, file: Blob, name = 'file', opts: CallOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(name, file, (file as File).name ?? 'image.png');
  const fields = common();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // The language also in the query: the server reads a file upload's body only after checking the token.
  const req = base.url(`${apiBase()}${path}?lang=${encodeURIComponent(fields.lang)}`).options({ signal: AbortSignal.timeout(TIMEOUT_MS) }).body(form).post().json<Envelope<T>>();
  return settle(req, { loading: true, ...opts });
}
