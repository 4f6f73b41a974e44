import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { t, lang as appLang, langReady, type Lang } from '../state/lang';
import { BACK_TO_TOP_AFTER, LOAD_MORE_TRIGGER, pullState, releaseState, showEnd } from '../lib/scroll-states';
import type { usePager } from './usePager';
import { Empty } from './Empty';
import { Icon } from './Icon';

type Pager = ReturnType<typeof usePager<any>>;

const DOWN_TEXT = ['', 'list.pull', 'list.release', 'list.loading', 'list.loaded'] as const;

type Props = { pager: Pager; children: ComponentChildren; empty?: ComponentChildren; class?: string };

/** The scroll helper's own language, for a host that gives it none: Chinese (spec §8). */
export const HELPER_LANG: Lang = 'zh-cn';

/**
 * The scroll helper on its own (spec §8): its texts in `lang`, by default in its own language, Chinese
 * (loaded on first use). The app's pages do not use it: their lists are ScrollList, below.
 */
export function ScrollHelper({ lang = HELPER_LANG, ...props }: Props & { lang?: Lang }) {
  useEffect(() => void langReady(lang), [lang]);
  return <ScrollList {...props} lang={lang} />;
}

/**
 * The app's lists, the scroll helper in the app's language (one language per screen; with none chosen
 * that is en, spec §1): pull-to-refresh (touch, page scrolled to the top), load-more 150 px before the
 * end, "-- END --" once ≥ 5 items are in, an empty view, and a back-to-top button after 1 000 px.
 */
export function ScrollList({ pager, children, empty, class: cls, lang: l = appLang.value }: Props & { lang?: Lang }) {
  const say = (key: string) => t(key, undefined, l);
  const { items, down, setDown, up, error, loaded, refresh, loadMore } = pager;
  const [pull, setPull] = useState(0);
  const [top, setTop] = useState(false);
  const start = useRef<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => e[0].isIntersecting && loadMore(), { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER}px 0px` });
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore]);

  useEffect(() => {
    const onScroll = () => setTop(scrollY > BACK_TO_TOP_AFTER);
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);

  const onTouchStart = (e: TouchEvent) => {
    start.current = scrollY <= 0 && down !== 3 ? e.touches[0].clientY : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current == null) return;
    const d = Math.max(0, (e.touches[0].clientY - start.current) * 0.5);
    setPull(d);
    setDown(pullState(d, down));
  };
  const onTouchEnd = () => {
    if (start.current == null) return;
    start.current = null;
    setPull(0);
    const next = releaseState(down);
    if (next === 3) void refresh();
    else setDown(next);
  };

  const isEmpty = loaded && !items.length;
  return (
    <div class={cls ? `scroll-list ${cls}` : 'scroll-list'} onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <div class="pull" style={{ height: down === 3 || down === 4 ? 40 : Math.min(pull, 120) }} aria-live="polite">
        {down !== 0 && <span>{down === 3 && <span class="spinner small" />} {say(down === 4 && pager.refreshFailed ? 'list.failed' : DOWN_TEXT[down])}</span>}
      </div>
      {isEmpty ? (error ? <Empty text={say('list.failed')}><button class="btn" onClick={refresh}>{say('common.retry')}</button></Empty> : empty ?? <Empty text={say('list.empty')} />) : children}
      <div ref={sentinel} class="load-more" aria-live="polite">
        {up === 1 && <><span class="spinner small" /> {say('list.loading')}</>}
        {up === 0 && error && <button class="btn btn-ghost" onClick={loadMore}>{say('list.failed')}</button>}
        {showEnd(up, items.length) && say('list.end')}
      </div>
      {top && (
        <button class="to-top" aria-label={say('list.top')} onClick={() => scrollTo({ top: 0, behavior: 'smooth' })}>
          <Icon name="up" />
        </button>
      )}
    </div>
  );
}
