import { CSS } from './style';
import { esc } from './escape';

/** The HTML document around an operator page: English, no script, the one hashed stylesheet (style.ts). */
export const htmlDocument = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`;
