import { describe, it, expect } from 'vitest';
import { bankCodeProblem, isIban, isSwift } from '../../src/lib/bank-codes';

describe('bank codes of a withdrawal', () => {
  it('a SWIFT/BIC code is 8 or 11 letters and digits, bank and country in letters; spaces and case as typed are fine', () => {
    for (const ok of ['DEUTDEFF', 'DEUTDEFF500', 'bkchcnbj', 'SABR RUMM', 'ICBKCNBJ4PN']) expect(isSwift(ok), ok).toBe(true);
    for (const bad of ['x', 'DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF5000', '1EUTDEFF', 'DEUT-DEFF', 'ДЕУТДЕФФ']) expect(isSwift(bad), bad).toBe(false);
  });

  it('an IBAN holds only when its check digits do (ISO 13616 mod 97)', () => {
    for (const ok of ['GB82WEST12345698765432', 'DE89 3704 0044 0532 0130 00', 'fr1420041010050500013m02606']) expect(isIban(ok), ok).toBe(true);
    for (const bad of ['GB82WEST12345698765431', 'DE89370400440532013001', 'GB82', 'GB82WEST1234569876543X!']) expect(isIban(bad), bad).toBe(false);
  });

  it('names what is wrong: an account number written as an IBAN that does not check, a SWIFT code typed that is none; other numbers are the bank\'s', () => {
    expect(bankCodeProblem('GB82WEST12345698765431', '')).toBe('iban');
    expect(bankCodeProblem('GB82WEST12345698765432', 'x')).toBe('swift');
    expect(bankCodeProblem('GB82WEST12345698765432', 'DEUTDEFF')).toBeNull();
    expect(bankCodeProblem('6222021234567890123', '')).toBeNull();
    expect(bankCodeProblem('ann@example.com', '  ')).toBeNull();
  });
});
