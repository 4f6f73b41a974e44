import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { ArticleBody } from '../../src/ui/Article';
import HelpCentre from '../../src/pages/help/index';
import HelpLists from '../../src/pages/help/lists';
import HelpArticle from '../../src/pages/help/info';
import NewsPage from '../../src/pages/member/news/index';
import NewsDetail from '../../src/pages/member/news/detail';
import InformationPage from '../../src/pages/information/index';
import { EARLY_CALLS } from '../../src/early/calls';
import { callKey } from '../../src/api/wire';
import type { ArticleCategory, ArticleDetail, ArticleSummary } from '../../src/api/types/content';
import { fakeApi, flush, mountPage, typeInto, type ApiCall, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['content', 'nav']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  await setLang('en');
});
const mountAt = async (Page: () => preact.JSX.Element | null, url: string) => {
  root = freshRoot();
  await mountPage(root, Page, url, 3);
};
const mount = async (node: preact.ComponentChildren) => {
  root = freshRoot();
  await act(() => render(<>{node}</>, root));
};

const row = (id: number, title: string, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id, category_id: 1, kind: 'help', title, summary: `About ${title}`, image: '', created_at: 1_700_000_000, ...extra,
});
const detail = (content: string, extra: Partial<ArticleDetail> = {}): ArticleDetail => ({ ...row(7, 'Tracking your parcel'), category_name: 'Shipping and customs', content, ...extra });
const paged = (data: ArticleSummary[]) => ({ code: 1, data: { total: data.length, per_page: 10, current_page: 1, last_page: 1, data } });
const CATS: ArticleCategory[] = [{ id: 1, name: 'How to order', count: 4 }, { id: 3, name: 'Shipping and customs', count: 1 }];

/**
 * What an article may carry that must never run or navigate away unsafely: scripts, event handlers,
 * javascript:/data:/vbscript: urls (plain and encoded), frames, objects, forms, meta/base/link, styles.
 * Each calls `__pwned()` if it ever runs.
 */
const PAYLOADS: [string, string][] = [
  ['script tag', '<script>__pwned()</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['script in upper case, split', '<SCRIPT>__pwned()</SCRIPT><scr<script>ipt>__pwned()</script>'],
  ['img onerror', '<img src=x onerror="__pwned()">'],
  ['img onerror on a good image', '<img src="/static/a.webp" onerror="__pwned()" onload="__pwned()">'],
  ['svg onload', '<svg onload="__pwned()"><circle r="4"/></svg>'],
  ['svg script', '<svg><script>__pwned()</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:__pwned()"/><text y="10">x</text></a></svg>'],
  ['math xlink', '<math><a xlink:href="javascript:__pwned()">m</a></math>'],
  ['javascript: href', '<a href="javascript:__pwned()">link</a>'],
  ['javascript: mixed case and spaces', '<a href="  JaVaScRiPt:__pwned()">link</a>'],
  ['javascript: decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__pwned()">link</a>'],
  ['javascript: hex entities', '<a href="&#x6A;avascript&#x3A;__pwned()">link</a>'],
  ['javascript: named colon', '<a href="javascript&colon;__pwned()">link</a>'],
  ['javascript: tab and newline inside', '<a href="jav&#x09;ascr&#x0A;ipt:__pwned()">link</a>'],
  ['javascript: percent-encoded', '<a href="%6A%61%76%61script:__pwned()">link</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">link</a>'],
  ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5fX3B3bmVkKCk8L3NjcmlwdD4=">link</a>'],
  ['data: image', '<img src="data:image/svg+xml,&lt;svg onload=__pwned()&gt;">'],
  ['javascript: image', '<img src="javascript:__pwned()">'],
  ['protocol-relative image', '<img src="//evil.example/a.png">'],
  ['srcset', '<img src="/a.webp" srcset="javascript:__pwned() 1x">'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>__pwned()</script>"></iframe>'],
  ['object and embed', '<object data="javascript:__pwned()"></object><embed src="javascript:__pwned()">'],
  ['form', '<form action="javascript:__pwned()"><input name="q" autofocus onfocus="__pwned()"><button formaction="javascript:__pwned()">go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:__pwned()">'],
  ['base href', '<base href="javascript:__pwned()//">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:__pwned()">'],
  ['style tag with import', '<style>@import "javascript:__pwned()"; body{background:url(javascript:__pwned())}</style>'],
  ['style attribute with expression', '<div style="width: expression(__pwned())">ie</div>'],
  ['style attribute with url(javascript:)', '<p style="background:url(javascript:__pwned())">bg</p>'],
  ['style hiding a fake overlay', '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Log in again</div>'],
  ['a target without rel', '<a href="https://evil.example/phish" target="_blank">offer</a>'],
  ['a target on an in-app link', '<a href="/pages/help/index" target="_top">help</a>'],
  ['details ontoggle', '<details open ontoggle="__pwned()"><summary>s</summary>d</details>'],
  ['body onload', '<body onload="__pwned()">body</body>'],
  ['video and audio', '<video poster="javascript:__pwned()"><source src="x" onerror="__pwned()"></video><audio src=x onerror=__pwned()></audio>'],
  ['template and noscript', '<template><img src=x onerror=__pwned()></template><noscript><p title="</noscript><img src=x onerror=__pwned()>"></noscript>'],
  ['comment breakout', '<!--<img src=x onerror=__pwned()>-->'],
  ['attribute quote breakout', '<img src="/a.webp" alt="x&quot; onerror=&quot;__pwned()">'],
  ['id and name clobbering', '<img name="cookie" id="__STOREFRONT__" src="/a.webp"><a id="__EARLY_CALL__" href="https://x.example">c</a>'],
  ['in-app link smuggling a scheme', '<a href="/pages/../javascript:__pwned()">p</a><a href="#/pages/x?u=javascript:__pwned()">q</a>'],
  ['mailto with extra headers', '<a href="mailto:a@b.example?bcc=all@x.example&body=hi">mail</a>'],
];

const NOT_ALLOWED = 'script, style, iframe, frame, object, embed, svg, math, form, input, button, textarea, select, meta, base, link, template, noscript, video, audio, source, details';
/** Every attribute name left inside `el`. */
const attrs = (el: Element) => [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name));

describe('ArticleBody renders article HTML inert (lib/sanitize.ts)', () => {
  it.each(PAYLOADS)('%s', async (name, payload) => {
    const pwned = vi.fn();
    vi.stubGlobal('__pwned', pwned);
    await mount(<ArticleBody a={detail(`<p>Before</p>${payload}<p>After</p>`)} />);
    await flush(2);
    const body = root.querySelector('.article-body')!;
    expect(pwned).not.toHaveBeenCalled();
    expect(body.querySelector(NOT_ALLOWED)).toBeNull();
    expect(attrs(body).filter((n) => /^on|^style$|^srcset$|^srcdoc$|action$|^id$|^name$|^class$|^xlink/i.test(n))).toEqual([]);
    for (const a of body.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!;
      if (/^https?:\/\//.test(href)) {
        expect(a.getAttribute('target')).toBe('_blank');
        expect(a.getAttribute('rel')).toContain('noopener');
      } else {
        expect(href).toMatch(/^#\/pages\/[^:]*$|^mailto:[^?&]+$/);
        expect(a.hasAttribute('target')).toBe(false);
      }
    }
    for (const img of body.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^(https?:\/\/[^/]|\/[^/\\])/);
    expect(body.innerHTML).not.toMatch(/javascript|vbscript|data:|expression\(/i);
    // The words around the payload are still there (happy-dom's parser, unlike a browser's, lets a script inside an svg swallow the rest).
    expect(body.textContent).toMatch(name === 'svg script' ? /^Before/ : /^Before[\s\S]*After$/);
  });

  it('keeps what articles need: headings, lists, tables, images (lazy, sized), safe links (outside in a new tab, in-app in place, mail)', async () => {
    const html = '<h3>Steps</h3><ol><li>One</li></ol><ul><li><b>Two</b></li></ul><table><thead><tr><th>Line</th></tr></thead><tbody><tr><td colspan="2">Air</td></tr></tbody></table>' +
      '<p><img src="/static/goods/banner-7.webp" width="800" height="320" alt="Banner"></p><blockquote>Note</blockquote><hr>' +
      '<a href="https://carrier.example/track">Track</a> <a href="#/pages/page/estimate">calculator</a> <a href="/pages/help/index">help</a> <a href="mailto:service@buyforme.example">mail</a>';
    await mount(<ArticleBody a={detail(html)} />);
    const body = root.querySelector('.article-body')!;
    expect([...body.children].map((e) => e.tagName.toLowerCase())).toEqual(['h3', 'ol', 'ul', 'table', 'p', 'blockquote', 'hr', 'a', 'a', 'a', 'a']);
    expect(body.querySelector('td')!.getAttribute('colspan')).toBe('2');
    const img = body.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.alt]).toEqual(['/static/goods/banner-7.webp', '800', '320', 'lazy', 'Banner']);
    const links = [...body.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://carrier.example/track', '_blank', 'noopener noreferrer nofollow'],
      ['#/pages/page/estimate', null, null],
      ['#/pages/help/index', null, null],
      ['mailto:service@buyforme.example', null, null],
    ]);
    expect(root.querySelector('h2')!.textContent).toBe('Tracking your parcel');
    expect(root.querySelector('.article-meta')!.textContent).toMatch(/^Shipping and customs · \d{4}-\d\d-\d\d$/);
  });

  it('shows grey lines of an article, busy, while it loads', async () => {
    await mount(<ArticleBody a={null} />);
    const a = root.querySelector('article')!;
    expect(a.getAttribute('aria-busy')).toBe('true');
    expect(a.querySelectorAll('.sk').length).toBeGreaterThan(4);
  });
});

const answerWith = (routes: Record<string, (f: URLSearchParams) => Record<string, unknown>>) => fakeApi((path, fields) => {
  const hit = Object.entries(routes).find(([p]) => path.endsWith(p));
  return hit ? hit[1](fields) : { code: 0, msg: `unexpected ${path}` };
});
const sentTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

describe('the help centre', () => {
  it('lists the topics with their counts in the right plural, leads to information, news and online service', async () => {
    answerWith({ '/api/article/getCategory': () => ({ code: 1, data: CATS }) });
    await mountAt(HelpCentre, '/pages/help/index');
    const cells = [...root.querySelectorAll<HTMLAnchorElement>('nav[aria-labelledby=help-topics] a')];
    expect(cells.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#/pages/help/lists?id=1', 'How to order4 articles'], ['#/pages/help/lists?id=3', 'Shipping and customs1 article'],
    ]);
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['#/pages/information/index', '#/pages/member/news/index', '#/pages/page/onlineservice']));
  });

  it('in Russian: the topics asked in Russian, counted in Russian plural forms', async () => {
    await setLang('ru');
    await loadNamespaces(['content', 'nav']);
    const calls = answerWith({ '/api/article/getCategory': () => ({ code: 1, data: [{ id: 1, name: 'Как сделать заказ', count: 4 }, { id: 2, name: 'Оплата', count: 5 }, { id: 3, name: 'Доставка', count: 21 }] }) });
    await mountAt(HelpCentre, '/pages/help/index');
    expect(sentTo(calls, '/api/article/getCategory')[0].fields.get('lang')).toBe('ru');
    expect([...root.querySelectorAll('nav[aria-labelledby=help-topics] .muted')].map((e) => e.textContent)).toEqual(['4 статьи', '5 статей', '21 статья']);
    expect(root.querySelector('#help-topics')!.textContent).toBe('Темы справки');
  });

  it('search: empty words stay on the page; words open the results, which ask the server for them and count them', async () => {
    answerWith({ '/api/article/getCategory': () => ({ code: 1, data: CATS }) });
    await mountAt(HelpCentre, '/pages/help/index');
    await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    expect(location.hash).toBe('#/pages/help/index');
    await typeInto(root, 'help-q', '  customs duty ');
    await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    expect(location.hash).toBe('#/pages/help/lists?keyword=customs%20duty');

    await act(() => render(null, root));
    const calls = answerWith({ '/api/article/lists': () => paged([row(5, 'Customs duties and declarations'), row(9, 'Terms of service', { kind: 'info' })]) });
    await mountPage(root, HelpLists, '/pages/help/lists?keyword=customs%20duty', 3);
    expect(sentTo(calls, '/api/article/lists')[0].fields.get('keyword')).toBe('customs duty');
    expect((root.querySelector('#help-q') as HTMLInputElement).value).toBe('customs duty');
    expect(root.querySelector('[role=status]')!.textContent).toBe('2 results for “customs duty”');
    expect([...root.querySelectorAll('.art-row')].map((a) => a.getAttribute('href'))).toEqual(['#/pages/help/info?id=5', '#/pages/help/info?id=9']);
  });

  it('a search that finds nothing says so with the words, and leads back to the help centre', async () => {
    answerWith({ '/api/article/lists': () => paged([]) });
    await mountAt(HelpLists, '/pages/help/lists?keyword=zzz');
    expect(root.querySelector('.empty')!.textContent).toContain('Nothing found for “zzz”');
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/help/index');
  });

  it("a topic's articles under its name; an empty topic says so", async () => {
    const calls = answerWith({ '/api/article/getCategory': () => ({ code: 1, data: CATS }), '/api/article/lists': () => paged([row(1, 'How buying through us works')]) });
    await mountAt(HelpLists, '/pages/help/lists?id=1');
    expect(sentTo(calls, '/api/article/lists')[0].fields.get('category_id')).toBe('1');
    expect(root.querySelector('h2')!.textContent).toBe('How to order');
    expect(root.querySelector('.art-row')!.textContent).toContain('How buying through us works');
    await act(() => render(null, root));
    answerWith({ '/api/article/getCategory': () => ({ code: 1, data: CATS }), '/api/article/lists': () => paged([]) });
    await mountPage(root, HelpLists, '/pages/help/lists?id=3', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No articles in this topic yet');
  });

  it('an article: grey lines first, then the article; its call is exactly the one index.html starts early for a deep link', async () => {
    let answer: (v: unknown) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (u: string) => {
      calls.push(String(u));
      await new Promise((r) => { answer = r; });
      return new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: detail('<p>When your parcel leaves the warehouse…</p><script>__pwned()</script>') }), { headers: { 'content-type': 'application/json' } });
    }));
    await mountAt(HelpArticle, '/pages/help/info?id=7');
    expect(root.querySelector('article[aria-busy=true]')).not.toBeNull();
    answer(null);
    await flush(3);
    expect(root.querySelector('h2')!.textContent).toBe('Tracking your parcel');
    expect(root.querySelector('.article-body')!.innerHTML).toBe('<p>When your parcel leaves the warehouse…</p>');
    // Not answered here: customer service first, then the help centre (issue 25).
    expect([...root.querySelectorAll('.help-more a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#/pages/page/onlineservice', 'Ask online service'], ['#/pages/help/index', 'Back to the help centre'],
    ]);
    const url = new URL(calls[0], location.href);
    const spec = EARLY_CALLS['/pages/help/info'](new URLSearchParams('id=7'))!;
    expect(callKey(spec.method, spec.path, { clienttype: 'h5', lang: 'en', ...spec.params })).toBe(callKey('GET', url.pathname, Object.fromEntries(url.searchParams)));
  });

  it('an article that is not there: the server\'s words and a way back to the help centre; a switch of language asks again', async () => {
    answerWith({ '/api/article/detail': () => ({ code: 0, msg: 'This article does not exist or was removed' }) });
    await mountAt(HelpArticle, '/pages/help/info?id=999');
    expect(root.querySelector('[role=alert]')!.textContent).toContain('This article does not exist');
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/help/index');
    await act(() => render(null, root));
    const calls = answerWith({ '/api/article/detail': (f) => ({ code: 1, data: detail('<p>x</p>', { title: f.get('lang') === 'ru' ? 'Отслеживание посылки' : 'Tracking your parcel' }) }) });
    await mountPage(root, HelpArticle, '/pages/help/info?id=7', 3);
    expect(root.querySelector('h2')!.textContent).toBe('Tracking your parcel');
    await act(() => setLang('ru'));
    await flush(3);
    expect(sentTo(calls, '/api/article/detail').map((c) => c.fields.get('lang'))).toEqual(['en', 'ru']);
    expect(root.querySelector('h2')!.textContent).toBe('Отслеживание посылки');
  });
});

describe('news and service information', () => {
  it('news: newest first with date and picture, each opening its article; an empty list says so', async () => {
    answerWith({ '/api/news/lists': () => paged([row(12, 'Image search is here', { kind: 'news', image: '/static/goods/banner-7_200.webp' }), row(11, 'Holiday schedule', { kind: 'news', image: 'javascript:alert(1)' })]) });
    await mountAt(NewsPage, '/pages/member/news/index');
    const rows = [...root.querySelectorAll('.art-row')];
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(['#/pages/member/news/detail?id=12', '#/pages/member/news/detail?id=11']);
    expect(rows[0].querySelector('img')!.getAttribute('src')).toBe('/static/goods/banner-7_200.webp');
    expect(rows[1].querySelector('img')).toBeNull();
    expect(rows[0].querySelector('time')!.textContent).toMatch(/^\d{4}-\d\d-\d\d$/);
    await act(() => render(null, root));
    answerWith({ '/api/news/lists': () => paged([]) });
    await mountPage(root, NewsPage, '/pages/member/news/index', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No news yet');
  });

  it('a news article through the sanitiser; a missing one leads to all news', async () => {
    const pwned = vi.fn();
    vi.stubGlobal('__pwned', pwned);
    answerWith({ '/api/news/detail': () => ({ code: 1, data: detail('<p>Parcels to Europe</p><img src=x onerror=__pwned()>', { kind: 'news', title: 'New express line', category_name: 'News' }) }) });
    await mountAt(NewsDetail, '/pages/member/news/detail?id=3');
    expect(root.querySelector('h2')!.textContent).toBe('New express line');
    expect(root.querySelector('.article-body')!.innerHTML).toBe('<p>Parcels to Europe</p>');
    expect(pwned).not.toHaveBeenCalled();
    await act(() => render(null, root));
    answerWith({ '/api/news/detail': () => ({ code: 0, msg: 'This news item does not exist or was removed' }) });
    await mountPage(root, NewsDetail, '/pages/member/news/detail?id=99', 3);
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/member/news/index');
  });

  it('service information: the pages of kind info, each opening as an article; none says so', async () => {
    const calls = answerWith({ '/api/article/lists': () => paged(['About us', 'Terms of service', 'Privacy policy', 'Shipping policy', 'Prohibited and restricted goods'].map((title, i) => row(20 + i, title, { kind: 'info' }))) });
    await mountAt(InformationPage, '/pages/information/index');
    expect(sentTo(calls, '/api/article/lists')[0].fields.get('kind')).toBe('info');
    expect([...root.querySelectorAll('.art-row b')].map((b) => b.textContent)).toEqual(['About us', 'Terms of service', 'Privacy policy', 'Shipping policy', 'Prohibited and restricted goods']);
    expect(root.querySelector('.art-row')!.getAttribute('href')).toBe('#/pages/help/info?id=20');
    await act(() => render(null, root));
    answerWith({ '/api/article/lists': () => paged([]) });
    await mountPage(root, InformationPage, '/pages/information/index', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No service information yet');
  });
});
