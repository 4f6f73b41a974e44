import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { StatusTabs } from '../../ui/StatusTabs';
import { SIZE_CATEGORIES, SIZE_TABLES, convertSize, sizesIn, type SizeCategory, type SizeSystem } from './tables';
import './sizes.css';

type Pick = { system: SizeSystem; size: string };

/** The converter's choice in a category: the system kept when the table has it (else EU), the size kept when it has it (else the middle one). */
export function pickIn(cat: SizeCategory, prev: Pick): Pick {
  const table = SIZE_TABLES[cat];
  const system = table.systems.includes(prev.system) ? prev.system : 'eu';
  const sizes = sizesIn(table, system);
  return { system, size: sizes.includes(prev.size) ? prev.size : sizes[Math.floor((sizes.length - 1) / 2)] };
}

const isCategory = (c: string | undefined): c is SizeCategory => !!c && (SIZE_CATEGORIES as string[]).includes(c);

/**
 * /pages/sizecomparison/index: clothing and shoe sizes in CN, EU, US and UK (and the body measure each table is
 * made by), a converter — a category, a system and a size give the same row in the others — and a clear
 * note that sizes vary by brand. `?cat=shoes` opens a category. The tables travel with the page (./tables).
 */
export default function SizeGuide() {
  const { query } = useLocation();
  const [cat, setCat] = useState<SizeCategory>(isCategory(query.cat) ? query.cat : 'topsWomen');
  const [pick, setPick] = useState<Pick>(() => pickIn(cat, { system: 'eu', size: '' }));
  const table = SIZE_TABLES[cat];
  const row = convertSize(table, pick.system, pick.size);
  const sys = (s: SizeSystem) => t(`sizes.sys.${s}`);
  const choose = (c: string) => {
    if (!isCategory(c)) return;
    setCat(c);
    setPick((p) => pickIn(c, p));
  };
  /** Another system: the size becomes the same row's in it. */
  const setSystem = (system: SizeSystem) => setPick((p) => pickIn(cat, { system, size: convertSize(table, p.system, p.size)?.[system] ?? '' }));
  const col = table.systems.indexOf(pick.system);
  // A category opened by the link (?cat=) may be a tab beyond the screen's edge: bring it into view.
  useEffect(() => document.querySelector('.status-tab.on')?.scrollIntoView?.({ block: 'nearest', inline: 'center' }), []);
  return (
    <>
      <p class="section sz-intro">{t('sizes.intro')}</p>
      <StatusTabs label={t('sizes.category')} value={cat} onChange={choose} tabs={SIZE_CATEGORIES.map((c) => ({ key: c, label: t(`sizes.cat.${c}`) }))} />
      <section class="section" aria-labelledby="sz-convert">
        <h2 id="sz-convert" class="section-title">{t('sizes.convert')}</h2>
        <div class="sz-pick">
          <label for="sz-sys">{t('sizes.from')}</label>
          <select id="sz-sys" class="input" value={pick.system} onChange={(e) => setSystem((e.currentTarget as HTMLSelectElement).value as SizeSystem)}>
            {table.systems.map((s) => <option key={s} value={s}>{sys(s)}</option>)}
          </select>
          <label for="sz-size">{t('sizes.size')}</label>
          <select id="sz-size" class="input" value={pick.size} onChange={(e) => setPick((p) => ({ ...p, size: (e.currentTarget as HTMLSelectElement).value }))}>
            {sizesIn(table, pick.system).map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </div>
        <h3 id="sz-same" class="sz-same">{t('sizes.same')}</h3>
        <dl class="sz-result" aria-labelledby="sz-same" aria-live="polite">
          {row && table.systems.filter((s) => s !== pick.system).map((s) => (
            <div key={s} data-system={s}>
              <dt>{sys(s)}</dt>
              <dd>{row[s]}</dd>
            </div>
          ))}
        </dl>
        <p class="sz-note" role="note">
          {t('sizes.note')}
          {cat === 'shoes' && <span class="sz-us">{t('sizes.usWomen')}</span>}
        </p>
      </section>
      <section class="section" aria-labelledby="sz-all">
        <h2 id="sz-all" class="section-title">{t('sizes.table', { cat: t(`sizes.cat.${cat}`) })}</h2>
        {/* Focusable so a keyboard can scroll it where the columns do not fit. */}
        <div class="sz-scroll" role="region" aria-labelledby="sz-all" tabIndex={0}>
          <table class="sz-table">
            <thead>
              <tr>{table.systems.map((s) => <th key={s} scope="col" class={s === pick.system ? 'on' : undefined}>{sys(s)}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((r, i) => (
                <tr key={i} class={r[col] === pick.size ? 'on' : undefined} aria-current={r[col] === pick.size ? 'true' : undefined}>
                  {r.map((v, j) => <td key={j}>{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
