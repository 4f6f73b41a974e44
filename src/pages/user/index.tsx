import { useContext, useEffect, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { lang, loadNamespaces, t, tn, type TKey } from '../../state/lang';
import { userInfo, updateUser } from '../../state/session';
import { chatUnread, unreadMessages } from '../../state/unread';
import { setUnread } from '../../state/unread-refresh';
import { userInfo as fetchCentre } from '../../api/user-centre';
import type { StatusCounts, UserCentre } from '../../api/types/user';
import { RouteTableContext } from '../../router/route-context';
import { addonOff } from '../../router/addon-page';
import { Icon } from '../../ui/Icon';
import { ICONS } from '../../ui/icons';
import { Yuan } from '../../ui/Yuan';
import { MENU, type MenuGroup } from './menu';
import './account.css';


/** The three order kinds with a status row each (design §4 statuses 0–3). */
const KINDS: { key: 'order_count' | 'onepay_count' | 'sendorder_count'; path: string; title: TKey; label: string }[] = [
  { key: 'order_count', path: '/pages/member/order/index', title: 'centre.orders', label: 'centre.order' },
  { key: 'onepay_count', path: '/pages/member/onepayorder/index', title: 'centre.onepay', label: 'centre.onepay' },
  { key: 'sendorder_count', path: '/pages/member/sendorder/index', title: 'centre.parcels', label: 'centre.parcel' },
];

/** Kept for the session: coming back to the tab shows the last numbers at once, then refreshes. */
let cache: UserCentre | null = null;

/** A link when the page exists (later features add their routes), plain content otherwise. */
function To({ path, children, class: cls, label }: { path: string; children: ComponentChildren; class?: string; label?: string }) {
  return useContext(RouteTableContext)?.find(path.split('?')[0])
    ? <a class={cls} href={`#${path}`} aria-label={label}>{children}</a>
    : <div class={cls} aria-label={label} role={label ? 'group' : undefined}>{children}</div>;
}

const badge = (n: number) => (n > 0 ? <span class="badge" aria-hidden="true">{n > 99 ? '99+' : n}</span> : null);

/**
 * The user centre (a tab, login required): avatar, name, level, balance, points, order counts per
 * status with badges, unread messages, and an entry for every member feature its menu (menu.ts) lists.
 */
/** A page's navbar title, blank (not its key) until its area's titles have arrived. */
const titleOf = (key: TKey) => {
  const s = t(key);
  return s === key ? '' : s;
};

export default function UserCentrePage() {
  const [c, setC] = useState<UserCentre | null>(cache);
  const table = useContext(RouteTableContext);
  useEffect(() => {
    void fetchCentre({ toast: false }).then((d) => {
      cache = d;
      setC(d);
      updateUser(d.userinfo);
      setUnread(d.message_count);
      chatUnread.value = d.chat_unread;
    }, () => {});
    // Asked again in the language switched to: the level's name and the rest are the server's words.
  }, [lang.value]);
  // The menu names pages of every area: their navbar titles come with each area's chunk, so ask for them all here.
  useEffect(() => {
    if (table) void loadNamespaces([...new Set(table.routes.flatMap((r) => (r.area ? [`nav-${r.area}` as const] : [])))]);
  }, [table]);
  const u = c?.userinfo ?? userInfo.value;
  if (!u) return null;
  const name = u.nickname || u.username;
  const level = c?.level_name || u.level_name;
  // The Me tab's count: message/read lowers it while this page's last answer still says more.
  const messages = unreadMessages.value;

  return (
    <>
      <header class="centre-head">
        <a href="#/pages/user/profile" aria-label={t('nav./pages/user/profile')}>
          {u.avatar ? <img class="avatar" src={u.avatar} width={64} height={64} alt="" /> : <span class="avatar avatar-empty" aria-hidden="true">{name.slice(0, 1)}</span>}
        </a>
        <div>
          <a href="#/pages/user/profile">
            <h2>{name}</h2>
            <p>{t('centre.id', { id: u.id })}</p>
          </a>
          {level && <To path="/pages/member/level/index" class="level-link" label={`${t('nav./pages/member/level/index')}: ${level}`}><span class="level">{level}</span></To>}
        </div>
        <To path="/pages/member/message/index" class="icon-btn msg-btn" label={tn('centre.messagesN', messages)}>
          <Icon name="chat" />
          {badge(messages)}
        </To>
      </header>
      <div class="stats">
        <To path="/pages/member/account/index"><b class="stat-money"><Yuan value={c?.balance ?? u.money} /></b><span class="muted">{t('centre.balance')}</span></To>
        <To path="/pages/member/score/index"><b>{u.score}</b><span class="muted">{t('centre.points')}</span></To>
        <To path="/pages/member/message/index"><b>{messages}</b><span class="muted">{t('centre.messages')}</span></To>
      </div>
      {chatUnread.value > 0 && (
        <a class="chat-replied" href="#/pages/page/onlineservice">
          <Icon name="chat" />
          <span>{tn('centre.chatN', chatUnread.value)}</span>
          <Icon name="right" />
        </a>
      )}
      {KINDS.map((k) => {
        const counts: StatusCounts = c?.[k.key] ?? { 0: 0, 1: 0, 2: 0, 3: 0 };
        return (
          <section key={k.key} class="cells" aria-labelledby={`h-${k.key}`}>
            <h2 id={`h-${k.key}`}>{t(k.title)}</h2>
            <div class="status-row">
              {(['0', '1', '2', '3'] as const).map((s) => {
                const label = t(`${k.label}${s}`);
                return (
                  <To key={s} path={`${k.path}?status=${s}`} class="status" label={`${label}: ${counts[s]}`}>
                    <b aria-hidden="true">{counts[s]}</b>
                    <span aria-hidden="true">{label}</span>
                    {badge(counts[s])}
                  </To>
                );
              })}
            </div>
          </section>
        );
      })}
      {(Object.keys(MENU) as MenuGroup[]).map((g) => {
        const entries = MENU[g].flatMap(([path, icon]) => {
          const r = table?.routes.find((x) => x.path === path);
          return r && !(r.addon && addonOff(r.addon)) ? [{ ...r, icon }] : [];
        });
        if (!entries.length) return null;
        return (
          <nav key={g} class="cells" aria-labelledby={`h-menu-${g}`}>
            <h2 id={`h-menu-${g}`}>{t(`centre.group.${g}`)}</h2>
            <div class="menu">
              {entries.map((r) => (
                <a key={r.path} href={`#${r.path}`}>
                  <Icon d={ICONS[r.icon]} />
                  <span>{titleOf(r.title)}</span>
                </a>
              ))}
            </div>
          </nav>
        );
      })}
    </>
  );
}
