import { useEffect } from 'react';
import { t } from '../state/lang';
import type { ChunkFailure } from '../router/lazy-page';
import { Empty } from './Empty';

/**
 * "Loading chunk {name} failed" (spec §8) with its type and a retry (a reload fetches the chunk anew); the line back
 * (the `online` event) retries by itself, once.
 */
export function ChunkError({ name, type }: { name: string; type: ChunkFailure }) {
  useEffect(() => {
    const retry = () => location.reload();
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, []);
  return (
    <Empty text={t('chunk.failed', { name })} note={t(`chunk.${type}`)} alert>
      <button class="btn btn-primary" onClick={() => location.reload()}>{t('common.retry')}</button>
    </Empty>
  );
}
