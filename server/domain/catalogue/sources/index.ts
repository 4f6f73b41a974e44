import type { ServerConfig } from '../../../config';
import { demoSource } from './demo';
import type { ItemSource } from './source';

export type { ItemSource } from './source';

/** The item source the server's settings name: the embedded demo catalogue (the only source so far). */
export function sourceFor(_config: ServerConfig): ItemSource {
  return demoSource;
}
