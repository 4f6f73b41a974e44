/**
 * Leading-edge debounce for copy and upload buttons (spec §9: 500–1000 ms): the first tap of a burst acts at
 * once (inside the tap, as the clipboard and file pickers require); taps until `ms` of quiet are ignored.
 * Answers a check to call on every tap: true when this tap may act.
 */
export function burstGuard(ms = 800): () => boolean {
  let quietAt = 0;
  return () => {
    const now = Date.now();
    const ok = now >= quietAt;
    quietAt = now + ms;
    return ok;
  };
}
