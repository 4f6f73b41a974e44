import { useRef, useState } from 'react';
import { t } from '../state/lang';
import { shrink } from '../lib/image';
import { burstGuard } from '../lib/tap-guard';
import { uploadImage } from '../api/upload';
import { imageAccepted } from '../lib/validate';
import { ApiError } from '../api/client';
import './upload-button.css';

/** Long side of an uploaded photo: big enough to read a bank receipt, small enough for slow 4G. */
export const UPLOAD_SIDE = 1600;

type Stage = 'idle' | 'shrinking' | 'uploading' | 'done' | 'error';

type Props = {
  id: string;
  /** What the photo is (the button's label), e.g. "Payment receipt". */
  label: string;
  onUploaded: (url: string) => void;
  /** The url already uploaded, shown as a preview. */
  value?: string;
  side?: number;
  /** A translated message about this field from the form (e.g. "upload the receipt first"). */
  error?: string | null;
};

/**
 * Pick an image → shrink it in the browser (Compressor.js, loaded on first use) → upload it
 * (/api/common/upload) → onUploaded(url), only when the url is not empty (spec §5). Shows which step runs,
 * the preview when done, and the server's message when it refuses; the page's 'upload' strings come with
 * its bundle.
 */
export function UploadButton({ id, label, onUploaded, value, side = UPLOAD_SIDE, error }: Props) {
  const [stage, setStage] = useState<Stage>(value ? 'done' : 'idle');
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const busy = stage === 'shrinking' || stage === 'uploading';
  // Repeated taps on the button open the picker once (spec §9's upload debounce).
  const [tapGuard] = useState(() => burstGuard());

  const fail = (text: string) => {
    setStage('error');
    setMessage(text);
  };
  const onPick = async (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const file = el.files?.[0];
    el.value = '';
    if (!file || busy) return;
    setMessage('');
    if (!file.type.startsWith('image/')) return fail(t('upload.badImage'));
    setStage('shrinking');
    let blob: Blob;
    try {
      blob = await shrink(file, side);
    } catch {
      return fail(t('upload.badImage'));
    }
    setStage('uploading');
    let url: unknown;
    try {
      const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
      url = (await uploadImage(new File([blob], name, { type: blob.type || 'image/jpeg' })))?.url;
    } catch (err) {
      return fail((err instanceof ApiError && err.message) || t('error.unknown'));
    }
    // An answer without a url describes no image (spec §5): the form is not given it.
    if (!imageAccepted(url)) return fail(t('upload.empty'));
    setStage('done');
    onUploaded(url);
  };

  const shown = message || error || '';
  const status = stage === 'shrinking' ? t('upload.shrinking') : stage === 'uploading' ? t('upload.uploading') : stage === 'done' ? t('upload.done') : '';
  return (
    <div class="upload">
      <div class="upload-row">
        {value && stage !== 'uploading' && <img class="upload-preview" src={value} width={64} height={64} alt={t('upload.preview')} />}
        <label class={busy ? 'btn upload-btn busy' : 'btn upload-btn'} for={id} onClick={(e) => { if (!tapGuard()) e.preventDefault(); }}>
          {value ? t('upload.change', { what: label }) : t('upload.choose', { what: label })}
        </label>
        <input ref={input} id={id} class="sr-only" type="file" accept="image/*" disabled={busy}
          aria-invalid={shown ? true : undefined} aria-describedby={`${id}-status`} onChange={onPick} />
      </div>
      <p id={`${id}-status`} class="upload-status" aria-live="polite">
        {busy && <progress aria-label={status} />}
        <span>{status}</span>
      </p>
      {shown && <p class="field-error" role="alert">{shown}</p>}
    </div>
  );
}
