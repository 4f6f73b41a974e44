import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('a withdrawal names a real SWIFT code and a real IBAN (issue 38 §5)', () => {
  it('refuses a SWIFT code that is none and an IBAN whose check digits fail, in the shopper\'s language, and takes nothing', async () => {
    const { token } = await newShopper(h.db, { balanceFen: 100_000 });
    const ask = (o: Record<string, string>, lang = 'en') => h.call('/api/cash/addCashNew', { amount: '100', bank_name: 'Lakeshore National Bank', account_name: 'Ann Shopper', account_no: '000123456789', ...o }, { token, lang });
    // The wallet and what is waiting to be paid out (the session's own figures, such as expires_in, move with the clock).
    const balance = async () => {
      const u = (await h.call<{ userinfo: { money: string }; balance: string }>('/api/user/info', {}, { token })).data;
      const records = (await h.call<{ data: unknown[] }>('/api/cash/lists', {}, { token })).data;
      return { money: u.userinfo.money, balance: u.balance, records };
    };
    const before = JSON.stringify(await balance());

    expect(await ask({ swift: 'x' })).toMatchObject({ code: 0, msg: 'A SWIFT/BIC code has 8 or 11 letters and digits, e.g. BKCHCNBJ' });
    expect(await ask({ account_no: 'GB82WEST12345698765431', swift: 'DEUTDEFF' }, 'ru')).toMatchObject({ code: 0, msg: 'Неверный IBAN: проверьте буквы и цифры' });
    expect((await ask({ swift: 'DEUTDEFX1' }, 'zh-cn')).msg).toBe('SWIFT/BIC 代码为 8 或 11 位字母和数字，例如 BKCHCNBJ');
    expect(JSON.stringify(await balance())).toBe(before);

    const ok = await ask({ account_no: 'GB82 WEST 1234 5698 7654 32', swift: 'DEUTDEFF500' });
    expect(ok.code).toBe(1);
    // An account number that is not an IBAN is the bank's own, and needs no SWIFT here.
    expect((await ask({ account_no: '6222021234567890123' })).code).toBe(1);
  });
});
