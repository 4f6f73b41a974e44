import type { ServerConfig } from '../../../config';
import { demoSource } from './demo';
import { oneBoundSource } from './onebound';
import type { ItemSource } from './source';

export type { ItemSource } from './source';

const made = new WeakMap<ServerConfig, ItemSource>();

/**
 * The item source the server's settings name (ITEM_SOURCE): the embedded demo catalogue unless ITEM_SOURCE=onebound.
 * One per configuration, so a source's limiter, breaker and in-flight fetches live as long as its server.
 */
export function sourceFor(config: ServerConfig): ItemSource {
  if (config.itemSource !== 'onebound') return demoSource;
  let source = made.get(config);
  if (!source) made.set(config, (source = oneBoundSource(config)));
  return source;
}
