import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { Pad } from '../../src/pages/member/paypassword/Pad';
import { padPress } from '../../src/pages/member/paypassword/pad-input';
import { check, preview, request, OTHER, type Values } from '../../src/pages/member/cash/withdraw-form';
import { WithdrawForm } from '../../src/pages/member/cash/WithdrawForm';
import RecordsPage from '../../src/pages/member/record/index';
import { LedgerRow } from '../../src/pages/member/account/LedgerRow';
import RechargePage from '../../src/pages/member/recharge/index';
import WalletPage from '../../src/pages/member/account/index';
import PayPasswordPage from '../../src/pages/member/paypassword/index';
import CashPage from '../../src/pages/member/cash/index';
import { setSettings } from '../../src/state/settings';
import { withdrawalFee } from '../../src/lib/withdrawal-fee';
import type { CashConfig, LedgerEntry, WithdrawBank } from '../../src/api/types/wallet';
import { fakeApi, flush, mountPage, submitForm, typeInto, byId, unmount, freshRoot, chooseIn, type ApiCall } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['wallet', 'checkout', 'copy', 'upload']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSettings({ currencyList: [] });
  await setLang('en');
});
/** Yuan and US dollars, the dollar chosen (the default currency): amounts read "¥… ≈ $…". */
const withDollars = () => setSettings({ currencyList: [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
] as never });
const focused = () => document.activeElement?.id;
const stillScroll = () => vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
const mount = async (node: preact.ComponentChildren) => {
  root = freshRoot();
  await act(() => render(<>{node}</>, root));
};
const tap = (label: string) => act(() => {
  const b = [...root.querySelectorAll<HTMLButtonElement>('.pad-keys button')].find((x) => (x.getAttribute('aria-label') ?? x.textContent) === label)!;
  b.click();
});

describe('the pay-password pad', () => {
  it('takes digits up to six; delete takes the last off', () => {
    expect(padPress('', '1')).toBe('1');
    expect(padPress('12345', '6')).toBe('123456');
    expect(padPress('123456', '7')).toBe('123456');
    expect(padPress('123', 'del')).toBe('12');
    expect(padPress('', 'del')).toBe('');
  });

  it('submits on the sixth digit; a wrong one shows the message and clears the boxes; a right one leaves it to the page', async () => {
    const answers = ['Wrong pay password. Tries left: 4', null];
    const submit = vi.fn(async () => answers.shift() ?? null);
    await mount(<Pad onSubmit={submit} onClose={() => {}} />);
    const dialog = root.querySelector('[role=dialog]')!;
    expect(root.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)!.textContent).toBe('Enter your pay password');
    for (const d of '12345') await tap(d);
    await tap('Delete a digit');
    expect(root.querySelectorAll('.pad-boxes .on')).toHaveLength(4);
    expect(root.querySelector('.pad-boxes')!.getAttribute('aria-label')).toBe('4 of 6 digits entered');
    await tap('5');
    await tap('6');
    await flush();
    expect(submit).toHaveBeenCalledWith('123456');
    expect(root.querySelector('.pad-error')!.textContent).toBe('Wrong pay password. Tries left: 4');
    expect(root.querySelectorAll('.pad-boxes .on')).toHaveLength(0);
    // A hardware keyboard types too.
    for (const key of '246810') await act(() => { dispatchEvent(new KeyboardEvent('keydown', { key })); });
    await flush();
    expect(submit).toHaveBeenLastCalledWith('246810');
    expect(root.querySelectorAll('.pad-keys button[disabled]').length).toBeGreaterThan(0);
  });

  it('Escape and the close button cancel', async () => {
    const close = vi.fn();
    await mount(<Pad onSubmit={async () => null} onClose={close} />);
    await act(() => { dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    await act(() => root.querySelector<HTMLButtonElement>('.pad-head button')!.click());
    expect(close).toHaveBeenCalledTimes(2);
  });
});

const CFG: CashConfig = { min: '50.00', max: '50000.00', fee_rate: 1, fee_min: '5.00', available: '300.00', frozen: '0.00', pay_password: false };
const BANKS: WithdrawBank[] = [{ id: 1, name: 'International bank transfer (SWIFT)', needs_swift: true }, { id: 3, name: 'PayPal', needs_swift: false }];
const filled: Values = { amount: '100', bank: '3', bank_name: '', account_name: 'Ann', account_no: 'ann@example.com', swift: '', remark: '' };

describe('withdrawal: fee and net before sending, one rule with the server', () => {
  it('the fee is 1 % (half up to the fen) with a ¥5 minimum, never more than the amount; net = amount − fee', () => {
    expect(preview('1234.5', CFG)).toEqual({ feeFen: 1235, netFen: 122_215 });
    expect(preview('100', CFG)).toEqual({ feeFen: 500, netFen: 9500 });
    expect(preview('', CFG)).toBeNull();
    expect(withdrawalFee(300, { feeRate: 1, feeMinFen: 500 })).toBe(300);
  });

  it('checks in the order of the fields: amount (empty, under the minimum, over what is available), typed bank, holder, number, SWIFT when the bank needs it', () => {
    expect(check({ ...filled, amount: '' }, CFG, BANKS)).toMatchObject({ field: 'amount', key: 'common.notEmpty' });
    expect(check({ ...filled, amount: '49.99' }, CFG, BANKS)).toMatchObject({ field: 'amount', key: 'cash.tooSmall', params: { min: '¥50.00' } });
    expect(check({ ...filled, amount: '300.01' }, CFG, BANKS)).toMatchObject({ field: 'amount', key: 'cash.tooBig' });
    expect(check({ ...filled, bank: OTHER }, CFG, BANKS)).toMatchObject({ field: 'bank_name' });
    expect(check({ ...filled, account_name: ' ' }, CFG, BANKS)).toMatchObject({ field: 'account_name' });
    expect(check({ ...filled, bank: '1' }, CFG, BANKS)).toMatchObject({ field: 'swift' });
    expect(check({ ...filled, bank: '1', swift: 'x' }, CFG, BANKS)).toMatchObject({ field: 'swift', key: 'cash.badSwift' });
    expect(check({ ...filled, bank: '1', account_no: 'GB82WEST12345698765431', swift: 'DEUTDEFF' }, CFG, BANKS)).toMatchObject({ field: 'account_no', key: 'cash.badIban' });
    expect(check({ ...filled, bank: '1', account_no: 'GB82WEST12345698765432', swift: 'DEUTDEFF' }, CFG, BANKS)).toBeNull();
    expect(check(filled, CFG, BANKS)).toBeNull();
    expect(request(filled, '246810')).toMatchObject({ bank_id: 3, amount: '100.00', pay_password: '246810' });
    expect(request({ ...filled, bank: OTHER, bank_name: ' My bank ' })).toMatchObject({ bank_name: 'My bank' });
  });

  it('the form shows the fee and net as typed (the amount keeps the decimal rule) and keeps what was typed when a check fails', async () => {
    const submit = vi.fn(async () => {});
    await mount(<WithdrawForm cfg={CFG} banks={BANKS} error="" onSubmit={submit} />);
    await typeInto(root, 'wd-amount', '120.456');
    expect(byId(root, 'wd-amount').value).toBe('120.45');
    expect(root.querySelector('.wd-preview')!.textContent).toContain('¥5.00');
    expect(root.querySelector('.wd-preview')!.textContent).toContain('¥115.45');
    await submitForm(root, 2);
    expect(submit).not.toHaveBeenCalled();
    expect(byId(root, 'wd-account_name').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#wd-account_name-error')!.textContent).toBe('Account holder cannot be empty');
    expect(byId(root, 'wd-amount').value).toBe('120.45');
  });

  it('a SWIFT code that is none ("x") is said at the field and goes no further: no pay password asked, the typed text kept (issue 38 §5)', async () => {
    const submit = vi.fn(async () => {});
    await mount(<WithdrawForm cfg={CFG} banks={BANKS} error="" onSubmit={submit} />);
    await typeInto(root, 'wd-amount', '100');
    await typeInto(root, 'wd-account_name', 'Ann');
    await typeInto(root, 'wd-account_no', 'GB82WEST12345698765432');
    await typeInto(root, 'wd-swift', 'x');
    await submitForm(root, 2);
    expect(submit).not.toHaveBeenCalled();
    expect(byId(root, 'wd-swift').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#wd-swift-error')!.textContent).toBe('A SWIFT/BIC code has 8 or 11 letters and digits, e.g. BKCHCNBJ');
    expect(document.activeElement).toBe(byId(root, 'wd-swift'));
    expect(byId(root, 'wd-swift').value).toBe('x');
  });

  it('states its rules as money and a percentage the language\'s way, and what is available in yuan with the chosen currency (issue 16)', async () => {
    withDollars();
    await mount(<WithdrawForm cfg={{ ...CFG, min: '50', fee_rate: 1.5, fee_min: '5' }} banks={BANKS} error="" onSubmit={async () => {}} />);
    expect(root.querySelector('.wd-available')!.textContent).toBe('Available: ¥300.00 (≈\u00a0$41.55)');
    expect(root.textContent).toContain('From ¥50.00 to ¥50,000.00');
    expect(root.textContent).toContain('1.5% of the amount, at least ¥5.00');
    await act(() => setLang('ru'));
    expect(root.textContent).toMatch(/1\.5\s%\sот суммы, не меньше ¥5\.00/);
  });
});

const entry = (id: number, type: LedgerEntry['type'], amount: string, balance: string, ref = '', said: Partial<Pick<LedgerEntry, 'text' | 'link'>> = {}): LedgerEntry => ({
  id, type, type_text: { recharge: 'Top-up', payment: 'Payment', refund: 'Refund', withdrawal: 'Withdrawal', withdrawal_return: 'Withdrawal returned', cashback: 'Cashback', rebate: 'Referral rebate', affiliate: 'Affiliate revenue paid out' }[type],
  text: said.text ?? (ref ? `Order ${ref} paid` : 'Top-up credited by our staff'), link: said.link !== undefined ? said.link : ref ? '/pages/member/order/detail?id=41' : null,
  amount, balance, ref_type: ref ? 'order_group' : '', ref_sn: ref, created_at: 1_700_000_000,
});

describe('the withdrawal page', () => {
  it('names the banks in the language chosen while it is open: the list is asked for again, what was typed stays', async () => {
    const names: Record<string, string> = { en: 'International bank transfer (SWIFT)', ru: 'Международный банковский перевод (SWIFT)' };
    const calls = fakeApi((path, f) => {
      if (path.endsWith('/api/cash/bankLists')) return { code: 1, data: [{ id: 1, name: names[f.get('lang') ?? ''] ?? '?', needs_swift: true }] };
      if (path.endsWith('/api/cash/getConfig')) return { code: 1, data: CFG };
      return { code: 1, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } };
    });
    root = freshRoot();
    await mountPage(root, CashPage, '/pages/member/cash/index', 3);
    const bank = () => root.querySelector<HTMLSelectElement>('select')!.selectedOptions[0].textContent;
    expect(bank()).toBe(names.en);
    await typeInto(root, 'wd-amount', '120');
    await act(() => setLang('ru'));
    await flush(3);
    expect(bank()).toBe(names.ru);
    expect(calls.filter((c) => c.path.endsWith('/api/cash/bankLists')).map((c) => c.fields.get('lang'))).toEqual(['en', 'ru']);
    expect(byId(root, 'wd-amount').value).toBe('120');
  });
});

/** Types `keys` into a field one key at a time, each an `input` event on what the field shows then, as a phone keyboard does. */
const typeKeys = async (id: string, keys: string) => {
  for (const key of keys) await typeInto(root, id, byId(root, id).value + key);
};
/** Pastes `text` over what a field holds (one `input` event of the whole text, as a paste is). */
const paste = (id: string, text: string) => act(() => {
  const el = byId(root, id);
  el.value = text;
  el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
});

describe('a decimal comma is the decimal point (issue 33 §2: a Russian keyboard\'s decimal key is ",")', () => {
  /** The withdrawal page with a ¥10 minimum: the API's record of calls. */
  async function openCash() {
    await setLang('ru');
    const calls = fakeApi((path) => {
      if (path.endsWith('/api/cash/bankLists')) return { code: 1, data: BANKS };
      if (path.endsWith('/api/cash/getConfig')) return { code: 1, data: { ...CFG, min: '10.00' } };
      if (path.endsWith('/api/cash/addCash')) return { code: 1, data: {} };
      return { code: 1, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } };
    });
    root = freshRoot();
    await mountPage(root, CashPage, '/pages/member/cash/index', 3);
    return calls;
  }
  /** Fills the rest of the withdrawal (PayPal, holder, account), sends it and answers the amount the API was sent. */
  async function send(calls: ApiCall[]) {
    await chooseIn(root, 'wd-bank', '3');
    await typeInto(root, 'wd-account_name', 'Anna');
    await typeInto(root, 'wd-account_no', 'anna@example.com');
    await submitForm(root, 3);
    return calls.find((c) => c.path === '/api/cash/addCash')?.fields.get('amount');
  }

  it('"12,5" typed key by key into the withdrawal amount reads 12.5, its fee is of ¥12.50, and ¥12.50 is asked for', async () => {
    const calls = await openCash();
    await typeKeys('wd-amount', '12,5');
    expect(byId(root, 'wd-amount').value).toBe('12.5');
    // 1 % of ¥12.50 is under the ¥5 minimum fee: ¥7.50 arrives (of ¥125, ¥123.75 would).
    expect(root.querySelector('.wd-preview')!.textContent).toContain('¥7.50');
    expect(await send(calls)).toBe('12.50');
  });

  it('"12,5" pasted into the withdrawal amount is 12.5 too, and ¥12.50 is asked for', async () => {
    const calls = await openCash();
    await paste('wd-amount', '12,5');
    expect(byId(root, 'wd-amount').value).toBe('12.5');
    expect(await send(calls)).toBe('12.50');
  });
});

describe('a wallet movement (LedgerRow)', () => {
  const row = async (e: LedgerEntry) => {
    await mount(<ul class="ledger"><LedgerRow e={e} /></ul>);
    return root.querySelector('.ledger-row')!;
  };

  it('says what it was in the server\'s words, not its kind and a number, and opens what it refers to', async () => {
    const r = await row(entry(7, 'recharge', '100.00', '1100.00', '', { text: 'Top-up by bank transfer, Lakeshore National Bank, reference TU-12-1', link: '/pages/member/recharge/index' }));
    expect(r.querySelector('.ledger-what b')!.textContent).toBe('Top-up by bank transfer, Lakeshore National Bank, reference TU-12-1');
    expect(r.textContent).not.toMatch(/· \d/);
    expect(r.querySelector('a')!.getAttribute('href')).toBe('#/pages/member/recharge/index');
    expect(r.querySelector('a')!.getAttribute('aria-label')).toBe('Top-up by bank transfer, Lakeshore National Bank, reference TU-12-1, +¥100.00');
  });

  it('money out is signed, in yuan with ≈ the chosen currency, and so is the balance after it', async () => {
    withDollars();
    const r = await row(entry(8, 'payment', '-458.00', '542.00', 'OG250101000001'));
    expect(r.querySelector('.ledger-what b')!.textContent).toBe('Order OG250101000001 paid');
    expect(r.querySelector('b.out')!.textContent).toBe('−¥458.00 ≈ −$63.43');
    expect(r.querySelector('.ledger-after')!.textContent).toBe('Balance ¥542.00 (≈\u00a0$75.07)');
    expect(r.querySelector('a')!.getAttribute('href')).toBe('#/pages/member/order/detail?id=41');
  });

  it('with nothing to open it is not a link', async () => {
    const r = await row(entry(9, 'recharge', '20.00', '20.00'));
    expect(r.querySelector('a')).toBeNull();
    expect(r.textContent).toContain('Top-up credited by our staff');
    expect(r.textContent).toContain('+¥20.00');
  });
});

describe('wallet records', () => {
  it('lists movements in words, signed, with the balance after each, each a link to what it refers to; a tab asks for one kind', async () => {
    const calls = fakeApi(() => ({ code: 1, data: { total: 2, per_page: 10, current_page: 1, last_page: 1, data: [
      entry(2, 'payment', '-31.72', '968.28', 'OG250101000001'), entry(1, 'recharge', '1000.00', '1000.00'),
    ] } }));
    root = freshRoot();
    await mountPage(root, RecordsPage, '/pages/member/record/index', 3);
    const rows = [...root.querySelectorAll('.ledger-row')];
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Order OG250101000001 paid');
    expect(rows[0].textContent).toContain('−¥31.72');
    expect(rows[0].textContent).toContain('Balance ¥968.28');
    expect(rows[0].querySelector('a')!.getAttribute('href')).toBe('#/pages/member/order/detail?id=41');
    expect(rows[1].textContent).toContain('+¥1,000.00');
    expect(rows[1].querySelector('a')).toBeNull();
    expect(calls[0].fields.get('type')).toBeNull();
    await act(() => root.querySelectorAll<HTMLButtonElement>('[role=tab]')[3].click());
    await flush(3);
    expect(calls.at(-1)!.fields.get('type')).toBe('refund');
  });

  it('an empty wallet says so', async () => {
    fakeApi(() => ({ code: 1, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } }));
    root = freshRoot();
    await mountPage(root, RecordsPage, '/pages/member/record/index', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No money has moved yet');
  });

  it('an empty tab speaks of its own kind: no withdrawals yet, with the way to withdraw; no top-ups yet, with the way to top up (issue 25)', async () => {
    fakeApi(() => ({ code: 1, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } }));
    root = freshRoot();
    await mountPage(root, RecordsPage, '/pages/member/record/index?tab=withdrawal', 3);
    const empty = () => root.querySelector('.empty')!;
    expect(empty().textContent).toContain('No withdrawals yet');
    expect(empty().textContent).not.toContain('No money has moved yet');
    expect(empty().querySelector('a')!.getAttribute('href')).toBe('#/pages/member/cash/index');
    expect(empty().querySelector('a')!.textContent).toBe('Withdraw');
    await act(() => render(null, root));
    await mountPage(root, RecordsPage, '/pages/member/record/index?tab=recharge', 3);
    expect(empty().textContent).toContain('No top-ups yet');
    expect(empty().querySelector('a')!.getAttribute('href')).toBe('#/pages/member/recharge/index');
    await act(() => render(null, root));
    await mountPage(root, RecordsPage, '/pages/member/record/index?tab=refund', 3);
    expect(empty().textContent).toContain('No refunds yet');
  });
});

describe('the wallet in yuan, as it is kept, with the chosen currency beside it (issue 16)', () => {
  it('available, being withdrawn, topped up and each movement read "¥… ≈ $…" (the balance after a movement in yuan)', async () => {
    withDollars();
    fakeApi((path) => (path.endsWith('/rechargeRecord')
      ? { code: 1, data: { available: '968.28', frozen: '100.00', recharged: '1100.00', pending_recharges: 0 } }
      : { code: 1, data: { total: 1, per_page: 5, current_page: 1, last_page: 1, data: [entry(2, 'payment', '-31.72', '968.28', 'OG250101000001')] } }));
    root = freshRoot();
    await mountPage(root, WalletPage, '/pages/member/account/index', 3);
    const card = root.querySelector('.wallet-card')!;
    expect(card.querySelector('.big')!.textContent).toBe('¥968.28');
    expect(card.textContent).toContain('¥968.28 ≈ $134.11');
    expect(card.querySelector('.wallet-sub')!.textContent).toContain('Being withdrawn: ¥100.00 ≈ $13.85');
    expect(card.querySelector('.wallet-sub')!.textContent).toContain('Topped up in all: ¥1,100.00 ≈ $152.35');
    const row = root.querySelector('.ledger-row')!;
    expect(row.querySelector('b.out')!.textContent).toBe('−¥31.72 ≈ −$4.39');
    expect(row.textContent).toContain('Balance ¥968.28 (≈\u00a0$134.11)');
    expect(row.querySelector('a')!.getAttribute('aria-label')).toBe('Order OG250101000001 paid, −¥31.72 (≈\u00a0−$4.39)');
  });
});

describe('the pay password form', () => {
  it('a failed save focuses the field at fault: the first empty one, then the one that is not six digits (issue 16)', async () => {
    stillScroll();
    fakeApi((path) => ({ code: 1, data: path.endsWith('/haspassword') ? { has: true } : { length: 6, max_tries: 5, lock_minutes: 30, email: 'ann@example.com' } }));
    root = freshRoot();
    await mountPage(root, PayPasswordPage, '/pages/member/paypassword/index', 3);
    await submitForm(root);
    expect(focused()).toBe('pp-old');
    await typeInto(root, 'pp-old', '123456');
    await typeInto(root, 'pp-password', '123');
    await typeInto(root, 'pp-repeat', '123');
    await submitForm(root);
    expect(root.querySelector('#form-error')!.textContent).toBe('Enter 6 digits');
    expect(focused()).toBe('pp-password');
  });
});

describe('topping up by bank transfer', () => {
  const rub = { id: 5, area_id: 1, bank_name: 'Volga Commerce Bank', account_name: 'OOO BuyForMe', account_no: '40702810900000012345', swift: '', currency: 'RUB', note: '' };
  const remit = (id: number, status: 0 | 1 | -1, status_text: string, review_note = '') => ({
    id, bill_sn: '', bill_type: 'recharge', amount: '1270.00', currency: 'RUB', payer_name: 'Ann', proof: '/uploads/x.png', remark: '',
    account: { id: 5, bank_name: rub.bank_name, account_name: rub.account_name }, status, status_text, review_note, created_at: 1_700_000_000, reviewed_at: null,
  });

  /** The top-up page with one rouble account and two transfers, its form loaded: the API's record of calls. */
  async function openTopUp() {
    setSettings({ currencyList: [
      { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
      { code: 'RUB', title: 'Rouble', symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.70000000', decimal_place: 0 },
    ] as never });
    const calls = fakeApi((path) => {
      if (path.endsWith('/arealist')) return { code: 1, data: [{ id: 1, name: 'Russia' }] };
      if (path.endsWith('/paylist')) return { code: 1, data: [rub] };
      return { code: 1, data: { total: 2, per_page: 10, current_page: 1, last_page: 1, data: [remit(2, -1, 'Rejected', 'No money arrived'), remit(1, 1, 'Approved')] } };
    });
    root = freshRoot();
    await mountPage(root, RechargePage, '/pages/member/recharge/index', 4);
    // The form is a chunk of its own, after the page.
    await vi.waitFor(async () => {
      await flush(2);
      expect(root.textContent).toContain(rub.account_no);
    });
    return calls;
  }

  it('shows the account to send to, the yuan an amount makes at the day\'s rate, and each transfer with its status (why, when rejected)', async () => {
    const calls = await openTopUp();
    expect(byId(root, 'remit-amount').value).toBe('');
    await typeInto(root, 'remit-amount', '1270');
    expect(root.textContent).toContain('About ¥100.00 will be added to your wallet');
    const rows = [...root.querySelectorAll('.ledger-row')].map((r) => r.textContent);
    expect(rows[0]).toContain('Sent 1270.00 RUB');
    expect(rows[0]).toContain('Reason: No money arrived');
    expect(rows[1]).toContain('Approved');
    expect(calls.some((c) => c.path === '/api/offlinepay/record')).toBe(true);
  });

  it('"1270,5" roubles, typed with a decimal comma or pasted, read 1270.5 and make about ¥100.04 (issue 33 §2)', async () => {
    await openTopUp();
    await typeKeys('remit-amount', '1270,5');
    expect(byId(root, 'remit-amount').value).toBe('1270.5');
    expect(root.textContent).toContain('About ¥100.04 will be added to your wallet');
    await paste('remit-amount', '1270,5');
    expect(byId(root, 'remit-amount').value).toBe('1270.5');
  });

  it('a transfer sent incomplete focuses the first field at fault: the amount, then who paid, then the receipt (issue 16)', async () => {
    stillScroll();
    const calls = await openTopUp();
    await submitForm(root);
    expect(focused()).toBe('remit-amount');
    await typeInto(root, 'remit-amount', '1270');
    await submitForm(root);
    expect(focused()).toBe('remit-payer');
    await typeInto(root, 'remit-payer', 'Ann');
    await submitForm(root);
    expect(focused()).toBe('remit-proof');
    expect(calls.some((c) => c.path === '/api/remit/add')).toBe(false);
  });

  it('with no transfer yet says so', async () => {
    fakeApi((path) => (path.endsWith('/arealist') ? { code: 1, data: [] } : { code: 1, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } }));
    root = freshRoot();
    await mountPage(root, RechargePage, '/pages/member/recharge/index', 4);
    expect(root.textContent).toContain('No transfers yet');
  });
});
