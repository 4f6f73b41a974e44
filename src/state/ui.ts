import { signal, computed } from '@preact/signals';

export type Toast = { id: number; text: string };

/** Short messages at the bottom of the screen, newest last. */
export const toasts = signal<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, ms = 2000): void {
  if (!text) return;
  const id = nextId++;
  toasts.value = [...toasts.value.slice(-2), { id, text }];
  setTimeout(() => {
    toasts.value = toasts.value.filter((t) => t.id !== id);
  }, ms);
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
