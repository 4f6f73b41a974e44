/** One stored value, or null (also when storage is unavailable). */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The same for the inline script of index.html: by a key of KEYS named as its value ('token'), not through the
 * table, which would ride in every first HTML.
 */
export const readStored: (key: StoredKey) => string | null = read;

/** localStorage that never throws (private mode, quota, disabled storage): reads fall back, writes are dropped. */
export const storage = {
  get: read,
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
  getJson<T>(key: string, fallback: T): T {
    const raw = storage.get(key);
    if (raw == null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** The storage keys of design §3, exactly. */
export const KEYS = {
  token: 'token', userInfo: 'userInfo', language: 'language', currency: 'currency', guid: 'guid',
  history: 'history', historyList: 'historyList', notFound: 'notFound', declaredOrder: 'declaredOrder',
  chatVisible: 'chatVisible', reminderStatus: 'reminderStatus',
} as const;
export type StoredKey = (typeof KEYS)[keyof typeof KEYS];
