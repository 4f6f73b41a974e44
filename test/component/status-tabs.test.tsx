import { describe, it, expect, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { StatusTabs } from '../../src/ui/StatusTabs';

describe('StatusTabs', () => {
  it('marks the chosen tab, shows counts above zero, and reports a change', async () => {
    const root = document.createElement('div');
    const onChange = vi.fn();
    await act(() => render(<StatusTabs label="Orders" value="0" onChange={onChange} tabs={[{ key: 'all', label: 'All' }, { key: '0', label: 'Unpaid', count: 2 }, { key: '1', label: 'Paid', count: 0 }]} />, root));
    const tabs = root.querySelectorAll<HTMLButtonElement>('[role=tab]');
    expect([...tabs].map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs[1].textContent).toBe('Unpaid2');
    expect(tabs[2].textContent).toBe('Paid');
    await act(() => tabs[2].click());
    expect(onChange).toHaveBeenCalledWith('1');
    await act(() => tabs[1].click());
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
