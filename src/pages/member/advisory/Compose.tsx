import { useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { SERVICE_TEXT_MAX, textLength, textProblem } from '../../../lib/service-text';
import { UploadButton } from '../../../ui/UploadButton';

type Props = {
  id: string;
  label: string;
  hint: string;
  submitText: string;
  /** Sends the trimmed text and the photo's url ('' for none): null when accepted, else the message why not. */
  onSend: (content: string, image: string) => Promise<string | null>;
};

/**
 * Writing to customer service: the text (counted, checked before sending: empty or too long is said next to it,
 * and what was typed stays), an optional photo (shrunk and uploaded by the UploadButton, removable), send. A
 * refusal from the server is shown the same way; once accepted the form is empty again.
 */
export function Compose({ id, label, hint, submitText, onSend }: Props) {
  const [text, setText] = useState('');
  const [image, setImage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** Bumped to give the UploadButton a fresh start (sent, or the photo removed). */
  const [upload, setUpload] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const problem = textProblem(text);
    if (problem) {
      setError(problem === 'empty' ? t('advisory.emptyText') : t('advisory.tooLong', { max: SERVICE_TEXT_MAX }));
      box.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const refused = await onSend(text.trim(), image);
      if (refused) return setError(refused);
      setText('');
      setImage('');
      setUpload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  const n = textLength(text);
  return (
    <form class="adv-compose" noValidate onSubmit={submit}>
      <label for={id} class="adv-label">{label}</label>
      <textarea ref={box} id={id} class="input" rows={4} placeholder={hint} value={text}
        aria-invalid={error ? true : undefined} aria-describedby={`${id}-count${error ? ` ${id}-err` : ''}`}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      <div class="adv-under">
        <span id={`${id}-err`} class="field-error" role="alert">{error}</span>
        <span id={`${id}-count`} class={n > SERVICE_TEXT_MAX ? 'adv-count over' : 'adv-count'}>{t('advisory.chars', { n, max: SERVICE_TEXT_MAX })}</span>
      </div>
      <UploadButton key={upload} id={`${id}-photo`} label={t('advisory.photoWhat')} value={image} onUploaded={setImage} />
      {image && (
        <button type="button" class="btn btn-small adv-unphoto" onClick={() => { setImage(''); setUpload((x) => x + 1); }}>{t('advisory.removePhoto')}</button>
      )}
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{submitText}</button>
    </form>
  );
}
