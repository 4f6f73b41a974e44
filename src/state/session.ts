import { signal, computed } from '@preact/signals';
import { storage, KEYS } from '../lib/storage';
import type { UserInfo } from '../api/types/user';

/** The login token: empty means logged out (spec §4). */
export const token = signal<string>(storage.get(KEYS.token) ?? '');
export const userInfo = signal<UserInfo | null>(storage.getJson<UserInfo | null>(KEYS.userInfo, null));
export const loggedIn = computed(() => token.value !== '');

export function setSession(user: UserInfo & { token?: string }): void {
  if (user.token) {
    token.value = user.token;
    storage.set(KEYS.token, user.token);
  }
  userInfo.value = user;
  storage.setJson(KEYS.userInfo, user);
}

/** Updates the stored user (after /api/user/info or a profile change) without touching the token. */
export function updateUser(patch: Partial<UserInfo>): void {
  const next = { ...(userInfo.value ?? {}), ...patch } as UserInfo;
  userInfo.value = next;
  storage.setJson(KEYS.userInfo, next);
}

/** Logged out: by the user, or because the server answered 401. */
export function clearSession(): void {
  token.value = '';
  userInfo.value = null;
  storage.remove(KEYS.token);
  storage.remove(KEYS.userInfo);
}
