import sharp from 'sharp';

/** Side of the greyscale square the DCT runs on; the low 8×8 frequencies make the 64 bits. */
const N = 32;
const LOW = 8;

/** cos((2x + 1)uπ / 2N) for u < 8, x < N. */
const COS: Float64Array[] = Array.from({ length: LOW }, (_, u) => Float64Array.from({ length: N }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N))));

/** The 8×8 low-frequency DCT-II coefficients of an N×N greyscale square (row-major). */
function lowDct(px: Uint8Array | Buffer, channels: number): number[] {
  const rows: Float64Array[] = Array.from({ length: LOW }, () => new Float64Array(N));
  for (let u = 0; u < LOW; u++) {
    for (let y = 0; y < N; y++) {
      let s = 0;
      for (let x = 0; x < N; x++) s += COS[u][x] * px[(y * N + x) * channels];
      rows[u][y] = s;
    }
  }
  const out: number[] = [];
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let y = 0; y < N; y++) s += COS[v][y] * rows[u][y];
      out.push(s);
    }
  }
  return out;
}

/** The 64 bits of a coefficient list as 16 hex characters: bit = coefficient above the median of the AC terms. */
function bitsToHex(coeffs: number[]): string {
  const ac = coeffs.slice(1).sort((a, b) => a - b);
  const median = (ac[31] + ac[32]) / 2;
  let hex = '';
  for (let i = 0; i < 64; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) nibble = (nibble << 1) | (coeffs[i + b] > median ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/** Largest picture accepted for hashing (pixels): guards against decompression bombs. */
export const MAX_PIXELS = 40_000_000;

/**
 * The 64-bit DCT perceptual hash of an image (any format sharp reads, SVG included) as 16 hex
 * characters. Throws when the bytes are not a readable image.
 */
export async function phash(input: Buffer | Uint8Array): Promise<string> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(N, N, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return bitsToHex(lowDct(data, info.channels));
}

const POP4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Number of differing bits between two 16-hex-character hashes (64 when either is malformed). */
export function hamming(a: string, b: string): number {
  if (!isHash(a) || !isHash(b)) return 64;
  let d = 0;
  for (let i = 0; i < 16; i++) d += POP4[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return d;
}

export const isHash = (h: string) => /^[0-9a-f]{16}$/.test(h);
