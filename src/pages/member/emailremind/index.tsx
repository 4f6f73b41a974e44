import { useEffect, useState } from 'react';
import { lang, t, type Lang } from '../../../state/lang';
import { reconnects } from '../../../state/ui';
import { currencyCode } from '../../../state/currency';
import { emailReminds } from '../../../api/member';
import type { EmailRemindList } from '../../../api/types/member-extra';
import { LoadFailed } from '../../../ui/LoadState';
import { Addresses } from './Addresses';
import { Events } from './Events';
import './emailremind.css';

/** Grey rows where the addresses and the switches will be. */
const Rows = () => (
  <div aria-busy="true">
    {[1, 7].map((rows) => (
      <div key={rows} class="section">
        <span class="sk remind-sk-title" />
        {Array.from({ length: rows }, (_, i) => <span key={i} class="sk remind-sk-row" />)}
      </div>
    ))}
  </div>
);

/**
 * /pages/member/emailremind/index (login): notification e-mails — which of the shopper's addresses they go
 * to and which events send one. Loads again on a language switch (the server words the events) and when
 * the connection comes back; grey rows until the answer in the screen's language is there.
 */
export default function EmailRemindPage() {
  const [got, setGot] = useState<{ data: EmailRemindList; lang: Lang; n: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    const l = lang.value;
    setFailed(false);
    emailReminds(currencyCode.value).then((data) => live && setGot((g) => ({ data, lang: l, n: (g?.n ?? 0) + 1 })), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, n]);

  const shown = got?.lang === lang.value ? got : null;
  if (failed && !shown) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  return (
    <>
      <p class="remind-intro muted">{t('remind.intro')}</p>
      {shown ? (
        <div key={shown.n}>
          <Addresses emails={shown.data.emails} />
          {shown.data.events.length > 0 && <Events events={shown.data.events} />}
        </div>
      ) : <Rows />}
    </>
  );
}
