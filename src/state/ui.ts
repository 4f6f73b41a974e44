import { signal, computed } from '@preact/signals';

/** An in-app link a toast may offer ("View cart"). */
export type ToastAction = { label: string; href: string };
/** `top`: shown under the title bar instead of above the bars at the bottom (where the page's own lines would lie under it). */
export type Toast = { id: number; text: string; action?: ToastAction; top?: boolean };

/** The message at the bottom of the screen: one at a time (a new one replaces it), so none pile up over the page. */
export const toasts = signal<Toast[]>([]);
let nextId = 1;

/** Shows `text` for 2 s, or 4 s when it offers an action (time to reach it); `top` as Toast says. */
export function showToast(text: string, action?: ToastAction, top?: boolean): void {
  if (!text) return;
  const id = nextId++;
  toasts.value = [{ id, text, action, top }];
  setTimeout(() => {
    toasts.value = toasts.value.filter((t) => t.id !== id);
  }, action ? 4000 : 2000);
}

/** Takes back the toast saying `text` (its message is shown elsewhere now). */
export function hideToast(text: string): void {
  toasts.value = toasts.value.filter((t) => t.text !== text);
}

/** Calls that asked for the loading overlay and have not finished. */
const pending = signal(0);
export const loading = computed(() => pending.value > 0);
export function loadingStart(): void {
  pending.value++;
}
export function loadingEnd(): void {
  pending.value = Math.max(0, pending.value - 1);
}

/** Connected or disconnected (spec §4); disconnected shows the full-screen overlay with retry. */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine !== false);
/** Bumped each time the connection comes back: lists on screen reload their data (nothing remounts). */
export const reconnects = signal(0);
export function setOnline(v: boolean): void {
  if (v && !online.value) reconnects.value++;
  online.value = v;
}

/** Listens to the browser's online/offline events; answers the cleanup. */
export function watchNetwork(): () => void {
  const on = () => setOnline(true);
  const off = () => setOnline(false);
  addEventListener('online', on);
  addEventListener('offline', off);
  return () => {
    removeEventListener('online', on);
    removeEventListener('offline', off);
  };
}
