/**
 * The operator CLI's output for a person: a list of rows as a table that fits the terminal (80 columns), the
 * most telling columns first, long cells cut with "…"; one answer as "key  value" lines. Status numbers read
 * with their words ("1 paid"), times as local dates. Scripts ask for json=1 and get the server's rows as they are.
 */

/** Columns a table shows first, in this order, and never cuts. */
const KEY_COLUMNS = ['id', 'goods_id', 'sn', 'status'];
/** Gap between two columns. */
const GAP = 2;

/** Columns wide characters (CJK, fullwidth, emoji) take two of; combining marks none. */
function charWidth(cp: number): number {
  if ((cp >= 0x300 && cp <= 0x36f) || cp === 0x200b || (cp >= 0xfe00 && cp <= 0xfe0f)) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) || (cp >= 0xac00 && cp <= 0xd7a3)
    || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6)
    || (cp >= 0x1f300 && cp <= 0x1faff) || (cp >= 0x20000 && cp <= 0x3fffd)
  ) return 2;
  return 1;
}

/** How many terminal columns a string takes. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch.codePointAt(0)!);
  return w;
}

/** `s` cut to at most `width` columns, ending in "…" when cut. */
export function truncate(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  if (width <= 0) return '';
  let out = '';
  let w = 0;
  for (const ch of s) {
    const cw = charWidth(ch.codePointAt(0)!);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}

const pad = (s: string, width: number) => s + ' '.repeat(Math.max(0, width - displayWidth(s)));

/** Words wrapped into lines of at most `width` columns (a word longer than a line is cut). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (displayWidth(next) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = truncate(word, width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const two = (n: number) => String(n).padStart(2, '0');
/** A unix time as the operator's local "YYYY-MM-DD HH:MM". */
export function localTime(unix: number): string {
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

export type Words = Record<number, string>;

/** One value as a cell: one line, no control characters. */
export function cellText(key: string, v: unknown, words?: Words): string {
  let s: string;
  if (v === null || v === undefined) s = '';
  else if (key === 'status' && typeof v === 'number' && words?.[v] !== undefined) s = `${v} ${words[v]}`;
  else if (typeof v === 'number' && /(^|_)at$/.test(key) && v > 1e9) s = localTime(v);
  else if (typeof v === 'boolean') s = v ? 'yes' : 'no';
  else if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) s = v.join(', ');
  else if (typeof v === 'object') s = JSON.stringify(v);
  else s = String(v);
  return s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

/** The columns a table shows, in order: the key ones first; not user_id where the row names its user anyway. */
function columnsOf(rows: Record<string, unknown>[]): string[] {
  const all: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!all.includes(k)) all.push(k);
  const keys = KEY_COLUMNS.filter((k) => all.includes(k));
  return [...keys, ...all.filter((k) => !keys.includes(k) && !(k === 'user_id' && all.includes('user')))];
}

/** Numbers, amounts and times are shown whole or not at all: "160.…" would mislead. */
const NUMERIC = /^-?\d[\d.,:\s-]*$/;

export type TableOptions = { width?: number; words?: Words; note?: string };

/**
 * Rows as a table of at most `width` columns (80): every column at its natural width if they fit; else the widest
 * text cut down, each to no less than 10 columns or its header (key columns, numbers and times are never cut);
 * columns that still do not fit are left out, last first, and named under the table.
 */
export function renderTable(rows: Record<string, unknown>[], opts: TableOptions = {}): string {
  const width = opts.width ?? 80;
  if (!rows.length) return '(none)';
  const texts = rows.map((r) => Object.fromEntries(columnsOf(rows).map((c) => [c, cellText(c, r[c], opts.words)])));
  // A column empty in every row says nothing: left out (json=1 has it).
  const columns = columnsOf(rows).filter((c) => texts.some((t) => t[c] !== ''));
  const cells = texts.map((t) => columns.map((c) => t[c]));
  const natural = columns.map((c, i) => Math.max(displayWidth(c), ...cells.map((row) => displayWidth(row[i]))));
  const whole = columns.map((c, i) => KEY_COLUMNS.includes(c) || cells.every((row) => row[i] === '' || NUMERIC.test(row[i])));
  const least = columns.map((c, i) => (whole[i] ? natural[i] : Math.min(natural[i], Math.max(10, Math.min(displayWidth(c), 14)))));
  const shown: number[] = [];
  let used = 0;
  for (let i = 0; i < columns.length; i++) {
    const need = least[i] + (shown.length ? GAP : 0);
    if (used + need <= width) {
      shown.push(i);
      used += need;
    }
  }
  const widths = new Map(shown.map((i) => [i, natural[i]]));
  let total = shown.reduce((s, i) => s + natural[i], 0) + GAP * (shown.length - 1);
  while (total > width) {
    let widest = -1;
    for (const i of shown) if (widths.get(i)! > least[i] && (widest < 0 || widths.get(i)! > widths.get(widest)!)) widest = i;
    if (widest < 0) break;
    widths.set(widest, widths.get(widest)! - 1);
    total--;
  }
  const line = (values: string[]) => shown.map((i, n) => {
    const text = truncate(values[i], widths.get(i)!);
    return n === shown.length - 1 ? text : pad(text, widths.get(i)!);
  }).join(' '.repeat(GAP)).trimEnd();
  const hidden = columns.filter((_, i) => !shown.includes(i));
  const footer = [
    `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`,
    ...(hidden.length ? [`not shown: ${hidden.join(', ')} (json=1 prints every column)`] : []),
    ...(opts.note ? [opts.note] : []),
  ].join('; ');
  return [
    line(columns),
    shown.map((i) => '-'.repeat(widths.get(i)!)).join(' '.repeat(GAP)),
    ...cells.map(line),
    ...wrap(footer, width),
  ].join('\n');
}

/** One answer as "key  value" lines, each at most `width` columns. */
export function renderRecord(obj: Record<string, unknown>, opts: { width?: number; words?: Words } = {}): string {
  const width = opts.width ?? 80;
  const keys = Object.keys(obj);
  if (!keys.length) return '(done)';
  const keyWidth = Math.min(20, Math.max(...keys.map(displayWidth)));
  return keys.map((k) => `${pad(truncate(k, keyWidth), keyWidth)}  ${truncate(cellText(k, obj[k], opts.words), width - keyWidth - GAP)}`.trimEnd()).join('\n');
}
