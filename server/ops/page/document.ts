import { esc } from './escape';

/** A script an operator page loads from this site: its path and its Subresource Integrity hash (script.ts). */
export type PageScript = { src: string; integrity: string };

/**
 * The HTML document around an operator page (/ops/vitals, /ops/chat): English, its one stylesheet inline (allowed by
 * its hash, policy.ts), no inline script or style attribute; at most one script, from a file this server serves.
 */
export const opsDocument = (o: { title: string; css: string; body: string; script?: PageScript }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(o.title)}</title><style>${o.css}</style>${
    o.script ? `<script src="${esc(o.script.src)}" integrity="${esc(o.script.integrity)}" defer></script>` : ''
  }</head><body>${o.body}</body></html>`;
