import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

/**
 * The console's one script (console.js beside this file), read once: served at a path named by its content's hash
 * (so a browser may keep it for a year and a new version is a new path), with its Subresource Integrity hash.
 */
export const CONSOLE_JS = readFileSync(new URL('./console.js', import.meta.url), 'utf8');
const digest = (alg: 'sha256' | 'sha384') => createHash(alg).update(CONSOLE_JS);
export const CONSOLE_JS_PATH = `/ops/chat-console-${digest('sha256').digest('hex').slice(0, 12)}.js`;
export const CONSOLE_SCRIPT = { src: CONSOLE_JS_PATH, integrity: `sha384-${digest('sha384').digest('base64')}` };
