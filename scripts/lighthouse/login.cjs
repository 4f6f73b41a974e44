/**
 * LHCI puppeteerScript: runs before each Lighthouse run. For the member pages and the spin wheel it logs
 * the demo shopper in once, the way the storefront keeps a session: `token` in the origin's localStorage
 * (the token is written by scripts/lighthouse/serve.ts). It opens a cheap same-origin URL, not the app,
 * so no app asset is fetched before the measured run. Lighthouse clears the HTTP cache before each run
 * but not localStorage (its default clearStorageTypes leave local_storage), so runs stay cold but logged in.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const TOKEN_FILE = path.resolve('.lighthouseci/shopper-token');
let loggedIn = false;

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async (browser, { url }) => {
  if (loggedIn || !/\/pages\/(member\/|index\/zhuanpan|affiliate\/)/.test(url)) return;
  const token = readFileSync(TOKEN_FILE, 'utf8').trim();
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/wap/robots.txt', url).href); // a 404 will do: only the origin matters
    await page.evaluate((tok) => localStorage.setItem('token', tok), token);
  } finally {
    await page.close();
  }
  loggedIn = true;
};
