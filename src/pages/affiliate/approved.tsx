import type { ComponentType } from 'preact';
import { t } from '../../state/lang';
import { affiliateUser } from '../../api/affiliate';
import type { AffiliateStatus } from '../../api/types/affiliate';
import { Empty } from '../../ui/Empty';
import { LoadFailed } from '../../ui/LoadState';
import { useAffLoad } from './parts';

/**
 * A page of approved affiliates (revenue, withdrawals, promotion tasks; the server answers them to no one
 * else): a shopper who is not one yet is told to apply first, with the way to the programme's form, or that
 * their application is being reviewed — never a list that cannot load. `Skeleton` is the page's own first paint.
 * The status is asked each time (an operator may approve at any moment; the call is small).
 */
export function approvedOnly<P extends object>(Page: ComponentType<P>, Skeleton: ComponentType): ComponentType<P> {
  return function ApprovedOnly(props: P) {
    const { data: user, failed, retry } = useAffLoad(affiliateUser);
    if (user?.status === 1) return <Page {...props} />;
    if (failed && !user) return <LoadFailed onRetry={retry} />;
    if (!user) return <Skeleton />;
    return <NotApproved status={user.status} />;
  };
}

/** What a page of approved affiliates says to anyone else: apply first (the form is on the programme's page), or wait for the review. */
export function NotApproved({ status }: { status: AffiliateStatus }) {
  return status === 0 ? (
    <Empty text={t('affiliate.pendingTitle')} note={t('affiliate.reviewFirstNote')}>
      <a class="btn" href="#/pages/affiliate/index">{t('affiliate.toProgramme')}</a>
    </Empty>
  ) : (
    <Empty text={t('affiliate.applyFirst')} note={t('affiliate.applyFirstNote')}>
      <a class="btn btn-primary" href="#/pages/affiliate/index">{t('affiliate.applyNow')}</a>
    </Empty>
  );
}
