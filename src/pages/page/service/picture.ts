import { ApiError } from '../../../api/client';
import { uploadImage } from '../../../api/upload';
import { shrink } from '../../../lib/image';
import { UPLOAD_SIDE } from '../../../ui/UploadButton';
import { imageAccepted } from '../../../lib/validate';
import { t } from '../../../state/lang';

/**
 * A picture for the chat: shrunk in the browser and uploaded (/api/common/upload, the existing path) → its url. A
 * refusal is an ApiError with the words to show; no toast and no overlay, the chat's bubble says it. Loaded with the
 * first picture sent.
 */
export async function uploadPicture(file: Blob): Promise<string> {
  const blob = await shrink(file, UPLOAD_SIDE).catch(() => { throw new ApiError(t('upload.badImage'), 0); });
  const url = (await uploadImage(new File([blob], 'chat.jpg', { type: blob.type || 'image/jpeg' }), { toast: false, loading: false }))?.url;
  if (!imageAccepted(url)) throw new ApiError(t('upload.empty'), 0);
  return url;
}
