import type { SSEStreamingApi } from 'hono/streaming';

/** A comment line this often keeps an idle stream open through proxies (and tells a dead one sooner). */
export const HEARTBEAT_MS = 20_000;

/**
 * Holds an event stream open until the client goes (or `beat` answers false): a comment line now, then one every
 * HEARTBEAT_MS, each after `beat` (presence, a session still valid); the wait ends at once when the client aborts.
 */
export async function heartbeats(stream: SSEStreamingApi, beat: () => Promise<boolean>): Promise<void> {
  let wake = () => {};
  stream.onAbort(() => wake());
  await stream.write(': open\n\n');
  while (!stream.aborted && !stream.closed) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HEARTBEAT_MS);
      wake = () => { clearTimeout(timer); resolve(); };
    });
    if (stream.aborted || !(await beat())) break;
    await stream.write(': heartbeat\n\n');
  }
}
