import { startEarly } from './start';

/**
 * The early script's entry (scripts/vite/route-preload.ts inlines it in index.html): startEarly on the build's file
 * list, the JSON block right before it. An entry with no exports compiles to a bare function call, not a global.
 */
const files = JSON.parse(document.getElementById('built-files')!.textContent!);
startEarly(files.routes, files.dicts, files.shared);
