import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { Stepper } from '../../src/ui/Stepper';
import { SkuSelector } from '../../src/ui/SkuSelector';
import { ImagePreview } from '../../src/ui/ImagePreview';
import { PhotoStrip } from '../../src/ui/PhotoStrip';
import { loadNamespaces } from '../../src/state/lang';
import { flush, freshRoot, unmount } from './dom';
import type { Choice } from '../../src/lib/sku';
import type { ItemProp, ItemSku } from '../../src/api/types/catalogue';

beforeAll(() => loadNamespaces(['item']));

let root: HTMLElement;
beforeEach(() => {
  root = freshRoot();
});
afterEach(async () => {
  root = await unmount(root);
});

const btn = (label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const click = (el: Element) => act(() => { (el as HTMLElement).click(); });

describe('Stepper', () => {
  function Host({ min, max, onChange }: { min?: number; max?: number; onChange?: (n: number) => void }) {
    const [v, setV] = useState(min ?? 1);
    return <Stepper value={v} min={min} max={max} onChange={(n) => { setV(n); onChange?.(n); }} />;
  }
  const field = () => root.querySelector<HTMLInputElement>('input')!;
  const type = (v: string) => act(() => {
    field().value = v;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });

  it('labels its buttons and steps within min…max', async () => {
    await act(() => render(<Host max={3} />, root));
    expect(root.querySelector('[role=group]')!.getAttribute('aria-label')).toBe('Quantity');
    expect(btn('Decrease').disabled).toBe(true);
    await click(btn('Increase'));
    await click(btn('Increase'));
    await click(btn('Increase'));
    expect(field().value).toBe('3');
    expect(btn('Increase').disabled).toBe(true);
    await click(btn('Decrease'));
    expect(field().value).toBe('2');
  });

  it('takes typed digits only, reports them clamped and shows the clamped value on blur', async () => {
    const seen: number[] = [];
    await act(() => render(<Host max={50} onChange={(n) => seen.push(n)} />, root));
    await type('1a2');
    expect(field().value).toBe('12');
    expect(seen.at(-1)).toBe(12);
    await type('700');
    expect(seen.at(-1)).toBe(50);
    expect(field().value).toBe('50');
    // Emptied and left: back to the smallest value (preact/compat's onBlur listens to focusout).
    await type('');
    expect(field().value).toBe('');
    await act(() => { field().dispatchEvent(new Event('focusout', { bubbles: true })); });
    expect(field().value).toBe('1');
    expect(seen.at(-1)).toBe(1);
  });

  it('is disabled when nothing can be bought (max below min)', async () => {
    await act(() => render(<Host max={0} />, root));
    expect(field().disabled).toBe(true);
    expect(btn('Increase').disabled).toBe(true);
  });
});

describe('SkuSelector', () => {
  const props: ItemProp[] = [
    { pid: 'c', name: 'Colour', values: [{ vid: 'r', name: 'Red', image: '/r_200.webp' }, { vid: 'b', name: 'Blue' }] },
    { pid: 's', name: 'Size', values: [{ vid: 'm', name: 'M' }, { vid: 'l', name: 'L' }] },
  ];
  const skus: ItemSku[] = [
    { sku_id: '1', properties: 'c:r;s:m', properties_name: '', price: '1.00', stock: 1 },
    { sku_id: '2', properties: 'c:r;s:l', properties_name: '', price: '1.00', stock: 0 },
    { sku_id: '3', properties: 'c:b;s:l', properties_name: '', price: '1.00', stock: 4 },
  ];
  function Host({ spy }: { spy: (c: Choice) => void }) {
    const [c, setC] = useState<Choice>({});
    return <SkuSelector props={props} skus={skus} value={c} onChange={(n) => { setC(n); spy(n); }} />;
  }
  const value = (name: string) => Array.from(root.querySelectorAll<HTMLButtonElement>('.sku-value')).find((b) => b.textContent === name)!;

  it('a row per property with its values as toggle buttons, sold-out combinations disabled', async () => {
    const spy = vi.fn();
    await act(() => render(<Host spy={spy} />, root));
    expect(Array.from(root.querySelectorAll('legend')).map((l) => l.textContent)).toEqual(['Colour', 'Size']);
    expect(value('Red').querySelector('img')!.getAttribute('src')).toBe('/r_200.webp');
    await click(value('Red'));
    expect(spy).toHaveBeenLastCalledWith({ c: 'r' });
    expect(value('Red').getAttribute('aria-pressed')).toBe('true');
    expect(value('L').disabled).toBe(true);
    expect(value('M').disabled).toBe(false);
    await click(value('Red'));
    expect(spy).toHaveBeenLastCalledWith({});
    expect(value('L').disabled).toBe(false);
  });
});

describe('ImagePreview', () => {
  it('dots jump, arrows turn, the close button closes and focus starts on it', async () => {
    const onClose = vi.fn();
    await act(() => render(<ImagePreview images={['/a.webp', '/b.webp', '/c.webp']} onClose={onClose} alt="Dress" />, root));
    const count = () => root.querySelector('.preview-count')!.textContent;
    expect(count()).toBe('Picture 1 of 3');
    expect(document.activeElement).toBe(btn('Close'));
    // Only the shown picture and its neighbours load.
    expect(root.querySelectorAll('.preview-slide img')).toHaveLength(2);
    await click(btn('Picture 3 of 3'));
    expect(count()).toBe('Picture 3 of 3');
    expect(btn('Picture 3 of 3').getAttribute('aria-current')).toBe('true');
    await act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' })); });
    expect(count()).toBe('Picture 2 of 3');
    expect(root.querySelector('.preview-slide:nth-child(2) img')!.getAttribute('alt')).toBe('Dress — Picture 2 of 3');
    await click(btn('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a swipe shorter than 50 px stays; a vertical move does not turn', async () => {
    await act(() => render(<ImagePreview images={['/a.webp', '/b.webp']} start={0} onClose={() => {}} />, root));
    const strip = root.querySelector('.preview-strip')!;
    const touch = (type: string, x: number, y = 0) => strip.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientX: x, clientY: y }] }));
    const swipe = async (dx: number, dy = 0) => {
      await act(() => { touch('touchstart', 200, 200); });
      await act(() => { touch('touchmove', 200 + dx, 200 + dy); });
      await act(() => { strip.dispatchEvent(new Event('touchend', { bubbles: true })); });
    };
    const count = () => root.querySelector('.preview-count')!.textContent;
    await swipe(-30);
    expect(count()).toBe('Picture 1 of 2');
    await swipe(-20, 120);
    expect(count()).toBe('Picture 1 of 2');
    await swipe(-120);
    expect(count()).toBe('Picture 2 of 2');
    await swipe(-120);
    expect(count()).toBe('Picture 2 of 2');
  });
});

describe('PhotoStrip', () => {
  it('names the list and every photo, and opens the viewer (fetched on the first tap) at the tapped photo', async () => {
    await act(() => render(<PhotoStrip photos={['/a.webp', '/b.webp', '/c.webp']} label="QC photos" photoLabel={(n) => `Photo ${n} of Dress`} alt="Dress" />, root));
    const list = root.querySelector('ul.photo-strip')!;
    expect(list.getAttribute('aria-label')).toBe('QC photos');
    expect(list.querySelectorAll('li button img')).toHaveLength(3);
    expect(root.querySelector('.preview-count')).toBeNull();
    await click(btn('Photo 2 of Dress'));
    await expect.poll(async () => { await flush(); return root.querySelector('.preview-count')?.textContent; }, { timeout: 5000 }).toBe('Picture 2 of 3');
    expect(root.querySelector('.preview-slide:nth-child(2) img')!.getAttribute('alt')).toBe('Dress — Picture 2 of 3');
    await click(btn('Close'));
    expect(root.querySelector('.preview-count')).toBeNull();
  });

  it('lays packing photos out as a grid, the viewer named after the list', async () => {
    await act(() => render(<PhotoStrip photos={['/p.webp', '/q.webp']} label="Packing photos" photoLabel={(n) => `Photo ${n} of 2`} grid />, root));
    expect(root.querySelector('ul.photo-grid')!.getAttribute('aria-label')).toBe('Packing photos');
    expect(root.querySelector('ul.photo-strip')).toBeNull();
    expect(root.querySelector('.photo-grid img')!.getAttribute('width')).toBe('200');
    await click(btn('Photo 1 of 2'));
    await expect.poll(async () => { await flush(); return root.querySelector('.preview-count')?.textContent; }, { timeout: 5000 }).toBe('Picture 1 of 2');
    expect(root.querySelector('.preview-slide:nth-child(1) img')!.getAttribute('alt')).toBe('Packing photos — Picture 1 of 2');
  });
});
