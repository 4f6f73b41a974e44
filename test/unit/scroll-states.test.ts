import { describe, it, expect } from 'vitest';
import { pullState, releaseState, upStateAfter, showEnd, shouldLoadMore, PULL_OFFSET } from '../../src/lib/scroll-states';

describe('pull-to-refresh states (spec §4)', () => {
  it('0 idle → 1 inside the offset → 2 past it', () => {
    expect(pullState(0, 0)).toBe(0);
    expect(pullState(PULL_OFFSET - 1, 0)).toBe(1);
    expect(pullState(PULL_OFFSET, 1)).toBe(2);
    expect(pullState(10, 2)).toBe(1);
  });
  it('release past the offset loads (3); inside springs back (0)', () => {
    expect(releaseState(2)).toBe(3);
    expect(releaseState(1)).toBe(0);
  });
  it('loading and finished are not disturbed by moves or releases', () => {
    expect(pullState(200, 3)).toBe(3);
    expect(pullState(200, 4)).toBe(4);
    expect(releaseState(4)).toBe(4);
  });
});

describe('load-more states', () => {
  it('a full page leaves more to load; a short or last page means no more', () => {
    expect(upStateAfter(10, 10, false)).toBe(0);
    expect(upStateAfter(7, 10, false)).toBe(2);
    expect(upStateAfter(10, 10, true)).toBe(2);
  });
  it('triggers within 150 px of the end only when idle', () => {
    expect(shouldLoadMore(150, 0)).toBe(true);
    expect(shouldLoadMore(151, 0)).toBe(false);
    expect(shouldLoadMore(10, 1)).toBe(false);
    expect(shouldLoadMore(10, 2)).toBe(false);
  });
  it('"-- END --" only with no more data and at least 5 items', () => {
    expect(showEnd(2, 5)).toBe(true);
    expect(showEnd(2, 4)).toBe(false);
    expect(showEnd(0, 50)).toBe(false);
  });
});
