import './list.css';

/** Up to `max` 200 px goods thumbnails and "+N" for the rest. */
export function Thumbs({ goods, max = 4, eager = false }: { goods: { title: string; pic_url: string }[]; max?: number; eager?: boolean }) {
  const more = goods.length - max;
  return (
    <div class="thumbs">
      {goods.slice(0, max).map((g, i) => <img key={i} src={g.pic_url} width={64} height={64} alt={g.title} loading={eager ? 'eager' : 'lazy'} decoding="async" fetchpriority={eager && i === 0 ? 'high' : undefined} />)}
      {more > 0 && <span class="thumb-more">+{more}</span>}
    </div>
  );
}
