/**
 * Bank codes a withdrawal names (ISO 9362 SWIFT/BIC, ISO 13616 IBAN), checked the same way by the form and the server.
 * Spaces a shopper types (or pastes from a bank's app) are not part of a code.
 */
const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** A SWIFT/BIC code: 4 letters (bank), 2 letters (country), 2 letters or digits (place), and optionally 3 more (branch). */
export const isSwift = (s: string) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(s));

/** An account number written as an IBAN: a country's two letters and two check digits first. */
export const looksLikeIban = (s: string) => /^[A-Z]{2}[0-9]{2}/.test(compact(s));

/** An IBAN whose check digits hold: 15 to 34 letters and digits, the first four moved to the end, as a number mod 97 is 1. */
export function isIban(s: string): boolean {
  const c = compact(s);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(c)) return false;
  const digits = (c.slice(4) + c.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** What is wrong with a withdrawal's account number and SWIFT code (empty SWIFT is the caller's "required" rule). */
export function bankCodeProblem(accountNo: string, swift: string): 'iban' | 'swift' | null {
  if (looksLikeIban(accountNo) && !isIban(accountNo)) return 'iban';
  if (swift.trim() && !isSwift(swift)) return 'swift';
  return null;
}
