/**
 * Debian's Chromium as the end-to-end tests and the screenshot script launch it (lighthouserc.json lists
 * the same switches for Lighthouse): no sandbox (root), no GPU, nothing fetched from Google's hosts, and
 * none of Chromium 156's omnibox-popup pages. Those load in a renderer of their own as soon as a tab opens
 * (chrome://omnibox-popup.top-chrome) and, on a 2-core machine, took more main-thread time than the shop's
 * own page while it loaded.
 */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
