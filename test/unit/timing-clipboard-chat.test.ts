import { describe, it, expect, vi, afterEach } from 'vitest';
import { withTimeout } from '../../src/lib/timing';
import { throttle, debounce } from '../../src/lib/rate-limit';
import { copyText } from '../../src/lib/clipboard';
import { chatLang, chatScriptUrl, waitForIcon, chatVisible, ICON_RETRY_MS } from '../../src/lib/chat';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('throttle and debounce (spec §9)', () => {
  it('throttle lets one call through per 1 000 ms by default', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn);
    t(1);
    t(2);
    vi.advanceTimersByTime(999);
    t(3);
    vi.advanceTimersByTime(1);
    t(4);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });
  it('throttle drops taps while an async run goes on; a failed run (rejected, or answering false) lets the next tap through at once', async () => {
    vi.useFakeTimers();
    let finish: (ok: boolean) => void = () => {};
    const fn = vi.fn(() => new Promise<boolean>((r) => (finish = r)));
    const t = throttle(fn);
    t();
    vi.advanceTimersByTime(1500);
    t(); // still running: dropped
    expect(fn).toHaveBeenCalledTimes(1);
    finish(false);
    await Promise.resolve();
    t(); // the failure closed the window
    expect(fn).toHaveBeenCalledTimes(2);
    finish(true);
    await Promise.resolve();
    t(); // success within the window: dropped
    expect(fn).toHaveBeenCalledTimes(2);
    const boom = vi.fn(async () => { throw new Error('x'); });
    const failing = throttle(boom);
    failing();
    await Promise.resolve();
    await Promise.resolve();
    failing();
    expect(boom).toHaveBeenCalledTimes(2);
  });
  it('debounce runs once, after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d('a');
    vi.advanceTimersByTime(400);
    d('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith('b');
  });
  it('withTimeout rejects a promise that takes too long', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toThrow('timeout');
    await expect(withTimeout(Promise.resolve(5), 10)).resolves.toBe(5);
  });
});

describe('copy (spec §8 messages)', () => {
  it('refuses empty content', async () => {
    expect(await copyText('')).toBe('copy.empty');
    expect(await copyText(null)).toBe('copy.empty');
  });
  it('uses the Clipboard API when it can', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('OG123')).toBe('copy.success');
    expect(writeText).toHaveBeenCalledWith('OG123');
  });
  it('falls back to execCommand, and says so when neither works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const exec = vi.fn(() => false);
    (document as unknown as { execCommand: unknown }).execCommand = exec;
    expect(await copyText('x')).toBe('copy.fail');
    (document as unknown as { execCommand: unknown }).execCommand = undefined;
    expect(await copyText('x')).toBe('copy.unsupported');
  });
});

describe('online-service chat helpers (spec §7)', () => {
  it('passes the company id and the language, zh-cn as zh', () => {
    expect(chatLang('zh-cn')).toBe('zh');
    expect(chatLang('ru')).toBe('ru');
    const url = new URL(chatScriptUrl('https://chat.example/widget.js', '89317', 'zh-cn'));
    expect(url.searchParams.get('company')).toBe('89317');
    expect(url.searchParams.get('lang')).toBe('zh');
  });
  it('looks for the launcher icon every second until it appears', async () => {
    vi.useFakeTimers();
    const found = waitForIcon('#launcher', 5);
    await vi.advanceTimersByTimeAsync(ICON_RETRY_MS * 2);
    const el = document.createElement('button');
    el.id = 'launcher';
    document.body.appendChild(el);
    await vi.advanceTimersByTimeAsync(ICON_RETRY_MS);
    expect(await found).toBe(el);
    el.remove();
  });
  it('gives up after its tries', async () => {
    vi.useFakeTimers();
    const found = waitForIcon('#never', 3);
    await vi.advanceTimersByTimeAsync(ICON_RETRY_MS * 3);
    expect(await found).toBeNull();
  });
  it('remembers whether the chat was left open (chatVisible)', () => {
    chatVisible.set(true);
    expect(localStorage.getItem('chatVisible')).toBe('1');
    expect(chatVisible.get()).toBe(true);
  });
});
