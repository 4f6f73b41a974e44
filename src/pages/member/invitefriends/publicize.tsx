import { useEffect, useState } from 'react';
import { t, tn } from '../../../state/lang';
import { reconnects } from '../../../state/ui';
import { invitedFriends } from '../../../api/invite';
import type { RebateRules } from '../../../api/types/invite';
import { percent } from '../../../lib/units';
import { LoadFailed } from '../../../ui/LoadState';
import './invite.css';
import { addonPage } from '../../../router/addon-page';

/**
 * /pages/member/invitefriends/publicize (login): how invitations work — the link, the rebate rate and for how
 * long, refunds, moving rebates to the wallet, e-mail invitations — worded in the screen's language with
 * the shop's own rate and period (from invitefriends/lists). Grey lines until they are in.
 */
function InviteRulesPage() {
  const [rules, setRules] = useState<RebateRules | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    invitedFriends(1, 1).then((s) => live && setRules({ rate_bp: s.rate_bp, days: s.days }), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [reconnects.value, n]);

  if (failed && !rules) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  const rate = rules ? percent(rules.rate_bp / 10) : '';
  return (
    <div class="invite-rules">
      <section class="invite-hero" aria-busy={!rules}>
        {rules ? (
          <>
            <h2>{t('invite.hero', { rate })}</h2>
            <p>{tn('invite.heroNote', rules.days)}</p>
          </>
        ) : (
          <>
            <span class="sk invite-sk-title" />
            <span class="sk invite-sk-line" />
          </>
        )}
      </section>
      <section class="section">
        {rules ? (
          <ol class="invite-rule-list">
            <li>{t('invite.rule1')}</li>
            <li>{tn('invite.rule2', rules.days, { rate })}</li>
            <li>{t('invite.rule3')}</li>
            <li>{t('invite.rule4')}</li>
            <li>{t('invite.rule5')}</li>
          </ol>
        ) : <div class="sk" style={{ height: 360 }} aria-busy="true" />}
        <a class="btn btn-primary btn-block" href="#/pages/member/invitefriends/index">{t('invite.inviteNow')}</a>
      </section>
    </div>
  );
}

export default addonPage('invite', InviteRulesPage);
