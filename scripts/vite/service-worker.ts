import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build, type Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type Output = Chunk | { type: 'asset'; fileName: string };

/** The brand red (design §2), the manifest's theme and the maskable icon's background. */
export const THEME_COLOR = '#df0d34';
/** The one source image every icon is drawn from. */
export const ICON_SOURCE = 'src/assets/app-icon.svg';
/** Icons written beside index.html (fixed names: the manifest and index.html name them). */
const ICONS = { any192: 'icon-192.png', any512: 'icon-512.png', maskable: 'icon-maskable-512.png', apple: 'apple-touch-icon.png' };

/**
 * What the service worker stores at install, as urls under `base`: the entry chunk with its static imports
 * and CSS, the route table's chunk with its imports (every page but home needs it), and the base string
 * bundles (shell, nav) of every language — each a kilobyte or so (English's shell strings are in the shell
 * chunk), less than finding out which one the shopper reads would cost — with every area's navbar titles
 * (nav-<area>, a few hundred bytes each): a page that cannot load offline still shows its title bar (issue 38).
 * Page chunks and their strings are kept on first use.
 */
export function precacheList(bundle: Record<string, Output>, base: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (c: Chunk) => {
    if (files.has(c.fileName)) return;
    files.add(c.fileName);
    c.viteMetadata?.importedCss.forEach((f) => files.add(f));
    c.imports.forEach((f) => byFile.get(f) && add(byFile.get(f)!));
  };
  for (const c of chunks) {
    const id = c.facadeModuleId?.replace(/\\/g, '/') ?? '';
    if (c === shellChunk(bundle) || /\/src\/routes\.ts$/.test(id) || /virtual:lang\/[^/]+\/(shell|nav(-\w+)?)$/.test(id)) add(c);
  }
  return [...files].sort().map((f) => `${base}${f}`);
}

/** The chunk with the app's entry (src/main.tsx; vite.config.ts puts the entry's static imports in it too). */
export function shellChunk(bundle: Record<string, Output>): Chunk | undefined {
  return Object.values(bundle).find((o): o is Chunk => o.type === 'chunk' && o.moduleIds.some((id) => /\/src\/main\.tsx$/.test(id.replace(/\\/g, '/'))));
}

/** The build's identity: every emitted file's name (content-hashed) and the worker's own source. */
export function buildVersion(bundle: Record<string, Output>, workerSource: string): string {
  const hash = createHash('sha256');
  Object.keys(bundle).sort().forEach((f) => hash.update(`${f}\n`));
  hash.update(workerSource);
  return hash.digest('hex').slice(0, 12);
}

/** src/sw/sw.ts as one classic script with the build's version, file list and shell chunk filled in. */
async function compileWorker(define: Record<string, unknown>): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    define: Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
    build: { write: false, minify: true, target: 'es2022', lib: { entry: path.resolve('src/sw/sw.ts'), formats: ['iife'], name: 'storefrontWorker' } },
  });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  return result.output.find((o) => o.type === 'chunk')!.code!.trim();
}

/** The icons, drawn from ICON_SOURCE: "any" at 192 and 512; maskable (and Apple's, which iOS rounds itself) full-bleed on the brand red with the art in the safe zone. */
async function drawIcons(svg: Buffer): Promise<Record<string, Buffer>> {
  const at = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();
  const bleed = async (size: number) => {
    const art = await sharp(svg, { density: 300 }).resize(Math.round(size * 0.8), Math.round(size * 0.8)).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } }).composite([{ input: art, gravity: 'centre' }]).png().toBuffer();
  };
  return { [ICONS.any192]: await at(192), [ICONS.any512]: await at(512), [ICONS.maskable]: await bleed(512), [ICONS.apple]: await bleed(180) };
}

/** The web app manifest: installable, opening the shop standalone at /wap/. */
export function webManifest(base: string, name: string, description: string) {
  return {
    id: base,
    name,
    short_name: name,
    description,
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: `${base}${ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}${ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${base}${ICONS.maskable}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The offline shell, at build only (no worker on Vite's dev server): /wap/sw.js (src/sw/sw.ts with this
 * build's version and files), /wap/manifest.webmanifest with icons drawn from one SVG, and index.html's
 * links to both the manifest and Apple's icon.
 */
export function serviceWorker(): Plugin {
  let base = '/';
  let title = 'Shop';
  let description = '';
  return {
    name: 'storefront-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      const html = readFileSync(path.resolve(config.root, 'index.html'), 'utf8');
      title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? title;
      description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? description;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace('</head>', `<link rel="manifest" href="${base}manifest.webmanifest"><link rel="apple-touch-icon" href="${base}${ICONS.apple}"></head>`);
      },
    },
    async generateBundle(_options, bundle) {
      const out = bundle as unknown as Record<string, Output>;
      const shell = shellChunk(out);
      if (!shell) return;
      const workerSource = ['src/sw/sw.ts', 'src/sw/policy.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');
      const code = await compileWorker({ __SW_VERSION__: buildVersion(out, workerSource), __SW_PRECACHE__: precacheList(out, base), __SW_SHELL__: shell.fileName });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
      for (const [fileName, source] of Object.entries(await drawIcons(readFileSync(ICON_SOURCE)))) this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(webManifest(base, title, description), null, 2)}\n` });
    },
  };
}
