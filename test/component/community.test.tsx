import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import CommunityPage from '../../src/pages/comment/index';
import CustomPage from '../../src/pages/custom/index';
import type { CommunityPost, CommunityPostDetail, TemplatePage } from '../../src/api/types/community';
import { byId, chooseIn, envelopeResponse, fakeApi, flush, mountPage, typeInto, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  await loadNamespaces(['content', 'upload']);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  toasts.value = [];
  token.value = '';
  setSettings({ templateData: {} });
  await setLang('en');
});
const mountAt = async (Page: preact.ComponentType, url: string, flushes = 3) => {
  root = freshRoot();
  await mountPage(root, Page, url, flushes);
};
const ok = (data: unknown) => ({ code: 1, data });
const page = <T,>(data: T[]) => ok({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });
const submit = async (form: Element) => {
  await act(() => { form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
  await flush(3);
};
/** Lets pending work run until `done()` holds (a lazily loaded part has arrived), at most ~50 rounds. */
const until = async (done: () => unknown) => {
  for (let i = 0; i < 50 && !done(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
};
const click = async (el: Element) => {
  await act(() => { (el as HTMLElement).click(); });
  await flush(3);
};

const post = (over: Partial<CommunityPost> = {}): CommunityPost => ({
  id: 7, name: 'M***a', avatar: '', content: 'Arrived in 11 days!\nAll as on the photos.', images: ['/static/goods/1-0.webp', '/static/goods/2-0.webp'],
  reply_count: 2, status: 1, mine: false, created_at: 1_700_000_000, ...over,
});
const detail = (p: CommunityPost): CommunityPostDetail => ({
  ...p, replies: [
    { id: 1, name: 'T***r', avatar: '', content: 'Which line did you choose?', created_at: 1_700_000_100 },
    { id: 2, name: 'M***a', avatar: '', content: 'Air post.', created_at: 1_700_000_200 },
  ],
});

describe('the community feed', () => {
  it('a visitor reads posts: masked name, text, photo thumbnails that open the viewer, replies behind "2 replies"; writing asks to log in', async () => {
    const calls = fakeApi((path) => (path === '/api/comment/detail' ? ok(detail(post())) : page([post(), post({ id: 8, reply_count: 1, images: [], name: 'C***g' })])));
    await mountAt(CommunityPage, '/pages/comment/index');
    expect(calls[0].path).toBe('/api/comment/lists');
    expect(calls[0].fields.get('mine')).toBeNull();
    const cards = [...root.querySelectorAll('.cm-card')];
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('.cm-who b')!.textContent).toBe('M***a');
    expect(cards[0].querySelector('.cm-text')!.textContent).toBe('Arrived in 11 days!\nAll as on the photos.');
    expect([...cards[0].querySelectorAll('.photo-strip img')].map((i) => i.getAttribute('src'))).toEqual(['/static/goods/1-0.webp', '/static/goods/2-0.webp']);
    expect(cards[0].querySelector('.photo-strip button')!.getAttribute('aria-label')).toBe('Photo 1 of 2');
    expect(cards[0].querySelector('.cm-toggle')!.textContent).toBe('2 replies');
    expect(cards[1].querySelector('.cm-toggle')!.textContent).toBe('1 reply');
    expect(root.querySelector('.cm-reply-form')).toBeNull();
    expect(root.querySelector('.status-tabs')).toBeNull();
    expect(root.querySelector('.cm-top .btn')!.textContent).toBe('Log in to write a post');
    expect(root.textContent).toContain('Log in to reply');

    await click(cards[0].querySelector('.cm-toggle')!);
    expect(calls.at(-1)!.path).toBe('/api/comment/detail');
    expect(calls.at(-1)!.fields.get('id')).toBe('7');
    expect([...cards[0].querySelectorAll('.cm-reply .cm-text')].map((e) => e.textContent)).toEqual(['Which line did you choose?', 'Air post.']);
    expect(cards[0].querySelector('.cm-toggle')!.textContent).toBe('Hide replies');
    expect(cards[0].querySelector('.cm-toggle')!.getAttribute('aria-expanded')).toBe('true');

    await click(cards[0].querySelector('.photo-strip button')!);
    await until(() => document.querySelector('.image-preview, [role="dialog"]'));
    expect(document.querySelector('.image-preview, [role="dialog"]')).not.toBeNull();
  });

  it('counts replies in the right plural form in Russian and Chinese, and shows an empty feed as such', async () => {
    await setLang('ru');
    fakeApi(() => page([post({ id: 1, reply_count: 1 }), post({ id: 2, reply_count: 3 }), post({ id: 3, reply_count: 5 }), post({ id: 4, reply_count: 21 }), post({ id: 5, reply_count: 0 })]));
    await mountAt(CommunityPage, '/pages/comment/index');
    expect([...root.querySelectorAll('.cm-foot')].map((f) => f.querySelector('.cm-toggle, .cm-none')!.textContent))
      .toEqual(['1 ответ', '3 ответа', '5 ответов', '21 ответ', 'Ответов пока нет']);
    await act(() => render(null, root));
    await setLang('zh-cn');
    fakeApi(() => page([post({ reply_count: 3 })]));
    await mountPage(root, CommunityPage, '/pages/comment/index', 3);
    expect(root.querySelector('.cm-toggle')!.textContent).toBe('3 条回复');
    await act(() => render(null, root));
    await setLang('en');
    fakeApi(() => page([]));
    await mountPage(root, CommunityPage, '/pages/comment/index', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No posts yet');
  });

  it('a shopper from the parcel page writes about that parcel: text checked, the post sent by POST and the feed reloaded', async () => {
    token.value = 'tk';
    let added = false;
    const calls = fakeApi((path) => {
      if (path === '/api/comment/parcels') return ok([{ id: 4, sn: 'S260101000001', received_at: 1_700_000_000, posted: false }, { id: 5, sn: 'S260101000002', received_at: 1_700_100_000, posted: false }, { id: 6, sn: 'S260101000003', received_at: 1_700_200_000, posted: true }]);
      if (path === '/api/comment/add') { added = true; return { code: 1, msg: 'Thank you! Your post is in the community', data: { ...detail(post({ id: 9, mine: true })), replies: [] } }; }
      return page(added ? [post({ id: 9, mine: true, content: 'Great parcel', reply_count: 0 })] : [post()]);
    });
    await mountAt(CommunityPage, '/pages/comment/index?parcel=5', 5);
    await until(() => root.querySelector('#cm-parcel option'));
    const options = [...root.querySelectorAll<HTMLOptionElement>('#cm-parcel option')];
    expect(options.map((o) => o.value)).toEqual(['4', '5']); // the parcel written about already is not offered
    expect(byId<HTMLSelectElement>(root, 'cm-parcel').value).toBe('5');
    expect(options[1].textContent).toMatch(/^S260101000002 \(\d{4}-\d{2}-\d{2}\)$/);
    expect(root.querySelector('.status-tabs')!.textContent).toContain('My posts');
    expect(root.querySelector('.upload-btn')!.textContent).toContain('the goods or the parcel');

    const form = root.querySelector('.cm-form')!;
    await typeInto(root, 'cm-content', '   ');
    await submit(form);
    expect(byId(root, 'cm-err').textContent).toBe('Write something first');
    await typeInto(root, 'cm-content', 'x'.repeat(1001));
    expect(byId(root, 'cm-count').textContent).toBe('1001/1000');
    await submit(form);
    expect(byId(root, 'cm-err').textContent).toBe('Please keep it to 1000 characters');
    expect(calls.some((c) => c.path === '/api/comment/add')).toBe(false);

    await chooseIn(root, 'cm-parcel', '4');
    await typeInto(root, 'cm-content', '  Great parcel  ');
    await submit(form);
    const sent = calls.find((c) => c.path === '/api/comment/add')!;
    expect(sent.fields.get('parcel_id')).toBe('4');
    expect(sent.fields.get('content')).toBe('Great parcel');
    expect(root.querySelector('.cm-form')).toBeNull();
    expect(toasts.value.map((t) => t.text)).toContain('Thank you! Your post is in the community');
    expect(root.querySelector('.cm-card .cm-who b')!.textContent).toBe('You');
  });

  it('without a received parcel it says when posting opens; the server\'s refusal is shown in the form', async () => {
    token.value = 'tk';
    fakeApi((path) => (path === '/api/comment/parcels' ? ok([]) : page([post()])));
    await mountAt(CommunityPage, '/pages/comment/index');
    await click(root.querySelector('.cm-top .btn')!);
    await until(() => root.querySelector('.cm-note'));
    expect(root.querySelector('.cm-note')!.textContent).toContain('You can post once one of your parcels has arrived: confirm its receipt on the parcel page');
    expect(root.querySelector<HTMLAnchorElement>('.cm-note a')!.getAttribute('href')).toBe('#/pages/member/sendorder/index');
  });

  it('a signed-in shopper replies: the reply appears under the post and the count goes up; an empty reply is not sent', async () => {
    token.value = 'tk';
    let replied = false;
    const calls = fakeApi((path) => {
      if (path === '/api/comment/reply') replied = true;
      if (path === '/api/comment/reply') return { code: 1, msg: 'Reply sent', data: { id: 3, name: 'D***r', avatar: '', content: 'Thanks for the tip!', created_at: 1_700_000_300 } };
      if (path === '/api/comment/detail') {
        const d = detail(post());
        return ok(replied ? { ...d, reply_count: 3, replies: [...d.replies, { id: 3, name: 'D***r', avatar: '', content: 'Thanks for the tip!', created_at: 1_700_000_300 }] } : d);
      }
      return page([post()]);
    });
    await mountAt(CommunityPage, '/pages/comment/index');
    const form = root.querySelector('.cm-reply-form')!;
    await submit(form);
    expect(form.querySelector('.field-error')!.textContent).toBe('Write something first');
    const input = form.querySelector<HTMLInputElement>('input')!;
    await act(() => { input.value = 'Thanks for the tip!'; input.dispatchEvent(new Event('input', { bubbles: true })); });
    await submit(form);
    const sent = calls.find((c) => c.path === '/api/comment/reply')!;
    expect([sent.fields.get('id'), sent.fields.get('content')]).toEqual(['7', 'Thanks for the tip!']);
    await flush(3);
    expect([...root.querySelectorAll('.cm-reply .cm-text')].map((e) => e.textContent)).toContain('Thanks for the tip!');
    expect(input.value).toBe('');
    expect(root.querySelector('.cm-toggle')!.textContent).toBe('Hide replies');
    await click(root.querySelector('.cm-toggle')!);
    expect(root.querySelector('.cm-toggle')!.textContent).toBe('3 replies');
  });
});

const spring: TemplatePage = {
  id: 1, mark: 'spring-sale', title: { en: 'Spring sale', ru: 'Весенняя распродажа', 'zh-cn': '春季特卖' },
  blocks: [
    { type: 'banner', image: '/static/goods/banner-7.webp', alt: { en: 'Spring sale banner', ru: 'Баннер распродажи', 'zh-cn': '特卖横幅' } },
    { type: 'html', html: { en: '<h3>Spring sale</h3><p onclick="__pwned()">Coats <img src=x onerror="__pwned()"><script>__pwned()</script><a href="javascript:__pwned()">x</a></p>', ru: '<h3>Весенняя распродажа</h3>', 'zh-cn': '<h3>春季特卖</h3>' } },
    { type: 'goods', title: { en: 'Winter wardrobe', ru: 'Зимний гардероб', 'zh-cn': '冬季衣橱' }, cid: 1, limit: 2 },
  ],
};
const card = (id: number) => ({ id, num_iid: String(100 + id), api_type: 'taobao', title: `Coat ${id}`, pic_url: `/static/goods/${id}-0.webp`, goodsimg: '', price: '199.00', sales: 0 });

describe('the campaign page', () => {
  it('shows a skeleton from the first paint, then the banner, the sanitised text and the goods of its category', async () => {
    let answer: (v: Response) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn((u: string) => {
      const url = new URL(String(u), location.href);
      calls.push(`${url.pathname}?${url.searchParams.get('section') ?? url.searchParams.get('cid') ?? ''}`);
      const body = url.pathname === '/api/other/configlist' ? { template: { 'spring-sale': spring } } : { total: 2, per_page: 2, current_page: 1, last_page: 1, data: [card(1), card(2)] };
      if (url.pathname === '/api/other/configlist') return new Promise<Response>((r) => { answer = () => r(envelopeResponse({ code: 1, data: body })); });
      return Promise.resolve(envelopeResponse({ code: 1, data: body }));
    }));
    (globalThis as Record<string, unknown>).__pwned = vi.fn();
    await mountAt(CustomPage, '/pages/custom/index?mark=spring-sale', 1);
    expect(root.querySelector('[aria-busy="true"] .cp-banner-sk')).not.toBeNull();
    await act(() => answer(new Response()));
    await flush(4);
    await until(() => root.querySelector('.goods-card'));
    expect(calls).toContain('/api/other/configlist?template');
    expect(calls).toContain('/api/obapi/getItemlist?1');
    expect(root.querySelector<HTMLImageElement>('.cp-banner')!.getAttribute('alt')).toBe('Spring sale banner');
    const html = root.querySelector('.cp-html')!;
    expect(html.querySelector('h3')!.textContent).toBe('Spring sale');
    expect(html.innerHTML).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(root.querySelector('.section-title')!.textContent).toContain('Winter wardrobe');
    expect([...root.querySelectorAll('.goods-card .goods-title')].map((e) => e.textContent)).toEqual(['Coat 1', 'Coat 2']);
    expect(root.querySelector<HTMLAnchorElement>('.section-title a')!.getAttribute('href')).toBe('#/pages/shop/index?cid=1');
    expect((globalThis as Record<string, unknown>).__pwned).not.toHaveBeenCalled();
  });

  it('a goods block may name a home floor: its goods come from index/getFloor, with no "see all" link', async () => {
    const withFloor: TemplatePage = { ...spring, blocks: [{ type: 'goods', title: { en: 'Popular now', ru: 'Сейчас популярно', 'zh-cn': '当下热门' }, floor: 4, limit: 3 }] };
    const calls = fakeApi((path) => (path === '/api/other/configlist' ? ok({ template: { 'spring-sale': withFloor } }) : page([card(5)])));
    await mountAt(CustomPage, '/pages/custom/index?mark=spring-sale', 4);
    await until(() => root.querySelector('.goods-card'));
    const asked = calls.find((c) => c.path === '/api/index/getFloor')!;
    expect([asked.fields.get('id'), asked.fields.get('page'), asked.fields.get('pagesize')]).toEqual(['4', '1', '3']);
    expect(calls.some((c) => c.path === '/api/obapi/getItemlist')).toBe(false);
    expect(root.querySelector('.section-title')!.textContent).toBe('Popular now');
    expect(root.querySelector('.section-title a')).toBeNull();
  });

  it('in Russian by ?id=; a page that is not there says so with the way home', async () => {
    await setLang('ru');
    fakeApi((path) => (path === '/api/other/configlist' ? ok({ template: { 'spring-sale': spring } }) : page([card(3)])));
    await mountAt(CustomPage, '/pages/custom/index?id=1', 4);
    expect(root.querySelector('.cp-html h3')!.textContent).toBe('Весенняя распродажа');
    expect(root.querySelector('.section-title')!.textContent).toContain('Зимний гардероб');
    expect(root.querySelector('.section-title a')!.textContent).toBe('Смотреть все');
    await act(() => render(null, root));
    await mountPage(root, CustomPage, '/pages/custom/index?mark=gone', 4);
    expect(root.querySelector('[role="alert"] h2')!.textContent).toBe('Эта страница недоступна');
    expect(root.querySelector<HTMLAnchorElement>('.empty a')!.getAttribute('href')).toBe('#/');
  });
});
