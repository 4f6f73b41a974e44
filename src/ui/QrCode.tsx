import { useMemo } from 'react';
import { qrMatrix, qrPath } from '../lib/qr';

/** Modules of light margin around the code, as scanners expect. */
const QUIET = 4;

/**
 * A QR code of `text`, drawn in the browser as one SVG path (no library, no network): `size` CSS pixels square,
 * crisp at any zoom. `label` is what assistive technology reads.
 */
export function QrCode({ text, size = 200, label }: { text: string; size?: number; label: string }) {
  const m = useMemo(() => qrMatrix(text), [text]);
  const box = m.size + QUIET * 2;
  return (
    <svg class="qr" width={size} height={size} viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={qrPath(m)} fill="#000" />
    </svg>
  );
}
