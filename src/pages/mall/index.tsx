import { useLocation } from 'preact-iso';
import { Floors } from './Floors';
import { FloorList } from './FloorList';
import './mall.css';

/**
 * /pages/mall/index: the mall floors, each with its first goods; "more" opens the same page with
 * `floor=<id>`, the floor's whole paged list (same chunk, no second page to load).
 */
export default function MallPage() {
  const { query } = useLocation();
  return query.floor ? <FloorList key={query.floor} id={Number(query.floor)} /> : <Floors />;
}
