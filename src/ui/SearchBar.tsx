import { useEffect, useRef, useState } from 'react';
import { t, lang, setLang, LANGS, type Lang } from '../state/lang';
import { currencyCode, setCurrency } from '../state/currency';
import { currencyList, languageList, imageSearchOn } from '../state/settings';
import { loggedIn } from '../state/session';
import { toLogin } from '../router/to-login';
import { back } from '../router/navigate';
import { Icon } from './Icon';
import { useLazy } from './useLazy';
import { takeTap, takeTyped } from '../state/skeleton-tap';

type Props = {
  value?: string;
  onSearch: (keyword: string) => void;
  showBack?: boolean;
  /** Image search (shown only when api_image_search is on; visitors go to login first). */
  onCamera?: () => void;
  placeholder?: string;
};

const LANG_NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский', 'zh-cn': '简体中文' };

/**
 * The search bar (spec §2): back, clear, search, language and currency switches, login shortcut, camera.
 * Where the bar has a back button (result pages) or a visitor's login chip, the two switches fold into
 * one chip that asks which, so the input keeps room for its hint and a query on a 360 px phone.
 */
export function SearchBar({ value = '', onSearch, showBack, onCamera, placeholder }: Props) {
  // The first bar shown goes on with what was typed in the server's skeleton, and runs the search it kept.
  const [typed] = useState(takeTyped);
  const [text, setText] = useState(typed?.v || value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (typed?.focus) input.current?.focus();
    const kept = takeTap('search');
    if (kept) onSearch(kept.v!.trim());
  }, []);
  const [sheet, setSheet] = useState<'pick' | 'lang' | 'currency' | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  const camera = () => (loggedIn.value ? onCamera?.() : toLogin());
  const ActionSheet = useLazy(() => import('./ActionSheet').then((m) => m.ActionSheet), sheet !== null);
  const fold = showBack || !loggedIn.value;
  const langs = languageList.value.length ? languageList.value : LANGS.map((code) => ({ code, name: LANG_NAMES[code] }));

  return (
    <div class="searchbar">
      {showBack && <button class="icon-btn" onClick={back} aria-label={t('common.back')}><Icon name="back" /></button>}
      <form class="search-field" role="search" onSubmit={submit}>
        <Icon name="search" size={18} />
        <input ref={input} type="search" enterKeyHint="search" value={text} aria-label={t('search.label')} placeholder={placeholder ?? t('search.placeholder')}
          onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        {text && <button type="button" class="icon-btn" onClick={() => setText('')} aria-label={t('search.clear')}><Icon name="clear" size={16} /></button>}
        {imageSearchOn.value && onCamera && <button type="button" class="icon-btn" onClick={camera} aria-label={t('search.camera')}><Icon name="camera" size={20} /></button>}
      </form>
      {fold ? (
        <button class="chip" onClick={() => setSheet('pick')}><span class="sr-only">{t('search.settings')} </span>{currencyCode}</button>
      ) : (
        <>
          <button class="icon-btn" onClick={() => setSheet('lang')} aria-label={t('search.language')}><Icon name="globe" /></button>
          <button class="chip" onClick={() => setSheet('currency')}><span class="sr-only">{t('search.currency')} </span>{currencyCode}</button>
        </>
      )}
      {!loggedIn.value && <button class="chip chip-red" onClick={() => toLogin()}>{t('search.login')}</button>}
      {ActionSheet && <ActionSheet open={sheet === 'pick'} title={t('search.settings')} onClose={() => setSheet((s) => (s === 'pick' ? null : s))}
        onSelect={(k) => setSheet(k as 'lang' | 'currency')}
        items={[{ key: 'lang', label: `${t('search.language')} · ${langs.find((l) => l.code === lang.value)?.name ?? lang.value}` }, { key: 'currency', label: `${t('search.currency')} · ${currencyCode.value}` }]} />}
      {ActionSheet && <ActionSheet open={sheet === 'lang'} title={t('search.language')} onClose={() => setSheet(null)} onSelect={(k) => void setLang(k as Lang)}
        items={langs.map((l) => ({ key: l.code, label: l.name, active: l.code === lang.value }))} />}
      {ActionSheet && <ActionSheet open={sheet === 'currency'} title={t('search.currency')} onClose={() => setSheet(null)} onSelect={setCurrency}
        items={currencyList.value.map((c) => ({ key: c.code, label: `${c.code} ${c.symbol}${c.title ? ` · ${c.title}` : ''}`, active: c.code === currencyCode.value }))} />}
    </div>
  );
}
