import { useState } from 'react';
import { t } from '../../../state/lang';
import { invitedFriends } from '../../../api/invite';
import type { InvitedFriend } from '../../../api/types/invite';
import { dateTime } from '../../../lib/units';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { Yuan } from '../../../ui/Yuan';
import './invite.css';
import { addonPage } from '../../../router/addon-page';

/** The day of a time, its hyphens unbreakable (a date is never split over two lines). */
const day = (s: number) => dateTime(s).slice(0, 10).replace(/-/g, '\u2011');

/** One friend: initial (or avatar), masked name and e-mail, when they registered, their state, the rebate they brought. */
function FriendRow({ f }: { f: InvitedFriend }) {
  return (
    <li class="friend">
      {f.avatar ? <img class="friend-pic" src={f.avatar} width={40} height={40} alt="" loading="lazy" /> : <span class="friend-pic" aria-hidden="true">{[...f.name][0] ?? '?'}</span>}
      <div class="friend-who">
        <b>{f.name}</b>
        <span class="muted">{f.email}</span>
        <span class="muted">{t('invite.joined', { date: day(f.created_at) })}</span>
        <span class="muted">{t('invite.until', { date: day(f.rebate_until) })}</span>
      </div>
      <div class="friend-what">
        <span class={`invite-badge ${f.status}`}>{f.status_text}</span>
        <span class="muted">{t('invite.rebate')}</span>
        <b><Yuan value={f.rebate} /></b>
      </div>
    </li>
  );
}

/**
 * /pages/member/invitefriends/promotion (login): the friends who registered with the shopper's link, newest
 * first, each with their state (registered / has ordered) and the rebate they brought; how many have ordered.
 */
function InvitedFriendsPage() {
  const [ordered, setOrdered] = useState<{ total: number; ordered: number } | null>(null);
  const pager = usePager((page, size) => invitedFriends(page + 1, size).then((p) => {
    setOrdered({ total: p.total, ordered: p.ordered });
    return p;
  }));
  return (
    <>
      <dl class="section invite-counts" aria-busy={!ordered}>
        <div><dt>{t('invite.friends')}</dt><dd>{ordered ? ordered.total : <span class="sk invite-sk-num" />}</dd></div>
        <div><dt>{t('invite.ordered')}</dt><dd>{ordered ? ordered.ordered : <span class="sk invite-sk-num" />}</dd></div>
      </dl>
      <ScrollList pager={pager} empty={(
        <Empty text={t('invite.friendsEmpty')} note={t('invite.friendsEmptyNote')}>
          <a class="btn btn-primary" href="#/pages/member/invitefriends/index">{t('invite.shareLink')}</a>
        </Empty>
      )}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 240 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="section friends">{pager.items.map((f) => <FriendRow key={f.id} f={f} />)}</ul>}
      </ScrollList>
    </>
  );
}

export default addonPage('invite', InvitedFriendsPage);
