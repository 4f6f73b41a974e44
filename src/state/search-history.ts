import { signal } from '@preact/signals';
import { storage, KEYS } from '../lib/storage';

const MAX = 20;

/** Recent keyword searches, newest first (`historyList`). */
export const searchHistory = signal<string[]>(storage.getJson<string[]>(KEYS.historyList, []));

export function rememberSearch(keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  searchHistory.value = [k, ...searchHistory.value.filter((x) => x !== k)].slice(0, MAX);
  storage.setJson(KEYS.historyList, searchHistory.value);
}

export function clearSearchHistory(): void {
  searchHistory.value = [];
  storage.remove(KEYS.historyList);
}
