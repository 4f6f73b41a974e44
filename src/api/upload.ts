import { upload } from './multipart';
import type { CallOptions } from './client';
import type { UploadResult } from './types/user';

/** /api/common/upload: one picture (a receipt, a return photo, a reference picture) → its url. A module of its own: every upload form needs it, none needs the rest of the account calls. */
export const uploadImage = (file: Blob, opts?: CallOptions) => upload<UploadResult>('/api/common/upload', file, 'file', opts);
