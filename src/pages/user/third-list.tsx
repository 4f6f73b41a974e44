import { t, lang } from '../../state/lang';
import { currencyCode } from '../../state/currency';
import { inviter } from '../../state/invite';
import { affCode } from '../../state/aff-link';
import type { ThirdLogin } from '../../api/types/user';
import { thirdStartUrl } from '../../lib/third-start';
import { safeRedirect } from './form';

/**
 * The provider buttons under the login and registration forms (issue 36), once the server listed some (ThirdButtons
 * loads this): "Continue with Google", to its start address with the way back (`redirect`, else home), the visit's
 * inviter and affiliate, the screen's language and currency.
 */
export function ThirdList({ list, redirect }: { list: ThirdLogin[]; redirect?: string }) {
  const trip = { to: safeRedirect(redirect), inviter: inviter.value, aff: affCode.value, lang: lang.value, cur: currencyCode.value };
  return (
    <div class="third">
      <p class="muted">{t('third.or')}</p>
      {list.map((x) => (
        <a key={x.name} class="btn btn-block" href={thirdStartUrl(x.url, trip)} rel="nofollow">
          {x.icon && <img src={x.icon} width={20} height={20} alt="" />}
          {t('third.continue', { title: x.title || x.name })}
        </a>
      ))}
    </div>
  );
}
