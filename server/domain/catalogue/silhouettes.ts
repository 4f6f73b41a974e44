/**
 * Product drawings for the demo catalogue pictures (images.ts puts them on a studio background).
 * Each drawing lives in a 100 × 100 box, standing on the floor line `floor` (88 unless told) or lying
 * flat (`flat`: garments, photographed from above with a drop shadow). `body` holds the outline in
 * the product's colour (elements without fill: the picture fills, strokes and glosses them), `detail`
 * what sits on top (seams, buttons, screens, laces…) in colours of its own. No text anywhere: CI
 * machines have no fonts.
 */

/** The colours one drawing uses, all derived from the product colour `c`. */
export type Paint = {
  c: string;
  /** A shade of c for folds, insides and shadows. */
  dark: string;
  /** A tint of c for lit faces. */
  light: string;
  /** Seams and stitches: darker than c, or lighter when c is dark. */
  line: string;
  /** c far towards white, for linings and footbeds. */
  pale: string;
  /** Whether c is dark (black, navy, brown…): details then need light colours to show. */
  isDark: boolean;
  /** Whether c is very light (white, silver, beige…): white parts then need a grey to show. */
  isLight: boolean;
};

export type Drawing = { body: string; detail: string; under?: string; floor?: number; spread?: number; flat?: boolean };
type Draw = (p: Paint) => Drawing;

// Neutral materials that do not follow the product colour.
const METAL = '#c8ccd2';
const GOLD = '#d4af5a';
const INK = '#26272b';
const SOLE = '#f3f1ec';
const GLASS = '#dfe9ee';
const WHITE = '#fbfbf8';

const path = (d: string) => `<path d="${d}"/>`;
const fill = (d: string, colour: string, opacity = 1) => `<path d="${d}" fill="${colour}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
const line = (d: string, colour: string, width = 1, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
const dashed = (d: string, colour: string, width = 0.6) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="1.6 1.2" stroke-linecap="round"/>`;
const dot = (x: number, y: number, r: number, colour: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;
const ring = (x: number, y: number, r: number, colour: string, width: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, colour?: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"${colour ? ` fill="${colour}"` : ''}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, colour?: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}"${colour ? ` fill="${colour}"` : ''}/>`;
/** A soft white streak: the studio light on a glossy surface. */
const shine = (d: string, width = 2.4) => line(d, '#ffffff', width, 0.45);
const buttons = (x: number, ys: number[], p: Paint, r = 1.1) => ys.map((y) => dot(x, y, r, p.line)).join('');

// ---- Clothing (lying flat) -------------------------------------------------------------------

const TEE = 'M37 17 L24 21 L12 35 L21 45 L29 38 L29 86 L71 86 L71 38 L79 45 L88 35 L76 21 L63 17 Q50 27 37 17 Z';
const LONG_SLEEVES = 'M37 15 L25 19 Q18 23 16 32 L10 79 L20 81 L28 44 L28 88 L72 88 L72 44 L80 81 L90 79 L84 32 Q82 23 75 19 L63 15 Q50 24 37 15 Z';

const tshirt: Draw = (p) => ({
  flat: true,
  body: path(TEE),
  detail: line('M37 17 Q50 27 63 17', p.line, 1.4) + dashed('M30 82 L70 82', p.line) + dashed('M14 37 L22 44', p.line) + dashed('M86 37 L78 44', p.line),
});

const polo: Draw = (p) => ({
  flat: true,
  body: path(TEE),
  detail: fill('M37 17 L44 27 L50 21 Z', p.light) + fill('M63 17 L56 27 L50 21 Z', p.light) + line('M37 17 L44 27 L50 21 L56 27 L63 17', p.line, 0.8)
    + line('M50 21 L50 36', p.line, 0.8) + buttons(50, [27, 32], p) + dashed('M30 82 L70 82', p.line) + dashed('M14 37 L22 44', p.line) + dashed('M86 37 L78 44', p.line),
});

const shirt: Draw = (p) => ({
  flat: true,
  body: path(LONG_SLEEVES),
  detail: fill('M38 15 L45 26 L50 19 Z', p.light) + fill('M62 15 L55 26 L50 19 Z', p.light) + line('M38 15 L45 26 L50 19 L55 26 L62 15', p.line, 0.8)
    + line('M50 19 L50 88', p.line, 0.7) + buttons(50, [30, 42, 54, 66, 78], p, 1) + rect(33, 36, 10, 11, 1, p.dark) + line('M33 39 L43 39', p.line, 0.5)
    + line('M11 74 L20 76 M80 76 L89 74', p.line, 0.9),
});

const sweater: Draw = (p) => ({
  flat: true,
  body: path(LONG_SLEEVES),
  detail: line('M38 16 Q50 26 62 16', p.line, 2.2) + rect(28, 82, 44, 6, 1, p.dark) + line('M10 76 L20 78 M80 78 L90 76', p.dark, 3.5)
    + Array.from({ length: 10 }, (_, i) => line(`M${30.5 + i * 4.3} 83 L${30.5 + i * 4.3} 87`, p.line, 0.5)).join('')
    + line('M34 46 Q50 50 66 46 M34 56 Q50 60 66 56 M34 66 Q50 70 66 66', p.line, 0.5, 0.6),
});

const cardigan: Draw = (p) => ({
  flat: true,
  body: path(LONG_SLEEVES),
  detail: fill('M38 15 L50 48 L62 15 Q50 24 38 15 Z', p.dark) + line('M38 15 L50 48 L50 88 M62 15 L50 48', p.line, 1.2) + buttons(47, [54, 62, 70, 78], p, 1.3)
    + rect(32, 64, 12, 12, 1.5, p.dark) + rect(56, 64, 12, 12, 1.5, p.dark) + rect(28, 83, 44, 5, 1, p.dark) + line('M10 76 L20 78 M80 78 L90 76', p.dark, 3.5),
});

const hoodie: Draw = (p) => ({
  flat: true,
  body: path('M36 18 Q36 6 50 6 Q64 6 64 18 L75 20 Q82 23 84 32 L90 79 L80 81 L72 44 L72 88 L28 88 L28 44 L20 81 L10 79 L16 32 Q18 23 25 20 Z'),
  detail: fill('M40 20 Q40 11 50 11 Q60 11 60 20 Q50 27 40 20 Z', p.dark) + line('M46 25 L45 40 M54 25 L55 40', p.line, 0.9) + dot(45, 41, 1, p.line) + dot(55, 41, 1, p.line)
    + fill('M35 60 L65 60 L70 78 L30 78 Z', p.dark, 0.5) + line('M35 60 L65 60 L70 78 L30 78 Z', p.line, 0.6) + rect(28, 83, 44, 5, 1, p.dark) + line('M10 76 L20 78 M80 78 L90 76', p.dark, 3.5),
});

const COAT = 'M38 10 L26 14 Q19 18 17 28 L12 82 L22 84 L28 44 L27 92 L73 92 L72 44 L78 84 L88 82 L83 28 Q81 18 74 14 L62 10 L50 30 Z';
const coat: Draw = (p) => ({
  flat: true,
  body: path(COAT),
  detail: fill('M38 10 L50 30 L44 48 L34 22 Z', p.dark) + fill('M62 10 L50 30 L56 48 L66 22 Z', p.dark) + line('M50 30 L50 92', p.line, 0.8)
    + buttons(45, [54, 64, 74], p, 1.5) + buttons(55, [54, 64, 74], p, 1.5) + rect(28, 58, 44, 4, 1, p.dark) + rect(47, 57, 6, 6, 1, GOLD)
    + line('M31 72 L41 72 M59 72 L69 72', p.line, 1) + line('M12 78 L22 80 M78 80 L88 78', p.line, 0.8),
});

const JACKET = 'M38 14 L26 18 Q19 22 17 31 L12 74 L22 76 L28 42 L28 80 L72 80 L72 42 L78 76 L88 74 L83 31 Q81 22 74 18 L62 14 Q50 20 38 14 Z';
const jacket: Draw = (p) => ({
  flat: true,
  body: path(JACKET),
  detail: fill('M36 13 L50 20 L64 13 L62 9 L50 14 L38 9 Z', p.dark) + line('M50 20 L50 80', METAL, 1.1) + line('M50 20 L50 80', INK, 0.3)
    + rect(49, 24, 2, 4, 0.6, METAL) + line('M33 56 L40 66 M67 56 L60 66', p.line, 1.2) + line('M34 30 L44 30 M56 30 L66 30', p.line, 0.6)
    + line('M12 70 L22 72 M78 72 L88 70', p.line, 0.8) + dashed('M30 76 L70 76', p.line),
});

const bomber: Draw = (p) => ({
  flat: true,
  body: path(JACKET),
  detail: fill('M38 14 Q50 22 62 14 L60 11 Q50 17 40 11 Z', p.dark) + line('M50 19 L50 80', METAL, 1.1) + rect(28, 74, 44, 6, 1, p.dark)
    + Array.from({ length: 10 }, (_, i) => line(`M${30.5 + i * 4.3} 75 L${30.5 + i * 4.3} 79`, p.line, 0.5)).join('')
    + line('M12 70 L22 72 M78 72 L88 70', p.dark, 3) + line('M24 24 L32 26', p.line, 2) + line('M35 54 L41 64 M65 54 L59 64', p.line, 1.2),
});

const TROUSERS = 'M31 12 L69 12 L74 88 L55 88 L50 36 L45 88 L26 88 Z';
const trousers: Draw = (p) => ({
  flat: true,
  body: path(TROUSERS),
  detail: rect(31, 12, 38, 5, 0.6, p.dark) + line('M50 17 L50 36', p.line, 0.8) + line('M33 17 Q38 24 44 18 M67 17 Q62 24 56 18', p.line, 0.8)
    + line('M37 20 L35 88 M63 20 L65 88', p.dark, 0.5, 0.8) + dot(50, 14.5, 1, METAL) + [35, 44, 56, 65].map((x) => rect(x - 1, 11, 2, 6, 0.4, p.line)).join(''),
});

const jeans: Draw = (p) => ({
  flat: true,
  body: path(TROUSERS),
  detail: rect(31, 12, 38, 5, 0.6, p.dark) + dashed('M31 17 L69 17', GOLD, 0.7) + dashed('M48 17 Q48 30 50 34', GOLD, 0.7)
    + line('M33 17 Q38 25 45 18 M67 17 Q62 25 55 18', GOLD, 0.7) + dashed('M27 84 L45 84 M55 84 L73 84', GOLD, 0.7) + dot(50, 14.5, 1.3, GOLD)
    + dashed('M47 36 L45 88 M53 36 L55 88', GOLD, 0.5),
});

const shorts: Draw = (p) => ({
  flat: true,
  body: path('M28 24 L72 24 L77 70 L55 72 L50 44 L45 72 L23 70 Z'),
  detail: rect(28, 24, 44, 6, 0.6, p.dark) + line('M50 30 L50 44', p.line, 0.8) + line('M30 30 Q36 38 43 31 M70 30 Q64 38 57 31', p.line, 0.8)
    + dashed('M24 66 L45 68 M55 68 L76 66', p.line) + line('M44 27 L40 36 M56 27 L60 36', SOLE, 0.7),
});

const dress: Draw = (p) => ({
  flat: true,
  body: path('M41 10 L40 24 Q35 29 36 37 L41 46 Q31 66 20 90 Q50 96 80 90 Q69 66 59 46 L64 37 Q65 29 60 24 L59 10 L56 10 Q55 20 50 22 Q45 20 44 10 Z'),
  detail: rect(39, 44, 22, 4, 1.2, p.dark) + line('M44 48 Q40 70 34 91 M50 48 L50 93 M56 48 Q60 70 66 91', p.line, 0.6, 0.7) + line('M44 11 Q45 20 50 22 Q55 20 56 11', p.line, 0.8)
    + line('M22 88 Q50 94 78 88', p.line, 0.7),
});

const sundress: Draw = (p) => ({
  flat: true,
  body: path('M40 24 Q43 29 50 29 Q57 29 60 24 L62 40 L59 47 Q72 68 82 88 Q50 96 18 88 Q28 68 41 47 L38 40 Z'),
  detail: line('M41 25 L43 8 M59 25 L57 8', p.c, 1.2) + line('M41 25 L43 8 M59 25 L57 8', p.line, 0.3) + line('M40 47 Q50 51 60 47', p.line, 1.2)
    + Array.from({ length: 5 }, (_, i) => dot(40 + i * 5, 62 + (i % 2) * 10, 1.8, p.light)).join('') + Array.from({ length: 4 }, (_, i) => dot(33 + i * 11, 80 - (i % 2) * 6, 1.8, p.light)).join('')
    + line('M20 87 Q50 95 80 87', p.line, 0.7),
});

const scarf: Draw = (p) => ({
  flat: true,
  body: '<path d="M50 14 Q76 14 76 28 Q76 42 50 42 Q24 42 24 28 Q24 14 50 14 Z M50 22 Q68 22 68 29 Q68 35 50 35 Q32 35 32 29 Q32 22 50 22 Z" fill-rule="evenodd"/>'
    + path('M28 34 L44 38 L42 84 L27 84 Z') + path('M52 38 L66 35 L62 80 L47 81 Z'),
  detail: [0, 1, 2, 3].map((i) => line(`M${27.6 - i * 0.05} ${46 + i * 10} L${43.4 - i * 0.05} ${46 + i * 10}`, p.dark, 2.2)).join('')
    + line('M35 38 L34.5 84', p.light, 1.4) + line('M40 39 L39 84', p.dark, 0.7)
    + [0, 1, 2, 3].map((i) => line(`M${51 - i * 0.4} ${48 + i * 9.5} L${65.2 - i * 0.4} ${46 + i * 9.5}`, p.dark, 2.2)).join('')
    + line('M58 37 L54 81', p.light, 1.4) + line('M63 36 L59 80', p.dark, 0.7)
    + line('M30 20 Q50 10 70 20', p.dark, 2) + line('M26 32 Q50 46 74 32', p.light, 1.2)
    + Array.from({ length: 7 }, (_, i) => line(`M${28.5 + i * 2.1} 84 L${28.3 + i * 2.1} 89`, p.c, 0.9)).join('')
    + Array.from({ length: 7 }, (_, i) => line(`M${48 + i * 2.1} 81 L${47.6 + i * 2.1} 86`, p.c, 0.9)).join(''),
});

const beanie: Draw = (p) => ({
  floor: 84,
  spread: 32,
  body: path('M24 64 Q22 26 50 24 Q78 26 76 64 Z') + rect(20, 60, 60, 22, 6) + '<circle cx="50" cy="20" r="9"/>',
  detail: Array.from({ length: 13 }, (_, i) => line(`M${24 + i * 4.3} 63 L${24 + i * 4.3} 79`, p.line, 0.7, 0.8)).join('')
    + line('M36 58 Q36 36 50 28 M64 58 Q64 36 50 28 M50 28 L50 58', p.line, 0.6, 0.6) + dot(46, 17, 2.5, p.light) + rect(44, 66, 12, 8, 1, p.isDark ? SOLE : INK),
});

// ---- Shoes and bags ----------------------------------------------------------------------------

const SNEAKER_SOLE = 'M9 68 L90 68 Q93 72 90 79 L14 79 Q8 77 9 68 Z';
const sneaker: Draw = (p) => ({
  floor: 81,
  spread: 40,
  body: path('M12 70 Q10 62 18 60 L34 56 Q40 54 45 48 L52 41 Q56 37 61 39 L64 43 Q68 46 73 44 L80 40 Q86 40 87 46 L89 70 Z'),
  detail: fill('M50 43 Q53 31 61 35 L61 39 Q56 37 52 41 Z', p.dark) + fill('M12 70 Q10 62 18 60 L27 58 Q22 64 24 70 Z', p.light)
    + fill(SNEAKER_SOLE, p.isLight ? '#dcd8cf' : SOLE) + line('M10 73 L91 73', '#c9c4b8', 0.7) + line('M20 77 L30 77 M36 77 L46 77 M52 77 L62 77 M68 77 L78 77', '#d8d3c8', 0.6)
    + line('M28 65 Q56 68 76 50', p.isDark ? SOLE : p.dark, 2.4) + [0, 1, 2, 3].map((i) => line(`M${34 + i * 4.6} ${51.5 - i * 3.6} L${40 + i * 4.6} ${57 - i * 3.6}`, p.isDark ? SOLE : INK, 1)).join('')
    + fill('M80 40 Q86 40 87 46 L88 56 L83 56 Z', p.dark) + dashed('M16 66 L34 61 M64 66 L86 64', p.line),
});

const slipon: Draw = (p) => ({
  floor: 81,
  spread: 40,
  body: path('M12 70 Q10 62 18 60 L38 54 Q48 47 60 46 Q74 45 84 47 Q89 49 89 56 L89 70 Z'),
  detail: `<ellipse cx="68" cy="47.5" rx="16" ry="2.6" fill="${INK}" fill-opacity=".7"/>` + rect(42, 50, 5, 9, 1.5, p.dark)
    + fill(SNEAKER_SOLE, '#ece8df') + line('M9.5 71.5 L91.5 71.5', p.dark, 1.4) + dashed('M16 65 Q40 58 58 50', p.line) + dashed('M62 66 L86 64', p.line)
    + fill('M12 70 Q10 62 18 60 L27 58 Q22 64 24 70 Z', p.light),
});

const BOOT_SOLE = 'M28 78 L90 78 Q91 84 87 86 L28 86 Z';
const boot: Draw = (p) => ({
  floor: 86,
  spread: 36,
  body: path('M32 14 L58 14 L58 50 Q60 58 70 60 L82 63 Q90 66 89 78 L30 78 Q28 48 32 14 Z'),
  detail: fill(BOOT_SOLE, p.isDark ? '#6b4a2e' : INK) + rect(28, 81, 14, 5, 0.5, p.isDark ? '#4a2e19' : '#111') + rect(31.5, 12, 27, 5, 2, p.dark)
    + [0, 1, 2, 3, 4, 5].map((i) => line(`M50 ${22 + i * 6} L58 ${25 + i * 6} M58 ${22 + i * 6} L50 ${25 + i * 6}`, p.isDark ? SOLE : INK, 0.8)).join('')
    + line('M50 20 L50 57 M58 20 L58 52', p.line, 0.6) + line('M66 60 Q74 66 76 78', p.line, 0.7) + dashed('M32 73 L88 74', p.line) + fill('M30 40 Q31 56 31 64 L36 64 Q36 52 35 40 Z', p.dark, 0.6),
});

const chelsea: Draw = (p) => ({
  floor: 86,
  spread: 36,
  body: path('M34 16 L58 16 L58 52 Q60 60 72 62 L82 64 Q90 67 89 78 L32 78 Q30 50 34 16 Z'),
  detail: fill(BOOT_SOLE, p.isDark ? '#6b4a2e' : INK) + rect(30, 81, 14, 5, 0.5, p.isDark ? '#4a2e19' : '#111')
    + fill('M41 18 L52 18 Q53 40 51 57 Q45 59 38 56 Q41 40 41 18 Z', INK, 0.8) + [24, 30, 36, 42, 48].map((y) => line(`M${42} ${y} L${51.5} ${y}`, '#55565c', 0.5)).join('')
    + rect(33, 8, 5, 12, 2, p.dark) + line('M66 62 Q74 68 76 78', p.line, 0.7) + dashed('M34 73 L88 74', p.line),
});

const FOOTBED = 'M0 -36 Q12 -36 13 -14 Q14 4 11 18 Q8 34 0 34 Q-8 34 -10 18 Q-13 2 -13 -14 Q-12 -36 0 -36 Z';
const pair = (inner: (side: number) => string) =>
  [-1, 1].map((side) => `<g transform="translate(${50 + side * 15} 52) rotate(${side * 6}) scale(${side} 1)">${inner(side)}</g>`).join('');
const sandals: Draw = (p) => ({
  flat: true,
  body: pair(() => `<path d="M-13 -16 Q0 -24 13 -16 L13 -8 Q0 -16 -13 -8 Z M-13 6 Q0 -2 13 6 L13 13 Q0 5 -12 13 Z"/>`),
  detail: pair(() => line('M-13 -12 Q0 -20 13 -12 M-12 9.5 Q0 1.5 12.5 9.5', p.line, 0.5, 0.7)),
  under: pair(() => `<path d="${FOOTBED}" fill="${p.isDark ? '#c9a57c' : '#e8d8bd'}" stroke="#b89a74" stroke-width=".6"/>`),
});

const slippers: Draw = (p) => ({
  flat: true,
  under: pair(() => `<path d="${FOOTBED}" fill="${p.pale}" stroke="${p.dark}" stroke-width=".6"/>` + line('M-8 4 Q0 2 8 4 M-7 14 Q0 12 7 14', p.dark, 0.4, 0.4)),
  body: pair(() => `<path d="M-13.5 -14 Q-12.5 -37 0 -37 Q12.5 -37 13.5 -14 L13.5 0 Q0 -6 -13.5 0 Z"/>`),
  detail: pair(() => line('M-13 -1 Q0 -7 13 -1', p.light, 2.2) + dashed('M-10 -14 Q0 -30 10 -14', p.line)),
});

const backpack: Draw = (p) => ({
  floor: 88,
  spread: 26,
  body: path('M30 26 Q30 14 50 14 Q70 14 70 26 L73 84 Q73 88 69 88 L31 88 Q27 88 27 84 Z'),
  detail: line('M42 14 Q42 6 50 6 Q58 6 58 14', p.dark, 2.4) + fill('M35 52 L65 52 Q68 52 68 56 L68 80 Q68 84 64 84 L36 84 Q32 84 32 80 L32 56 Q32 52 35 52 Z', p.dark, 0.55)
    + line('M35 58 L65 58', METAL, 0.9) + rect(56, 56, 3, 6, 1, METAL) + line('M33 22 Q50 16 67 22', METAL, 0.9) + rect(60, 19.5, 3, 6, 1, METAL)
    + line('M33 34 L33 48 M67 34 L67 48', p.line, 1.4) + dashed('M34 56 Q50 54 66 56', p.line) + fill('M24 58 L28 58 L28 78 L24 78 Q22 68 24 58 Z', p.dark),
});

const handbag: Draw = (p) => ({
  floor: 86,
  spread: 34,
  body: path('M24 44 L76 44 Q80 44 81 48 L85 82 Q85 86 81 86 L19 86 Q15 86 15 82 L19 48 Q20 44 24 44 Z'),
  detail: line('M34 45 Q34 22 50 22 Q66 22 66 45', p.dark, 3) + fill('M19 48 Q20 44 24 44 L76 44 Q80 44 81 48 L82 60 Q50 68 18 60 Z', p.dark, 0.45)
    + line('M18 60 Q50 68 82 60', p.line, 0.7) + rect(46, 60, 8, 7, 1.5, GOLD) + dot(50, 63.5, 1.2, '#a6862e') + dashed('M20 82 L80 82', p.line)
    + rect(31, 43, 6, 4, 1, GOLD) + rect(63, 43, 6, 4, 1, GOLD),
});

const crossbody: Draw = (p) => ({
  floor: 86,
  spread: 28,
  body: path('M26 54 Q26 50 30 50 L70 50 Q74 50 74 54 L74 82 Q74 86 70 86 L30 86 Q26 86 26 82 Z'),
  detail: line('M28 52 Q30 10 50 8 Q70 10 72 52', p.dark, 1.6) + fill('M26 54 Q26 50 30 50 L70 50 Q74 50 74 54 L74 70 Q50 76 26 70 Z', p.dark, 0.5)
    + line('M26 70 Q50 76 74 70', p.line, 0.6) + rect(47, 69, 6, 6, 3, GOLD) + dashed('M29 82 L71 82', p.line) + rect(26, 50, 3, 4, 0.5, GOLD) + rect(71, 50, 3, 4, 0.5, GOLD),
});

const wallet: Draw = (p) => ({
  floor: 80,
  spread: 34,
  body: rect(18, 34, 64, 44, 5),
  detail: fill('M18 39 Q18 34 23 34 L77 34 Q82 34 82 39 L82 54 Q82 58 78 58 L22 58 Q18 58 18 54 Z', p.dark, 0.5) + dot(72, 50, 2.6, GOLD) + dot(72, 50, 1.2, '#a6862e')
    + dashed('M21 74 L79 74 M21 38 L79 38', p.line) + rect(24, 29, 20, 6, 1, p.isDark ? '#b9b2a3' : '#e9e4da'),
});

// ---- Electronics -------------------------------------------------------------------------------

const headphones: Draw = (p) => ({
  floor: 84,
  spread: 34,
  body: path('M20 62 Q18 14 50 14 Q82 14 80 62 L74 62 Q76 22 50 22 Q24 22 26 62 Z') + rect(14, 50, 18, 30, 8) + rect(68, 50, 18, 30, 8),
  detail: fill('M31 52 L35 52 Q37 52 37 55 L37 75 Q37 78 35 78 L31 78 Z', INK) + fill('M69 52 L65 52 Q63 52 63 55 L63 75 Q63 78 65 78 L69 78 Z', INK)
    + fill('M34 18 Q50 11 66 18 L64 21 Q50 16 36 21 Z', INK, 0.75) + shine('M18 56 L18 72') + shine('M72 56 L72 72') + dot(23, 74, 0.9, p.isDark ? '#5ad67d' : INK),
});

const bud = (x: number, y: number, angle: number, p: Paint) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})" stroke="${p.dark}" stroke-width=".5">${ellipse(0, 0, 6, 6.5, p.c)}${rect(-2, 3, 4, 14, 2, p.c)}</g>`
  + `<g transform="translate(${x} ${y}) rotate(${angle})">${ellipse(-2.5, -1, 2.6, 3.2, INK)}${dot(1.5, -2, 1.2, '#ffffff')}</g>`;
const earbuds: Draw = (p) => ({
  floor: 86,
  spread: 34,
  body: rect(32, 46, 36, 40, 14),
  detail: line('M32 60 L68 60', p.line, 0.8) + dot(50, 70, 1, '#5ad67d') + shine('M37 64 L37 80') + bud(20, 74, -25, p) + bud(80, 73, 20, p),
});

const powerbank: Draw = (p) => ({
  floor: 86,
  spread: 26,
  body: rect(30, 20, 40, 66, 7),
  detail: rect(44, 18.5, 12, 3, 1, INK) + [0, 1, 2, 3].map((i) => dot(44 + i * 4, 76, 1.2, i < 3 ? '#52d273' : p.line)).join('')
    + fill('M53 34 L43 52 L50 52 L46 66 L58 46 L51 46 L55 34 Z', p.isDark ? '#f0c419' : WHITE, 0.9) + shine('M35 26 L35 80') + line('M30 24 L70 24', p.line, 0.4),
});

const speaker: Draw = (p) => ({
  floor: 80,
  spread: 38,
  body: rect(14, 40, 72, 38, 19),
  detail: ring(34, 59, 12, p.dark, 2) + ring(66, 59, 12, p.dark, 2) + dot(34, 59, 10, INK) + dot(66, 59, 10, INK) + dot(34, 59, 4, '#3c3d42') + dot(66, 59, 4, '#3c3d42')
    + rect(44, 42, 12, 3, 1.5, p.line) + shine('M22 46 L78 46', 1.6) + dot(50, 72, 1.1, p.line),
});

const smartspeaker: Draw = (p) => ({
  floor: 86,
  spread: 26,
  body: path('M28 30 Q28 24 50 24 Q72 24 72 30 L72 82 Q72 88 50 88 Q28 88 28 82 Z'),
  detail: ellipse(50, 28, 22, 5, p.dark) + `<ellipse cx="50" cy="28" rx="15" ry="3" fill="none" stroke="#59c7f7" stroke-width="1.4"/>`
    + Array.from({ length: 48 }, (_, i) => dot(32 + (i % 8) * 5.1 + ((Math.floor(i / 8) % 2) * 2.5), 40 + Math.floor(i / 8) * 7.5, 0.8, p.dark)).join('')
    + shine('M33 38 L33 80'),
});

const phone: Draw = (p) => ({
  floor: 90,
  spread: 22,
  body: rect(31, 10, 38, 78, 8),
  detail: rect(35, 14, 16, 18, 5, p.dark) + dot(40, 19, 3.2, INK) + dot(40, 27, 3.2, INK) + dot(46.5, 23, 3.2, INK) + dot(40, 19, 1.3, '#3a5a80') + dot(40, 27, 1.3, '#3a5a80')
    + dot(46.5, 23, 1.3, '#3a5a80') + dot(46.5, 16.5, 0.9, '#ffe9a8') + ellipse(50, 56, 6, 6, p.dark) + shine('M63 16 L63 82', 1.6) + rect(69, 26, 1.4, 10, 0.6, p.dark),
});

const charger: Draw = (p) => ({
  floor: 84,
  spread: 32,
  body: rect(20, 40, 32, 34, 6),
  detail: rect(28, 30, 3, 11, 1, METAL) + rect(41, 30, 3, 11, 1, METAL) + line('M52 66 Q64 70 66 58 Q68 46 78 50 Q86 54 82 66 Q78 78 66 80', p.c, 3.2)
    + rect(60, 76, 10, 6, 2, p.c) + rect(56, 77.5, 5, 3, 1, METAL) + shine('M25 46 L25 68') + rect(30, 54, 12, 3, 1.5, p.line) + fill('M52 62 L56 62 L56 70 L52 70 Z', p.dark),
});

const cable: Draw = (p) => ({
  floor: 86,
  spread: 34,
  body: '',
  detail: line('M26 64 Q14 50 26 36 Q40 22 58 30 Q78 40 70 56 Q62 70 44 64 Q30 58 38 46 Q46 38 58 46 Q64 52 60 60 M26 64 L32 74 M60 60 Q70 72 80 74', p.c, 3.4)
    + line('M26 64 Q14 50 26 36 Q40 22 58 30 Q78 40 70 56 Q62 70 44 64 Q30 58 38 46 Q46 38 58 46 Q64 52 60 60', p.line, 0.5, 0.6)
    + `<g transform="translate(33 77) rotate(60)">${rect(-3.5, -5, 7, 10, 2, p.c)}${rect(-2.2, 4.5, 4.4, 5, 1, METAL)}</g>`
    + `<g transform="translate(82 74) rotate(-80)">${rect(-3.5, -5, 7, 10, 2, p.c)}${rect(-2.5, 4.5, 5, 5, 0.5, METAL)}</g>`,
});

const smartwatch: Draw = (p) => ({
  floor: 90,
  spread: 20,
  body: path('M38 10 L62 10 L62 30 L38 30 Z M38 70 L62 70 L62 90 L38 90 Z') + rect(32, 28, 36, 44, 9),
  detail: rect(35, 31, 30, 38, 7, INK) + ring(50, 50, 9, '#ff375f', 2.4) + ring(50, 50, 6, '#9cff3c', 2.4) + ring(50, 50, 3, '#3cd6ff', 2.2)
    + rect(67.5, 40, 2.5, 7, 1, p.dark) + line('M40 16 L60 16 M40 22 L60 22 M40 78 L60 78 M40 84 L60 84', p.line, 0.5, 0.7) + dot(50, 86, 1.2, METAL),
});

const fitnessband: Draw = (p) => ({
  floor: 84,
  spread: 28,
  body: '<path d="M50 20 Q78 20 78 52 Q78 84 50 84 Q22 84 22 52 Q22 20 50 20 Z M50 27 Q71 27 71 52 Q71 77 50 77 Q29 77 29 52 Q29 27 50 27 Z" fill-rule="evenodd"/>',
  detail: rect(42, 15, 16, 30, 7, INK) + rect(44, 18, 12, 24, 5, '#1b2b3a') + line('M46 32 L48 28 L50 34 L52 26 L54 30', '#4be38b', 0.8) + dot(50, 37, 1, '#ffffff'),
});

const watch: Draw = (p) => ({
  floor: 90,
  spread: 20,
  body: path('M40 8 L60 8 L61 34 L39 34 Z M39 66 L61 66 L60 92 L40 92 Z'),
  detail: dot(50, 50, 20, GOLD) + dot(50, 50, 17, WHITE) + ring(50, 50, 18.5, '#b8963f', 1)
    + Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 ? 14.5 : 13;
      return line(`M${(50 + Math.sin(a) * r1).toFixed(1)} ${(50 - Math.cos(a) * r1).toFixed(1)} L${(50 + Math.sin(a) * 15.5).toFixed(1)} ${(50 - Math.cos(a) * 15.5).toFixed(1)}`, INK, i % 3 ? 0.6 : 1.1);
    }).join('')
    + line('M50 50 L50 39', INK, 1.4) + line('M50 50 L58 54', INK, 1.1) + line('M50 53 L50 36', '#c0392b', 0.5) + dot(50, 50, 1.4, INK) + rect(69, 47, 4, 6, 1, GOLD)
    + dashed('M42 12 L42 32 M58 12 L58 32 M42 68 L42 88 M58 68 L58 88', p.line, 0.5) + rect(44, 80, 12, 3, 1, p.dark),
});

// ---- Home and kitchen --------------------------------------------------------------------------

const mug: Draw = (p) => ({
  floor: 86,
  spread: 30,
  body: '<path d="M66 42 Q82 42 82 58 Q82 74 64 74 L64 68 Q76 68 76 58 Q76 48 66 48 Z"/>' + path('M26 32 L68 32 L66 82 Q66 86 62 86 L32 86 Q28 86 28 82 Z'),
  detail: ellipse(47, 32, 21, 4.5, p.dark) + ellipse(47, 33, 18, 3, '#4a2c1a') + shine('M33 40 L34 78', 3) + line('M28 80 L66 80', p.line, 0.5, 0.6),
});

const thermos: Draw = (p) => ({
  floor: 90,
  spread: 18,
  body: path('M38 30 Q38 24 44 24 L56 24 Q62 24 62 30 L62 86 Q62 90 58 90 L42 90 Q38 90 38 86 Z'),
  detail: rect(39, 10, 22, 15, 4, p.isDark ? METAL : INK) + rect(38, 22, 24, 4, 1, METAL) + line('M41 14 L59 14 M41 18 L59 18', p.isDark ? '#9a9ea6' : '#44464c', 0.5)
    + shine('M42 32 L42 84', 3) + rect(38, 80, 24, 10, 3, METAL) + line('M38 80 L62 80', '#9a9ea6', 0.5),
});

const bottle: Draw = (p) => ({
  floor: 90,
  spread: 18,
  body: path('M44 16 L56 16 L56 22 Q64 26 64 36 L64 86 Q64 90 60 90 L40 90 Q36 90 36 86 L36 36 Q36 26 44 22 Z'),
  detail: rect(42, 8, 16, 10, 3, INK) + line('M58 10 Q68 10 66 18', INK, 2) + rect(36, 48, 28, 18, 0, p.dark) + shine('M41 34 L41 84', 3) + line('M36 48 L64 48 M36 66 L64 66', p.line, 0.5),
});

const pan: Draw = (p) => ({
  floor: 78,
  spread: 40,
  body: ellipse(40, 58, 30, 16),
  detail: ellipse(40, 56, 26, 12.5, INK) + ellipse(40, 56, 18, 8, '#34353a') + line('M69 54 L94 46', '#1c1c1f', 5) + line('M69 54 L94 46', p.dark, 1.5, 0.6)
    + shine('M18 62 Q40 72 62 62', 1.4) + dot(91.5, 47, 1.2, METAL),
});

const wok: Draw = (p) => ({
  floor: 80,
  spread: 40,
  body: path('M12 50 Q16 80 50 80 Q84 80 88 50 Z'),
  detail: ellipse(50, 50, 38, 9, INK) + ellipse(50, 50, 30, 6, '#38393e') + line('M88 48 L96 40', '#5b3a22', 4.5) + line('M12 52 Q4 54 6 60 Q10 64 16 58', '#1c1c1f', 1.8)
    + shine('M22 60 Q50 76 78 60', 1.4),
});

const saucepan: Draw = (p) => ({
  floor: 86,
  spread: 34,
  body: path('M22 42 L78 42 L76 82 Q76 86 72 86 L28 86 Q24 86 24 82 Z'),
  detail: path('M18 42 Q50 28 82 42 Z').replace('<path', `<path fill="${p.dark}"`) + dot(50, 30, 3.5, INK) + rect(47, 32, 6, 4, 1, INK)
    + line('M22 52 L12 50 M78 52 L88 50', INK, 3.4) + shine('M30 50 L30 80', 3) + line('M22 48 L78 48', p.line, 0.6),
});

const box: Draw = (p) => ({
  floor: 86,
  spread: 38,
  body: path('M14 42 L62 42 L62 86 L14 86 Z M62 42 L86 32 L86 74 L62 86 Z'),
  detail: fill('M10 40 L62 40 L62 48 L10 48 Z', p.light) + fill('M62 40 L90 30 L90 37 L62 48 Z', p.light) + fill('M10 40 L36 30 L90 30 L62 40 Z', p.dark, 0.6)
    + fill('M62 42 L86 32 L86 74 L62 86 Z', INK, 0.14) + rect(28, 58, 20, 5, 2.5, p.dark) + line('M10 48 L62 48', p.line, 0.5),
});

const organiser: Draw = (p) => ({
  floor: 88,
  spread: 34,
  body: path('M22 18 L78 18 L78 88 L22 88 Z'),
  detail: rect(26, 22, 48, 18, 1, p.dark) + rect(26, 44, 48, 18, 1, p.dark) + rect(26, 66, 48, 18, 1, p.dark)
    + rect(30, 30, 18, 10, 1, WHITE) + rect(52, 26, 10, 14, 1, '#f0c419') + rect(30, 52, 10, 10, 1, '#5aa9e6') + rect(42, 55, 26, 7, 1, WHITE)
    + rect(30, 72, 22, 12, 1, '#e76f51') + line('M22 18 L78 18', p.line, 0.6),
});

const basket: Draw = (p) => ({
  floor: 86,
  spread: 36,
  body: path('M16 40 L84 40 L76 86 L24 86 Z'),
  detail: Array.from({ length: 6 }, (_, i) => line(`M${17 + i * 0} ${46 + i * 7} L${83} ${46 + i * 7}`, p.line, 0.8)).join('')
    + Array.from({ length: 9 }, (_, i) => line(`M${22 + i * 7} 42 L${26 + i * 6} 86`, p.line, 0.6, 0.7)).join('')
    + rect(14, 37, 72, 6, 3, p.dark) + line('M30 40 Q50 18 70 40', p.dark, 2.6),
});

const lamp: Draw = (p) => ({
  floor: 88,
  spread: 26,
  body: path('M52 14 L76 24 L68 40 L44 30 Z') + ellipse(40, 84, 16, 4),
  detail: line('M40 82 L30 54 L54 32', p.dark, 2.6) + dot(30, 54, 2.4, p.dark) + dot(40, 82, 2, p.dark) + `<ellipse cx="56" cy="35" rx="8" ry="3" fill="#fff7c2" transform="rotate(23 56 35)"/>`
    + `<path d="M52 38 L30 86 L86 86 L62 41 Z" fill="#fff4b0" fill-opacity=".22"/>` + shine('M55 18 L72 25', 1.4),
});

const penholder: Draw = (p) => ({
  floor: 88,
  spread: 22,
  body: path('M32 46 L68 46 L66 86 Q66 88 62 88 L38 88 Q34 88 34 86 Z'),
  detail: line('M40 46 L34 16', '#2d6cdf', 2.6) + line('M46 46 L46 12', '#e63946', 2.6) + line('M53 46 L60 18', INK, 2.6) + line('M60 46 L72 24', '#f0c419', 3)
    + dot(34, 15.5, 1.2, '#ccc') + fill('M44.5 12 L47.5 12 L46 8 Z', '#333') + ellipse(50, 46, 18, 3.5, p.dark) + shine('M38 52 L39 82', 2.5),
});

// ---- Beauty and skincare -----------------------------------------------------------------------

const lipstick: Draw = (p) => ({
  floor: 88,
  spread: 24,
  body: path('M42 30 L42 18 Q42 12 50 8 L58 14 L58 30 Z'),
  detail: rect(39, 30, 22, 16, 1.5, METAL) + rect(37, 46, 26, 42, 2, INK) + line('M37 50 L63 50', GOLD, 1) + shine('M45 30 L45 44', 2) + shine('M41 54 L41 84', 2)
    + `<g transform="translate(76 72) rotate(75)">${rect(-8, -14, 16, 28, 2, INK)}${line('M-8 -10 L8 -10', GOLD, 1)}</g>` + shine('M45 16 L45 28', 1.4),
});

const lipgloss: Draw = (p) => ({
  floor: 88,
  spread: 18,
  body: rect(40, 40, 20, 48, 4),
  detail: rect(42, 8, 16, 33, 3, INK) + line('M44 12 L44 37', '#ffffff', 1, 0.3) + rect(40, 40, 20, 48, 4, GLASS).replace('<rect', '<rect fill-opacity=".35"')
    + shine('M44 46 L44 84', 2.4) + rect(47, 40, 6, 6, 1, INK),
});

const palette: Draw = (p) => ({
  floor: 84,
  spread: 38,
  body: rect(14, 28, 72, 52, 6),
  detail: rect(18, 32, 64, 44, 4, INK) + Array.from({ length: 8 }, (_, i) => {
    const x = 24 + (i % 4) * 14.5;
    const y = 42 + Math.floor(i / 4) * 22;
    const shade = [p.light, p.c, p.dark, '#e9cfb5', '#c79277', p.light, '#8a5a44', p.dark][i];
    return `<circle cx="${x + 3}" cy="${y}" r="6" fill="${shade}"/>` + `<circle cx="${x + 1}" cy="${y - 2}" r="2" fill="#ffffff" fill-opacity=".35"/>`;
  }).join(''),
});

const compact: Draw = (p) => ({
  floor: 84,
  spread: 36,
  body: ellipse(50, 64, 30, 16) + ellipse(50, 34, 30, 16),
  detail: ellipse(50, 34, 25, 12, '#dfe6ea') + ellipse(50, 34, 25, 12, '#ffffff').replace('<ellipse', '<ellipse fill-opacity=".4"') + shine('M32 30 Q40 24 52 24', 2)
    + ellipse(50, 63, 25, 12, p.dark) + ellipse(50, 63, 21, 9.5, p.isDark ? '#e0b8a0' : p.light) + line('M36 63 Q50 56 64 63', '#ffffff', 0.8, 0.4) + rect(20, 46, 60, 4, 2, GOLD),
});

const mascara: Draw = (p) => ({
  floor: 88,
  spread: 32,
  body: rect(34, 50, 16, 38, 4),
  detail: rect(34, 14, 16, 37, 4, INK) + rect(34, 48, 16, 3, 0.5, GOLD) + shine('M38 18 L38 46', 1.4) + shine('M38 54 L38 84', 2)
    + `<g transform="translate(70 86) rotate(-72)">${rect(0, -3.5, 26, 7, 3, INK)}${line('M26 0 L40 0', '#333', 1.2)}${rect(38, -3, 14, 6, 2.5, '#1b1b1e')}`
    + `${Array.from({ length: 7 }, (_, i) => line(`M${39.5 + i * 1.8} -3.5 L${39.5 + i * 1.8} 3.5`, '#4a4a4f', 0.5)).join('')}</g>`,
});

const pumpbottle: Draw = (p) => ({
  floor: 90,
  spread: 20,
  body: rect(36, 34, 28, 56, 6),
  detail: rect(46, 22, 8, 13, 1, INK) + rect(42, 18, 16, 5, 2, INK) + line('M42 20 L32 20', INK, 2.2) + rect(44, 30, 12, 5, 1, METAL)
    + rect(40, 52, 20, 22, 2, p.isDark ? WHITE : '#ffffff').replace('<rect', '<rect fill-opacity=".55"') + line('M44 58 L56 58 M44 62 L56 62 M46 66 L54 66', p.line, 0.8, 0.6) + shine('M39 38 L39 86', 2.5),
});

const jar: Draw = (p) => ({
  floor: 86,
  spread: 32,
  body: path('M22 52 Q22 48 30 48 L70 48 Q78 48 78 52 L78 80 Q78 86 70 86 L30 86 Q22 86 22 80 Z'),
  detail: rect(20, 34, 60, 16, 5, p.isDark ? GOLD : WHITE) + line('M22 38 L78 38 M22 42 L78 42 M22 46 L78 46', p.isDark ? '#a6862e' : '#d8d6d0', 0.5)
    + shine('M28 54 L28 80', 3) + rect(34, 60, 32, 14, 2, '#ffffff').replace('<rect', '<rect fill-opacity=".5"') + line('M40 67 L60 67', p.line, 1, 0.6),
});

const dropper: Draw = (p) => ({
  floor: 90,
  spread: 18,
  body: path('M38 44 Q38 40 42 40 L58 40 Q62 40 62 44 L62 84 Q62 90 56 90 L44 90 Q38 90 38 84 Z'),
  detail: ellipse(50, 18, 6.5, 8, INK) + rect(43, 24, 14, 17, 2, GOLD) + line('M44 28 L56 28 M44 32 L56 32', '#a6862e', 0.5)
    + rect(41, 56, 18, 20, 1, '#ffffff').replace('<rect', '<rect fill-opacity=".55"') + line('M44 62 L56 62 M45 67 L55 67', p.line, 0.8, 0.6) + shine('M42 44 L42 86', 2.4),
});

const tube: Draw = (p) => ({
  floor: 86,
  spread: 38,
  body: path('M22 64 L70 58 Q76 62 76 68 Q76 74 70 78 L22 84 Z'),
  detail: rect(14, 62, 9, 24, 1, p.dark) + Array.from({ length: 5 }, (_, i) => line(`M${15 + i * 1.8} 63 L${15 + i * 1.8} 85`, p.line, 0.4)).join('')
    + `<g transform="rotate(-7 80 68)">${rect(75, 60, 12, 16, 3, p.isDark ? WHITE : INK)}</g>` + fill('M34 66 L58 63 L58 74 L34 77 Z', '#ffffff', 0.5) + shine('M26 68 L66 63', 1.6),
});

const sachet: Draw = (p) => ({
  floor: 88,
  spread: 28,
  body: path('M26 14 L74 14 L74 88 L26 88 Z'),
  detail: line('M26 18 L74 18 M26 84 L74 84', p.dark, 1.2) + Array.from({ length: 12 }, (_, i) => line(`M${27.5 + i * 4} 14 L${27.5 + i * 4} 18`, p.line, 0.4)).join('')
    + ellipse(50, 48, 15, 19, '#ffffff').replace('<ellipse', '<ellipse fill-opacity=".7"') + ellipse(44, 44, 2.2, 1.4, p.dark) + ellipse(56, 44, 2.2, 1.4, p.dark)
    + line('M45 56 Q50 59 55 56', p.dark, 1) + fill('M72 22 L74 24 L74 20 Z', p.dark) + shine('M30 24 L30 80', 2),
});

const perfume: Draw = (p) => ({
  floor: 88,
  spread: 26,
  body: path('M28 42 Q28 36 34 36 L66 36 Q72 36 72 42 L72 82 Q72 88 66 88 L34 88 Q28 88 28 82 Z'),
  detail: rect(44, 28, 12, 9, 1, GOLD) + rect(38, 10, 24, 19, 3, p.isDark ? GOLD : INK) + shine('M41 13 L41 26', 1.6)
    + rect(33, 41, 34, 42, 4, '#ffffff').replace('<rect', '<rect fill-opacity=".28"') + shine('M34 44 L34 80', 2.6) + rect(40, 58, 20, 10, 1, '#ffffff').replace('<rect', '<rect fill-opacity=".7"'),
});

const perfume2: Draw = (p) => ({
  floor: 90,
  spread: 18,
  body: path('M38 32 L62 32 L66 84 Q66 90 60 90 L40 90 Q34 90 34 84 Z'),
  detail: rect(46, 25, 8, 8, 1, METAL) + `<circle cx="50" cy="17" r="9" fill="${p.isDark ? GOLD : '#2b2b30'}"/>` + shine('M46 12 Q47 10 50 10', 1.4)
    + fill('M40 36 L60 36 L63 84 L37 84 Z', '#ffffff', 0.25) + shine('M40 38 L38 84', 2.6) + rect(42, 56, 16, 9, 1, '#ffffff').replace('<rect', '<rect fill-opacity=".7"'),
});

// ---- Sports and camping ------------------------------------------------------------------------

const yogamat: Draw = (p) => ({
  floor: 82,
  spread: 40,
  body: rect(18, 44, 62, 36, 4) + ellipse(80, 62, 10, 18),
  detail: ellipse(80, 62, 10, 18, p.dark) + `<path d="M80 62 m0 -2 a2 2 0 1 1 -0.1 0 M80 62 m0 -6 a6 6 0 1 1 -0.1 0 M80 62 m0 -10 a10 10 0 1 1 -0.1 0 M80 62 m0 -14 a14 14 0 1 1 -0.1 0" fill="none" stroke="${p.line}" stroke-width=".7" transform="translate(80 62) scale(.62 1) translate(-80 -62)"/>`
    + rect(34, 43, 6, 38, 1, INK) + rect(58, 43, 6, 38, 1, INK) + shine('M20 50 L76 50', 2) + line('M18 74 L80 74', p.line, 0.5, 0.5),
});

const band: Draw = (p) => ({
  floor: 84,
  spread: 36,
  body: '<path d="M50 26 Q84 26 84 54 Q84 82 50 82 Q16 82 16 54 Q16 26 50 26 Z M50 33 Q77 33 77 54 Q77 75 50 75 Q23 75 23 54 Q23 33 50 33 Z" fill-rule="evenodd"/>',
  detail: `<path d="M50 38 Q74 38 74 56 Q74 74 50 74 Q26 74 26 56 Q26 38 50 38 Z M50 44 Q68 44 68 56 Q68 68 50 68 Q32 68 32 56 Q32 44 50 44 Z" fill="${p.dark}" fill-rule="evenodd" transform="rotate(-14 50 56)"/>`
    + shine('M26 40 Q34 31 50 30', 1.6),
});

const tent: Draw = (p) => ({
  floor: 86,
  spread: 42,
  body: path('M10 86 Q30 44 50 20 Q70 44 90 86 Z'),
  detail: fill('M50 20 Q40 52 36 86 L64 86 Q60 52 50 20 Z', p.dark) + fill('M50 44 Q44 66 42 86 L58 86 Q56 66 50 44 Z', INK, 0.8)
    + line('M50 20 L50 14', INK, 1.2) + line('M10 86 Q30 44 50 20 Q70 44 90 86', p.line, 0.8) + line('M30 52 L4 86 M70 52 L96 86', '#9a9a9a', 0.4)
    + line('M50 44 L50 86', p.light, 0.6),
});

const sleepingbag: Draw = (p) => ({
  flat: true,
  body: path('M50 8 Q70 8 70 26 L68 60 Q66 86 58 92 L42 92 Q34 86 32 60 L30 26 Q30 8 50 8 Z'),
  detail: ellipse(50, 22, 11, 9, p.dark) + ellipse(50, 23, 8, 6.5, INK) + [36, 46, 56, 66, 76, 85].map((y) => line(`M33 ${y} Q50 ${y + 4} 67 ${y}`, p.line, 0.7)).join('')
    + line('M63 30 L61 86', METAL, 0.9) + shine('M38 32 L38 72', 2),
});

const chair: Draw = (p) => ({
  floor: 88,
  spread: 34,
  body: path('M30 20 L70 20 L66 56 L34 56 Z') + path('M28 56 L72 56 L70 66 L30 66 Z'),
  detail: line('M30 66 L66 88 M70 66 L34 88 M34 88 L28 88 M66 88 L72 88', '#3b3d42', 1.8) + line('M24 48 L34 48 M66 48 L76 48', '#3b3d42', 2.2)
    + line('M24 48 L30 66 M76 48 L70 66 M30 20 L30 56 M70 20 L70 56', '#3b3d42', 1.6) + rect(39, 30, 22, 14, 2, p.dark) + line('M40 37 L60 37', p.line, 0.6),
});

const ball: Draw = (p) => ({
  floor: 86,
  spread: 24,
  body: '<circle cx="50" cy="54" r="32"/>',
  detail: `<path d="M50 42 L61 50 L57 63 L43 63 L39 50 Z" fill="${INK}"/>` + line('M50 42 L50 22 M61 50 L80 44 M57 63 L68 80 M43 63 L32 80 M39 50 L20 44', INK, 1.2)
    + `<path d="M44 22 L56 22 L50 26 Z M80 40 L82 54 L78 46 Z M70 82 L60 86 L66 80 Z M30 82 L40 86 L34 80 Z M20 40 L18 54 L22 46 Z" fill="${INK}"/>`
    + shine('M28 42 Q32 30 42 26', 3),
});

// ---- Toys --------------------------------------------------------------------------------------

const bricks: Draw = (p) => {
  const stud = (x: number, y: number, side: string, top: string) => `${ellipse(x, y, 3.6, 1.5, side)}${rect(x - 3.6, y - 3, 7.2, 3, 0, side)}${ellipse(x, y - 3, 3.6, 1.5, top)}`;
  const studs = [0.73, 0.27].flatMap((t) => [0, 1, 2, 3].map((i) => stud(12 + 46 * ((i + 0.5) / 4) + 22 * t, 54 - 10 * t, p.c, p.light))).join('');
  return {
    floor: 86,
    spread: 40,
    body: path('M12 54 L58 54 L58 86 L12 86 Z M58 54 L80 44 L80 76 L58 86 Z'),
    detail: fill('M12 54 L34 44 L80 44 L58 54 Z', p.light) + fill('M58 54 L80 44 L80 76 L58 86 Z', INK, 0.15) + studs
      + `<g transform="translate(62 16)">${fill('M0 10 L22 10 L22 24 L0 24 Z', '#f0c419')}${fill('M22 10 L32 6 L32 20 L22 24 Z', '#d9ac10')}${fill('M0 10 L10 6 L32 6 L22 10 Z', '#f7dc6f')}`
      + `${stud(8.5, 9, '#e0b412', '#f9e38a')}${stud(19.5, 9, '#e0b412', '#f9e38a')}</g>`,
  };
};

const plush = (ears: 'bear' | 'cat' | 'rabbit'): Draw => (p) => {
  const earShapes = {
    bear: '<circle cx="33" cy="22" r="8"/><circle cx="67" cy="22" r="8"/>',
    cat: path('M28 34 L30 12 L44 24 Z M72 34 L70 12 L56 24 Z'),
    rabbit: `<ellipse cx="40" cy="14" rx="6" ry="16" transform="rotate(-10 40 14)"/><ellipse cx="60" cy="14" rx="6" ry="16" transform="rotate(10 60 14)"/>`,
  }[ears];
  const inner = {
    bear: dot(31.5, 20.5, 3.6, p.light) + dot(68.5, 20.5, 3.6, p.light),
    cat: fill('M31 30 L32 17 L40 25 Z M69 30 L68 17 L60 25 Z', p.light),
    rabbit: `<ellipse cx="40" cy="15" rx="3" ry="11" fill="${p.light}" transform="rotate(-10 40 15)"/><ellipse cx="60" cy="15" rx="3" ry="11" fill="${p.light}" transform="rotate(10 60 15)"/>`,
  }[ears];
  return {
    floor: 88,
    spread: 30,
    body: earShapes + '<ellipse cx="50" cy="68" rx="20" ry="19"/><ellipse cx="30" cy="66" rx="7" ry="11" transform="rotate(30 30 66)"/><ellipse cx="70" cy="66" rx="7" ry="11" transform="rotate(-30 70 66)"/>'
      + '<ellipse cx="38" cy="84" rx="9" ry="6"/><ellipse cx="62" cy="84" rx="9" ry="6"/><circle cx="50" cy="38" r="19"/>',
    detail: inner + ellipse(50, 70, 12, 12, p.light) + ellipse(50, 45, 8, 6, p.light)
      + dot(43, 36, 2.2, INK) + dot(57, 36, 2.2, INK) + dot(43.7, 35.3, 0.7, '#fff') + dot(57.7, 35.3, 0.7, '#fff') + ellipse(50, 43, 2.4, 1.7, INK) + line('M50 45 L50 47 M47 48 Q50 50 53 48', INK, 0.8)
      + (ears === 'cat' ? line('M40 45 L30 43 M40 47 L30 48 M60 45 L70 43 M60 47 L70 48', INK, 0.5) : '') + ellipse(38, 84, 5, 3.5, p.light) + ellipse(62, 84, 5, 3.5, p.light)
      + `<path d="M42 55 L50 59 L58 55 L58 61 L50 58 L42 61 Z" fill="#e63946"/>`,
  };
};

const jigsaw: Draw = (p) => ({
  floor: 84,
  spread: 38,
  body: path('M14 30 L44 30 Q42 24 47 23 Q52 24 50 30 L80 30 L80 58 Q86 56 87 61 Q86 66 80 64 L80 84 L14 84 Z'),
  detail: line('M47 30 L47 52 Q41 50 41 56 Q41 62 47 60 L47 84 M14 57 L30 57 Q28 51 34 51 Q40 51 38 57 L80 57', p.line, 0.8)
    + fill('M16 32 L45 32 L45 55 L16 55 Z', p.light, 0.5) + fill('M49 59 L78 59 L78 82 L49 82 Z', p.dark, 0.4)
    + `<g transform="translate(70 12) rotate(20)">${path('M0 0 L10 0 Q9 -3 12 -3 Q15 -3 14 0 L24 0 L24 14 L0 14 Z').replace('<path', `<path fill="${p.c}" stroke="${p.line}" stroke-width=".5"`)}</g>`,
});

const cube: Draw = () => {
  // An isometric 3 × 3 cube: top, left and right faces, each sticker a rhombus on the body in the product colour.
  const faces: { o: [number, number]; u: [number, number]; v: [number, number]; colours: string[] }[] = [
    { o: [50, 14], u: [11, 6.4], v: [-11, 6.4], colours: ['#ffffff', '#f0c419', '#ffffff', '#e63946', '#ffffff', '#2d6cdf', '#2fa35b', '#ffffff', '#f0c419'] },
    { o: [17, 33.2], u: [11, 6.4], v: [0, 12.5], colours: ['#e63946', '#e63946', '#2fa35b', '#f28c28', '#e63946', '#e63946', '#2d6cdf', '#e63946', '#f0c419'] },
    { o: [50, 52.4], u: [11, -6.4], v: [0, 12.5], colours: ['#2d6cdf', '#2d6cdf', '#ffffff', '#2d6cdf', '#f28c28', '#2d6cdf', '#e63946', '#2d6cdf', '#2d6cdf'] },
  ];
  const stickers = faces.map((f) => f.colours.map((col, k) => {
    const i = k % 3;
    const j = Math.floor(k / 3);
    const pt = (a: number, b: number) => `${(f.o[0] + f.u[0] * a + f.v[0] * b).toFixed(2)} ${(f.o[1] + f.u[1] * a + f.v[1] * b).toFixed(2)}`;
    const e = 0.13;
    return `<path d="M${pt(i + e, j + e)} L${pt(i + 1 - e, j + e)} L${pt(i + 1 - e, j + 1 - e)} L${pt(i + e, j + 1 - e)} Z" fill="${col}"/>`;
  }).join('')).join('');
  return {
    floor: 90,
    spread: 34,
    body: path('M50 14 L83 33.2 L83 70.9 L50 90 L17 70.9 L17 33.2 Z'),
    detail: stickers + fill('M50 52.4 L83 33.2 L83 70.9 L50 90 Z', '#000', 0.12) + fill('M17 33.2 L50 52.4 L50 90 L17 70.9 Z', '#000', 0.04),
  };
};

// ---- Jewellery ---------------------------------------------------------------------------------

const necklace: Draw = (p) => ({
  flat: true,
  body: '<path d="M50 63 Q59 71 57 79 Q55 86 50 88 Q45 86 43 79 Q41 71 50 63 Z"/>',
  detail: Array.from({ length: 25 }, (_, i) => {
    const a = Math.PI * (0.04 + (0.92 * i) / 24);
    return dot(50 - Math.cos(a) * 34, 18 + Math.sin(a) * 40, 2.2, i % 2 ? WHITE : '#eee8dc') + dot(50 - Math.cos(a) * 34 - 0.7, 17.3 + Math.sin(a) * 40, 0.7, '#ffffff');
  }).join('') + ring(50, 60.5, 2.2, GOLD, 1.1) + fill('M50 67 L54 75 L50 84 L46 75 Z', '#ffffff', 0.4) + line('M46 75 L54 75', '#ffffff', 0.5, 0.6) + shine('M45 72 Q44 77 46 81', 1.2),
});

const pendant: Draw = (p) => ({
  flat: true,
  body: '<path d="M50 52 Q64 64 60 78 Q56 88 50 92 Q44 88 40 78 Q36 64 50 52 Z"/>',
  detail: line('M18 12 Q22 44 46 52 M82 12 Q78 44 54 52', GOLD, 1.1) + dashed('M18 12 Q22 44 46 52 M82 12 Q78 44 54 52', '#a6862e', 0.5) + ring(50, 50, 3.2, GOLD, 1.4)
    + fill('M50 58 L56 70 L50 84 L44 70 Z', '#ffffff', 0.45) + line('M44 70 L56 70 M50 58 L50 84', '#ffffff', 0.5, 0.7) + shine('M44 64 Q42 72 44 78', 1.4),
});

const ringShape: Draw = (p) => ({
  floor: 86,
  spread: 30,
  body: '<path d="M50 38 Q80 38 80 62 Q80 86 50 86 Q20 86 20 62 Q20 38 50 38 Z M50 44 Q74 44 74 62 Q74 80 50 80 Q26 80 26 62 Q26 44 50 44 Z" fill-rule="evenodd"/>',
  detail: fill('M40 36 L44 30 L56 30 L60 36 L50 46 Z', '#e8f4fb') + line('M40 36 L60 36 M44 30 L47 36 L50 46 L53 36 L56 30', '#9fc6dd', 0.5) + fill('M44 30 L56 30 L53 36 L47 36 Z', '#ffffff')
    + rect(38, 36, 24, 4, 1, p.dark) + shine('M24 58 Q26 48 36 44', 1.6) + dot(55, 32, 0.9, '#ffffff'),
});

const earrings: Draw = (p) => ({
  floor: 86,
  spread: 34,
  body: [34, 66].map((x) => `<path d="M${x} 40 Q${x + 11} 58 ${x} 80 Q${x - 11} 58 ${x} 40 Z"/>`).join(''),
  detail: [34, 66].map((x) => line(`M${x} 40 L${x} 30`, GOLD, 1) + ring(x, 26, 4, GOLD, 1.2) + dot(x, 80, 3.2, WHITE) + shine(`M${x - 4} 52 Q${x - 5} 60 ${x - 3} 66`, 1.2)).join(''),
});

// ---- Stationery --------------------------------------------------------------------------------

const notebook: Draw = (p) => ({
  floor: 90,
  spread: 30,
  body: rect(24, 12, 52, 76, 4),
  detail: fill('M76 16 L79 17 L79 87 L76 88 Z', WHITE) + line('M77 20 L77 84', '#ccc', 0.4) + rect(66, 12, 3, 76, 1, INK) + line('M56 88 L56 96 L59 93 L62 96 L62 88', '#c0392b', 1.2)
    + rect(32, 30, 28, 16, 1, p.isDark ? '#d9d0bc' : WHITE).replace('<rect', '<rect fill-opacity=".6"') + line('M36 36 L56 36 M36 40 L50 40', p.line, 0.8, 0.7) + shine('M28 16 L28 84', 1.8),
});

const planner: Draw = (p) => ({
  floor: 88,
  spread: 32,
  body: rect(24, 14, 56, 74, 3),
  detail: fill('M80 17 L83 18 L83 86 L80 87 Z', WHITE) + Array.from({ length: 9 }, (_, i) => dot(27, 20 + i * 7.5, 1.4, '#ececec') + line(`M22 ${20 + i * 7.5} Q24 ${17 + i * 7.5} 27 ${20 + i * 7.5}`, METAL, 1.2)).join('')
    + rect(38, 30, 32, 22, 2, p.dark) + line('M42 38 L66 38 M42 44 L58 44', p.light, 1.2) + shine('M72 18 L72 84', 1.4),
});

const pen: Draw = (p) => ({
  floor: 82,
  spread: 38,
  body: `<g transform="rotate(-30 50 50)">${rect(46, 14, 8, 58, 4)}</g>`,
  detail: `<g transform="rotate(-30 50 50)">${rect(46, 14, 8, 14, 3, p.dark)}${rect(52.5, 18, 2, 24, 1, METAL)}${fill('M46.5 72 L53.5 72 L51 82 L49 82 Z', '#e4e4e4')}${dot(50, 83, 0.9, INK)}${rect(46, 56, 8, 10, 1, INK)}`
    + `${Array.from({ length: 5 }, (_, i) => line(`M46 ${57 + i * 2} L54 ${57 + i * 2}`, '#444', 0.4)).join('')}${shine('M48 30 L48 54', 1.4)}</g>`,
});

const fountainpen: Draw = (p) => ({
  floor: 82,
  spread: 38,
  body: `<g transform="rotate(-30 50 50)">${rect(45, 12, 10, 52, 5)}</g>`,
  detail: `<g transform="rotate(-30 50 50)">${rect(45, 40, 10, 3, 0.5, GOLD)}${rect(53, 14, 2, 20, 1, GOLD)}${fill('M46 64 L54 64 L54 68 Q54 78 50 88 Q46 78 46 68 Z', GOLD)}`
    + `${line('M50 72 L50 86', '#8a6d2a', 0.5)}${dot(50, 72, 0.9, '#8a6d2a')}${rect(45, 62, 10, 3, 0.5, INK)}${shine('M47.5 16 L47.5 58', 1.4)}</g>`,
});

const parcel: Draw = (p) => ({
  floor: 86,
  spread: 38,
  body: path('M14 44 L62 44 L62 86 L14 86 Z M62 44 L86 34 L86 74 L62 86 Z M14 44 L38 34 L86 34 L62 44 Z'),
  detail: fill('M62 44 L86 34 L86 74 L62 86 Z', INK, 0.12) + fill('M14 44 L38 34 L86 34 L62 44 Z', '#ffffff', 0.25) + line('M26 39 L74 39 L74 80', p.line, 2.2) + line('M34 44 L34 86', p.line, 2.2),
});

/** Every drawing by name. */
export const SHAPES = {
  tshirt, polo, shirt, sweater, cardigan, hoodie, coat, jacket, bomber, trousers, jeans, shorts, dress, sundress, scarf, beanie,
  sneaker, slipon, boot, chelsea, sandals, slippers, backpack, handbag, crossbody, wallet,
  headphones, earbuds, powerbank, speaker, smartspeaker, phone, charger, cable, smartwatch, fitnessband, watch,
  mug, thermos, bottle, pan, wok, saucepan, box, organiser, basket, lamp, penholder,
  lipstick, lipgloss, palette, compact, mascara, pumpbottle, jar, dropper, tube, sachet, perfume, perfume2,
  yogamat, band, tent, sleepingbag, chair, ball, bricks, bear: plush('bear'), cat: plush('cat'), rabbit: plush('rabbit'), jigsaw, cube,
  necklace, pendant, ring: ringShape, earrings, notebook, planner, pen, fountainpen, parcel,
} satisfies Record<string, Draw>;

export type Shape = keyof typeof SHAPES;

/**
 * Words (English nouns of the catalogue and a few common synonyms) to drawings. A title is matched on
 * its longest word group ("polo shirt" before "shirt", "sleeping bag" before "bag").
 */
export const WORDS: Record<string, Shape> = {
  dress: 'dress', sundress: 'sundress', skirt: 'dress', coat: 'coat', jacket: 'jacket', 'bomber jacket': 'bomber', sweater: 'sweater', jumper: 'sweater',
  cardigan: 'cardigan', hoodie: 'hoodie', shirt: 'shirt', 'polo shirt': 'polo', 't-shirt': 'tshirt', tshirt: 'tshirt', tee: 'tshirt', trousers: 'trousers',
  pants: 'trousers', jeans: 'jeans', shorts: 'shorts', scarf: 'scarf', beanie: 'beanie', hat: 'beanie',
  shoes: 'sneaker', sneakers: 'sneaker', 'slip-ons': 'slipon', boots: 'boot', 'chelsea boots': 'chelsea', sandals: 'sandals', slippers: 'slippers',
  bag: 'handbag', backpack: 'backpack', handbag: 'handbag', 'crossbody bag': 'crossbody', wallet: 'wallet',
  electronics: 'headphones', headphones: 'headphones', earbuds: 'earbuds', 'power bank': 'powerbank', speaker: 'speaker', 'smart speaker': 'smartspeaker',
  phone: 'phone', 'phone case': 'phone', 'charging cable': 'cable', cable: 'cable', charger: 'charger', 'smart watch': 'smartwatch', 'fitness band': 'fitnessband',
  kitchen: 'saucepan', mug: 'mug', cup: 'mug', thermos: 'thermos', 'frying pan': 'pan', pan: 'pan', saucepan: 'saucepan', pot: 'saucepan', wok: 'wok',
  'storage box': 'box', box: 'box', organiser: 'organiser', basket: 'basket',
  makeup: 'lipstick', lipstick: 'lipstick', 'lip gloss': 'lipgloss', 'eyeshadow palette': 'palette', mascara: 'mascara', eyeliner: 'mascara',
  foundation: 'pumpbottle', 'face powder': 'compact', blush: 'compact', perfume: 'perfume', 'eau de toilette': 'perfume2',
  'face cream': 'jar', cream: 'jar', serum: 'dropper', 'face mask': 'sachet', 'body lotion': 'pumpbottle', lotion: 'pumpbottle', 'hand cream': 'tube',
  sport: 'ball', ball: 'ball', 'yoga mat': 'yogamat', 'resistance band': 'band', 'water bottle': 'bottle', bottle: 'bottle', flask: 'thermos',
  tent: 'tent', 'sleeping bag': 'sleepingbag', 'camping chair': 'chair', chair: 'chair',
  toy: 'bear', 'building set': 'bricks', 'plush bear': 'bear', 'plush cat': 'cat', 'plush rabbit': 'rabbit', 'jigsaw puzzle': 'jigsaw', puzzle: 'jigsaw', 'puzzle cube': 'cube',
  jewellery: 'ring', necklace: 'necklace', pendant: 'pendant', ring: 'ring', earrings: 'earrings', wristwatch: 'watch', 'quartz watch': 'watch', watch: 'watch',
  stationery: 'notebook', notebook: 'notebook', planner: 'planner', book: 'notebook', 'gel pen': 'pen', pen: 'pen', 'fountain pen': 'fountainpen',
  'desk lamp': 'lamp', lamp: 'lamp', 'pen holder': 'penholder', 'desk organiser': 'organiser',
};

const BY_LENGTH = Object.keys(WORDS).sort((a, b) => b.length - a.length);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const MATCHERS = BY_LENGTH.map((w) => [new RegExp(`(?:^|[^a-z])${escapeRe(w)}(?:$|[^a-z])`), WORDS[w]] as const);

/** The drawing a text names (an item title, a noun, a category keyword), or null when none fits. */
export function shapeFor(text: string): Shape | null {
  const t = text.toLowerCase();
  for (const [re, shape] of MATCHERS) if (re.test(t)) return shape;
  return null;
}
