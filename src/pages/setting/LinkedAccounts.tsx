import { useEffect, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { showToast } from '../../state/ui';
import { confirmDialog } from '../../state/dialog';
import { ApiError } from '../../api/client';
import { exchangeThird, linkedThird, linkThird, thirdErrorKey, unlinkThird } from '../../api/thirdlogin';
import type { ThirdLoginLinked } from '../../api/types/user';
import { navigate } from '../../router/navigate';

/** A provider's row: its icon and title, a line under it, its button. */
function Row({ icon, title, sub, children }: { icon: string; title: string; sub?: string; children: ComponentChildren }) {
  return (
    <div class="cell third-row">
      {icon && <img src={icon} width={24} height={24} alt="" />}
      <span class="third-name">{title}{sub && <span class="muted">{sub}</span>}</span>
      {children}
    </div>
  );
}

/**
 * Settings, signed in (issue 36): the providers linked to the account (unlink, after a confirm; the server's refusal toasted)
 * and the configured ones not linked yet (link: to the provider and back here). Back from that trip, `tl=` is exchanged
 * ("Google linked") and `tlerr=` said here, both taken out of the address. Without a password, a line says one must be set
 * before the last provider goes. Nothing when no provider is configured and none is linked.
 */
export function LinkedAccounts() {
  const { query: q } = useLocation();
  const [data, setData] = useState<ThirdLoginLinked | null>(null);
  const [failed, setFailed] = useState('');
  const [note] = useState(q.tlerr ? thirdErrorKey(q.tlerr) : '');
  const load = () => linkedThird().then(setData, (e: unknown) => setFailed((e instanceof ApiError && e.message) || t('error.unknown')));
  useEffect(() => {
    if (q.tl || q.tlerr) navigate('/pages/setting/index', true);
    if (!q.tl) return void load();
    void exchangeThird(q.tl).then((d) => d.kind === 'linked' && showToast(t('third.linked', { title: d.title })), () => {}).finally(load);
  }, []);
  const unlink = async (name: string, title: string) => {
    if (!(await confirmDialog({ message: t('third.unlinkConfirm', { title }) }))) return;
    await unlinkThird(name).then(() => showToast(t('third.unlinked', { title })), () => {});
    await load();
  };
  const link = (name: string) => linkThird(name).then((s) => location.assign(s.url), () => {});

  const top = note && <p class="third-top" role="alert">{t(note)}</p>;
  if (!data) {
    return (
      <div class="cells" aria-busy={!failed || undefined}>
        {top}
        {failed ? <p class="cell" role="alert">{failed}</p> : <div class="cell"><span class="sk nl-sk">&nbsp;</span></div>}
      </div>
    );
  }
  if (!data.linked.length && !data.available.length) return top ? <div class="cells">{top}</div> : null;
  return (
    <section class="cells" aria-labelledby="third-title">
      <h2 id="third-title">{t('third.title')}</h2>
      {top}
      {data.linked.map((x) => (
        <Row key={x.name} icon={x.icon} title={x.title} sub={x.email || x.nickname}>
          <button type="button" class="btn" onClick={() => unlink(x.name, x.title)}>{t('third.unlink')}</button>
        </Row>
      ))}
      {data.available.map((x) => (
        <Row key={x.name} icon={x.icon} title={x.title}>
          <button type="button" class="btn btn-primary" onClick={() => link(x.name)}>{t('third.link')}</button>
        </Row>
      ))}
      {!data.has_password && (
        <p class="cell third-row">
          <span>{t('third.needPassword')} <a href="#/pages/user/changepwd?first=1">{t('third.setPassword')}</a></span>
        </p>
      )}
    </section>
  );
}
