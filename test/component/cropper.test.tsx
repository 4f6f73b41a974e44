import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { loadNamespaces } from '../../src/state/lang';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Cropper } from '../../src/ui/cropper/Cropper';
import { freshRoot, unmount } from './dom';

vi.mock('../../src/lib/image', () => ({ shrink: vi.fn(async (b: Blob) => b) }));

/** The page string groups load with the page's chunk in the app (routes.ts); here, once up front. */
beforeAll(() => loadNamespaces(['account']));

let root: HTMLElement;
beforeEach(() => {
  root = freshRoot();
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () => act(async () => { for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0)); });
const message = () => root.querySelector('.cropper-msg')!.textContent;
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function pick(file: File) {
  const input = root.querySelector<HTMLInputElement>('#cropper-file')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  await act(() => { input.dispatchEvent(new Event('change', { bubbles: true })); });
  await flush();
}

/** An Image that "decodes" to w × h (0 × 0 or fail: error1). */
function fakeImage(w: number, h: number, fail = false) {
  vi.stubGlobal('Image', class {
    naturalWidth = w;
    naturalHeight = h;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_v: string) {
      setTimeout(() => (fail ? this.onerror?.() : this.onload?.()), 0);
    }
    get src() {
      return 'data:image/png;base64,AAAA';
    }
  });
}

/** A 2D context good enough for the cropper's calls; toBlob answers `blob`. */
function fakeCanvas(blob: Blob | null) {
  const ctx = {
    fillRect() {}, scale() {}, translate() {}, rotate() {}, drawImage() {}, putImageData: vi.fn(), fillStyle: '',
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4).fill(128) }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (cb: BlobCallback) { cb(blob); });
  vi.stubGlobal('ImageData', class { constructor(public data: Uint8ClampedArray, public width: number, public height: number) {} });
  return ctx;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const frame = { width: 200, height: 200 };

describe('the avatar cropper: every message of spec §8', () => {
  it('crop frame width or height not set', async () => {
    await act(() => render(<Cropper frame={{ width: 200 }} onUpload={async () => {}} onClose={() => {}} />, root));
    expect(message()).toBe('Crop frame width or height not set');
    expect(root.querySelector('#cropper-file')).toBeNull();
  });

  it('choose a correct image (not an image file)', async () => {
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={() => {}} />, root));
    await pick(new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(message()).toBe('Please choose a correct image');
  });

  it('error_read: the file could not be read', async () => {
    vi.stubGlobal('FileReader', class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      error = new Error('denied');
      readAsDataURL() { setTimeout(() => this.onerror?.(), 0); }
    });
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={() => {}} />, root));
    await pick(png());
    expect(message()).toBe('The file could not be read (error_read)');
  });

  it('error1: the image could not be decoded', async () => {
    fakeImage(0, 0, true);
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={() => {}} />, root));
    await pick(png());
    expect(message()).toBe('The image could not be decoded (error1)');
  });

  it('error2: the canvas could not be created', async () => {
    fakeImage(400, 300);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={() => {}} />, root));
    await pick(png());
    expect(root.querySelector('.crop-stage')).not.toBeNull();
    await act(() => button('Preview').click());
    expect(message()).toBe('The canvas could not be created (error2)');
  });

  it('error_prv: the preview could not be exported', async () => {
    fakeImage(400, 300);
    fakeCanvas(null);
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={() => {}} />, root));
    await pick(png());
    await act(() => button('Preview').click());
    expect(root.querySelector('#cropper-sat')).not.toBeNull();
    await act(() => button('Upload').click());
    await flush();
    expect(message()).toBe('The preview could not be made (error_prv)');
  });

  it('error_put: the upload failed; a good one hands over a png thumbnail', async () => {
    fakeImage(400, 300);
    fakeCanvas(new Blob(['x'], { type: 'image/png' }));
    const onUpload = vi.fn(async () => { throw new Error('HTTP 500'); });
    await act(() => render(<Cropper frame={frame} onUpload={onUpload} onClose={() => {}} />, root));
    await pick(png());
    await act(() => button('Rotate').click());
    await act(() => button('Preview').click());
    const slider = root.querySelector<HTMLInputElement>('#cropper-sat')!;
    expect([slider.min, slider.max]).toEqual(['-100', '100']);
    await act(() => button('Upload').click());
    await flush();
    expect(message()).toBe('The upload failed, please try again (error_put)');
    const file = (onUpload.mock.calls[0] as unknown as [File])[0];
    expect(file.name).toBe('avatar.png');
    expect(file.type).toBe('image/png');
  });

  it('the zoom buttons stop at the limits, and close closes', async () => {
    fakeImage(400, 400);
    const onClose = vi.fn();
    await act(() => render(<Cropper frame={frame} onUpload={async () => {}} onClose={onClose} />, root));
    await pick(png());
    const img = () => root.querySelector<HTMLImageElement>('.crop-stage img')!.style.transform;
    for (let i = 0; i < 20; i++) await act(() => root.querySelector<HTMLButtonElement>('[aria-label="Zoom in"]')!.click());
    expect(img()).toContain('scale(2)'); // base 0.5 × max 4
    for (let i = 0; i < 30; i++) await act(() => root.querySelector<HTMLButtonElement>('[aria-label="Zoom out"]')!.click());
    expect(img()).toContain('scale(0.15)'); // base 0.5 × min 0.3
    await act(() => button('Close').click());
    expect(onClose).toHaveBeenCalled();
  });
});
