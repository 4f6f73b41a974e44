import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../../scripts/chrome-flags';
import { PHONE, type Engine } from './engine';
import { watchProblems } from './watch';

/** Debian's Chromium (CHROME_PATH to override), driven as the e2e suite drives it: playwright-core over CDP, a touch phone. */
export async function launchChromium(): Promise<Engine> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS, headless: true });
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
  await context.addInitScript(watchProblems);
  const page = await context.newPage();
  return {
    name: 'Chromium',
    version: browser.version(),
    touch: true,
    goto: async (url) => void (await page.goto(url)),
    run: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    tap: async (css) => {
      try {
        await page.locator(css).tap({ timeout: 5_000 });
      } catch (e) {
        // Playwright's time covers its checks, the tap and its wait after: when the target is gone by now the
        // tap landed (the page moved on) and tapping again would hit whatever is there now.
        if (await page.locator(css).count()) throw e;
      }
    },
    type: async (css, text, enter) => {
      await page.locator(css).pressSequentially(text, { timeout: 5_000 });
      if (enter) await page.locator(css).press('Enter');
    },
    screenshot: () => page.screenshot(),
    close: () => browser.close(),
  };
}
