import type { ComponentChildren } from 'preact';
import { t } from '../../../state/lang';
import { textParts } from '../../../lib/links';
import { dateTime } from '../../../lib/units';
import { yuanText } from '../../../ui/yuan-text';
import type { ChatCard, ChatMessageView } from '../../../api/types/chat';

const CARD_PAGE: Partial<Record<ChatCard['type'], string>> = { order: '/pages/member/order/detail', parcel: '/pages/member/sendorder/detail' };

/** Plain text with its http(s) links as links: text nodes and <a>, never HTML. */
export const Text = ({ text }: { text: string }) => (
  <p class="chat-text">
    {textParts(text).map((p, i) => (p.href ? <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow">{p.text}</a> : p.text))}
  </p>
);

/** An order, a parcel or an item: its number (title), status and amount; an order or parcel opens its page. */
export function Card({ card }: { card: ChatCard }) {
  const page = CARD_PAGE[card.type];
  const body = (
    <>
      <span class="muted">{t(`service.card.${card.type}`)}</span>
      <b>{card.number}</b>
      {(card.status_text || card.amount) && <span>{[card.status_text, card.amount && yuanText(card.amount)].filter(Boolean).join(' · ')}</span>}
    </>
  );
  return page ? <a class="chat-card" href={`#${page}?id=${card.id}`}>{body}</a> : <div class="chat-card">{body}</div>;
}

export type BubbleProps = {
  m: Pick<ChatMessageView, 'author' | 'kind' | 'text' | 'picture' | 'card' | 'staff_name' | 'created_at'>;
  /** The staff have read it (the shopper's own). */
  read?: boolean;
  children?: ComponentChildren;
};

/** One message: the staff's on the left under their name, the shopper's on the right with its read mark. */
export function Bubble({ m, read, children }: BubbleProps) {
  const staff = m.author === 'staff';
  return (
    <li class={staff ? 'chat-msg staff' : 'chat-msg mine'}>
      {staff && <span class="chat-who">{m.staff_name || t('service.staff')}</span>}
      <div class="chat-bubble">
        {m.kind === 'text' && <Text text={m.text} />}
        {m.kind === 'picture' && m.picture && <a href={m.picture} target="_blank" rel="noopener"><img src={m.picture} alt={t('service.picture')} loading="lazy" /></a>}
        {m.kind === 'card' && m.card && <Card card={m.card} />}
      </div>
      <span class="chat-meta">
        {m.created_at > 0 && <time>{dateTime(m.created_at).slice(5)}</time>}
        {read && <span class="chat-read">{t('service.read')}</span>}
        {children}
      </span>
    </li>
  );
}
