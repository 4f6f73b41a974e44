import { useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { inlineMessage } from '../../../api/client';
import { addFeedback } from '../../../api/service';
import type { Feedback, FeedbackKind } from '../../../api/types/service';
import { SERVICE_TEXT_MAX, textLength, textProblem } from '../../../lib/service-text';
import { UploadButton } from '../../../ui/UploadButton';

/** The most photos one feedback carries (the server's rule). */
export const FEEDBACK_PHOTOS = 4;
const KINDS: FeedbackKind[] = ['suggestion', 'problem', 'complaint', 'other'];

/**
 * A feedback: what it is about, the text (counted; empty or too long is said next to it and what was typed
 * stays), up to 4 photos (each shrunk and uploaded, removable), how to reach the shopper. `onSent` gets the
 * stored feedback; the form is then empty again.
 */
export function FeedbackForm({ onSent }: { onSent: (f: Feedback) => void }) {
  const [kind, setKind] = useState<FeedbackKind>('suggestion');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const problem = textProblem(content);
    if (problem) {
      setError(problem === 'empty' ? t('feedback.emptyText') : t('feedback.tooLong', { max: SERVICE_TEXT_MAX }));
      box.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const f = await addFeedback({ kind, content: content.trim(), images, contact: contact.trim() });
      setContent('');
      setImages([]);
      setContact('');
      setKind('suggestion');
      onSent(f);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  const n = textLength(content);
  return (
    <form class="section fb-form" noValidate onSubmit={submit}>
      <p class="fb-intro">{t('feedback.intro')}</p>
      <fieldset class="fb-kinds">
        <legend>{t('feedback.kind')}</legend>
        {KINDS.map((k) => (
          <label key={k} class={k === kind ? 'chip on' : 'chip'}>
            <input type="radio" name="fb-kind" value={k} checked={k === kind} onChange={() => setKind(k)} />
            {t(`feedback.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <label for="fb-content" class="fb-label">{t('feedback.content')}</label>
      <textarea ref={box} id="fb-content" class="input" rows={5} placeholder={t('feedback.contentHint')} value={content}
        aria-invalid={error ? true : undefined} aria-describedby={`fb-count${error ? ' fb-err' : ''}`}
        onInput={(e) => setContent((e.currentTarget as HTMLTextAreaElement).value)} />
      <div class="fb-under">
        <span id="fb-err" class="field-error" role="alert">{error}</span>
        <span id="fb-count" class={n > SERVICE_TEXT_MAX ? 'fb-count over' : 'fb-count'}>{t('feedback.chars', { n, max: SERVICE_TEXT_MAX })}</span>
      </div>
      <p class="fb-label">{t('feedback.photos', { n: images.length, max: FEEDBACK_PHOTOS })}</p>
      {images.length > 0 && (
        <ul class="fb-photos">
          {images.map((url, i) => (
            <li key={url}>
              <img src={url} width={64} height={64} alt="" />
              <button type="button" class="fb-x" aria-label={t('feedback.removePhoto', { n: i + 1 })} onClick={() => setImages((all) => all.filter((u) => u !== url))}>×</button>
            </li>
          ))}
        </ul>
      )}
      {/* A fresh button for each next photo: it shows the step running, never an old preview. */}
      {images.length < FEEDBACK_PHOTOS && (
        <UploadButton key={images.length} id="fb-photo" label={t('feedback.photoWhat')} onUploaded={(url) => setImages((all) => [...all, url].slice(0, FEEDBACK_PHOTOS))} />
      )}
      <label for="fb-contact" class="fb-label">{t('feedback.contact')}</label>
      <input id="fb-contact" class="input" type="text" maxLength={100} autoComplete="email" placeholder={t('feedback.contactHint')} value={contact}
        onInput={(e) => setContact((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit" class="btn btn-primary btn-block fb-send" disabled={busy}>{t('feedback.send')}</button>
    </form>
  );
}
