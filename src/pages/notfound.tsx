import { t } from '../state/lang';
import { Empty } from '../ui/Empty';

/** Any unknown in-app path. */
export default function NotFound() {
  return (
    <Empty text={t('common.pageNotFound')}>
      <a class="btn btn-primary" href="#/">{t('common.toHome')}</a>
    </Empty>
  );
}
