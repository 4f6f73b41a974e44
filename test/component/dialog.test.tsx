import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Dialog } from '../../src/ui/Dialog';
import { ActionSheet } from '../../src/ui/ActionSheet';
import { confirmDialog, closeDialog } from '../../src/state/dialog';
import { freshRoot } from './dom';

const root = freshRoot();
afterEach(() => {
  act(() => closeDialog(false));
  act(() => render(null, root));
});

/** The accessible name as a screen reader computes it from aria-labelledby. */
const nameOf = (el: Element) => (el.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || el.getAttribute('aria-label');

describe('dialogs and sheets for assistive technology', () => {
  it('a confirm dialog without a title is named by its message; with one, by its title and described by the message', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    act(() => render(<Dialog />, root));
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => { answer = confirmDialog({ message: 'Remove the selected item from the cart?' }); });
    const d = root.querySelector('[role=dialog]')!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(nameOf(d)).toBe('Remove the selected item from the cart?');
    expect(document.activeElement?.textContent).toBe('Confirm');
    act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(await answer).toBe(false);
    expect(document.activeElement).toBe(opener);
    act(() => { void confirmDialog({ title: 'Extend storage', message: 'Pay ¥10 from your balance?' }); });
    const titled = root.querySelector('[role=dialog]')!;
    expect(nameOf(titled)).toBe('Extend storage');
    expect(document.getElementById(titled.getAttribute('aria-describedby')!)?.textContent).toBe('Pay ¥10 from your balance?');
    opener.remove();
  });

  it('leaving the page (back gesture or a link) answers its open question as cancelled and closes it', async () => {
    act(() => render(<Dialog />, root));
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => { answer = confirmDialog({ message: 'Cancel this parcel?' }); });
    expect(root.querySelector('[role=dialog]')).not.toBeNull();
    act(() => { dispatchEvent(new HashChangeEvent('hashchange')); });
    expect(await answer).toBe(false);
    expect(root.querySelector('[role=dialog]')).toBeNull();
  });

  it('a sheet lists its choices as buttons (no button inside an option), the chosen one pressed', () => {
    act(() => render(<ActionSheet open title="Language" items={[{ key: 'en', label: 'English', active: true }, { key: 'ru', label: 'Русский' }]} onSelect={() => {}} onClose={() => {}} />, root));
    expect(document.querySelector('[role=option]')).toBeNull();
    expect(document.querySelector('[role=listbox]')).toBeNull();
    const sheet = document.querySelector('[role=dialog]')!;
    expect(sheet.getAttribute('aria-label')).toBe('Language');
    expect([...sheet.querySelectorAll('ul button')].map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([['English', 'true'], ['Русский', 'false']]);
  });
});
