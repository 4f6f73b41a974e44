import { t, tn } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { inlineMessage } from '../../../api/client';
import { advisories, askAdvisory } from '../../../api/service';
import { dateTime } from '../../../lib/units';
import { navigate } from '../../../router/navigate';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { Compose } from './Compose';
import { ADVISORY_PATH } from './path';

/** Asking a new question (its thread opens once sent), and my questions, newest activity first. */
export function Questions() {
  const pager = usePager((page, size) => advisories(page + 1, size), []);
  const ask = async (content: string, image: string) => {
    try {
      const thread = await askAdvisory(content, image);
      showToast(t('advisory.sentToast'));
      navigate(`${ADVISORY_PATH}?id=${thread.id}`);
      return null;
    } catch (e) {
      return inlineMessage(e) || t('error.unknown');
    }
  };
  return (
    <>
      <section class="section">
        <p class="adv-intro">{t('advisory.intro')}</p>
        <Compose id="adv-ask" label={t('advisory.question')} hint={t('advisory.questionHint')} submitText={t('advisory.ask')} onSend={ask} />
      </section>
      <h2 class="adv-title">{t('advisory.mine')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('advisory.empty')} note={t('advisory.emptyNote')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 160 }} aria-busy="true" />}
        {pager.items.length > 0 && (
          <ul class="adv-list">
            {pager.items.map((a) => (
              <li key={a.id}>
                <a class="adv-row" href={`#${ADVISORY_PATH}?id=${a.id}`}>
                  <span class="adv-q">{a.title}</span>
                  <span class="adv-meta">
                    <span class={`adv-status s${a.status}`}>{a.status_text}</span>
                    <span>{tn('advisory.messages', a.count)}</span>
                    <time dateTime={new Date(a.updated_at * 1000).toISOString()}>{dateTime(a.updated_at)}</time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </ScrollList>
    </>
  );
}
