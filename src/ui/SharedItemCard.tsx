import { loggedIn } from '../state/session';
import { inviter } from '../state/invite';
import { navigate } from '../router/navigate';
import { itemUrl } from '../router/links';
import { Yuan } from './Yuan';
import './shared-item-card.css';

/** A shared item (spec §3): title, api_type, num_iid; picture and price when the share carries them. */
export type SharedItem = { title: string; api_type: string; num_iid: string | number; pic_url?: string; price?: string | number };

/** Where tapping a shared item goes: the item, or registration first for a visitor who came with an inviter (spec §2, §6). */
export function sharedItemTarget(item: Pick<SharedItem, 'api_type' | 'num_iid'>, state = { loggedIn: loggedIn.value, inviter: inviter.value }): string {
  const url = itemUrl(item.api_type, item.num_iid);
  if (state.loggedIn || !state.inviter) return url;
  return `/pages/user/register?inviter=${encodeURIComponent(state.inviter)}&redirect=${encodeURIComponent(url)}`;
}

/** The shared-item card: tapping opens the item (after registration for an invited visitor). */
export function SharedItemCard({ item }: { item: SharedItem }) {
  const open = (e: Event) => {
    e.preventDefault();
    navigate(sharedItemTarget(item));
  };
  return (
    <a class="share-card" href={`#${sharedItemTarget(item)}`} onClick={open}>
      {item.pic_url && <img src={item.pic_url} width={80} height={80} alt="" loading="lazy" decoding="async" />}
      <div>
        <span>{item.title}</span>
        {item.price != null && item.price !== '' && <Yuan value={item.price} class="price" />}
      </div>
    </a>
  );
}
