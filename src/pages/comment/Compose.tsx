import { useEffect, useRef, useState } from 'react';
import { t } from '../../state/lang';
import { inlineMessage } from '../../api/client';
import { addPost, postableParcels } from '../../api/community';
import type { CommunityPostDetail, PostableParcel } from '../../api/types/community';
import { dateTime } from '../../lib/units';
import { UploadButton } from '../../ui/UploadButton';

/** The server's rules: text 1–1000 characters, up to 6 photos. */
export const POST_MAX = 1000;
export const POST_PHOTOS = 6;

const length = (s: string) => [...s.trim()].length;

/**
 * Writing a post: which of my received parcels (those not written about yet; `parcel` chosen first when
 * given, from the parcel page), the text (counted; empty or too long is said next to it), up to 6 photos
 * (each shrunk and uploaded, removable). Without such a parcel it says when posting opens.
 */
export function Compose({ parcel, onSent, onClose }: { parcel: number | null; onSent: (p: CommunityPostDetail) => void; onClose: () => void }) {
  const [parcels, setParcels] = useState<PostableParcel[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    let live = true;
    postableParcels().then((all) => {
      if (!live) return;
      setParcels(all);
      const open = all.filter((p) => !p.posted);
      setChosen(open.find((p) => p.id === parcel)?.id ?? open[0]?.id ?? null);
    }).catch(() => live && setParcels([]));
    return () => void (live = false);
  }, [parcel]);
  // The choice shown once the options are there (a select's value set with its first options may not take).
  useEffect(() => {
    if (select.current && chosen !== null) select.current.value = String(chosen);
  }, [chosen, parcels]);

  if (!parcels) return <div class="section sk cm-compose-sk" aria-busy="true" aria-label={t('list.loading')} />;
  const open = parcels.filter((p) => !p.posted);
  if (!open.length) {
    return (
      <div class="section cm-note" role="status">
        <p>{t(parcels.length ? 'community.allPosted' : 'community.noParcel')}</p>
        <div class="cm-note-acts">
          <a class="btn btn-small" href="#/pages/member/sendorder/index">{t('community.toParcels')}</a>
          <button type="button" class="btn btn-small btn-ghost" onClick={onClose}>{t('community.cancel')}</button>
        </div>
      </div>
    );
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy || chosen === null) return;
    const n = length(content);
    if (!n || n > POST_MAX) {
      setError(n ? t('community.tooLong', { max: POST_MAX }) : t('community.emptyText'));
      box.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const p = await addPost({ parcel_id: chosen, content: content.trim(), images });
      onSent(p);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  const n = length(content);
  return (
    <form class="section cm-form" noValidate onSubmit={submit}>
      <label for="cm-parcel" class="cm-label">{t('community.parcel')}</label>
      <select ref={select} id="cm-parcel" class="input" value={chosen ?? ''} onChange={(e) => setChosen(Number((e.currentTarget as HTMLSelectElement).value))}>
        {open.map((p) => (
          <option key={p.id} value={p.id}>{p.received_at ? t('community.parcelOption', { sn: p.sn, date: dateTime(p.received_at).slice(0, 10) }) : p.sn}</option>
        ))}
      </select>
      <label for="cm-content" class="cm-label">{t('community.content')}</label>
      <textarea ref={box} id="cm-content" class="input" rows={5} placeholder={t('community.contentHint')} value={content}
        aria-invalid={error ? true : undefined} aria-describedby={`cm-count${error ? ' cm-err' : ''}`}
        onInput={(e) => setContent((e.currentTarget as HTMLTextAreaElement).value)} />
      <div class="cm-under">
        <span id="cm-err" class="field-error" role="alert">{error}</span>
        <span id="cm-count" class={n > POST_MAX ? 'cm-count over' : 'cm-count'}>{t('community.chars', { n, max: POST_MAX })}</span>
      </div>
      <p class="cm-label">{t('community.photos', { n: images.length, max: POST_PHOTOS })}</p>
      {images.length > 0 && (
        <ul class="cm-thumbs">
          {images.map((url, i) => (
            <li key={url}>
              <img src={url} width={64} height={64} alt="" />
              <button type="button" class="cm-x" aria-label={t('community.removePhoto', { n: i + 1 })} onClick={() => setImages((all) => all.filter((u) => u !== url))}>×</button>
            </li>
          ))}
        </ul>
      )}
      {/* A fresh button for each next photo: it shows the step running, never an old preview. */}
      {images.length < POST_PHOTOS && (
        <UploadButton key={images.length} id="cm-photo" label={t('community.photoWhat')} onUploaded={(url) => setImages((all) => [...all, url].slice(0, POST_PHOTOS))} />
      )}
      <div class="cm-acts">
        <button type="button" class="btn btn-ghost" onClick={onClose}>{t('community.cancel')}</button>
        <button type="submit" class="btn btn-primary" disabled={busy}>{t('community.send')}</button>
      </div>
    </form>
  );
}
