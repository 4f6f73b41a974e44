/** Money is integer fen in the database and a decimal yuan string on the wire ("12.50"). */
export function yuan(fen: number | null | undefined): string {
  const v = Math.round(Number(fen ?? 0));
  const sign = v < 0 ? '-' : '';
  const abs = Math.abs(v);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function fen(yuanValue: string | number): number {
  return Math.round(Number(yuanValue) * 100);
}
