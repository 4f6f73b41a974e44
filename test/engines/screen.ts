import type { Engine } from './engine';
import { problemsSeen } from './watch';

type Name = string | RegExp;
/**
 * What a shopper looks for on the screen: an element of an ARIA role with an accessible name, a form control
 * by its label, any element whose text is `text`, or a CSS match that contains `hasText`; `in` narrows the
 * search to inside the first visible match of another target. A string name or text matches whole
 * (whitespace collapsed), a RegExp anywhere.
 */
export type Target = {
  role?: 'button' | 'link' | 'heading' | 'tab' | 'searchbox' | 'textbox' | 'dialog' | 'radio' | 'checkbox';
  name?: Name;
  label?: Name;
  text?: Name;
  css?: string;
  hasText?: string;
  in?: Target;
};

type Wire = string | { re: string; flags: string };
type WireTarget = Omit<Target, 'name' | 'label' | 'text' | 'in'> & { name?: Wire; label?: Wire; text?: Wire; in?: WireTarget };
/** What the page tells of the first visible match. */
type Found = { sel: string; text: string; value: string; box: [number, number, number, number]; hittable: boolean; disabled: boolean; selected: string | null };

const wire = (n: Name | undefined): Wire | undefined => (n instanceof RegExp ? { re: n.source, flags: n.flags } : n);
const toWire = (t: Target): WireTarget => ({ ...t, name: wire(t.name), label: wire(t.label), text: wire(t.text), in: t.in && toWire(t.in) });
const describe = (t: Target): string =>
  [t.role && `role=${t.role}`, t.name && `name=${t.name}`, t.label && `label=${t.label}`, t.text && `text=${t.text}`, t.css && `css=${t.css}`, t.hasText && `hasText=${t.hasText}`, t.in && `in (${describe(t.in)})`]
    .filter(Boolean).join(' ');

/**
 * Runs in the page (each engine serialises it): the first visible element matching the target, brought into
 * view and marked with data-engine-hit so the engine can tap it natively by that selector; null if none.
 * Self-contained: no closures over this module.
 */
function locate(arg: { t: WireTarget; mark: boolean }): Found | null {
  const ROLES: Record<string, string> = {
    button: 'button,[role=button],input[type=button],input[type=submit]',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    tab: '[role=tab]',
    searchbox: 'input[type=search],[role=searchbox]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=number],textarea,[role=textbox]',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    radio: 'input[type=radio],[role=radio]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
  };
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (s: string, w: Wire | undefined) => w === undefined || (typeof w === 'string' ? s === w : new RegExp(w.re, w.flags).test(s));
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const labelOf = (el: Element) => {
    const labels = (el as HTMLInputElement).labels;
    return norm(el.getAttribute('aria-label') || (labels?.length ? [...labels].map((l) => l.textContent).join(' ') : '') || el.getAttribute('placeholder') || el.getAttribute('title'));
  };
  const nameOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return norm(by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return labelOf(el);
    return norm(el.textContent);
  };
  const find = (t: WireTarget, root: ParentNode): Element[] => {
    let scope: ParentNode = root;
    if (t.in) {
      const outer = find(t.in, root).find(visible);
      if (!outer) return [];
      scope = outer;
    }
    const css = t.role ? ROLES[t.role] : t.css ?? '*';
    let list = [...scope.querySelectorAll(css)];
    if (t.role) list = list.filter((el) => !el.getAttribute('role') || el.getAttribute('role') === t.role);
    if (t.role && t.css) list = list.filter((el) => el.matches(t.css!));
    if (t.name !== undefined) list = list.filter((el) => matches(nameOf(el), t.name));
    if (t.label !== undefined) list = list.filter((el) => /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && matches(labelOf(el), t.label));
    if (t.hasText !== undefined) list = list.filter((el) => norm(el.textContent).includes(t.hasText!));
    // By text: the innermost elements whose text matches (not every ancestor that contains them).
    if (t.text !== undefined) list = list.filter((el) => matches(norm(el.textContent), t.text) && ![...el.children].some((c) => matches(norm(c.textContent), t.text)));
    return list;
  };
  const el = find(arg.t, document).find(visible);
  if (!el) return null;
  let r = el.getBoundingClientRect();
  if (arg.mark && (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth)) {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    r = el.getBoundingClientRect();
  }
  // Would a tap at its centre reach it, or does something cover it (a toast, a panel on its way out)?
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const hittable = !!at && (el.contains(at) || (el as HTMLInputElement).labels?.[0]?.contains(at) === true);
  let sel = '';
  if (arg.mark) {
    const id = String(Date.now()) + Math.random().toString(36).slice(2, 6);
    el.setAttribute('data-engine-hit', id);
    sel = `[data-engine-hit="${id}"]`;
  }
  return {
    sel,
    text: norm(el.textContent),
    value: (el as HTMLInputElement).value ?? '',
    box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)],
    hittable,
    disabled: (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true',
    selected: el.getAttribute('aria-selected'),
  };
}

/**
 * The shopper's view of one engine's page: waits like a person does (until it shows, up to `timeout`), taps
 * only what is on screen, enabled, uncovered and no longer moving.
 */
export class Screen {
  constructor(readonly engine: Engine, private timeout = 15_000) {}

  private async until<T>(what: string, attempt: () => Promise<T | null | false>): Promise<T> {
    const end = Date.now() + this.timeout;
    let last: unknown = null;
    for (;;) {
      try {
        const r = await attempt();
        if (r !== null && r !== false) return r;
      } catch (e) {
        last = e;
      }
      if (Date.now() > end) {
        const shown = await this.engine.run(() => location.hash + ' | ' + document.body.innerText.replace(/\s+/g, ' ').slice(0, 400), null).catch(() => '?');
        const problems = await this.engine.run(problemsSeen, null).catch(() => []);
        throw new Error(`${this.engine.name}: timed out after ${this.timeout} ms waiting for ${what}${last ? ` (last error: ${String(last).slice(0, 300)})` : ''}\n  page: ${shown}${problems.length ? `\n  problems: ${problems.join(' · ')}` : ''}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private locate = (t: Target, mark = false) => this.engine.run(locate, { t: toWire(t), mark });

  goto = (url: string) => this.engine.goto(url);

  /** Waits until the target is on screen; answers what it shows. */
  waitFor = (t: Target) => this.until(describe(t), () => this.locate(t));

  /** Waits until nothing matches the target on screen. */
  gone = (t: Target) => this.until(`${describe(t)} to go`, async () => (await this.locate(t)) === null);

  /** The target's text, whitespace collapsed, once it shows. */
  text = async (t: Target) => (await this.waitFor(t)).text;

  /** Waits until the target shows text passing `test`; answers it. */
  async textWhere(t: Target, test: (text: string) => boolean, what = 'its text'): Promise<string> {
    return (await this.until(`${describe(t)} with ${what}`, async () => {
      const f = await this.locate(t);
      return f && test(f.text) ? f : null;
    })).text;
  }

  /** Taps (or clicks) the target once it is on screen, enabled, uncovered and has held still for one poll. */
  async tap(t: Target): Promise<void> {
    let before = '';
    await this.until(`${describe(t)} to tap`, async () => {
      const f = await this.locate(t, true);
      if (!f || f.disabled || !f.hittable) return (before = '', false);
      const box = f.box.join();
      if (box !== before) return (before = box, false);
      await this.engine.tap(f.sel);
      return true;
    });
  }

  /** Types into the (empty) field the target names, then Enter when `enter`. */
  async type(t: Target, text: string, enter = false): Promise<void> {
    const f = await this.until(`${describe(t)} to type into`, async () => {
      const x = await this.locate(t, true);
      return x && !x.disabled ? x : null;
    });
    await this.engine.type(f.sel, text, enter);
  }

  /** The decoded location hash. */
  hash = () => this.engine.run(() => decodeURIComponent(location.hash), null);

  /** Waits until the decoded hash passes `re`; answers it. */
  waitHash = (re: RegExp) => this.until(`the address to match ${re}`, async () => {
    const h = await this.hash();
    return re.test(h) ? h : null;
  });
}
