/**
 * A small QR code encoder (ISO/IEC 18004) for links: byte mode (UTF-8), error correction level M, versions
 * 1–10 (up to 213 bytes), the mask of least penalty. Enough for an invite link, drawn as SVG in the browser
 * with no library and no network. `qrMatrix(text).modules[y][x]` is true for a dark module.
 */
export type QrMatrix = { version: number; mask: number; size: number; modules: boolean[][] };

/** Error correction codewords per block and blocks, level M, versions 1–10 (index = version). */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
export const QR_MAX_VERSION = 10;

/** Modules of a version left for data and error correction, after the function patterns. */
function rawModules(v: number): number {
  let n = (16 * v + 128) * v + 64;
  if (v >= 2) {
    const align = Math.floor(v / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (v >= 7) n -= 36;
  }
  return n;
}

const dataCodewords = (v: number) => Math.floor(rawModules(v) / 8) - ECC_PER_BLOCK[v] * BLOCKS[v];

/** Centres of the alignment patterns along one axis. */
function alignmentPositions(v: number): number[] {
  if (v === 1) return [];
  const count = Math.floor(v / 7) + 2;
  const step = Math.ceil((v * 4 + 4) / (count * 2 - 2)) * 2;
  const out = [6];
  for (let pos = v * 4 + 10; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

/** GF(256) multiplication modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMul(a: number, b: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((b >>> i) & 1) * a;
  }
  return z & 0xff;
}

/** The Reed–Solomon generator polynomial of `degree` (coefficients, highest first, the leading 1 left out). */
function rsDivisor(degree: number): number[] {
  const out = new Array<number>(degree).fill(0);
  out[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      out[j] = gfMul(out[j], root);
      if (j + 1 < degree) out[j] ^= out[j + 1];
    }
    root = gfMul(root, 0x02);
  }
  return out;
}

/** The error correction codewords of `data` (the remainder of data · x^degree by the generator). */
export function rsRemainder(data: number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const out = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ (out.shift() as number);
    out.push(0);
    divisor.forEach((c, i) => (out[i] ^= gfMul(c, factor)));
  }
  return out;
}

/** Data codewords: mode 0100 (byte), the count, the bytes, terminator, padding 0xEC 0x11. */
function codewords(bytes: Uint8Array, v: number): number[] {
  const bits: number[] = [];
  const put = (val: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((val >>> i) & 1);
  };
  put(4, 4);
  put(bytes.length, v < 10 ? 8 : 16);
  bytes.forEach((b) => put(b, 8));
  const capacity = dataCodewords(v) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity / 8; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** Splits into blocks, adds each block's error correction, interleaves. */
function interleave(data: number[], v: number): number[] {
  const blocks = BLOCKS[v];
  const ecc = ECC_PER_BLOCK[v];
  const raw = Math.floor(rawModules(v) / 8);
  const short = blocks - (raw % blocks);
  const shortLen = Math.floor(raw / blocks) - ecc;
  const parts: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const len = shortLen + (i < short ? 0 : 1);
    const d = data.slice(k, k + len);
    k += len;
    parts.push([...d, ...(i < short ? [-1] : []), ...rsRemainder(d, ecc)]);
  }
  const out: number[] = [];
  for (let i = 0; i < parts[0].length; i++) for (const p of parts) if (p[i] !== -1) out.push(p[i]);
  return out;
}

/** `data` followed by its BCH remainder by `poly` (of degree `deg`): the format and version bits. */
function bch(data: number, poly: number, deg: number): number {
  let rem = data << deg;
  for (let top = 31 - Math.clz32(rem); top >= deg; top = 31 - Math.clz32(rem)) rem ^= poly << (top - deg);
  return (data << deg) | rem;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  set(x: number, y: number, on: boolean) {
    this.dark[y][x] = on;
    this.fixed[y][x] = true;
  }

  /** Finders with their separators, timing lines, alignment patterns, and room for the format and version bits. */
  functionPatterns() {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const d = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < n && y >= 0 && y < n) this.set(x, y, d !== 2 && d !== 4);
        }
      }
    }
    const pos = alignmentPositions(this.version);
    const last = pos.length - 1;
    pos.forEach((ax, i) => pos.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }));
    this.formatBits(0);
    this.versionBits();
  }

  /** The 15 format bits (level M = 00, the mask) in both copies, and the dark module. */
  formatBits(mask: number) {
    const bits = bch(mask, 0x537, 10) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const n = this.size;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(n - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, n - 15 + i, bit(i));
    this.set(8, n - 8, true);
  }

  /** Versions 7 and up carry 18 version bits in two blocks. */
  versionBits() {
    if (this.version < 7) return;
    const bits = bch(this.version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const on = ((bits >>> i) & 1) === 1;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.set(a, b, on);
      this.set(b, a, on);
    }
  }

  /** The codewords in the zigzag order, right to left in column pairs, skipping the timing column. */
  place(data: number[]) {
    const n = this.size;
    let i = 0;
    for (let right = n - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < n; vert++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? n - 1 - vert : vert;
          if (!this.fixed[y][x] && i < data.length * 8) {
            this.dark[y][x] = ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
            i++;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    const f = MASKS[mask];
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) if (!this.fixed[y][x] && f(x, y)) this.dark[y][x] = !this.dark[y][x];
  }

  /** The standard's penalty: runs of 5+, 2×2 blocks, finder-like patterns, imbalance of dark and light. */
  penalty(): number {
    const n = this.size;
    let score = 0;
    const line = (get: (i: number) => boolean) => {
      let run = 0;
      let colour = false;
      const hist = [0, 0, 0, 0, 0, 0, 0];
      const push = (r: number) => {
        if (hist[0] === 0) r += n;
        hist.pop();
        hist.unshift(r);
      };
      const finderLike = () => {
        const c = hist[1];
        const core = c > 0 && hist[2] === c && hist[3] === c * 3 && hist[4] === c && hist[5] === c;
        return (core && hist[0] >= c * 4 && hist[6] >= c ? 1 : 0) + (core && hist[6] >= c * 4 && hist[0] >= c ? 1 : 0);
      };
      for (let i = 0; i < n; i++) {
        if (get(i) === colour) {
          run++;
          if (run === 5) score += 3;
          else if (run > 5) score++;
        } else {
          push(run);
          if (!colour) score += finderLike() * 40;
          colour = get(i);
          run = 1;
        }
      }
      // The end of the line counts as light modules.
      if (colour) {
        push(run);
        run = 0;
      }
      run += n;
      push(run);
      score += finderLike() * 40;
    };
    for (let y = 0; y < n; y++) line((x) => this.dark[y][x]);
    for (let x = 0; x < n; x++) line((y) => this.dark[y][x]);
    let dark = 0;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (this.dark[y][x]) dark++;
        if (x < n - 1 && y < n - 1) {
          const c = this.dark[y][x];
          if (c === this.dark[y][x + 1] && c === this.dark[y + 1][x] && c === this.dark[y + 1][x + 1]) score += 3;
        }
      }
    }
    const total = n * n;
    score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
    return score;
  }
}

/** The smallest version the bytes fit, or an error when they need more than version 10. */
function versionFor(length: number): number {
  for (let v = 1; v <= QR_MAX_VERSION; v++) if (4 + (v < 10 ? 8 : 16) + length * 8 <= dataCodewords(v) * 8) return v;
  throw new RangeError('qr: text too long');
}

/** Encodes `text` (UTF-8, byte mode, level M); `mask` forces a mask (0–7), else the one of least penalty. */
export function qrMatrix(text: string, opts: { mask?: number } = {}): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const all = interleave(codewords(bytes, version), version);
  const grid = new Grid(version);
  grid.functionPatterns();
  grid.place(all);
  let mask = opts.mask ?? -1;
  if (mask < 0) {
    let best = Infinity;
    for (let m = 0; m < 8; m++) {
      grid.applyMask(m);
      grid.formatBits(m);
      const p = grid.penalty();
      if (p < best) {
        best = p;
        mask = m;
      }
      grid.applyMask(m);
    }
  }
  grid.applyMask(mask);
  grid.formatBits(mask);
  return { version, mask, size: grid.size, modules: grid.dark };
}

/** An SVG path of the dark modules (one `h` run per row segment), for a viewBox of `0 0 size size`. */
export function qrPath(m: QrMatrix): string {
  let d = '';
  m.modules.forEach((row, y) => {
    for (let x = 0; x < m.size; x++) {
      if (!row[x]) continue;
      let w = 1;
      while (x + w < m.size && row[x + w]) w++;
      d += `M${x} ${y}h${w}v1h-${w}z`;
      x += w - 1;
    }
  });
  return d;
}
