/** Digits of the pay password (design §4b). */
export const PAY_PASSWORD_LENGTH = 6;
export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'del' | '';

/** The digits after a key: a digit is added up to the length, 'del' takes the last one off. */
export function padPress(digits: string, key: PadKey): string {
  if (key === 'del') return digits.slice(0, -1);
  if (!/^\d$/.test(key) || digits.length >= PAY_PASSWORD_LENGTH) return digits;
  return digits + key;
}
