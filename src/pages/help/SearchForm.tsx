import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { navigate } from '../../router/navigate';
import { Icon } from '../../ui/Icon';

/** The help centre's search: words to look for in help titles and texts → the results page (lists.tsx). */
export function HelpSearch({ keyword = '' }: { keyword?: string }) {
  const [q, setQ] = useState(keyword);
  useEffect(() => setQ(keyword), [keyword]);
  const submit = (e: Event) => {
    e.preventDefault();
    const words = q.trim();
    if (!words) return (document.getElementById('help-q') as HTMLInputElement | null)?.focus();
    // A new search from the results replaces them (Back leaves the search, not each try).
    navigate(`/pages/help/lists?keyword=${encodeURIComponent(words)}`, Boolean(keyword));
  };
  return (
    <form class="help-search" role="search" onSubmit={submit}>
      <label class="search-field">
        <Icon name="search" size={18} />
        <span class="sr-only">{t('content.searchLabel')}</span>
        <input id="help-q" type="search" enterKeyHint="search" maxLength={100} value={q} placeholder={t('content.searchPlaceholder')} onInput={(e) => setQ(e.currentTarget.value)} />
      </label>
      <button class="btn btn-primary" type="submit">{t('content.search')}</button>
    </form>
  );
}
