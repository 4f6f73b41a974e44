import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { makeParcel } from './pay-fixtures';
import { testClock } from './account-helpers';
import { comments, uploads } from '../../server/db/schema';
import type { CommunityPost, CommunityPostDetail, CommunityReply, PostableParcel, TemplatePage } from '../../src/api/types/community';
import type { Page } from '../../src/api/types/common';

const clock = testClock();
let h: Harness;
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

type Params = Record<string, string | number | string[]>;
const call = <T = any>(path: string, params: Params, token?: string, lang = 'en') => h.call<T>(path, params, { token, lang });
const post = (token: string, parcel_id: number, content: string, images: string[] = [], lang = 'en') =>
  call<CommunityPostDetail>('/api/comment/add', { parcel_id, content, images }, token, lang);
const feed = async (token?: string, extra: Params = {}) => (await call<Page<CommunityPost>>('/api/comment/lists', { page: 1, pagesize: 50, ...extra }, token)).data;

/** A private upload of the shopper, as /api/common/upload records it. */
async function ownUpload(userId: number): Promise<string> {
  const url = `/uploads/user/20260101/${Math.random().toString(16).slice(2).padEnd(32, '0')}.png`;
  await h.db.insert(uploads).values({ userId, url, mime: 'image/png', size: 100, createdAt: clock.now() });
  return url;
}

/** A real upload through /api/common/upload; answers its url and the pass cookie that shows it to its owner. */
async function realUpload(token: string): Promise<string> {
  const body = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#08c' } }).png().toBuffer();
  body.append('file', new File([new Uint8Array(png)], 'parcel.png', { type: 'image/png' }));
  const up = await h.call('/api/common/upload', {}, { token, body });
  expect(up.code).toBe(1);
  return up.data.url;
}

describe('community posts', () => {
  it('only about one of my received parcels: unpaid, shipped and someone else\'s are refused, saying when posting opens', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const unpaid = await makeParcel(h.db, me.user.id, 1);
    const shipped = await makeParcel(h.db, me.user.id, 3);
    const theirs = await makeParcel(h.db, other.user.id, 4);
    expect((await call<PostableParcel[]>('/api/comment/parcels', {}, me.token)).data).toEqual([]);
    expect((await post(me.token, unpaid.id, 'Nice')).msg).toBe('You can write about a parcel once it has arrived: confirm its receipt on the parcel page, then share your experience');
    expect((await post(me.token, shipped.id, 'Nice', [], 'ru')).msg).toContain('Написать о посылке можно, когда она придёт');
    expect((await post(me.token, shipped.id, 'Nice', [], 'zh-cn')).msg).toContain('确认收货');
    expect((await post(me.token, theirs.id, 'Nice')).msg).toBe('Parcel not found');
    expect((await post(me.token, 999_999, 'Nice')).msg).toBe('Parcel not found');
    const noLogin = await call('/api/comment/add', { parcel_id: unpaid.id, content: 'Hi' });
    expect([noLogin.status, noLogin.code]).toEqual([401, 401]);
    expect((await feed(me.token, { mine: 1 })).total).toBe(0);

    const received = await makeParcel(h.db, me.user.id, 4);
    expect((await call<PostableParcel[]>('/api/comment/parcels', {}, me.token)).data).toEqual([{ id: received.id, sn: received.sn, received_at: null, posted: false }]);
    const ok = await post(me.token, received.id, '  Arrived safe and sound!  ');
    expect(ok).toMatchObject({ code: 1, msg: 'Thank you! Your post is in the community', data: { content: 'Arrived safe and sound!', images: [], reply_count: 0, mine: true, status: 1, replies: [] } });
    expect((await call<PostableParcel[]>('/api/comment/parcels', {}, me.token)).data[0].posted).toBe(true);
    expect((await post(me.token, received.id, 'Again')).msg).toBe('You have already written about this parcel');
  });

  it('once per parcel under 20 concurrent posts', async () => {
    const me = await newShopper(h.db);
    const p = await makeParcel(h.db, me.user.id, 4);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(me.token, p.id, `Post number ${i}`)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))).toEqual(new Set(['You have already written about this parcel']));
    expect(await h.db.select().from(comments).where(eq(comments.parcelId, p.id))).toHaveLength(1);
  });

  it('text 1–1000 characters, up to 6 photos, each the poster\'s own upload', async () => {
    const me = await newShopper(h.db, { name: 'Olga Smirnova' });
    const other = await newShopper(h.db);
    const p = await makeParcel(h.db, me.user.id, 4);
    expect((await post(me.token, p.id, ' \n ')).msg).toBe('Write something first');
    expect((await post(me.token, p.id, 'x'.repeat(1001))).msg).toBe('Please keep it to 1000 characters');
    expect((await post(me.token, p.id, 'я'.repeat(1001), [], 'ru')).msg).toBe('Не больше 1000 символов');
    const seven = await Promise.all(Array.from({ length: 7 }, () => ownUpload(me.user.id)));
    expect((await post(me.token, p.id, 'Photos', seven)).msg).toBe('At most 6 photos');
    for (const bad of ['https://evil.example/a.png', 'javascript:alert(1)', '/static/goods/1-0.webp', await ownUpload(other.user.id), '/uploads/user/../../ops-token']) {
      expect((await post(me.token, p.id, 'A photo', [bad])).msg, bad).toBe('Attach a photo you uploaded here');
    }
    expect(await h.db.select().from(comments).where(eq(comments.parcelId, p.id))).toHaveLength(0);

    // A real upload: private to its owner until it is in a shown post; then anyone sees it, until the post is hidden.
    const photo = await realUpload(me.token);
    expect((await h.app.request(photo)).status).toBe(404);
    const ok = await post(me.token, p.id, 'x'.repeat(1000), [photo, ...seven.slice(0, 5)]);
    expect(ok.code).toBe(1);
    expect(ok.data.images).toEqual([photo, ...seven.slice(0, 5)]);
    expect(ok.data.name).toBe('O***a');
    expect((await h.app.request(photo)).status).toBe(200);
    expect((await h.ops('comment_hide', { id: ok.data.id })).code).toBe(1);
    expect((await h.app.request(photo)).status).toBe(404);
  });

  it('the feed: newest first, masked names, hidden posts not listed (their writer still sees them with mine=1); a visitor reads', async () => {
    const a = await newShopper(h.db, { name: 'Ivan Petrov' });
    const pa = await makeParcel(h.db, a.user.id, 4);
    const first = (await post(a.token, pa.id, 'First post')).data;
    clock.advance(60);
    const b = await newShopper(h.db);
    const pb = await makeParcel(h.db, b.user.id, 4);
    const second = (await post(b.token, pb.id, 'Second post')).data;
    const visitor = await feed();
    expect(visitor.data.slice(0, 2).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(visitor.data[1]).toMatchObject({ name: 'I***v', content: 'First post', mine: false, reply_count: 0 });
    expect(JSON.stringify(visitor)).not.toContain('Ivan Petrov');
    expect((await feed(a.token)).data.find((p) => p.id === first.id)?.mine).toBe(true);

    const hid = await h.ops('comment_hide', { id: first.id });
    expect(hid).toMatchObject({ code: 1, data: { id: first.id, status: 0 } });
    expect((await feed()).data.map((p) => p.id)).not.toContain(first.id);
    expect((await call('/api/comment/detail', { id: first.id })).msg).toBe('Post not found');
    expect((await call('/api/comment/detail', { id: first.id }, b.token, 'ru')).msg).toBe('Запись не найдена');
    expect((await feed(a.token, { mine: 1 })).data).toMatchObject([{ id: first.id, status: 0, mine: true }]);
    expect((await call('/api/comment/reply', { id: first.id, content: 'Hi' }, b.token)).msg).toBe('Post not found');
    const hidden = (await h.ops('comments', { status: 0 })).data as { id: number }[];
    expect(hidden.map((c) => c.id)).toContain(first.id);
    expect((await h.ops('comment_hide', { id: 999_999 })).msg).toBe('Post not found');
    // The seeded community is there for everyone.
    expect(visitor.total).toBeGreaterThanOrEqual(5);
    expect(visitor.data.some((p) => p.reply_count > 0 && p.images.length > 0)).toBe(true);
  });

  it('one screen, one language: a post keeps the language it was written in and the feed shows a reader only theirs; mine=1 shows all of mine', async () => {
    const a = await newShopper(h.db);
    const ru = (await post(a.token, (await makeParcel(h.db, a.user.id, 4)).id, 'Посылка пришла быстро', [], 'ru')).data;
    const zh = (await post(a.token, (await makeParcel(h.db, a.user.id, 4)).id, '包裹到得很快', [], 'zh-cn')).data;
    const inLang = async (lang: string) => (await call<Page<CommunityPost>>('/api/comment/lists', { page: 1, pagesize: 50 }, undefined, lang)).data.data;
    const [en, ruFeed, zhFeed] = await Promise.all([inLang('en'), inLang('ru'), inLang('zh-cn')]);
    expect(ruFeed.map((p) => p.id)).toContain(ru.id);
    expect(zhFeed.map((p) => p.id)).toContain(zh.id);
    expect(en.map((p) => p.id)).not.toContain(ru.id);
    expect(ruFeed.map((p) => p.id)).not.toContain(zh.id);
    // The seeded community speaks each language: nothing Latin-only in the Chinese feed's texts.
    expect(zhFeed.length).toBeGreaterThanOrEqual(4);
    for (const p of zhFeed) expect(p.content).toMatch(/[\u4e00-\u9fff]/);
    for (const p of ruFeed) expect(p.content).toMatch(/[а-яё]/i);
    expect((await feed(a.token, { mine: 1 })).data.map((p) => p.id)).toEqual([zh.id, ru.id]);
  });

  it('replies: any signed-in shopper, 1–500 characters, counted on the post, shown oldest first in its detail', async () => {
    const a = await newShopper(h.db);
    const p = await makeParcel(h.db, a.user.id, 4);
    const mine = (await post(a.token, p.id, 'Ask me anything about my parcel')).data;
    const b = await newShopper(h.db, { name: 'Bob Stone' });
    const noLogin = await call('/api/comment/reply', { id: mine.id, content: 'Hi' });
    expect([noLogin.status, noLogin.code]).toEqual([401, 401]);
    expect((await call('/api/comment/reply', { id: mine.id, content: '' }, b.token)).msg).toBe('Write something first');
    expect((await call('/api/comment/reply', { id: mine.id, content: 'x'.repeat(501) }, b.token, 'zh-cn')).msg).toBe('请不要超过 500 个字');
    const r1 = await call<CommunityReply>('/api/comment/reply', { id: mine.id, content: 'How long did it take?' }, b.token);
    expect(r1).toMatchObject({ code: 1, msg: 'Reply sent', data: { name: 'B***e', content: 'How long did it take?' } });
    clock.advance(10);
    await call('/api/comment/reply', { id: mine.id, content: '12 days by air' }, a.token);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('/api/comment/reply', { id: mine.id, content: `+${i}` }, b.token)));
    expect(answers.every((x) => x.code === 1)).toBe(true);
    const d = (await call<CommunityPostDetail>('/api/comment/detail', { id: mine.id })).data;
    expect(d.reply_count).toBe(22);
    expect(d.replies).toHaveLength(22);
    expect(d.replies.slice(0, 2).map((r) => r.content)).toEqual(['How long did it take?', '12 days by air']);
    expect((await feed()).data.find((x) => x.id === mine.id)?.reply_count).toBe(22);
    expect((await call('/api/comment/detail', { id: 999_999 })).msg).toBe('Post not found');
  });
});

describe('campaign page template data', () => {
  it('configlist answers the template section: the seeded spring sale with a banner, goods and text blocks; a home banner leads to it', async () => {
    const r = await call<{ template: Record<string, TemplatePage> }>('/api/other/configlist', { section: 'template' });
    const page = r.data.template['spring-sale'];
    expect(page).toMatchObject({ id: 1, mark: 'spring-sale', title: { en: 'Spring sale', ru: 'Весенняя распродажа', 'zh-cn': '春季特卖' } });
    expect(page.blocks.map((b) => b.type)).toEqual(['banner', 'html', 'goods', 'goods', 'html']);
    const [byCategory, byFloor] = page.blocks.filter((b) => b.type === 'goods') as { cid?: number; floor?: number }[];
    expect((await call('/api/obapi/getItemlist', { cid: byCategory.cid! })).data.total).toBeGreaterThan(0);
    // The second lists a home floor's goods through index/getFloor.
    expect((await call('/api/index/getFloor', { id: byFloor.floor!, page: 1, pagesize: 4 })).data.data.length).toBeGreaterThan(0);
    const banners = (await call<{ link: string }[]>('/api/adszone/getAdsByMark', { mark: 'wap_home_banner' })).data;
    expect(banners.map((b) => b.link)).toContain('/pages/custom/index?mark=spring-sale');
  });
});
