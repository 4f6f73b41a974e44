import type { Page } from 'playwright-core';

/**
 * What a 360 px screen must never show a shopper (issue 25 "Layout and language at 360 px"), checked in the page
 * as it is: a navbar title cut (ellipsis, or wider or taller than its box), text running out of its box or off
 * the screen sideways, a visible tap target under 44 × 44 px, and a word of another script where the screen's
 * language is expected. Answers one line per defect, naming the element and its text.
 */
export type ScreenLang = 'ru' | 'zh-cn' | 'en';

/**
 * Latin words a ru or zh-cn screen may show: brand and marketplace names, and what the shopper typed for the
 * walk (a US address, a seller's shop name). Codes (anything with a digit), all-capital abbreviations (USD,
 * SWIFT, QR), e-mail addresses and web addresses are allowed by their shape.
 */
export const LATIN_ALLOWED = [
  'BuyForMe', 'Taobao', 'Tmall', 'JD', 'Weidian', 'Alipay', 'WeChat', 'PayPal', 'Visa', 'Mastercard', 'UnionPay',
  'Telegram', 'WhatsApp', 'Google', 'Apple', 'Android', 'iPhone', 'Xiaomi', 'Huawei',
  // Carriers and the shop's own accounts and warehouse, named as on a transfer form or a shipping label.
  'YunExpress', 'SF Express', 'YTO Express', 'ZTO Express', 'STO Express', 'Yunda Express', 'JD Logistics', 'EMS China',
  'BuyForMe Trading LLC', 'BuyForMe Trading GmbH', 'BuyForMe HK Ltd.', 'BuyForMe Logistics', 'Lakeshore National Bank', 'Rheinland Handelsbank AG',
  'Pearl River Bank', 'Guangzhou BuyForMe Supply Chain Co., Ltd.', '(Warehouse)', '(Yiwu)',
  '(18 Shitan Road, Baiyun District, Guangzhou, Guangdong 510430)', '(88 Shangcheng Avenue, Futian, Yiwu, Zhejiang 322000)',
  // Each language by its own name (the language page and sheet).
  'English', 'Русский',
  // The loanword Russian interfaces write in Latin letters.
  'E-mail',
];

/** Unit symbols a Chinese screen writes in Latin letters, as Chinese standards do (GB 3100); ru writes см, кг. */
const ZH_UNITS = ['cm', 'mm', 'kg', 'ml'];

export async function screenProblems(page: Page, lang: ScreenLang, allowed: string[] = []): Promise<string[]> {
  // The transform that runs this file (tsx, vitest) names inner functions through a helper the page lacks.
  await page.evaluate('window.__name ??= (f) => f');
  return page.evaluate(([lang, allow, units]) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (e: Element) => {
      const id = e.id ? `#${e.id}` : '';
      const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const text = (e.textContent || (e as HTMLInputElement).placeholder || e.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${e.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const shown = (e: Element): boolean => {
      if (e.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const r = e.getBoundingClientRect();
      // Visually hidden (.sr-only: 1 × 1 px, clipped): for assistive technology only.
      if (r.width <= 1 || r.height <= 1) return false;
      for (let a: Element | null = e; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
      }
      return true;
    };
    /** Inside a box that scrolls sideways (tabs, photo strips): text beyond the screen is scrolled to, not cut. */
    const scrolledSideways = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    /** The element's box in the layout: the nearest ancestor that is not an inline element. */
    const box = (e: Element): Element => {
      let a: Element = e;
      while (a.parentElement && ['inline', 'contents'].includes(getComputedStyle(a).display)) a = a.parentElement;
      return a;
    };

    // The page itself never scrolls sideways.
    if (document.documentElement.scrollWidth > vw + 1) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);

    // Navbar titles: whole, on one or two lines.
    for (const h of Array.from(document.querySelectorAll('.navbar h1'))) {
      const s = getComputedStyle(h);
      if (h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1 || (s.textOverflow === 'ellipsis' && s.overflow !== 'visible' && s.whiteSpace === 'nowrap')) {
        out.push(`navbar title cut: ${name(h)} (${h.scrollWidth}×${h.scrollHeight} in ${h.clientWidth}×${h.clientHeight})`);
      }
    }

    // Text out of its box: each visible line of text within its box and within the screen.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    const texts: { node: Text; el: Element }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent!.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
      if (!shown(el)) continue;
      texts.push({ node: n as Text, el });
      if (seen.has(el) || scrolledSideways(el)) continue;
      const b = box(el);
      const br = b.getBoundingClientRect();
      const cs = getComputedStyle(b);
      // A one-line ellipsis inside the element is a deliberate cut of long data (a title, an address), not overflow.
      if (cs.textOverflow === 'ellipsis') continue;
      // Word by word: a space left hanging at a line's end (pre-wrap) is no text out of its box.
      const rects: DOMRect[] = [];
      for (const m of Array.from(n.textContent!.matchAll(/\S+/g))) {
        const range = document.createRange();
        range.setStart(n, m.index!);
        range.setEnd(n, m.index! + m[0].length);
        rects.push(...Array.from(range.getClientRects()));
      }
      for (const r of rects) {
        if (r.width < 1) continue;
        if (r.right > br.right + 1.5 || r.left < br.left - 1.5) {
          out.push(`text overflows its box: ${name(b)} (text ${Math.round(r.left)}–${Math.round(r.right)}, box ${Math.round(br.left)}–${Math.round(br.right)})`);
          seen.add(el);
          break;
        }
        if (r.right > vw + 1 || r.left < -1) {
          out.push(`text off the screen: ${name(b)} (${Math.round(r.left)}–${Math.round(r.right)})`);
          seen.add(el);
          break;
        }
      }
    }

    // Tap targets: 44 × 44 px at least. A control hidden behind its label (a styled radio) counts by its label.
    const targets = Array.from(document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], label'));
    for (const e of targets) {
      // A label is the finger's target where it stands for its control (a tick box, a choice, a file): a field's
      // caption above a text box is not (the box is).
      if (e.tagName === 'LABEL') {
        const c = (e as HTMLLabelElement).control;
        if (!c || !(c instanceof HTMLInputElement) || !['checkbox', 'radio', 'file'].includes(c.type)) continue;
      }
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(e.tagName)) {
        const i = e as HTMLInputElement;
        // A visually hidden control (its label is what the finger taps), or one inside a label of its own.
        if (r.width <= 2 || r.height <= 2 || getComputedStyle(e).clip !== 'auto') continue;
        // A choice that cannot be made (a shipping line that refuses the parcel) is no target.
        if (i.disabled && ['radio', 'checkbox'].includes(i.type)) continue;
        if (Array.from(i.labels ?? []).some((l) => shown(l) && l.getBoundingClientRect().height >= 44 && l.getBoundingClientRect().width >= 44 && l.contains(i))) continue;
      }
      if (r.width < 43.5 || r.height < 43.5) out.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)} px: ${name(e)}`);
    }

    // Words of another script: Latin (and, on zh-cn, Cyrillic) words where ru or zh-cn is expected.
    if (lang !== 'en') {
      const phrases = allow.filter((w) => /[\s()]/.test(w)).sort((a, b) => b.length - a.length);
      const ok = new Set([...allow, ...(lang === 'zh-cn' ? units : [])].map((w) => w.toLowerCase()));
      const strip = (s: string) => phrases.reduce((x, p) => x.split(p).join(' '), s)
        .replace(/https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+|\b[\w-]+(\.[\w-]+)*\.(com|cn|ru|net|org)(\/\S*)?/gi, ' ')
        .replace(/[\w-]*\d[\w-]*/g, ' ')
        // Handles (@shop_support, shop_cs) and names masked for privacy (D***r).
        .replace(/\S*[_@*]\S*/g, ' ');
      const strings = texts.map((t) => ({ text: t.node.textContent!, el: t.el }));
      for (const f of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) if (shown(f)) strings.push({ text: (f as HTMLInputElement).placeholder, el: f });
      const flagged = new Set<string>();
      for (const { text, el } of strings) {
        const words = strip(text).match(lang === 'ru' ? /[A-Za-z]+(['’-][A-Za-z]+)*/g : /[A-Za-z\u0400-\u04ff]+(['’-][A-Za-z\u0400-\u04ff]+)*/g) ?? [];
        for (const w of words) {
          // A name allowed, an abbreviation or code in capitals (USD, SWIFT, XL), a single capital (a size, a grade).
          if (ok.has(w.toLowerCase()) || /^[A-Z]{1,6}$/.test(w)) continue;
          const key = `${w} in ${name(el)}`;
          if (!flagged.has(key)) out.push(`word of another script "${w}": ${name(el)}`);
          flagged.add(key);
        }
      }
    }
    return out;
  }, [lang, [...LATIN_ALLOWED, ...allowed], ZH_UNITS] as const);
}

/**
 * Opens the in-app `path` afresh (a new document: nothing of the last page left over) and waits until it has settled:
 * the server's skeleton replaced, the navbar titled (unless the page has none), nothing loading (skeletons,
 * spinners, aria-busy) and the network quiet.
 */
export async function openSettled(page: Page, base: string, path: string, o: { bare?: boolean } = {}): Promise<void> {
  await page.goto(`${base}/wap/?at=${Date.now()}#${path}`);
  await page.waitForFunction((bare) => {
    if (document.getElementById('skeleton')) return false;
    if (!bare && !document.querySelector('.navbar h1')?.textContent?.trim()) return false;
    return !document.querySelector('[aria-busy="true"], .page-loader, .sk, .spinner');
  }, !!o.bare, { timeout: 30_000, polling: 100 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // Whatever the quiet network brought (a list's next page, the startup refresh) has painted.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .page-loader, .sk'), undefined, { timeout: 30_000, polling: 100 });
}
