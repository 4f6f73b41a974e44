import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import AdvisoryPage from '../../src/pages/member/advisory/index';
import FeedbackPage from '../../src/pages/member/feedback/index';
import SizeGuide from '../../src/pages/sizecomparison/index';
import { SIZE_TABLES, convertSize, sizesIn } from '../../src/pages/sizecomparison/tables';
import type { AdvisoryThread, Feedback } from '../../src/api/types/service';
import { byId, chooseIn, fakeApi, flush, mountPage, submitForm, typeInto, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  token.value = 'tk';
  await loadNamespaces(['advisory', 'feedback', 'sizes', 'upload']);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  toasts.value = [];
  await setLang('en');
});
const mountAt = async (Page: preact.ComponentType, url: string) => {
  root = freshRoot();
  await mountPage(root, Page, url, 2);
};
const ok = (data: unknown) => ({ code: 1, data });
const page = <T,>(data: T[]) => ok({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });
const text = (sel: string) => [...root.querySelectorAll(sel)].map((e) => e.textContent?.trim());

const thread = (over: Partial<AdvisoryThread> = {}): AdvisoryThread => ({
  id: 7, title: 'Where is my parcel?', status: 1, status_text: 'Answered', count: 2, created_at: 1_700_000_000, updated_at: 1_700_000_600,
  messages: [
    { id: 1, from_staff: false, content: 'Where is my parcel?\nIt has not moved.', image: '/uploads/user/20260101/a.png', created_at: 1_700_000_000 },
    { id: 2, from_staff: true, content: 'It left the warehouse yesterday.', image: '', created_at: 1_700_000_600 },
  ],
  ...over,
});

describe('questions to customer service', () => {
  it('a thread shows the question and customer service\'s answer, named and marked as an answer', async () => {
    const calls = fakeApi(() => ok(thread()));
    await mountAt(AdvisoryPage, '/pages/member/advisory/index?id=7');
    expect(calls[0]).toMatchObject({ path: '/api/advisory/detail' });
    expect(calls[0].fields.get('id')).toBe('7');
    const bubbles = [...root.querySelectorAll<HTMLLIElement>('.adv-thread > li')];
    expect(bubbles.map((b) => b.className)).toEqual(['me', 'staff']);
    expect(bubbles[0].querySelector('.adv-who b')!.textContent).toBe('You');
    expect(bubbles[1].querySelector('.adv-who b')!.textContent).toBe('Answer from customer service');
    expect(bubbles[1].querySelector('.adv-text')!.textContent).toBe('It left the warehouse yesterday.');
    expect(bubbles[0].querySelector('img')!.getAttribute('src')).toBe('/uploads/user/20260101/a.png');
    expect(root.querySelector('.adv-head')!.textContent).toContain('Answered');
    expect(root.querySelector('.adv-wait')).toBeNull();
  });

  it('in Russian, a waiting thread says it will be answered; another shopper\'s question is not found, with the way back', async () => {
    await setLang('ru');
    fakeApi(() => ok(thread({ status: 0, status_text: 'Ждёт ответа', messages: thread().messages.slice(0, 1) })));
    await mountAt(AdvisoryPage, '/pages/member/advisory/index?id=7');
    expect(root.querySelector('.adv-wait')!.textContent).toBe('Мы ответим здесь и пришлём вам сообщение.');
    expect(root.querySelector('.adv-who b')!.textContent).toBe('Вы');
    await act(() => render(null, root));
    fakeApi(() => ({ code: 0, msg: 'Вопрос не найден' }));
    await mountPage(root, AdvisoryPage, '/pages/member/advisory/index?id=9', 2);
    expect(root.querySelector('[role="alert"] h2')!.textContent).toBe('Вопрос не найден');
    expect(root.querySelector<HTMLAnchorElement>('.empty a')!.getAttribute('href')).toBe('#/pages/member/advisory/index');
  });

  it('asking: an empty or too long question is said next to it and what was typed stays; a refusal too; once sent its thread opens', async () => {
    let answer: Record<string, unknown> = page([]);
    const calls = fakeApi((path) => (path.endsWith('/add') ? answer : page([])));
    await mountAt(AdvisoryPage, '/pages/member/advisory/index');
    expect(root.textContent).toContain('No questions yet');

    await submitForm(root);
    expect(byId(root, 'adv-ask-err').textContent).toBe('Write your question');
    expect(calls.some((c) => c.path === '/api/advisory/add')).toBe(false);
    expect(document.activeElement?.id).toBe('adv-ask');

    const long = 'x'.repeat(1001);
    await typeInto(root, 'adv-ask', long);
    expect(byId(root, 'adv-ask-count').textContent).toBe('1001/1000');
    await submitForm(root);
    expect(byId(root, 'adv-ask-err').textContent).toBe('Please keep it to 1000 characters');
    expect(byId<HTMLTextAreaElement>(root, 'adv-ask').value).toBe(long);
    expect(calls.some((c) => c.path === '/api/advisory/add')).toBe(false);

    await typeInto(root, 'adv-ask', '  Do you ship batteries?  ');
    answer = { code: 0, msg: 'Attach a photo you uploaded here' };
    await submitForm(root, 2);
    expect(byId(root, 'adv-ask-err').textContent).toBe('Attach a photo you uploaded here');
    expect(byId<HTMLTextAreaElement>(root, 'adv-ask').value).toBe('  Do you ship batteries?  ');
    expect(toasts.value).toEqual([]);

    answer = ok(thread({ id: 12, status: 0 }));
    await submitForm(root, 2);
    const sent = calls.filter((c) => c.path === '/api/advisory/add').at(-1)!;
    expect([sent.fields.get('content'), sent.fields.get('image')]).toEqual(['Do you ship batteries?', '']);
    expect(location.hash).toBe('#/pages/member/advisory/index?id=12');
  });

  it('my questions: each with its state and messages counted, opening its thread', async () => {
    fakeApi(() => page([{ id: 3, title: 'Batteries?', status: 0, status_text: 'Waiting for an answer', count: 1, created_at: 1, updated_at: 1_700_000_000 },
      { id: 2, title: 'Combine parcels', status: 1, status_text: 'Answered', count: 4, created_at: 1, updated_at: 1_699_000_000 }]));
    await mountAt(AdvisoryPage, '/pages/member/advisory/index');
    const rows = [...root.querySelectorAll<HTMLAnchorElement>('.adv-row')];
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(['#/pages/member/advisory/index?id=3', '#/pages/member/advisory/index?id=2']);
    expect(text('.adv-status')).toEqual(['Waiting for an answer', 'Answered']);
    expect(rows[0].textContent).toContain('1 message');
    expect(rows[1].textContent).toContain('4 messages');
  });

  it('a follow-up is sent to its thread and the thread loads again; an empty one is not sent', async () => {
    let n = 0;
    const calls = fakeApi((path) => (path.endsWith('/reply') ? ok({ id: 3, from_staff: false, content: 'Thanks', image: '', created_at: 1 })
      : ok(thread(n++ ? { status: 0, status_text: 'Waiting for an answer' } : {}))));
    await mountAt(AdvisoryPage, '/pages/member/advisory/index?id=7');
    await submitForm(root);
    expect(byId(root, 'adv-follow-err').textContent).toBe('Write your question');
    await typeInto(root, 'adv-follow', 'Thanks');
    await submitForm(root, 3);
    const reply = calls.find((c) => c.path === '/api/advisory/reply')!;
    expect([reply.fields.get('id'), reply.fields.get('content')]).toEqual(['7', 'Thanks']);
    expect(byId<HTMLTextAreaElement>(root, 'adv-follow').value).toBe('');
    expect(root.querySelector('.adv-head')!.textContent).toContain('Waiting for an answer');
  });
});

describe('feedback', () => {
  const fb = (over: Partial<Feedback> = {}): Feedback => ({
    id: 4, kind: 'problem', kind_text: 'Something does not work', content: 'Search is slow', images: [], contact: '', reply: 'We made it faster.',
    created_at: 1_700_000_000, replied_at: 1_700_100_000, ...over,
  });

  it('shows my feedback with our reply, or that it waits for one', async () => {
    fakeApi(() => page([fb(), fb({ id: 5, reply: '', replied_at: null, kind: 'suggestion', kind_text: 'Suggestion' })]));
    await mountAt(FeedbackPage, '/pages/member/feedback/index?id=4');
    const cards = [...root.querySelectorAll('.fb-card')];
    expect(cards[0].className).toBe('fb-card fb-hit');
    expect(cards[0].querySelector('.fb-reply')!.textContent).toContain('Our reply');
    expect(cards[0].querySelector('.fb-reply .fb-text')!.textContent).toBe('We made it faster.');
    expect(cards[1].querySelector('.fb-waiting')!.textContent).toBe('Waiting for our reply');
  });

  it('the form keeps what was typed when the text is missing or too long, sends kind, text and contact, then is empty again', async () => {
    const calls = fakeApi((path) => (path.endsWith('/add') ? ok(fb({ id: 9, reply: '', replied_at: null })) : page([])));
    await mountAt(FeedbackPage, '/pages/member/feedback/index');
    await typeInto(root, 'fb-contact', 'tg @me');
    await submitForm(root);
    expect(byId(root, 'fb-err').textContent).toBe('Write your feedback');
    expect(byId(root, 'fb-contact').value).toBe('tg @me');
    await typeInto(root, 'fb-content', 'y'.repeat(1200));
    await submitForm(root);
    expect(byId(root, 'fb-err').textContent).toBe('Please keep it to 1000 characters');
    expect(byId<HTMLTextAreaElement>(root, 'fb-content').value).toHaveLength(1200);
    expect(calls.some((c) => c.path === '/api/feedback/add')).toBe(false);

    await act(() => root.querySelector<HTMLInputElement>('input[value="complaint"]')!.click());
    await typeInto(root, 'fb-content', 'The parcel box was torn');
    await submitForm(root, 3);
    const sent = calls.find((c) => c.path === '/api/feedback/add')!;
    expect([sent.fields.get('kind'), sent.fields.get('content'), sent.fields.get('contact')]).toEqual(['complaint', 'The parcel box was torn', 'tg @me']);
    expect(byId<HTMLTextAreaElement>(root, 'fb-content').value).toBe('');
    expect(toasts.value.map((x) => x.text)).toEqual(['Thank you! Your feedback was sent']);
  });
});

describe('the size guide', () => {
  it('tables: every row has a value for every system; the converter reads the row of a size', () => {
    for (const table of Object.values(SIZE_TABLES)) for (const r of table.rows) expect(r).toHaveLength(table.systems.length);
    expect(convertSize(SIZE_TABLES.shoes, 'eu', '42')).toEqual({ foot: '26.0', cn: '260', eu: '42', us: '8.5', uk: '8' });
    expect(convertSize(SIZE_TABLES.topsWomen, 'intl', 'M')).toMatchObject({ eu: '38', us: '6', uk: '10', cn: '165/88A' });
    expect(convertSize(SIZE_TABLES.shoes, 'eu', '50')).toBeNull();
    expect(sizesIn(SIZE_TABLES.topsMen, 'us')).toEqual(['34', '36', '38', '40', '42', '44', '46']);
  });

  it('EU 42 shoes → US 8.5, UK 8, CN 260, foot 26.0 cm; the table marks the row; sizes vary by brand is said', async () => {
    await mountAt(SizeGuide, '/pages/sizecomparison/index');
    const tab = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === 'Shoes')!;
    await act(() => tab.click());
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(byId<HTMLSelectElement>(root, 'sz-sys').value).toBe('eu');
    await chooseIn(root, 'sz-size', '42');
    const result = Object.fromEntries([...root.querySelectorAll<HTMLElement>('.sz-result > div')].map((d) => [d.dataset.system, d.querySelector('dd')!.textContent]));
    expect(result).toEqual({ us: '8.5', uk: '8', cn: '260', foot: '26.0' });
    expect(text('.sz-result dt')).toEqual(['Foot, cm', 'CN', 'US', 'UK']);
    expect(text('.sz-table tr.on td')).toEqual(['26.0', '260', '42', '8.5', '8']);
    expect(root.querySelector('[role="note"]')!.textContent).toContain('Sizes vary by brand and seller');
    expect(root.querySelector('[role="note"]')!.textContent).toContain("US women's shoe sizes are usually 1.5 larger");

    await chooseIn(root, 'sz-sys', 'us');
    expect(byId<HTMLSelectElement>(root, 'sz-size').value).toBe('8.5');
  });

  it('another category keeps the system and size it has; ?cat= opens one; in Chinese', async () => {
    await setLang('zh-cn');
    await mountAt(SizeGuide, '/pages/sizecomparison/index?cat=topsMen');
    await chooseIn(root, 'sz-sys', 'intl');
    await chooseIn(root, 'sz-size', 'XL');
    expect(text('.sz-result dd')).toEqual(['180/96A', '52', '42', '42', '98–102']);
    const women = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === '女士上装')!;
    await act(() => women.click());
    expect([byId<HTMLSelectElement>(root, 'sz-sys').value, byId<HTMLSelectElement>(root, 'sz-size').value]).toEqual(['intl', 'XL']);
    expect(text('.sz-result dd')).toEqual(['175/96A', '42', '10', '14', '94–98']);
    expect(text('.sz-result dt')[0]).toBe('中国码');
    await flush();
  });
});
