import { loadScript } from './chat';
import type { ChatPlan } from './chat-providers';

/** The part of Chatwoot's widget API (`window.$chatwoot`) the Service tab uses. */
export type Chatwoot = {
  hasLoaded?: boolean;
  toggle(state?: 'open' | 'close'): void;
  toggleBubbleVisibility(state: 'show' | 'hide'): void;
  setLocale(locale: string): void;
  setUser(identifier: string, attrs: { identifier_hash: string; email?: string; name?: string }): void;
  reset(): void;
};
type ChatwootPlan = Extract<ChatPlan, { kind: 'chatwoot' }>;

declare global {
  interface Window {
    chatwootSettings?: Record<string, unknown>;
    chatwootSDK?: { run(o: { websiteToken: string; baseUrl: string }): void };
    $chatwoot?: Chatwoot;
  }
}

/** How long Chatwoot may take, after its SDK ran, to say `chatwoot:ready` before the tab shows the contacts. */
export const CHATWOOT_READY_MS = 15_000;

let started: { key: string; ready: Promise<Chatwoot> } | null = null;

/** Waits for `chatwoot:ready` (or sees it already happened); `run` starts the widget when it was not started yet. */
function whenReady(run?: () => void): Promise<Chatwoot> {
  return new Promise((resolve, reject) => {
    if (window.$chatwoot?.hasLoaded) return resolve(window.$chatwoot);
    const done = () => (clearTimeout(timer), resolve(window.$chatwoot!));
    const timer = setTimeout(() => (removeEventListener('chatwoot:ready', done), reject(new Error('timeout'))), CHATWOOT_READY_MS);
    addEventListener('chatwoot:ready', done, { once: true });
    run?.();
  });
}

/**
 * Chatwoot's widget, once per page: `window.chatwootSettings` (the shop's locale) before its SDK loads from the
 * Chatwoot server, then `chatwootSDK.run({ websiteToken, baseUrl })`; answers `$chatwoot` when it is ready, rejects
 * when the SDK cannot load or the widget does not get ready in time (a later call tries again, never runs it twice).
 */
export function startChatwoot(plan: ChatwootPlan): Promise<Chatwoot> {
  const key = `${plan.baseUrl} ${plan.websiteToken}`;
  if (started?.key === key) return started.ready;
  const ready = (async () => {
    window.chatwootSettings = { ...window.chatwootSettings, locale: plan.locale };
    await loadScript(plan.sdkUrl);
    const sdk = window.chatwootSDK;
    if (!sdk?.run) throw new Error('no Chatwoot SDK');
    return whenReady(window.$chatwoot ? undefined : () => sdk.run({ websiteToken: plan.websiteToken, baseUrl: plan.baseUrl }));
  })();
  started = { key, ready };
  ready.catch(() => {
    if (started?.ready === ready) started = null;
  });
  return ready;
}

/** The shopper Chatwoot was told about on this page ('' none). */
let identified = '';

/**
 * Tells Chatwoot who the signed-in shopper is (the identifier and its HMAC from /api/chat/identity) or, after a
 * sign-out or with another shopper, forgets the previous one (`reset`): a shared phone never shows one shopper's
 * conversation to the next.
 */
export function identifyChatwoot(cw: Chatwoot, who: { identifier: string; identifier_hash: string; email: string; name: string } | null): void {
  const id = who?.identifier ?? '';
  if (identified && identified !== id) cw.reset();
  if (who && identified !== id) cw.setUser(who.identifier, { identifier_hash: who.identifier_hash, ...(who.email && { email: who.email }), ...(who.name && { name: who.name }) });
  identified = id;
}
