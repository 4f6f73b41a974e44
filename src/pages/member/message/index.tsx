import { t } from '../../../state/lang';
import { messages, readMessage, unreadCount } from '../../../api/message';
import type { Message } from '../../../api/types/member-extra';
import { dateTime } from '../../../lib/units';
import { openLink } from '../../../router/open-link';
import { unreadMessages } from '../../../state/unread';
import { setUnread } from '../../../state/unread-refresh';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { yuanText } from '../../../ui/yuan-text';
import '../../user/account.css';

/**
 * /pages/member/message/index (login): the shopper's messages, newest first; unread ones bold with a dot
 * (and said so to screen readers). A tap marks it read at once (put back if the server refuses), lowers the
 * Me tab's count and opens what it concerns. Amounts read ¥ with ≈ the chosen currency. Pull to refresh (the
 * count too), more on scroll.
 */
/** A message's words with each amount as ¥ and ≈ its conversion into the currency chosen now (design §4c). */
const text = (m: Message) => (m.parts ? m.parts.map((p) => (typeof p === 'string' ? p : yuanText(p.yuan))).join('') : m.content);

/** The unread count again (a pull to refresh, a read the server refused). */
const recount = () => unreadCount().then((r) => setUnread(r.count));

export default function MessagesPage() {
  const pager = usePager((page, size) => messages(page + 1, size), [], { onRefresh: recount });
  const mark = (id: number, read: 0 | 1) => pager.setItems((list) => list.map((m) => (m.id === id ? { ...m, is_read: read } : m)));
  const open = (m: Message) => {
    if (!m.is_read) {
      mark(m.id, 1);
      setUnread(unreadMessages.value - 1);
      readMessage(m.id).then((r) => setUnread(r.count), () => {
        mark(m.id, 0);
        void recount().catch(() => {});
      });
    }
    openLink(m.link);
  };
  return (
    <ScrollList pager={pager} empty={<Empty text={t('message.empty')} note={t('message.emptyNote')} />}>
      {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 280 }} aria-busy="true" />}
      {pager.items.length > 0 && (
        <ul class="inbox">
          {pager.items.map((m) => (
            <li key={m.id}>
              <a href={`#${m.link}`} class={m.is_read ? 'inbox-row' : 'inbox-row unread'} onClick={(e) => { e.preventDefault(); open(m); }}>
                <span class="inbox-dot" aria-hidden="true" />
                <span class="inbox-main">
                  <span class="inbox-head">
                    <b>{m.title}</b>
                    <time class="muted" dateTime={new Date(m.created_at * 1000).toISOString()}>{dateTime(m.created_at)}</time>
                  </span>
                  <span class="inbox-text">{text(m)}</span>
                  <span class="sr-only">{t(m.is_read ? 'message.read' : 'message.unread')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </ScrollList>
  );
}
