import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { shopApplications } from '../../server/db/schema';
import type { ShopApplication } from '../../src/api/types/shipforme';
import type { Message } from '../../src/api/types/member-extra';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const form = (o: Record<string, string> = {}) => ({
  shop_name: 'Silk Road Tea', platform: 'taobao', shop_url: 'https://silkroadtea.taobao.com', contact_name: 'Li Wei', contact: 'li@example.com',
  description: 'Loose-leaf tea from Fujian.', ...o,
});
const apply = (token: string, o: Record<string, string> = {}, lang = 'en') => h.call<ShopApplication>('/api/shop/add', form(o), { token, lang });
const info = (token: string, lang = 'en') => h.call<ShopApplication | null>('/api/shop/getinfo', {}, { token, lang });
const inbox = async (token: string, lang = 'en') => (await h.call<{ data: Message[] }>('/api/message/lists', { page: 1, pagesize: 10 }, { token, lang })).data.data;

describe('seller settlement (shop add / getinfo)', () => {
  it('no application yet answers null; an application is under review; a second one is refused while it is open', async () => {
    const me = await newShopper(h.db);
    expect(await info(me.token)).toMatchObject({ code: 1, data: null });
    const r = await apply(me.token);
    expect(r).toMatchObject({ code: 1, msg: 'Application sent: we will answer within 3 working days' });
    expect(r.data).toMatchObject({
      shop_name: 'Silk Road Tea', platform: 'taobao', shop_url: 'https://silkroadtea.taobao.com', contact_name: 'Li Wei', contact: 'li@example.com',
      description: 'Loose-leaf tea from Fujian.', status: 0, status_text: 'Under review', reason: '', decided_at: null,
    });
    expect((await info(me.token, 'ru')).data).toMatchObject({ id: r.data.id, status: 0, status_text: 'На рассмотрении' });
    expect(await apply(me.token, {}, 'zh-cn')).toMatchObject({ code: 0, msg: '您已有审核中或已通过的申请' });
    expect(await h.call('/api/shop/getinfo', {})).toMatchObject({ code: 401 });
  });

  it('once open under any concurrency: 20 concurrent applications make one', async () => {
    const me = await newShopper(h.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(me.token)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await h.db.select().from(shopApplications).where(eq(shopApplications.userId, me.user.id))).toHaveLength(1);
  });

  it('validates the form in the shopper\'s language', async () => {
    const me = await newShopper(h.db);
    expect(await apply(me.token, { shop_name: '' })).toMatchObject({ code: 0, msg: 'shop_name cannot be empty' });
    expect(await apply(me.token, { platform: 'amazon' })).toMatchObject({ code: 0 });
    expect(await apply(me.token, { shop_url: 'javascript:alert(1)' }, 'ru')).toMatchObject({ code: 0, msg: 'Введите ссылку на магазин, начиная с http:// или https://' });
    expect(await apply(me.token, { contact: '' })).toMatchObject({ code: 0 });
    expect((await apply(me.token, { shop_url: '', description: '' })).code).toBe(1);
  });

  it('the operator lists, approves or rejects with a reason, once; the shopper reads the decision and may apply again after a rejection', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const ra = (await apply(a.token)).data;
    const rb = (await apply(b.token, { shop_name: 'Fake Brands' })).data;
    const waiting = (await h.ops<{ id: number; user: string }[]>('shops')).data;
    expect(waiting.find((s) => s.id === ra.id)).toMatchObject({ user: a.user.email, shop_name: 'Silk Road Tea', status: 0 });

    expect(await h.ops('shop_approve', { id: ra.id })).toMatchObject({ code: 1, data: { id: ra.id, status: 1 } });
    expect(await h.ops('shop_approve', { id: ra.id })).toMatchObject({ code: 0 });
    expect(await h.ops('shop_reject', { id: ra.id, reason: 'late' })).toMatchObject({ code: 0 });
    expect((await info(a.token)).data).toMatchObject({ status: 1, status_text: 'Approved', decided_at: expect.any(Number) });
    expect((await inbox(a.token))[0]).toMatchObject({ kind: 'shop', title: 'Shop application approved', ref_type: 'shop', link: '/pages/settled/index' });
    // Approved is open too: no second shop application.
    expect((await apply(a.token)).code).toBe(0);

    expect(await h.ops('shop_reject', { id: rb.id })).toMatchObject({ code: 0 });
    expect(await h.ops('shop_reject', { id: rb.id, reason: 'We cannot sell replicas of brands' })).toMatchObject({ code: 1, data: { status: -1 } });
    expect((await info(b.token, 'zh-cn')).data).toMatchObject({ status: -1, status_text: '未通过', reason: 'We cannot sell replicas of brands' });
    const [msg] = await inbox(b.token, 'ru');
    expect(msg).toMatchObject({ kind: 'shop', title: 'Заявка магазина отклонена' });
    expect(msg.content).toContain('We cannot sell replicas of brands');
    expect((await h.ops<unknown[]>('shops', { status: -1 })).data.some((s) => (s as { id: number }).id === rb.id)).toBe(true);

    const again = await apply(b.token, { shop_name: 'Own Brand Tees' });
    expect(again).toMatchObject({ code: 1, data: { status: 0, shop_name: 'Own Brand Tees' } });
    expect((await info(b.token)).data).toMatchObject({ id: again.data.id, status: 0 });
    expect(await h.ops('shop_approve', { id: 999_999 })).toMatchObject({ code: 0, msg: 'Application not found' });
  });

  it('a shopper only ever sees their own application', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    await apply(a.token, { shop_name: 'Only Mine' });
    expect((await info(b.token)).data).toBeNull();
  });
});
