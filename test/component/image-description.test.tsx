import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { fakeApi, type ApiCall, freshRoot, unmount } from './dom';
import { loadNamespaces } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import { currentUrl } from '../../src/router/navigate';
import { UploadButton } from '../../src/ui/UploadButton';
import { imageSearch } from '../../src/ui/image-search';

/** Compressor.js does not run in happy-dom: the shrink and crop hand the picture on, the crop's base64 is set per test. */
const crop = vi.hoisted(() => ({ base64: '' }));
vi.mock('../../src/lib/image', () => ({
  THUMB_SIDE: 200,
  shrink: vi.fn(async (b: Blob) => b),
  squareCrop: vi.fn(async (b: Blob) => b),
  toBase64: vi.fn(async () => crop.base64),
  pickImage: vi.fn(async () => null),
}));

let root: HTMLElement;
let calls: ApiCall[] = [];
let answer: Record<string, Record<string, unknown>> = {};
beforeAll(() => loadNamespaces(['upload']));
beforeEach(() => {
  root = freshRoot();
  calls = fakeApi((path) => answer[path] ?? { code: 0, msg: `unexpected ${path}` });
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  toasts.value = [];
});

const photo = () => new File(['jpeg bytes'], 'receipt.png', { type: 'image/png' });
/** Flushes until `ok()` holds (the upload runs through a few promises). */
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 50 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
  expect(ok()).toBe(true);
};
/** Picks `file` in the button's file input, as the phone's picker does. */
const pick = (file: File) => act(() => {
  const input = root.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
});

describe('an image description is accepted only if non-empty (spec §5, issue 10)', () => {
  it('UploadButton: an upload answered without a url is refused with a message, and the form is given nothing', async () => {
    answer = { '/api/common/upload': { code: 1, data: { url: '', fullurl: '' } } };
    const onUploaded = vi.fn();
    await act(() => render(<UploadButton id="proof" label="the receipt" onUploaded={onUploaded} />, root));
    await pick(photo());
    await until(() => root.querySelector('[role=alert]') !== null);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('The photo did not arrive. Please upload it again');
    expect(calls.map((c) => c.path)).toEqual(['/api/common/upload']);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(root.textContent).not.toContain('Uploaded');
  });

  it('UploadButton: the url answered is handed to the form', async () => {
    answer = { '/api/common/upload': { code: 1, data: { url: '/uploads/2024/receipt.jpg', fullurl: 'http://shop/uploads/2024/receipt.jpg' } } };
    const onUploaded = vi.fn();
    await act(() => render(<UploadButton id="proof" label="the receipt" onUploaded={onUploaded} />, root));
    await pick(photo());
    await until(() => onUploaded.mock.calls.length > 0);
    expect(onUploaded).toHaveBeenCalledWith('/uploads/2024/receipt.jpg');
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('image search: an empty crop is not sent, and the shopper is told to choose a correct image', async () => {
    crop.base64 = '';
    await imageSearch(photo());
    expect(calls.filter((c) => c.path === '/api/obapi/uploadImg')).toEqual([]);
    expect(toasts.value.map((x) => x.text)).toContain('Please choose a correct image');
  });

  it('image search: a crop is sent as imgcode and opens the results of its image id', async () => {
    crop.base64 = 'aGVsbG8=';
    answer = { '/api/obapi/uploadImg': { code: 1, data: { error_code: '0000', items: { item: { name: 'img-7' } } } } };
    await imageSearch(photo());
    expect(calls.find((c) => c.path === '/api/obapi/uploadImg')!.fields.get('imgcode')).toBe('aGVsbG8=');
    expect(currentUrl()).toBe('/pages/shop/index?imgid=img-7');
  });
});
