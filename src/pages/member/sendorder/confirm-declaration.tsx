import { t } from '../../../state/lang';
import { AmountInput } from '../../../ui/AmountInput';
import { Yuan } from '../../../ui/Yuan';
import type { WarehouseGoods } from '../../../api/types/order';
import type { DeclDraft, DeclErrors } from '../parcel/declaration';
import { Row } from '../order/common';
import type { LineQuote } from '../../../api/types/parcel';
import { percent } from '../../../lib/units';

type Props = {
  goods: WarehouseGoods[];
  drafts: Record<number, DeclDraft | undefined>;
  errors: DeclErrors;
  onInput: (id: number, d: DeclDraft) => void;
};

/** The customs declaration: what each goods line is and its value in yuan (the server's currency). */
export function Declaration({ goods, drafts, errors, onInput }: Props) {
  return (
    <section class="o-sec" aria-labelledby="c-decl">
      <h3 id="c-decl">{t('orders.declaration')}</h3>
      <p class="muted">{t('orders.declarationHint')}</p>
      {goods.map((g) => {
        const d = drafts[g.id] ?? { type: '', value: '' };
        const e = errors[g.id] ?? {};
        return (
          <div key={g.id} class="decl">
            <div class="o-one">
              <img src={g.pic_url} width={48} height={48} alt="" loading="lazy" decoding="async" />
              <span class="o-title">{g.title}</span>
              <span class="muted">{t('orders.paidFor')} <Yuan value={(Number(g.price) * g.quantity).toFixed(2)} /></span>
            </div>
            <div class="decl-fields">
              <div class="decl-type">
                <label for={`d-type-${g.id}`}>{t('orders.declType')}</label>
                <input id={`d-type-${g.id}`} class="input" value={d.type} maxLength={50} placeholder={t('orders.declTypeHint')}
                  aria-invalid={!!e.type || undefined} aria-describedby={e.type ? `d-type-${g.id}-error` : undefined}
                  onInput={(ev) => onInput(g.id, { ...d, type: (ev.target as HTMLInputElement).value })} />
                {e.type && <p id={`d-type-${g.id}-error`} class="o-err" role="alert">{t(e.type)}</p>}
              </div>
              <div>
                <AmountInput id={`d-value-${g.id}`} label={t('orders.declValue')} symbol="¥" value={d.value} error={e.value ? t(e.value) : null}
                  onInput={(v) => onInput(g.id, { ...d, value: v })} />
                {Number(d.value) > 0 && <Yuan class="decl-shown" value={d.value} />}
              </div>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** The declaration notice: read and accepted once (then remembered on this device). */
export function Notice({ acked, onAck, error }: { acked: boolean; onAck: () => void; error?: string }) {
  if (acked) {
    return (
      <details class="o-sec">
        <summary class="o-sum">{t('orders.noticeAcked')}</summary>
        <p class="muted">{t('orders.noticeText')}</p>
      </details>
    );
  }
  return (
    <section class="o-sec" aria-labelledby="c-notice">
      <div class="o-warn">
        <b id="c-notice">{t('orders.notice')}</b>
        <p>{t('orders.noticeText')}</p>
      </div>
      <label class="check">
        <input id="c-ack" type="checkbox" checked={false} onChange={onAck} aria-invalid={!!error || undefined} aria-describedby={error ? 'c-ack-err' : undefined} />
        {t('orders.noticeAck')}
      </label>
      {error && <p id="c-ack-err" class="o-err" role="alert">{error}</p>}
    </section>
  );
}

type InsuranceProps = { insurance: boolean; onInsurance: (on: boolean) => void; line: LineQuote | null; premium: string };

/** Insurance of the declared value: the chosen line's rate, and the premium once insured. */
function Insurance({ insurance, onInsurance, line, premium }: InsuranceProps) {
  return (
    <section class="o-sec" aria-labelledby="c-ins">
      <h3 id="c-ins">{t('orders.insurance')}</h3>
      <label class="check">
        <input type="checkbox" checked={insurance} onChange={() => onInsurance(!insurance)} />
        <span>{t('orders.insure')}{line && <span class="muted"> · {t('orders.insuranceRate', { rate: percent(line.insurance_rate) })}</span>}</span>
      </label>
      {insurance && <Row label={t('orders.premium')}><Yuan value={premium} /></Row>}
    </section>
  );
}

/** The bar's estimate: the chosen line's fee and the premium, in yuan with ≈ its conversion (here, with the page's other amounts). */
export const EstimateFee = ({ amount }: { amount: string }) => <>{t('orders.estimateFee')} <Yuan value={amount} class="price" /></>;

/** The declaration, the insurance of its value and the notice together: the confirm page loads this part after its first paint. */
export function DeclarationBlock(p: Parameters<typeof Declaration>[0] & InsuranceProps & { acked: boolean; noticeError?: string; onAck: () => void }) {
  return (
    <>
      <Declaration goods={p.goods} drafts={p.drafts} errors={p.errors} onInput={p.onInput} />
      <Insurance insurance={p.insurance} onInsurance={p.onInsurance} line={p.line} premium={p.premium} />
      <Notice acked={p.acked} error={p.noticeError} onAck={p.onAck} />
    </>
  );
}
