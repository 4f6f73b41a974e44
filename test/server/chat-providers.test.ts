import { describe, it, expect, beforeAll } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { config } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { chatProviderOrigins } from '../../server/domain/service/chat-provider';

const SECRET = 'cw-hmac-secret-3f9a';
let h: Harness;
let off: Harness;

beforeAll(async () => {
  h = await harness({ env: { CHATWOOT_HMAC_TOKEN: SECRET } });
  off = await harness();
});

describe('POST /api/chat/identity (Chatwoot identity validation, issue 34)', () => {
  it("a signed-in shopper: the account id and its HMAC-SHA256 with CHATWOOT_HMAC_TOKEN; the secret in no answer", async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const answers = [await h.call('/api/chat/identity', {}, { token: a.token }), await h.call('/api/chat/identity', {}, { token: b.token, lang: 'ru' })];
    const expected = [a, b].map(({ user }) => ({ identifier: String(user.id), identifier_hash: createHmac('sha256', SECRET).update(String(user.id)).digest('hex') }));
    expect(answers.map((r) => [r.code, r.data])).toEqual(expected.map((e) => [1, e]));
    expect(expected[0].identifier_hash).not.toBe(expected[1].identifier_hash);
    expect(expected[0].identifier_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const r of answers) expect(JSON.stringify(r)).not.toContain(SECRET);
  });

  it('a visitor (no token, only a device) is refused with a 401', async () => {
    const r = await h.call('/api/chat/identity', {}, { headers: { Guid: 'visitor-device-1' } });
    expect([r.status, r.code]).toEqual([401, 401]);
    expect(r.data).toBeFalsy();
    expect(JSON.stringify(r)).not.toContain(SECRET);
  });

  it('without CHATWOOT_HMAC_TOKEN: code 0 and a refusal in the shopper’s language', async () => {
    const { token } = await newShopper(off.db);
    const said = await Promise.all((['en', 'ru', 'zh-cn'] as const).map((lang) => off.call('/api/chat/identity', {}, { token, lang })));
    expect(said.map((r) => [r.status, r.code, r.data])).toEqual([[200, 0, null], [200, 0, null], [200, 0, null]]);
    expect(said.map((r) => r.msg)).toEqual([
      'The chat does not identify shoppers on this shop',
      'Чат этого магазина не подтверждает личность покупателей',
      '本店的客服聊天未启用身份验证',
    ]);
  });
});

describe('npm run ops -- chat_provider', () => {
  it('reads the chat keys (the seed: the embedded chat), sets Chatwoot, and says whether shoppers are identified — never the secret', async () => {
    const read = await h.ops('chat_provider');
    expect(read.data).toMatchObject({ chat_provider: 'embedded', chat_company_id: '89317', identity_validation: true });
    const set = await h.ops('chat_provider', { provider: 'chatwoot', chatwoot_base_url: 'https://cw.shop.example', chatwoot_website_token: 'wt-123' });
    expect(set.code).toBe(1);
    expect(set.data).toMatchObject({ chat_provider: 'chatwoot', chatwoot_base_url: 'https://cw.shop.example', chatwoot_website_token: 'wt-123' });
    expect(JSON.stringify(set)).not.toContain(SECRET);
    const all = (await h.call('/api/other/configlist', { section: 'all' })).data.all;
    expect(all).toMatchObject({ chat_provider: 'chatwoot', chatwoot_base_url: 'https://cw.shop.example', chatwoot_website_token: 'wt-123' });
    expect(JSON.stringify(all)).not.toContain(SECRET);
    expect((await off.ops('chat_provider')).data.identity_validation).toBe(false);
  });

  it('refuses a provider without what it needs (translated, naming the keys), an unknown one, and a url that is not http(s)', async () => {
    const before = (await off.ops('chat_provider')).data;
    const needs = await off.call('/ops/chat_provider', { provider: 'chatwoot', chatwoot_base_url: 'https://cw.example' }, { headers: { 'x-ops-token': 'test-ops-token' }, lang: 'ru' });
    expect([needs.code, needs.msg]).toEqual([0, 'Для чата chatwoot нужно указать: chatwoot_website_token']);
    expect((await off.ops('chat_provider', { provider: 'loader', chat_company_id: '' })).msg).toBe('The loader chat needs chat_company_id');
    expect((await off.ops('chat_provider', { provider: 'intercom' })).code).toBe(0);
    expect((await off.ops('chat_provider', { provider: 'script', chat_script_url: 'javascript:alert(1)' })).code).toBe(0);
    expect((await off.ops('chat_provider')).data).toEqual(before);
    const script = await off.ops('chat_provider', { provider: 'script', chat_script_url: 'https://{company}.widgets.example/w.js?l={lang}' });
    expect(script.data.chat_provider).toBe('script');
    expect((await off.call('/ops/chat_provider', { provider: 'embedded' })).status).toBe(401);
  });
});

describe('the provider origins a storefront page allows (its CSP)', () => {
  const base = { chat_company_id: '89317', chat_script_url: 'https://chat.buyforme.example/widget.js', chatwoot_base_url: 'https://cw.example:8443/x', chatwoot_website_token: 't' };
  it("the configured provider's only: none for the embedded chat (or an unknown / missing one)", () => {
    expect(chatProviderOrigins({ ...base, chat_provider: 'embedded' })).toEqual([]);
    expect(chatProviderOrigins({ ...base })).toEqual([]);
    expect(chatProviderOrigins({ ...base, chat_provider: 'bogus' })).toEqual([]);
    expect(chatProviderOrigins({ ...base, chat_provider: 'loader' })).toEqual(['https://chat.buyforme.example']);
    expect(chatProviderOrigins({ ...base, chat_provider: 'chatwoot' })).toEqual(['https://cw.example:8443']);
    expect(chatProviderOrigins({ ...base, chat_provider: 'loader', chat_script_url: 'javascript:alert(1)' })).toEqual([]);
  });
  it('a generic script: its origin with the company filled in, one per language when {lang} is in the host', () => {
    expect(chatProviderOrigins({ chat_provider: 'script', chat_company_id: '7', chat_script_url: 'https://w.example/{company}.js?l={lang}' })).toEqual(['https://w.example']);
    expect(chatProviderOrigins({ chat_provider: 'script', chat_company_id: 'acme', chat_script_url: 'https://{company}-{lang}.w.example/w.js' }))
      .toEqual(['https://acme-en.w.example', 'https://acme-ru.w.example', 'https://acme-zh.w.example']);
  });
});

describe("the chat-provider later seeder (a database seeded before chat_provider)", () => {
  it('keeps a loader the operator pointed at a real script; the seed’s example url becomes the embedded chat', async () => {
    const forget = async (script: string) => {
      await off.db.delete(config).where(inArray(config.name, ['chat_provider', 'seeded:chat-provider']));
      await off.db.update(config).set({ value: script }).where(eq(config.name, 'chat_script_url'));
    };
    const provider = async () => (await off.db.select().from(config).where(eq(config.name, 'chat_provider')))[0]?.value;
    await forget('https://chat.buyforme.example/widget.js');
    await seedIfEmpty(off.db);
    expect(await provider()).toBe('embedded');
    await forget('https://widget.realchat.example/loader.js');
    await seedIfEmpty(off.db);
    await seedIfEmpty(off.db);
    expect(await provider()).toBe('loader');
    await off.ops('chat_provider', { provider: 'embedded' });
    await seedIfEmpty(off.db);
    expect(await provider()).toBe('embedded');
  });
});
