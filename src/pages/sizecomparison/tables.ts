/**
 * The size guide's tables (design §4b "Size comparison"): shipped in the page's chunk, not served — they are
 * the same for every shopper and change with no order, so a call would only add a round trip, a loading
 * state and server code for well under 1 KB gzip. One row is one size in every system; a system's column
 * may repeat a value (men's US and UK tops), the converter then reads the first row that has it.
 */

/** A sizing system, or the body measure a table is made by (centimetres). */
export type SizeSystem = 'intl' | 'cn' | 'eu' | 'us' | 'uk' | 'chest' | 'waist' | 'foot';
export type SizeCategory = 'topsWomen' | 'topsMen' | 'bottomsWomen' | 'bottomsMen' | 'shoes';
export type SizeTable = { systems: SizeSystem[]; rows: string[][] };

const CLOTHES: SizeSystem[] = ['intl', 'cn', 'eu', 'us', 'uk'];

/** Each table's rows, smallest first, columns in the order of `systems`. */
export const SIZE_TABLES: Record<SizeCategory, SizeTable> = {
  topsWomen: {
    systems: [...CLOTHES, 'chest'],
    rows: [
      ['XS', '155/80A', '34', '2', '6', '78–82'],
      ['S', '160/84A', '36', '4', '8', '82–86'],
      ['M', '165/88A', '38', '6', '10', '86–90'],
      ['L', '170/92A', '40', '8', '12', '90–94'],
      ['XL', '175/96A', '42', '10', '14', '94–98'],
      ['XXL', '180/100A', '44', '12', '16', '98–102'],
    ],
  },
  topsMen: {
    systems: [...CLOTHES, 'chest'],
    rows: [
      ['XS', '160/80A', '44', '34', '34', '82–86'],
      ['S', '165/84A', '46', '36', '36', '86–90'],
      ['M', '170/88A', '48', '38', '38', '90–94'],
      ['L', '175/92A', '50', '40', '40', '94–98'],
      ['XL', '180/96A', '52', '42', '42', '98–102'],
      ['XXL', '185/100A', '54', '44', '44', '102–106'],
      ['3XL', '190/104A', '56', '46', '46', '106–110'],
    ],
  },
  bottomsWomen: {
    systems: [...CLOTHES, 'waist'],
    rows: [
      ['XS', '155/60A', '34', '2', '6', '60–64'],
      ['S', '160/64A', '36', '4', '8', '64–68'],
      ['M', '165/68A', '38', '6', '10', '68–72'],
      ['L', '170/72A', '40', '8', '12', '72–76'],
      ['XL', '175/76A', '42', '10', '14', '76–80'],
      ['XXL', '180/80A', '44', '12', '16', '80–84'],
    ],
  },
  bottomsMen: {
    systems: [...CLOTHES, 'waist'],
    rows: [
      ['XS', '160/68A', '44', '28', '28', '71–74'],
      ['S', '165/72A', '46', '30', '30', '76–79'],
      ['M', '170/76A', '48', '32', '32', '81–84'],
      ['L', '175/80A', '50', '34', '34', '86–89'],
      ['XL', '180/84A', '52', '36', '36', '91–94'],
      ['XXL', '185/88A', '54', '38', '38', '96–99'],
      ['3XL', '190/92A', '56', '40', '40', '101–104'],
    ],
  },
  /** Unisex by foot length; US and UK are men's sizes (US women's: about 1.5 more). CN in millimetres. */
  shoes: {
    systems: ['foot', 'cn', 'eu', 'us', 'uk'],
    rows: [
      ['22.0', '220', '35', '3.5', '3'],
      ['22.5', '225', '36', '4.5', '4'],
      ['23.5', '235', '37', '5', '4.5'],
      ['24.0', '240', '38', '6', '5.5'],
      ['24.5', '245', '39', '6.5', '6'],
      ['25.0', '250', '40', '7', '6.5'],
      ['25.5', '255', '41', '8', '7.5'],
      ['26.0', '260', '42', '8.5', '8'],
      ['27.0', '270', '43', '9.5', '9'],
      ['27.5', '275', '44', '10', '9.5'],
      ['28.0', '280', '45', '11', '10.5'],
      ['28.5', '285', '46', '12', '11.5'],
    ],
  },
};

export const SIZE_CATEGORIES = Object.keys(SIZE_TABLES) as SizeCategory[];

/** The sizes one system lists in a table, each once, smallest first. */
export const sizesIn = (table: SizeTable, system: SizeSystem): string[] => {
  const col = table.systems.indexOf(system);
  return col < 0 ? [] : [...new Set(table.rows.map((r) => r[col]))];
};

/** The row of `size` in `system` (the first that has it), or null when the table has no such size. */
export function convertSize(table: SizeTable, system: SizeSystem, size: string): Record<SizeSystem, string> | null {
  const col = table.systems.indexOf(system);
  const row = col < 0 ? undefined : table.rows.find((r) => r[col] === size);
  return row ? (Object.fromEntries(table.systems.map((s, i) => [s, row[i]])) as Record<SizeSystem, string>) : null;
}
