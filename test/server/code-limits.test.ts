import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';

let h: Harness;
let clock = 1_900_000_000;
beforeAll(async () => {
  // The production allowances: 10 codes per device and 30 per network address an hour.
  h = await harness({ env: { CODE_LIMIT_DEVICE: '10', CODE_LIMIT_ADDRESS: '30' }, now: () => clock });
});

const send = (email: string, device: string, lang = 'en') =>
  h.call('/api/ems/send', { event: 'register', email }, { headers: { Guid: device }, lang });
const fresh = (() => {
  let n = 0;
  return () => `pump-${Date.now().toString(36)}-${n++}@example.com`;
})();

describe('code sending is limited per device and per network address, not only per target (issue 17)', () => {
  it('one device: 10 codes to 10 new addresses, the 11th refused saying how long to wait; an hour later it may again', async () => {
    for (let i = 0; i < 10; i++) expect((await send(fresh(), 'pump-device')).code, `code ${i + 1}`).toBe(1);
    const refused = await send(fresh(), 'pump-device', 'ru');
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('Отсюда запрошено слишком много кодов: попробуйте через 60 мин');
    clock += 60 * 60;
    expect((await send(fresh(), 'pump-device')).code).toBe(1);
  });

  it('new devices from one address: 30 codes an hour at most, whatever the device says', async () => {
    clock += 2 * 60 * 60;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await send(fresh(), `device-${i}`));
    expect(answers.slice(0, 30).every((a) => a.code === 1)).toBe(true);
    expect(answers[30]).toMatchObject({ code: 0, msg: 'Too many codes were asked for from here: try again in 60 min' });
  });
});
