import { t } from '../state/lang';
import { Empty } from './Empty';

/** A page whose data could not load: the failure, announced, with a retry. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Empty text={t('list.failed')} alert>
    <button type="button" class="btn btn-primary" onClick={onRetry}>{t('common.retry')}</button>
  </Empty>
);

/** A page's data on its way (busy for assistive technology). */
export const Loading = () => <div class="page-loader" role="status" aria-label={t('list.loading')}><span class="spinner" /></div>;
