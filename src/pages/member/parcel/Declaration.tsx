import { t } from '../../../state/lang';
import { amountFilter } from '../../../lib/validate';
import type { DeclDraft, DeclProblem } from './declaration';

type Goods = { id: number; title: string; pic_url: string; quantity: number };

/** The customs declaration: for every goods line what it is and what it is worth (yuan); the line at fault is marked. */
export function DeclarationFields({ goods, drafts, onChange, problem }: {
  goods: Goods[]; drafts: Record<number, DeclDraft | undefined>; onChange: (id: number, d: DeclDraft) => void; problem: DeclProblem | null;
}) {
  return (
    <ul>
      {goods.map((g) => {
        const d = drafts[g.id] ?? { type: '', value: '' };
        const bad = problem?.goodsId === g.id ? problem.field : null;
        const err = `decl-err-${g.id}`;
        return (
          <li key={g.id} class="goods-line">
            <img src={g.pic_url} width={64} height={64} alt="" loading="lazy" />
            <div>
              <div class="clamp">{g.title}</div>
              <div class="pf-row pf-wrap">
                <div class="pf">
                  <label for={`decl-type-${g.id}`}>{t('parcels.declType')}</label>
                  <input id={`decl-type-${g.id}`} class="input" value={d.type} maxLength={50} placeholder={t('parcels.declTypeHint')}
                    aria-invalid={bad === 'type' || undefined} aria-describedby={bad === 'type' ? err : undefined}
                    onInput={(e) => onChange(g.id, { ...d, type: (e.target as HTMLInputElement).value })} />
                </div>
                <div class="pf">
                  <label for={`decl-value-${g.id}`}>{t('parcels.declValue')}</label>
                  <input id={`decl-value-${g.id}`} class="input" value={d.value} inputMode="decimal"
                    aria-invalid={bad === 'value' || undefined} aria-describedby={bad === 'value' ? err : undefined}
                    onInput={(e) => {
                      const el = e.target as HTMLInputElement;
                      const v = amountFilter(el.value);
                      el.value = v;
                      onChange(g.id, { ...d, value: v });
                    }} />
                </div>
              </div>
              {bad && <span id={err} class="pf-error" role="alert">{bad === 'type' ? t('parcels.declTypeMissing') : t('parcels.declValueMissing')}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
