import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { PHONE, type Engine } from './engine';
import { watchProblems } from './watch';

/** WebKitGTK's WebDriver from Debian's webkit2gtk-driver (WEBKIT_DRIVER_PATH to override). */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** The MiniBrowser that libwebkit2gtk ships (MINIBROWSER_PATH to override): /usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser. */
export function miniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const arch of readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))) {
    for (const dir of readdirSync(`/usr/lib/${arch}`).filter((d) => /^webkit2gtk-4\.\d$/.test(d)).sort().reverse()) {
      const bin = path.join('/usr/lib', arch, dir, 'MiniBrowser');
      if (existsSync(bin)) return bin;
    }
  }
  throw new Error('MiniBrowser not found under /usr/lib/*/webkit2gtk-4.*/ (apt-get install webkit2gtk-driver)');
}

/**
 * An X display for MiniBrowser, a GTK window that has no headless mode: $DISPLAY if set, else a private Xvfb
 * on the first free display number (-displayfd), ended by close().
 */
async function display(): Promise<{ name: string; stop: () => void }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => {} };
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const n = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.on('error', (e) => reject(new Error(`Xvfb could not start (apt-get install xvfb): ${e.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { name: `:${n}`, stop: () => xvfb.kill() };
}

/**
 * WebKit: MiniBrowser under WebKitGTK's own WebDriver (classic W3C WebDriver; this build has no BiDi),
 * driven by selenium-webdriver. Its window cannot be narrower than its toolbar (447 px here), so the page
 * gets the narrowest width MiniBrowser allows and 640 px of height. Taps are WebDriver element clicks:
 * WebKitGTK takes touch pointer actions but delivers them as mouse events.
 */
export async function launchWebKit(): Promise<Engine> {
  const x = await display();
  const service = new DriverService.Builder(WEBKIT_DRIVER).setLoopback(true).setEnvironment({ ...process.env, DISPLAY: x.name } as Record<string, string>).build();
  let driver: WebDriver | undefined;
  try {
    const url = await service.start(30_000);
    driver = await new Builder().disableEnvironmentOverrides().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
    }).build();
    const d = driver;
    const window = d.manage().window();
    // The window's size includes MiniBrowser's toolbar: ask again with the difference added.
    await window.setRect({ width: PHONE.width, height: PHONE.height });
    const [w, h] = await d.executeScript<[number, number]>(() => [innerWidth, innerHeight]);
    const rect = await window.getRect();
    await window.setRect({ width: rect.width - w + PHONE.width, height: rect.height - h + PHONE.height });
    await d.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 });
    const version = String((await d.getCapabilities()).get('browserVersion'));
    return {
      name: 'WebKit',
      version,
      touch: false,
      // Classic WebDriver has no script to run before the page's own: the watch starts once it has loaded.
      goto: async (u) => {
        await d.get(u);
        await d.executeScript(watchProblems);
      },
      run: (fn, arg) => d.executeScript(fn as (a: unknown) => never, arg),
      tap: async (css) => d.findElement(By.css(css)).click(),
      type: async (css, text, enter) => d.findElement(By.css(css)).sendKeys(text, ...(enter ? [Key.ENTER] : [])),
      screenshot: async () => Buffer.from(await d.takeScreenshot(), 'base64'),
      close: async () => {
        await d.quit().catch(() => {});
        await service.kill();
        x.stop();
      },
    };
  } catch (e) {
    await driver?.quit().catch(() => {});
    await service.kill();
    x.stop();
    throw e;
  }
}
