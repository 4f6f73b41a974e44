import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, lang } from '../../state/lang';
import { reconnects } from '../../state/ui';
import { setSettings, templateData } from '../../state/settings';
import { templatePages } from '../../api/community';
import { floorGoods, searchItems } from '../../api/items';
import type { GoodsCard as Card } from '../../api/types/goods';
import type { L10n, TemplateBlock, TemplatePage } from '../../api/types/community';
import { sanitizeHtml, isImageUrl, isAppLink } from '../../lib/sanitize';
import { categoryUrl, searchUrl } from '../../router/links';
import { GoodsCard } from '../../ui/GoodsCard';
import { Empty } from '../../ui/Empty';
import { LoadFailed } from '../../ui/LoadState';
import { Icon } from '../../ui/Icon';
import '../../ui/article.css';
import './custom.css';

/** A text of the template in the shopper's language (English when it lacks one). */
const say = (text: L10n | undefined) => (text ? text[lang.value] || text.en : '');

/** The page of `?mark=` (or `?id=`) among the template data's pages. */
function findPage(pages: Record<string, TemplatePage>, query: Record<string, string>): TemplatePage | null {
  const all = Object.values(pages);
  if (query.mark) return pages[query.mark] ?? null;
  return query.id ? all.find((p) => String(p.id) === query.id) ?? null : null;
}

/** Grey shapes of a campaign page (banner, text, two rows of cards) from the first paint. */
const Skeleton = () => (
  <div class="cp" aria-busy="true" aria-label={t('list.loading')}>
    <span class="sk cp-banner-sk" />
    <div class="section">{[100, 90, 60].map((w) => <span key={w} class="sk cp-line-sk" style={{ width: `${w}%` }} />)}</div>
    <div class="section goods-grid">{[0, 1, 2, 3].map((i) => <span key={i} class="sk cp-card-sk" />)}</div>
  </div>
);

/** A goods block: the cards of a home floor (index/getFloor), a category or a search, with a link to all of them. */
function Goods({ b, eager }: { b: Extract<TemplateBlock, { type: 'goods' }>; eager: boolean }) {
  const [goods, setGoods] = useState<Card[] | null>(null);
  const keyword = say(b.keyword);
  useEffect(() => {
    let live = true;
    setGoods(null);
    const size = b.limit ?? 6;
    (b.floor ? floorGoods(b.floor, 1, size) : searchItems(b.cid ? { cid: b.cid } : { keyword }, 1, size))
      .then((r) => live && setGoods(r.data), () => live && setGoods([]));
    return () => void (live = false);
  }, [b.floor, b.cid, keyword, reconnects.value]);
  const title = say(b.title);
  const more = b.cid ? categoryUrl(b.cid) : keyword ? searchUrl(keyword) : '';
  return (
    <section class="section" aria-label={title}>
      {title && (
        <h2 class="section-title">
          {title}
          {more && <a class="more" href={`#${more}`}>{t('community.campaign.more')}<Icon name="right" size={16} /></a>}
        </h2>
      )}
      {!goods ? (
        <div class="goods-grid" aria-busy="true">{[0, 1, 2, 3].map((i) => <span key={i} class="sk cp-card-sk" />)}</div>
      ) : goods.length ? (
        <div class="goods-grid">{goods.map((g, i) => <GoodsCard key={g.id} goods={g} eager={eager && i < 2} />)}</div>
      ) : <p class="muted">{t('community.campaign.goodsEmpty')}</p>}
    </section>
  );
}

/** An HTML block: the operator's words, only through lib/sanitize.ts. */
function Html({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div class="section article-body cp-html" dangerouslySetInnerHTML={{ __html: safe }} />;
}

function Block({ b, first }: { b: TemplateBlock; first: boolean }) {
  if (b.type === 'banner') {
    if (!isImageUrl(b.image)) return null;
    const img = <img class="cp-banner" src={b.image} width={750} height={300} alt={say(b.alt)} fetchpriority={first ? 'high' : undefined} />;
    return b.link && isAppLink(b.link) ? <a href={b.link.startsWith('#') ? b.link : `#${b.link}`}>{img}</a> : img;
  }
  if (b.type === 'goods') return <Goods b={b} eager={first} />;
  if (b.type === 'html') return <Html html={say(b.html)} />;
  return null;
}

/**
 * /pages/custom/index?mark=… (or ?id=…): a campaign page the operator defines in the template data
 * (configlist section `template`, kept in the settings state templateData): banner, goods and text blocks
 * in order; a skeleton until it is known, "not available" for a page that is not there.
 */
export default function CustomPage() {
  const { query } = useLocation();
  const known = templateData.value.template as Record<string, TemplatePage> | undefined;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    templatePages().then((r) => live && setSettings({ templateData: { ...templateData.peek(), template: r.template ?? {} } }), () => live && setFailed(true));
    return () => void (live = false);
  }, [attempt, reconnects.value]);

  if (!known) return failed ? <LoadFailed onRetry={() => setAttempt((n) => n + 1)} /> : <Skeleton />;
  const page = findPage(known, query);
  if (!page) {
    return <Empty text={t('community.campaign.notFound')} note={t('community.campaign.notFoundNote')} alert><a class="btn btn-primary" href="#/">{t('community.campaign.toHome')}</a></Empty>;
  }
  const firstGoods = page.blocks.findIndex((b) => b.type === 'goods');
  return (
    <div class="cp">
      <h1 class="sr-only">{say(page.title)}</h1>
      {page.blocks.map((b, i) => <Block key={i} b={b} first={b.type === 'banner' ? i === 0 : i === firstGoods} />)}
    </div>
  );
}
