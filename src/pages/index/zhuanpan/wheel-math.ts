/** How long the wheel turns before it shows the prize (ms); 0 when the shopper asked for reduced motion. */
export const SPIN_MS = 4200;
export const spinMs = () => (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : SPIN_MS);

/** Full turns before stopping: enough to read as a spin. */
const TURNS = 5;

/** The centre of slice `index` of `n`, in degrees clockwise from the top. */
export const sliceCentre = (index: number, n: number) => ((index + 0.5) * 360) / n;

/**
 * The wheel's next rotation (degrees, cumulative, always forward) so that slice `index` of `n` stops under the
 * pointer at the top: `TURNS` full turns and then the rest of the way. `jitter` (−1…1) moves the stop inside
 * the slice, at most 40 % of its half-width either side, so it does not always stop dead centre.
 */
export function spinTarget(current: number, index: number, n: number, jitter = 0): number {
  const slice = 360 / n;
  const goal = -(sliceCentre(index, n) + jitter * 0.4 * (slice / 2));
  const rest = (((goal - current) % 360) + 360) % 360;
  return current + TURNS * 360 + rest;
}

/** A point on the circle of radius `r` at `deg` clockwise from the top (SVG coordinates, centre 0,0). */
const at = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(2)} ${(-r * Math.cos(rad)).toFixed(2)}`;
};

/** The SVG path of slice `index` of `n` on a wheel of radius `r`. */
export function slicePath(index: number, n: number, r: number): string {
  const a = 360 / n;
  if (n === 1) return `M0 ${-r}A${r} ${r} 0 1 1 0 ${r}A${r} ${r} 0 1 1 0 ${-r}Z`;
  return `M0 0L${at(index * a, r)}A${r} ${r} 0 ${a > 180 ? 1 : 0} 1 ${at((index + 1) * a, r)}Z`;
}
