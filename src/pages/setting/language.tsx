import { t, lang, setLang, LANGS, type Lang } from '../../state/lang';
import { languageList } from '../../state/settings';
import { showToast } from '../../state/ui';
import { Icon } from '../../ui/Icon';
import '../user/account.css';

export const LANG_NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский', 'zh-cn': '简体中文' };

/**
 * Language (spec §1): switches in place and is stored; the server's list names them when it has come. A language
 * whose strings cannot be fetched (the line is down) stays unchosen, and the toast says why.
 */
export default function Language() {
  const list = LANGS.map((code) => ({ code, name: languageList.value.find((l) => l.code === code)?.name ?? LANG_NAMES[code] }));
  return (
    <div class="cells" role="group" aria-label={t('nav./pages/setting/language')}>
      {list.map((l) => {
        const on = l.code === lang.value;
        return (
          <button key={l.code} type="button" class={on ? 'cell on' : 'cell'} aria-pressed={on} lang={l.code === 'zh-cn' ? 'zh-CN' : l.code} onClick={() => setLang(l.code).catch(() => showToast(t('network.lost')))}>
            <span>{l.name}</span>
            {on && <Icon name="check" size={18} />}
          </button>
        );
      })}
    </div>
  );
}
