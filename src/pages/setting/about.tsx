import { t } from '../../state/lang';
import { APP_VERSION } from '../../state/boot';
import '../user/account.css';

/** About (spec §1): the app's name and version 2.5.1 (code 251). */
export default function About() {
  return (
    <div class="section done">
      <h2>{t('app.name')}</h2>
      <p>{t('setting.version', { v: APP_VERSION.name, code: APP_VERSION.code })}</p>
      <p class="muted">{t('setting.aboutText')}</p>
      <a class="btn" href="#/pages/information/index">{t('nav./pages/information/index')}</a>
    </div>
  );
}
