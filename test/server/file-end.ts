import { afterAll } from 'vitest';

const closers: (() => Promise<void>)[] = [];

/**
 * Runs `close` when the test file ends, wherever it was asked for: at collection or inside a hook (an afterAll
 * registered inside beforeAll, where most files make their harness, is never run). The server and reliability
 * projects load this file first (vitest.config.ts setupFiles); its afterAll runs after the file's own.
 */
export function atFileEnd(close: () => Promise<void>): void {
  closers.push(close);
}

afterAll(async () => {
  while (closers.length) await closers.pop()!();
});
