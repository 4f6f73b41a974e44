import { t, tn } from '../../../state/lang';
import { money } from '../../../lib/format';
import { percent } from '../../../lib/units';
import type { WheelPrize } from '../../../api/types/perks';
import { slicePath, sliceCentre } from './wheel-math';

const R = 96;
const FILLS = ['#fde2e7', '#fff1d6'];

/** A slice's short label: the value large ("+10", "¥5", "−20%") and what it is small ("points", "coupon"). */
function label(p: WheelPrize): [string, string] {
  if (p.kind === 'points') return [`+${p.points}`, tn('wheel.slicePoints', p.points)];
  if (p.kind === 'coupon' && p.coupon) return [p.coupon.percent ? `−${percent(p.coupon.percent * 10)}` : money(p.coupon.amount, null).replace(/\.00$/, ''), t('wheel.sliceCoupon')];
  return ['☆', t('wheel.sliceNone')];
}

/**
 * The wheel drawn in SVG: a slice per prize clockwise from the top, its short label along the slice; the whole
 * disc turns by `turn` degrees (a CSS transform with a transition), the pointer at the top stays. The disc turns
 * inside a round face that clips it: a turned square's corners reach past the screen's edge (at 360 px the page
 * scrolled sideways while spinning).
 */
export function Wheel({ prizes, turn, spinning }: { prizes: WheelPrize[]; turn: number; spinning: boolean }) {
  const n = prizes.length;
  return (
    <div class="wh-wheel" role="img" aria-label={`${t('wheel.wheelLabel', { n })}: ${prizes.map((p) => p.name).join(', ')}`}>
      <div class="wh-face">
        <div class={spinning ? 'wh-disc wh-turning' : 'wh-disc'} style={{ transform: `rotate(${turn}deg)` }}>
          <svg viewBox="-100 -100 200 200" aria-hidden="true">
            <circle r="99" fill="#df0d34" />
            {prizes.map((p, i) => {
              const [big, small] = label(p);
              return (
                <g key={p.id}>
                  <path d={slicePath(i, n, R)} fill={FILLS[i % 2]} stroke="#fff" stroke-width="1" />
                  <g transform={`rotate(${sliceCentre(i, n)})`}>
                    <text y="-64" text-anchor="middle" class="wh-big">{big}</text>
                    <text y="-50" text-anchor="middle" class="wh-small">{small}</text>
                  </g>
                </g>
              );
            })}
            <circle r="16" fill="#fff" stroke="#df0d34" stroke-width="4" />
          </svg>
        </div>
      </div>
      <span class="wh-pointer" aria-hidden="true" />
    </div>
  );
}
