import { useEffect, useState } from 'react';
import { lang, t } from '../../../state/lang';
import { ApiError, inlineMessage } from '../../../api/client';
import { advisoryThread, replyAdvisory } from '../../../api/service';
import type { AdvisoryThread } from '../../../api/types/service';
import { dateTime } from '../../../lib/units';
import { PhotoStrip } from '../../../ui/PhotoStrip';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { Compose } from './Compose';
import { ADVISORY_PATH } from './path';

/** Grey blocks where the thread will be, from the first paint (busy for assistive technology). */
const Skeleton = () => (
  <div aria-busy="true">
    <div class="section sk" style={{ height: 64 }} />
    <div class="sk adv-sk" style={{ height: 96 }} />
    <div class="sk adv-sk staff" style={{ height: 120 }} />
  </div>
);

/**
 * One question as a thread: every message oldest first, the shopper's on the right, customer service's answers
 * on the left, named and marked as answers; a follow-up at the end (the thread then waits for service again).
 * Another shopper's question, or one that does not exist, is "not found" with the way back to the list.
 */
export function Thread({ id }: { id: number | null }) {
  const [th, setTh] = useState<AdvisoryThread | null>(null);
  /** Why there is no thread to show: a business answer (not found, another's) or a failure (retry). */
  const [missing, setMissing] = useState<{ msg: string; retry: boolean } | null>(id ? null : { msg: '', retry: false });
  const load = () => {
    if (!id) return;
    advisoryThread(id).then((d) => (setTh(d), setMissing(null)), (e: unknown) => {
      setMissing({ msg: inlineMessage(e), retry: !(e instanceof ApiError && e.code === 0) });
      if (e instanceof ApiError && e.code === 0) setTh(null);
    });
  };
  // Again in a new language: the state's words come translated.
  useEffect(load, [id, lang.value]);
  if (!th && !missing) return <Skeleton />;
  if (!th) {
    return missing!.retry
      ? <Empty text={missing!.msg || t('list.failed')} alert><button class="btn btn-primary" onClick={load}>{t('common.retry')}</button></Empty>
      : <Empty text={t('advisory.notFound')} alert><a class="btn btn-primary" href={`#${ADVISORY_PATH}`}>{t('advisory.back')}</a></Empty>;
  }
  const send = async (content: string, image: string) => {
    try {
      await replyAdvisory(th.id, content, image);
      load();
      return null;
    } catch (e) {
      return inlineMessage(e) || t('error.unknown');
    }
  };
  return (
    <>
      <header class="section adv-head">
        <h2>{th.title}</h2>
        <span class={`adv-status s${th.status}`}>{th.status_text}</span>
      </header>
      <ol class="adv-thread">
        {th.messages.map((m) => (
          <li key={m.id} class={m.from_staff ? 'staff' : 'me'}>
            <p class="adv-who">
              {m.from_staff && <Icon name="chat" size={16} />}
              <b>{m.from_staff ? t('advisory.staff') : t('advisory.me')}</b>
              <time dateTime={new Date(m.created_at * 1000).toISOString()}>{dateTime(m.created_at)}</time>
            </p>
            <p class="adv-text">{m.content}</p>
            {m.image && <PhotoStrip photos={[m.image]} label={t('advisory.photo')} photoLabel={(n) => t('advisory.photoN', { n })} />}
          </li>
        ))}
      </ol>
      {th.status === 0 && <p class="adv-wait">{t('advisory.waitingNote')}</p>}
      <section class="section">
        <Compose id="adv-follow" label={t('advisory.followUp')} hint={t('advisory.followHint')} submitText={t('advisory.send')} onSend={send} />
      </section>
      <p class="adv-back"><a class="btn btn-block" href={`#${ADVISORY_PATH}`}>{t('advisory.back')}</a></p>
    </>
  );
}
