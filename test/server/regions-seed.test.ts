import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { areas, config } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import type { Address } from '../../src/api/types/member';
import type { AreaCountry } from '../../src/api/types/shipping';

/** The regions a database seeded before issue 33 holds (commit 8ab299f's lists). */
const OLD_CODES = [
  'US-CA', 'US-NY', 'US-TX', 'US-FL', 'US-WA', 'US-IL', 'US-NJ', 'US-MA', 'US-PA', 'US-GA',
  'RU-MOW', 'RU-SPE', 'RU-MOS', 'RU-LEN', 'RU-NVS', 'RU-SVE', 'RU-TA', 'RU-KDA', 'RU-NIZ', 'RU-SAM', 'RU-ROS', 'RU-PRI', 'RU-KHA', 'RU-IRK',
  'GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR', 'DE-BY', 'DE-BE', 'DE-HH', 'DE-HE', 'DE-NW', 'DE-BW',
  'CA-ON', 'CA-QC', 'CA-BC', 'CA-AB', 'CA-MB', 'AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-WA', 'AU-SA',
  'UA-30', 'UA-63', 'UA-51', 'UA-46', 'UA-12', 'KZ-75', 'KZ-71', 'KZ-79', 'KZ-35', 'KZ-15',
];

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const tree = async (lang = 'en') => (await h.call<AreaCountry[]>('/api/address/getAreaList', {}, { method: 'GET', lang })).data;
const regionsOf = (all: AreaCountry[], code: string) => all.find((c) => c.code === code)!.children;

describe('a database seeded with the old region lists', () => {
  it('gets the missing regions once, keeping the ids its addresses name', async () => {
    const before = await tree();
    const moscow = regionsOf(before, 'RU').find((r) => r.code === 'RU-MOW')!;
    const { token } = await newShopper(h.db);
    const saved = await h.call<Address>('/api/address/addAddress', {
      name: 'Ivan Petrov', mobile: '9123456789', country_id: before.find((c) => c.code === 'RU')!.id, region_id: moscow.id, address: 'Tverskaya 1',
    }, { token });
    expect(saved.data.region).toBe('Moscow');

    // The database as the old seed left it: the short lists, and no mark of the regions' seeder.
    await h.db.delete(areas).where(and(eq(areas.level, 2), notInArray(areas.code, OLD_CODES)));
    await h.db.delete(config).where(inArray(config.name, ['seeded:regions']));
    expect(regionsOf(await tree(), 'US')).toHaveLength(10);
    expect(regionsOf(await tree(), 'RU')).toHaveLength(14);

    // A server started on it (twice: the seeder runs once).
    await seedIfEmpty(h.db);
    await seedIfEmpty(h.db);
    const after = await tree('ru');
    expect(regionsOf(after, 'US')).toHaveLength(52);
    expect(regionsOf(after, 'RU')).toHaveLength(83);
    expect(regionsOf(after, 'RU').map((r) => r.name)).toContain('Челябинская область');
    const codes = after.flatMap((c) => c.children.map((r) => `${c.code}:${r.code}`));
    expect(new Set(codes).size).toBe(codes.length);
    expect(regionsOf(after, 'RU').find((r) => r.code === 'RU-MOW')!.id).toBe(moscow.id);
    const [mine] = (await h.call<Address[]>('/api/address/lists', {}, { token, method: 'GET', lang: 'ru' })).data;
    expect(mine).toMatchObject({ region_id: moscow.id, region: 'Москва' });
  });
});
