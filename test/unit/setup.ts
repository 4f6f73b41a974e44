import { afterEach } from 'vitest';

/** Each test starts with empty storage and a clean hash. */
afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/wap/');
});
