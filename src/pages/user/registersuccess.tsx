import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { useUser } from '../../ui/useUser';
import { Icon } from '../../ui/Icon';
import { goAfterLogin, safeRedirect } from './form';

/** After registering: the new account is logged in; continue where the visitor was going, or to the user centre. */
export default function RegisterSuccess() {
  const { query: q } = useLocation();
  const u = useUser();
  const target = safeRedirect(q.redirect);
  return (
    <div class="section done">
      <span class="done-icon"><Icon name="check" size={40} /></span>
      <h2>{t('user.welcome')}</h2>
      {u && <p class="muted">{t('user.registeredAs', { name: u.username || u.email })}</p>}
      <button class="btn btn-primary btn-block" onClick={() => goAfterLogin(target)}>{t(target === '/' ? 'user.goShopping' : 'user.continue')}</button>
      <a class="btn btn-block" href="#/pages/user/index" onClick={(e) => { e.preventDefault(); goAfterLogin('/pages/user/index'); }}>{t('user.toCentre')}</a>
    </div>
  );
}
