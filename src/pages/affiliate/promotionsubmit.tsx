import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { affiliatePromotions, submitPromotion } from '../../api/affiliate';
import { UploadButton } from '../../ui/UploadButton';
import { FormSkeleton } from '../../ui/Skeleton';
import { LoadFailed } from '../../ui/LoadState';
import { Empty } from '../../ui/Empty';
import { AffMoney, useAffLoad, useSend } from './parts';

/** The most pictures a proof carries (the server's rule). */
export const PROOF_PHOTOS = 6;

/**
 * /pages/affiliate/promotionsubmit?id= (login): the proof of a promotion task — what was done (text) and up
 * to 6 pictures, each shrunk in the browser (Compressor.js, in UploadButton) and uploaded before sending.
 */
export default function PromotionSubmitPage() {
  const { query } = useLocation();
  const id = Number(query.id);
  const { data, failed, retry } = useAffLoad(affiliatePromotions);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const { error, setError, busy, send } = useSend('affiliate.proofSentToast', '/pages/affiliate/promotion');
  if (failed && !data) return <LoadFailed onRetry={retry} />;
  if (!data) return <FormSkeleton rows={3} />;
  const task = data.find((p) => p.id === id);
  if (!task) return <Empty alert text={t('affiliate.taskGone')}><a class="btn" href="#/pages/affiliate/promotion">{t('nav./pages/affiliate/promotion')}</a></Empty>;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('affiliate.proofRequired'));
      return;
    }
    void send(() => submitPromotion(task.id, text.trim(), images));
  };
  return (
    <form class="section aff-form" noValidate onSubmit={submit}>
      <h2 class="aff-task-title">{task.title}</h2>
      <p class="muted">{task.content}</p>
      <p class="muted">{t('affiliate.reward')}: <AffMoney value={task.reward} display={task.reward_display} class="price" /></p>
      <label for="aff-proof">{t('affiliate.proofText')}</label>
      <textarea id="aff-proof" class="input" rows={4} maxLength={2000} placeholder={t('affiliate.proofHint')} value={text}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      <p>{t('affiliate.photos', { n: images.length, max: PROOF_PHOTOS })}</p>
      {images.length > 0 && (
        <ul class="aff-photos">
          {images.map((url, i) => (
            <li key={url}>
              <img src={url} width={64} height={64} alt="" />
              <button type="button" class="aff-x" aria-label={t('affiliate.removePhoto', { n: i + 1 })} onClick={() => setImages((all) => all.filter((u) => u !== url))}>×</button>
            </li>
          ))}
        </ul>
      )}
      {images.length < PROOF_PHOTOS && (
        <UploadButton key={images.length} id="aff-photo" label={t('affiliate.photoWhat')} onUploaded={(url) => setImages((all) => [...all, url].slice(0, PROOF_PHOTOS))} />
      )}
      <p class="field-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('affiliate.send')}</button>
    </form>
  );
}
