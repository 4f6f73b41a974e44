import { describe, it, expect, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { items } from '../../server/db/schema';
import { snippet } from '../../server/domain/search/snippet';
import { searchWords } from '../../server/domain/search/words';
import type { Page } from '../../src/api/types/common';
import type { ArticleSummary } from '../../src/api/types/content';
import type { GoodsCard } from '../../src/api/types/goods';
import type { TextRange } from '../../src/api/types/search';

/*
 * Search that understands shoppers' words (issue 25 item 8, design §8), on the seeded help centre and
 * catalogue, on PGlite and on PostgreSQL (DATABASE_URL): word forms in ru and en, Chinese by characters,
 * title matches first, and the ranges the storefront marks.
 */

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

type Lang = 'en' | 'ru' | 'zh-cn';
const ok = async <T>(path: string, params: Record<string, string | number>, lang: Lang, method: 'GET' | 'POST' = 'POST'): Promise<T> => {
  const r = await h.call<T>(path, params, { lang, method });
  expect(r.code, `${path} ${r.msg}`).toBe(1);
  return r.data;
};
const help = (keyword: string, lang: Lang, more: Record<string, string | number> = {}) =>
  ok<Page<ArticleSummary>>('/api/article/lists', { keyword, page: 1, pagesize: 20, ...more }, lang);
const goods = (keyword: string, lang: Lang, more: Record<string, string | number> = {}) =>
  ok<Page<GoodsCard>>('/api/obapi/getItemlist', { keyword, page: 1, pagesize: 100, ...more }, lang, 'GET');
const titles = (p: Page<{ title: string }>) => p.data.map((a) => a.title);
const marked = (text: string, marks: TextRange[] = []) => marks.map(([s, e]) => text.slice(s, e));
const ids = (p: Page<GoodsCard>) => p.data.map((g) => g.id).sort((a, b) => a - b);

/** Ranges inside the text, in order, not touching: what ui/Marked.tsx expects. */
function expectWellFormed(text: string, marks: TextRange[] = []) {
  let at = 0;
  for (const [s, e] of marks) {
    expect(Number.isInteger(s) && Number.isInteger(e)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(at);
    expect(e).toBeGreaterThan(s);
    expect(e).toBeLessThanOrEqual(text.length);
    at = e + 1;
  }
}

const COST = { en: 'How shipping fees are calculated', ru: 'Как рассчитывается стоимость доставки', 'zh-cn': '运费计算方法' };

describe('help search', () => {
  it('ru: "доставка", "доставки" and "доставку" all find the shipping-cost article first, its word marked in the title and the summary', async () => {
    const seen: number[] = [];
    for (const word of ['доставка', 'доставки', 'доставку', 'Доставкой']) {
      const p = await help(word, 'ru');
      const [first] = p.data;
      expect(first.title, word).toBe(COST.ru);
      expect(marked(first.title, first.title_marks)).toEqual(['доставки']);
      // The summary is the text around the words, each of them marked (the first one is in the article's first sentence).
      expect(first.summary).toMatch(/^Каждая линия доставки/);
      expect(marked(first.summary, first.summary_marks).length).toBeGreaterThan(0);
      for (const w of marked(first.summary, first.summary_marks)) expect(w.toLowerCase()).toMatch(/^доставк/);
      seen.push(p.total);
      for (const a of p.data) {
        expectWellFormed(a.title, a.title_marks);
        expectWellFormed(a.summary, a.summary_marks);
        expect(a.summary).not.toMatch(/[<>]/);
        expect(a.kind).not.toBe('news');
      }
    }
    // One word, so one answer, whatever its form.
    expect(new Set(seen).size).toBe(1);
  });

  it('a summary far from the text\'s start is the part around the first match, cut at words, with "…" on each side', async () => {
    const p = await help('посылка', 'ru');
    const late = p.data.find((a) => a.summary.startsWith('…'))!;
    expect(late, titles(p).join(', ')).toBeDefined();
    expect(late.summary).toMatch(/…$/);
    expect(late.summary.length).toBeLessThanOrEqual(121);
    expect(marked(late.summary, late.summary_marks)[0].toLowerCase()).toMatch(/^посылк/);
    // It starts at a word (after the ellipsis comes the whole word, not its tail).
    expect(late.summary).toMatch(/^…[А-ЯЁа-яёA-Za-z0-9«(]/);
  });

  it('en: singular and plural, a word and its -ing form, find the same articles; the title match first', async () => {
    const shipping = await help('shipping', 'en');
    const ship = await help('ship', 'en');
    expect(titles(shipping)[0]).toBe(COST.en);
    expect(titles(ship)[0]).toBe(COST.en);
    expect(titles(ship)).toEqual(expect.arrayContaining(titles(shipping)));
    expect(marked(COST.en, shipping.data[0].title_marks)).toEqual(['shipping']);
    expect(marked(COST.en, ship.data[0].title_marks)).toEqual(['shipping']);
    const fee = await help('fee', 'en');
    const fees = await help('fees', 'en');
    expect(titles(fee)).toEqual(titles(fees));
    expect(titles(fee)).toContain(COST.en);
    expect(marked(COST.en, fee.data.find((a) => a.title === COST.en)!.title_marks)).toEqual(['fees']);
    // "calculate" finds "calculated"; a stop word does not narrow the search.
    expect(titles(await help('calculate', 'en'))[0]).toBe(COST.en);
    expect(titles(await help('the shipping', 'en'))).toEqual(titles(shipping));
  });

  it('zh-cn: "运费" and "运费怎么算" find the shipping article first, by its characters', async () => {
    const word = await help('运费', 'zh-cn');
    expect(titles(word)[0]).toBe(COST['zh-cn']);
    expect(marked(COST['zh-cn'], word.data[0].title_marks)).toEqual(['运费']);
    expect(word.total).toBeGreaterThan(1); // "国际运费" in the service fee's text, and more
    const question = await help('运费怎么算', 'zh-cn');
    expect(titles(question)[0]).toBe(COST['zh-cn']);
    // 怎么 is a question word; 运费 and 算 are what is looked for.
    expect(marked(COST['zh-cn'], question.data[0].title_marks)).toEqual(['运费', '算']);
    for (const a of question.data) expectWellFormed(a.summary, a.summary_marks);
    expect(marked(question.data[0].summary, question.data[0].summary_marks)).toContain('运费');
  });

  it('ranks a title match above texts that say the word more often', async () => {
    for (const [word, lang] of [['balance', 'en'], ['баланс', 'ru'], ['доставка', 'ru'], ['customs', 'en'], ['余额', 'zh-cn']] as [string, Lang][]) {
      const p = await help(word, lang);
      const inTitle = p.data.map((a) => (a.title_marks ?? []).length > 0);
      expect(inTitle[0], `${word}: ${titles(p).join(', ')}`).toBe(true);
      expect(inTitle.includes(false), word).toBe(true);
      // Every title match before every text-only match.
      expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false));
    }
    // "balance" is said four times in the pay password article's text, once in the top-up article's title.
    expect(titles(await help('balance', 'en'))[0]).toBe('Topping up your balance');
  });

  it('searches only the request\'s language and no markup; odd characters are words, not query syntax', async () => {
    expect((await help('доставка', 'en')).total).toBe(0);
    expect((await help('strong', 'en')).total).toBe(0);
    expect((await help('href', 'en')).total).toBe(0);
    expect((await help('%', 'en')).total).toBe(0);
    expect(titles(await help("customs & !' | :* (", 'en'))).toEqual(titles(await help('customs', 'en')));
    // Within one help category.
    const p = await help('доставка', 'ru', { category_id: (await help('доставка', 'ru')).data[0].category_id });
    expect(titles(p)[0]).toBe(COST.ru);
    expect(new Set(p.data.map((a) => a.category_id)).size).toBe(1);
  });
});

describe('goods search', () => {
  it('ru: "платье" and "платья" find the same dresses, the word marked in each title', async () => {
    const one = await goods('платье', 'ru');
    const many = await goods('платья', 'ru');
    expect(one.total).toBeGreaterThan(1);
    expect(ids(many)).toEqual(ids(one));
    for (const g of one.data) {
      expect(g.title.toLowerCase()).toContain('платье');
      expect(marked(g.title, g.title_marks)).toEqual(['платье']);
    }
    // The same goods in English and Chinese: the words are in every language's title.
    const en = await goods('dresses', 'en');
    expect(ids(en)).toEqual(ids(one));
    for (const g of en.data) expect(marked(g.title, g.title_marks)).toEqual(['dress']);
    expect(ids(await goods('dress', 'en'))).toEqual(ids(en));
    // A stop word does not narrow the search.
    expect(ids(await goods('платье для', 'ru'))).toEqual(ids(one));
  });

  it('zh-cn: a two-character word finds the goods whose title holds it, marked', async () => {
    const rows = await h.db.select({ id: items.id, title: items.title }).from(items);
    const holding = rows.filter((r) => r.title['zh-cn'].includes('亚麻')).map((r) => r.id).sort((a, b) => a - b);
    expect(holding.length).toBeGreaterThan(1);
    const p = await goods('亚麻', 'zh-cn');
    expect(ids(p)).toEqual(holding);
    for (const g of p.data) {
      const at = g.title.indexOf('亚麻');
      expect(g.title_marks).toEqual([[at, at + 2]]);
    }
    // Every character pair must be there: 亚麻 and 连衣裙 together are fewer.
    const both = await goods('亚麻连衣裙', 'zh-cn');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(p.total);
    for (const g of both.data) expect(g.title).toMatch(/亚麻.*连衣裙|连衣裙.*亚麻/);
  });

  it('a word typed in part finds the words it begins', async () => {
    const part = await goods('плать', 'ru');
    expect(ids(part)).toEqual(ids(await goods('платье', 'ru')));
    for (const g of part.data) expect(marked(g.title, g.title_marks)).toEqual(['платье']);
  });

  it('keeps the filters, paging and sorts; "default" ranks by relevance', async () => {
    const all = await goods('wool', 'en');
    expect(all.total).toBeGreaterThan(3);
    // Price range and platform still narrow a keyword search.
    const prices = all.data.map((g) => Number(g.price)).sort((a, b) => a - b);
    const mid = prices[Math.floor(prices.length / 2)];
    const ranged = await goods('wool', 'en', { start_price: String(mid) });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(all.total);
    for (const g of ranged.data) expect(Number(g.price)).toBeGreaterThanOrEqual(mid);
    const tp = all.data[0].api_type;
    for (const g of (await goods('wool', 'en', { tp })).data) expect(g.api_type).toBe(tp);
    // Sorts.
    const asc = (await goods('wool', 'en', { sort: 'price_asc' })).data.map((g) => Number(g.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const sales = (await goods('wool', 'en', { sort: 'sales' })).data.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    // Pages of one at a time add up to the whole list, each card once.
    const paged: number[] = [];
    for (let page = 1; page <= all.total; page++) {
      const p = await goods('wool', 'en', { page, pagesize: 1 });
      expect(p).toMatchObject({ total: all.total, current_page: page, last_page: all.total });
      paged.push(p.data[0].id);
    }
    expect(paged).toEqual(all.data.map((g) => g.id));
    // Relevance: among equally good titles the shorter first ("Winter wool scarf" before a longer one), then best sellers.
    const words = all.data.map((g) => g.title.split(' ').length);
    expect(words[0]).toBe(Math.min(...words));
    // Without a keyword nothing is marked.
    expect((await goods('', 'en', { pagesize: 5 })).data.every((g) => g.title_marks === undefined)).toBe(true);
  });

  it('odd characters are words, not query syntax', async () => {
    expect(ids(await goods("wool & !' | :* (", 'en'))).toEqual(ids(await goods('wool', 'en')));
    expect((await goods('%', 'en')).total).toBe(0);
    expect((await goods('\\', 'en')).total).toBe(0);
    expect((await goods('no-such-thing-anywhere', 'en')).total).toBe(0);
  });

  it('reads the titles through the index items_search', async () => {
    const plan = await h.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const res = await tx.execute(sql`EXPLAIN SELECT id FROM items WHERE item_search_doc(title) @@ ${"'dress'"}::tsquery`);
      return JSON.stringify(res);
    });
    expect(plan).toContain('items_search');
  });
});

describe('search words and summaries (pure)', () => {
  it('takes a search apart: words in lower case, Chinese by pairs of characters without question words', () => {
    expect(searchWords('Доставка  DHL!')).toEqual({ words: ['доставка', 'dhl'], han: [] });
    expect(searchWords('运费怎么算')).toEqual({ words: [], han: ['运费', '算'] });
    expect(searchWords('夏季连衣裙 L')).toEqual({ words: ['l'], han: ['夏季', '季连', '连衣', '衣裙'] });
    // A search of question words only keeps them.
    expect(searchWords('怎么')).toEqual({ words: [], han: ['怎么'] });
    expect(searchWords("&|!:*'()")).toEqual({ words: [], han: [] });
  });

  it('cuts a summary around the first match and moves the marks with it', () => {
    const text = `${'word '.repeat(60)}target word ${'more '.repeat(40)}`.trim();
    const at = text.indexOf('target');
    const s = snippet(text, [[at, at + 6]], 120);
    expect(s.text.startsWith('…word ')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(120);
    expect(s.text.slice(s.marks[0][0], s.marks[0][1])).toBe('target');
    // Near the start: the opening words.
    const early = snippet(text, [[0, 4]], 120);
    expect(early.text.startsWith('word')).toBe(true);
    expect(early.marks).toEqual([[0, 4]]);
    // A short text is whole.
    expect(snippet('short text', [[0, 5]], 120)).toEqual({ text: 'short text', marks: [[0, 5]] });
    // A surrogate pair is never split.
    const emoji = `${'😀'.repeat(100)}目标`;
    const e = snippet(emoji, [[200, 202]], 40);
    expect(e.text.slice(e.marks[0][0], e.marks[0][1])).toBe('目标');
    expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(e.text)).toBe(false);
  });
});
