import { pickImage, squareCrop, toBase64 } from '../lib/image';
import { uploadImg } from '../api/search';
import { navigate } from '../router/navigate';
import { showToast } from '../state/ui';
import { t, loadNamespaces } from '../state/lang';
import { imageAccepted } from '../lib/validate';

/**
 * Image search (spec §2, §7): pick a photo → 480 px square crop in the browser → send `imgcode` (only a
 * non-empty one, spec §5) → on error_code "0000" open the results for the image id; any other code shows
 * its message.
 * Loaded only when the camera is tapped (it pulls in Compressor.js).
 */
export async function imageSearch(file?: File | null): Promise<void> {
  const [picked] = await Promise.all([file ?? pickImage(), loadNamespaces(['imageSearch'])]);
  if (!picked) return;
  if (!picked.type.startsWith('image/')) {
    showToast(t('imageSearch.badImage'));
    return;
  }
  // A picture that cannot be cropped, or an empty crop, describes no image (spec §5): refused, nothing sent.
  const imgcode = await squareCrop(picked).then(toBase64).catch(() => '');
  if (!imageAccepted(imgcode)) return showToast(t('imageSearch.badImage'));
  const r = await uploadImg(imgcode).catch(() => null);
  if (!r) return;
  if (r.error_code === '0000' && r.items?.item.name) navigate(`/pages/shop/index?imgid=${encodeURIComponent(r.items.item.name)}`);
  else showToast(t('imageSearch.failed', { reason: r.msg ?? r.error_code }));
}
