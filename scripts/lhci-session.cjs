/**
 * Lighthouse CI runs this before each URL (lighthouserc.json collect.puppeteerScript) in the browser it
 * measures with: it empties the HTTP cache (every run is a first visit; storage reset is off so a
 * session can survive) and logs the demo shopper in for URLs marked `member=1`, out for the others.
 */
module.exports = async (browser, { url }) => {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  const cdp = await page.target().createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${origin}/api/language/lists`);
  const member = new URL(url).searchParams.get('member') === '1';
  await page.evaluate(async (loggedIn) => {
    localStorage.clear();
    if (!loggedIn) return;
    const res = await fetch('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=demo%40example.com&password=demo1234',
    });
    const body = await res.json();
    localStorage.setItem('token', body.data.userinfo.token);
  }, member);
  await page.close();
};
