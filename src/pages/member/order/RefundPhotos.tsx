import { t } from '../../../state/lang';
import { UploadButton } from '../../../ui/UploadButton';
import { MAX_PHOTOS } from './refund-form';

type Props = { id: string; images: string[]; /** Gets a change of the list (applied to the newest list: an upload may end after a removal). */
  onChange: (change: (images: string[]) => string[]) => void };

/** Up to 6 photos of the goods for a return: each shrunk and uploaded by the UploadButton, each removable. */
export function RefundPhotos({ id, images, onChange }: Props) {
  return (
    <div class="rf-photos">
      <p class="muted">{t('refund.photos', { n: images.length, max: MAX_PHOTOS })}</p>
      {images.length > 0 && (
        <ul>
          {images.map((url, i) => (
            <li key={url}>
              <img src={url} width={64} height={64} alt="" />
              <button type="button" class="rf-x" aria-label={t('refund.removePhoto', { n: i + 1 })} onClick={() => onChange((all) => all.filter((u) => u !== url))}>×</button>
            </li>
          ))}
        </ul>
      )}
      {/* A fresh button for each next photo: it shows the step running, never an old preview. */}
      {images.length < MAX_PHOTOS && <UploadButton key={images.length} id={id} label={t('refund.photoWhat')} onUploaded={(url) => onChange((all) => [...all, url].slice(0, MAX_PHOTOS))} />}
    </div>
  );
}
