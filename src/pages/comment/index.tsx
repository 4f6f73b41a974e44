import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { loggedIn } from '../../state/session';
import { showToast } from '../../state/ui';
import { communityPosts } from '../../api/community';
import { toLogin } from '../../router/to-login';
import { ScrollList } from '../../ui/ScrollList';
import { StatusTabs } from '../../ui/StatusTabs';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { PostCard } from './PostCard';
import { useLazy } from '../../ui/useLazy';
import './community.css';

/** Grey cards of a post's shape while the first page loads. */
const FeedSkeleton = () => (
  <ul class="cm-list" aria-busy="true" aria-label={t('list.loading')}>
    {[0, 1, 2].map((i) => (
      <li key={i} class="cm-card">
        <div class="cm-head"><span class="cm-avatar sk" /><span class="sk" style={{ width: '40%', height: 14 }} /></div>
        <span class="sk" style={{ display: 'block', height: 14, marginTop: 10 }} />
        <span class="sk" style={{ display: 'block', height: 14, width: '70%', marginTop: 6 }} />
        <span class="sk" style={{ display: 'block', height: 64, width: 136, marginTop: 10 }} />
      </li>
    ))}
  </ul>
);

/**
 * /pages/comment/index: the community (design §4b) — shoppers' posts about parcels they received, newest
 * first, with photos and replies; anyone reads. A signed-in shopper writes one (about a received parcel:
 * `?parcel=` chooses it, from the parcel page) and replies; "My posts" shows theirs, hidden ones marked.
 */
export default function CommunityPage() {
  const { query } = useLocation();
  const parcel = query.parcel && /^[1-9]\d{0,9}$/.test(query.parcel) ? Number(query.parcel) : null;
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [writing, setWriting] = useState(parcel !== null);
  const mine = tab === 'mine' && loggedIn.value;
  const pager = usePager((page, size) => communityPosts(page + 1, size, mine), [mine]);
  // The form (with the uploader and Compressor.js behind it) arrives on the first "Write a post".
  const Compose = useLazy(() => import('./Compose').then((m) => m.Compose), writing && loggedIn.value);

  const write = () => (loggedIn.value ? setWriting(true) : toLogin());
  return (
    <>
      <div class="section cm-top">
        <p class="cm-intro">{t('community.intro')}</p>
        {!writing && <button type="button" class="btn btn-primary btn-block" onClick={write}>{loggedIn.value ? t('community.write') : t('community.loginToWrite')}</button>}
      </div>
      {writing && loggedIn.value && !Compose && <div class="section sk cm-compose-sk" aria-busy="true" aria-label={t('list.loading')} />}
      {writing && loggedIn.value && Compose && (
        <Compose parcel={parcel} onClose={() => setWriting(false)} onSent={() => {
          setWriting(false);
          showToast(t('community.posted'));
          void pager.refresh();
        }} />
      )}
      {loggedIn.value && (
        <StatusTabs label={t('nav./pages/comment/index')} value={tab} onChange={(k) => setTab(k as 'all' | 'mine')}
          tabs={[{ key: 'all', label: t('community.all') }, { key: 'mine', label: t('community.mine') }]} />
      )}
      <ScrollList pager={pager} empty={<Empty text={t(mine ? 'community.emptyMine' : 'community.empty')} note={mine ? undefined : t('community.emptyNote')} />}>
        {!pager.loaded && !pager.items.length && <FeedSkeleton />}
        {pager.items.length > 0 && <ul class="cm-list">{pager.items.map((p) => <PostCard key={p.id} p={p} />)}</ul>}
      </ScrollList>
    </>
  );
}
