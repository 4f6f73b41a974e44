import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { StatusSteps } from '../../src/ui/StatusSteps';
import { toneOf } from '../../src/lib/status-tone';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { freshRoot, unmount } from './dom';

beforeAll(() => loadNamespaces(['orders']));
let root: HTMLElement;
afterEach(async () => {
  root = await unmount(root);
  await setLang('en', false);
});
const show = async (kind: 'order' | 'parcel' | 'onepay', status: number) => {
  root = freshRoot();
  await act(() => render(<StatusSteps kind={kind} status={status} />, root));
  return [...root.querySelectorAll('li')];
};

describe('status progress bar (issue 16)', () => {
  it('an order in the warehouse: every status of design §4 in order, the first three done, the fourth current', async () => {
    const steps = await show('order', 3);
    expect(steps.map((s) => s.textContent)).toEqual(['Unpaid', 'Paid', 'Bought', 'In warehouse', 'In a parcel', 'Done']);
    expect(steps.map((s) => s.className)).toEqual(['done', 'done', 'done', 'now', '', '']);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    expect(root.querySelector('ol')!.getAttribute('aria-label')).toBe('Progress');
  });

  it('a parcel has five steps, in the screen\'s language; a cancelled record has no bar', async () => {
    await setLang('ru', false);
    await loadNamespaces(['parcels']);
    const steps = await show('parcel', 4);
    expect(steps.map((s) => s.textContent)).toEqual(['Упаковка', 'Взвешена', 'Оплачена', 'В пути', 'Получена']);
    expect(steps[4].className).toBe('now');
    render(null, root);
    root.remove();
    expect(await show('onepay', -1)).toEqual([]);
  });
});

describe('status colours by meaning', () => {
  it('the shopper\'s turn (pay) is "act", staff at work "wait", the end "done", cancelled "off"', () => {
    expect([0, 1, 2, 3, 4, 5, -1].map((s) => toneOf('order', s))).toEqual(['act', 'wait', 'wait', 'wait', 'wait', 'done', 'off']);
    expect([0, 1, 2, 3, 4, -1].map((s) => toneOf('parcel', s))).toEqual(['wait', 'act', 'wait', 'wait', 'done', 'off']);
    expect([0, 1, 2, 3, 4, -1].map((s) => toneOf('onepay', s))).toEqual(['act', 'wait', 'wait', 'wait', 'done', 'off']);
  });
});
