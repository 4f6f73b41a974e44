/**
 * Lighthouse in this process against a Chromium started once (scripts/lighthouse/run.ts, floor.ts): starting
 * Node, Lighthouse and its config for every run, and Chromium for every call, was about a third of a run.
 */
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { measureFirst } from './priority';

/** Debian's Chromium (CHROME_PATH to override), headless, with `args`, ahead of the host's other work (priority.ts). */
export async function launchChromium(args: string[]): Promise<Browser> {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args, defaultViewport: null });
  measureFirst(browser.process()?.pid);
  return browser;
}

/** One run of `url` (in `page` when given, else a tab of the browser at `flags.port`); its result, or an error naming the url. */
export async function lighthouseRun(url: string, flags: Flags, page?: Page) {
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', ...flags }, undefined, page);
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  return result.lhr;
}
