import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { ShippingLines } from '../../src/ui/ShippingLines';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { inDollars } from './currencies';
import { freshRoot, unmount } from './dom';

beforeAll(() => loadNamespaces(['orders']));
let root: HTMLElement;
afterEach(async () => {
  root = await unmount(root);
  await setLang('en', false);
});
const LINES = [
  { id: 2, name: 'China Post Air', carrier: 'China Post', transit_days: '15-30', chargeable_weight: 1900, fee: '160.00' },
  { id: 3, name: 'EMS', carrier: '', transit_days: '1', chargeable_weight: 1900, fee: '210.00' },
];
const REFUSED = [{ id: 4, name: 'Russian Express line', reason: 'country' as const, reason_text: 'Does not ship to United States' }];
const show = async (node: preact.ComponentChild) => {
  root = freshRoot();
  await act(() => render(node, root));
};

describe('shipping lines, one way everywhere (issue 16)', () => {
  it('as a choice: each line with carrier, transit, chargeable weight and fee; a refused one greyed with its reason', async () => {
    let chosen = 0;
    await show(<ShippingLines lines={LINES} refused={REFUSED} value={2} onChange={(id) => (chosen = id)} label="Shipping line" describedBy="err" />);
    const group = root.querySelector('[role=radiogroup]')!;
    expect(group.getAttribute('aria-label')).toBe('Shipping line');
    expect(group.getAttribute('aria-describedby')).toBe('err');
    const rows = [...root.querySelectorAll('.ship-line')];
    expect(rows.map((r) => r.textContent)).toEqual([
      'China Post AirChina Post · 15-30 daysChargeable weight 1,900.00 g¥160.00',
      'EMS1 dayChargeable weight 1,900.00 g¥210.00',
      'Russian Express lineDoes not ship to United States',
    ]);
    expect(rows[0].className).toBe('ship-line on');
    expect(rows[2].querySelector('input')!.disabled).toBe(true);
    await act(() => { (rows[1].querySelector('input') as HTMLInputElement).click(); });
    expect(chosen).toBe(3);
  });

  it('a fee in yuan with ≈ the chosen currency, each converted from its own yuan figure (design §4c)', async () => {
    inDollars();
    try {
      await show(<ShippingLines lines={LINES} label="Fees" />);
      expect([...root.querySelectorAll('.ship-line-fee')].map((f) => f.textContent)).toEqual(['¥160.00 ≈ $22.16', '¥210.00 ≈ $29.09']);
    } finally {
      setSettings({ currencyList: [] });
    }
  });

  it('as a list to read (no choice), and an empty message when no line can carry the goods', async () => {
    await show(<ShippingLines lines={LINES} label="Fees" />);
    expect(root.querySelector('[role=list]')!.querySelectorAll('[role=listitem]')).toHaveLength(2);
    expect(root.querySelector('input')).toBeNull();
    render(null, root);
    root.remove();
    await show(<ShippingLines lines={[]} label="Fees" empty="No shipping line can carry this parcel." />);
    expect(root.textContent).toBe('No shipping line can carry this parcel.');
  });
});
