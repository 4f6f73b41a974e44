import { t } from '../state/lang';
import type { ChunkFailure } from '../router/lazy-page';

/** "Loading chunk {name} failed" (spec §8) with its type and a retry (a reload fetches the chunk anew). */
export function ChunkError({ name, type }: { name: string; type: ChunkFailure }) {
  return (
    <div class="state-page" role="alert">
      <p>{t('chunk.failed', { name })}</p>
      <p class="muted">{t(`chunk.${type}`)}</p>
      <button class="btn btn-primary" onClick={() => location.reload()}>{t('common.retry')}</button>
    </div>
  );
}
