import { describe, it, expect, vi, afterEach } from 'vitest';
import { burstGuard } from '../../src/lib/tap-guard';
import { copyAndTell } from '../../src/ui/copy';
import { toasts } from '../../src/state/ui';
import { loadNamespaces } from '../../src/state/lang';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('copy and upload buttons are debounced (spec §9: 500–1000 ms)', () => {
  it('the first tap of a burst acts at once; taps until 800 ms of quiet are ignored', () => {
    vi.useFakeTimers();
    const guard = burstGuard();
    expect(guard()).toBe(true);
    vi.advanceTimersByTime(500);
    expect(guard()).toBe(false);
    vi.advanceTimersByTime(700); // 700 ms after the last tap: still inside its quiet time
    expect(guard()).toBe(false);
    vi.advanceTimersByTime(800);
    expect(guard()).toBe(true);
  });

  it('a copy button tapped three times copies once', async () => {
    await loadNamespaces(['copy']);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    copyAndTell('EE123456789CN');
    copyAndTell('EE123456789CN');
    copyAndTell('EE123456789CN');
    await vi.waitFor(() => expect(toasts.value.at(-1)?.text).toBe('Copy Success!'));
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
