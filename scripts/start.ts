/**
 * `npm start`: builds the storefront when dist/ is missing or older than its sources, then runs the
 * reference server (which serves it under /wap/ and prints the URL).
 */
import { buildIfStale } from './shop/build-if-stale';

buildIfStale();
await import('../server/main');
