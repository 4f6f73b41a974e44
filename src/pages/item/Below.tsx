import type { ComponentType } from 'preact';
import type { ItemDetail } from '../../api/types/catalogue';
import { useLazy } from '../../ui/useLazy';
import { Estimate } from './Estimate';
import { Seller } from './Seller';
import { useNear } from './useNear';
import './below.css';

type RestProps = { item: ItemDetail };
const loadRest = () => import('./BelowRest').then((m) => m.default as ComponentType<RestProps>);

/**
 * The part of the item page below the first screen, loaded as its own chunk once the shopper comes near it:
 * the seller and the shipping estimate; the rest (reviews, description, more goods) follows in a chunk of
 * its own when its place comes into view.
 */
export default function Below({ item, quantity }: { item: ItemDetail; quantity: number }) {
  const { api_type: tp, num_iid: tid, seller } = item;
  const [end, near] = useNear<HTMLDivElement>('0px');
  const Rest = useLazy(loadRest, near);
  return (
    <>
      <Seller seller={seller} tp={tp} />
      <Estimate tp={tp} tid={tid} quantity={quantity} />
      <div ref={end} class="item-rest">{Rest && <Rest item={item} />}</div>
    </>
  );
}
