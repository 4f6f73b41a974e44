/**
 * What the smoke journey needs of a browser, and nothing more: one adapter per engine implements it
 * (chromium.ts over playwright-core, firefox.ts over puppeteer-core's WebDriver BiDi, webkit.ts over
 * WebKitGTK's WebDriver with selenium-webdriver). Finding things by role, name or text is done once, in the
 * page, by screen.ts, so all three engines look for the same things the same way.
 */
export interface Engine {
  /** "Chromium", "Firefox", "WebKit". */
  readonly name: string;
  /** The browser's own version string, e.g. "156.0.8078.108". */
  readonly version: string;
  /** Whether tap() is a touch (Chromium, Firefox) or a mouse click (WebKit). */
  readonly touch: boolean;
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (the engine's own script evaluation, which the page's CSP does not govern). */
  run<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** A native tap or click at the element `css` names (screen.ts marks it first). */
  tap(css: string): Promise<void>;
  /** Native keystrokes into the element `css` names; then Enter when `enter`. */
  type(css: string, text: string, enter?: boolean): Promise<void>;
  /** A PNG of what the page shows now. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** The phone-sized screen asked of every engine, CSS pixels (WebKitGTK's MiniBrowser window cannot be that narrow). */
export const PHONE = { width: 360, height: 640 } as const;
