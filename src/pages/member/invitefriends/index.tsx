import { useEffect, useState } from 'react';
import { lang, t, tn } from '../../../state/lang';
import { reconnects } from '../../../state/ui';
import { userInfo } from '../../../state/session';
import { invitedFriends } from '../../../api/invite';
import type { InvitedFriendsPage } from '../../../api/types/invite';
import { percent } from '../../../lib/units';
import { copyAndTell } from '../../../ui/copy';
import { Icon } from '../../../ui/Icon';
import { Yuan } from '../../../ui/Yuan';
import { QrCode } from '../../../ui/QrCode';
import { EmailInvite } from './EmailInvite';
import { inviteUrl } from './link';
import './invite.css';
import { addonPage } from '../../../router/addon-page';

/** The three other pages of invitations. */
const PAGES = [
  ['/pages/member/invitefriends/publicize', 'nav./pages/member/invitefriends/publicize'],
  ['/pages/member/invitefriends/promotion', 'nav./pages/member/invitefriends/promotion'],
  ['/pages/member/invitefriends/record', 'nav./pages/member/invitefriends/record'],
] as const;

/** The rate and the totals: grey where they will be until the answer is in. */
function Hero({ sum, failed, retry }: { sum: InvitedFriendsPage | null; failed: boolean; retry: () => void }) {
  const cell = (label: string, value: preact.ComponentChildren) => (
    <div><dt>{label}</dt><dd>{sum ? value : <span class="sk invite-sk-num" />}</dd></div>
  );
  return (
    <section class="invite-hero" aria-busy={!sum && !failed}>
      {sum ? (
        <>
          <h2>{t('invite.hero', { rate: percent(sum.rate_bp / 10) })}</h2>
          <p>{tn('invite.heroNote', sum.days)}</p>
        </>
      ) : (
        <>
          <span class="sk invite-sk-title" />
          <span class="sk invite-sk-line" />
        </>
      )}
      {failed && !sum ? (
        <button type="button" class="btn invite-retry" onClick={retry}>{t('common.retry')}</button>
      ) : (
        <dl class="invite-totals">
          {cell(t('invite.friends'), sum?.total)}
          {cell(t('invite.ordered'), sum?.ordered)}
          {cell(t('invite.earned'), sum && <Yuan value={sum.earned} />)}
          {cell(t('invite.available'), sum && <Yuan value={sum.available} />)}
        </dl>
      )}
    </section>
  );
}

/**
 * /pages/member/invitefriends/index (login): the shopper's invite link (the full address of this site) and
 * its QR code, drawn in the browser; copy and share (where the browser can); invite by e-mail; the rate and
 * what invitations brought (friends, orders, rebates); the way to the rules, the friends and the rebates.
 */
function InvitePage() {
  const [sum, setSum] = useState<InvitedFriendsPage | null>(null);
  // The stored user's id at once; a session that has only its token yet waits for the answer's code.
  const code = userInfo.value?.id ? String(userInfo.value.id) : sum?.invite_code;
  const link = code ? inviteUrl(code) : '';
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    invitedFriends(1, 1).then((s) => live && setSum(s), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, n]);

  const canShare = typeof navigator.share === 'function';
  const share = () => navigator.share({ title: t('nav./pages/member/invitefriends/index'), text: t('invite.shareText', { site: t('app.name') }), url: link }).catch(() => {});
  return (
    <>
      <Hero sum={sum} failed={failed} retry={() => setN((x) => x + 1)} />
      <section class="section invite-link" aria-labelledby="invite-link-title">
        <h2 id="invite-link-title" class="section-title">{t('invite.link')}</h2>
        <div class="invite-qr" aria-busy={!link}>{link ? <QrCode text={link} label={t('invite.qr')} /> : <span class="sk invite-sk-qr" />}</div>
        <p class="muted invite-center">{t('invite.qrNote')}</p>
        {link ? <p class="invite-url" id="invite-url">{link}</p> : <span class="sk invite-url" />}
        <div class="invite-acts">
          <button type="button" class="btn btn-primary" disabled={!link} onClick={() => copyAndTell(link)}>{t('invite.copy')}</button>
          {canShare && <button type="button" class="btn" disabled={!link} onClick={share}>{t('invite.share')}</button>}
        </div>
      </section>
      <EmailInvite />
      <nav class="invite-pages" aria-label={t('nav./pages/member/invitefriends/index')}>
        {PAGES.map(([path, title]) => (
          <a key={path} href={`#${path}`}>{t(title)}<Icon name="right" size={18} /></a>
        ))}
      </nav>
    </>
  );
}

export default addonPage('invite', InvitePage);
