import puppeteer from 'puppeteer-core';
import { PHONE, type Engine } from './engine';
import { watchProblems } from './watch';

/** Debian's Firefox ESR (FIREFOX_PATH to override). */
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Firefox ESR over WebDriver BiDi: puppeteer-core starts it with its Remote Agent and speaks BiDi to it
 * directly (no geckodriver, which Debian does not package). A 360×640 viewport at 2× through BiDi's
 * browsingContext.setViewport. Taps are BiDi touch actions (the page gets pointerdown with pointerType
 * "touch", touchstart, touchend, then click), but Firefox does not emulate a touch device: (pointer: coarse)
 * stays false and navigator.maxTouchPoints 0.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: 60_000, // a start on a busy 2-core machine took 23 s
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
  });
  const page = await browser.newPage().catch(async (e) => {
    await browser.close();
    throw e;
  });
  page.setDefaultTimeout(15_000);
  await Promise.all([page.setViewport({ ...PHONE, deviceScaleFactor: 2 }), page.evaluateOnNewDocument(watchProblems)]).catch(async (e) => {
    await browser.close();
    throw e;
  });
  return {
    name: 'Firefox',
    version: (await browser.version()).replace(/^firefox\//, ''),
    touch: true,
    goto: async (url) => void (await page.goto(url)),
    run: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    tap: (css) => page.tap(css),
    type: async (css, text, enter) => {
      await page.type(css, text);
      if (enter) await page.keyboard.press('Enter');
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
}
