import { signal } from '@preact/signals';

export type DialogRequest = { title?: string; message: string; confirmText?: string; cancelText?: string | false; resolve: (ok: boolean) => void };

/** The one open confirmation dialog, if any. */
export const dialog = signal<DialogRequest | null>(null);

/** Asks the user to confirm; resolves true on confirm, false on cancel or dismiss. */
export function confirmDialog(opts: Omit<DialogRequest, 'resolve'>): Promise<boolean> {
  dialog.value?.resolve(false);
  return new Promise((resolve) => {
    dialog.value = { ...opts, resolve };
  });
}

export function closeDialog(ok: boolean): void {
  const d = dialog.value;
  dialog.value = null;
  d?.resolve(ok);
}
