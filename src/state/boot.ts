import { langReady } from './lang';
import { afterFirstSeconds, untilDone, whenIdle } from '../lib/timing';

/** App version (spec §1). */
export const APP_VERSION = { name: '2.5.1', code: 251 } as const;

/**
 * With the server's answers embedded in index.html the startup calls only refresh them, so they wait
 * this long: on a slow network the page's own chunks, data and pictures go first.
 */
export const REFRESH_DELAY_MS = 2_000;

const calls = () => untilDone(() => import('./startup-calls').then((m) => m.startupCalls()));

/**
 * The startup calls (state/startup-calls.ts): without embedded answers once the first paint is done;
 * with them (`embedded`), REFRESH_DELAY_MS later. The stored language's strings load at once either way.
 */
export function startup(embedded: boolean): void {
  void langReady();
  if (embedded) afterFirstSeconds(calls, REFRESH_DELAY_MS);
  else whenIdle(calls);
}
