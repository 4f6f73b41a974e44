import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const DOMAIN = path.resolve(__dirname, '../../server/domain');

describe('server/domain is rooms only (design §9: one room per business context)', () => {
  it('no file sits at the top of server/domain: each is in the room of its context', () => {
    const loose = readdirSync(DOMAIN, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    expect(loose).toEqual([]);
  });
});
