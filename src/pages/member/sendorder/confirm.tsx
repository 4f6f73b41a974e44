import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { navigate } from '../../../router/navigate';
import { parcelUrl } from '../../../router/links';
import { throttle } from '../../../lib/rate-limit';
import { ApiError, inlineMessage } from '../../../api/client';
import { addresses, preferredAddress } from '../../../api/address';
import { orderToPackage } from '../../../api/order';
import { shippingMethods } from '../../../api/sendorder';
import type { Address } from '../../../api/types/member';
import type { ShippingMethods } from '../../../api/types/parcel';
import { RecordState, queryIds, useRecord } from '../order/record';
import { warehouseGoodsByIds } from '../myWarehouse/goods';
import { AddressChoice } from './confirm-address';
import { LineChoice } from './confirm-lines';
import { useLazy } from '../../../ui/useLazy';
import { ackNotice, declarationErrors, declaredFen, noticeAcked, premium, toDeclaration, type DeclDraft, type DeclErrors } from '../parcel/declaration';
import '../order/orders.css';
import './confirm.css';
import { focusFirstInvalid } from '../../../lib/validate';

const WAREHOUSE = '/pages/member/myWarehouse/index';

/** The chosen warehouse goods and the address book; no goods left is a not-found. */
async function load(ids: string) {
  const [goods, book] = await Promise.all([warehouseGoodsByIds(queryIds(ids)), addresses()]);
  if (!goods.length) throw new ApiError('', 0);
  return { goods, book };
}

type Errors = { address?: string; line?: string; notice?: string; decl: DeclErrors; server?: string };

/**
 * Confirm a parcel of chosen warehouse goods: address, a line allowed for the destination and the
 * goods, insurance, the customs declaration of every line, the declaration notice (once), a remark.
 */
export default function ConfirmParcel() {
  const { query } = useLocation();
  const ids = queryIds(query.ids);
  const rec = useRecord(ids.length ? ids.join(',') : null, load);
  const [address, setAddress] = useState<Address | null>(null);
  const [methods, setMethods] = useState<ShippingMethods | null>(null);
  const [methodsFailed, setMethodsFailed] = useState(false);
  const [lineId, setLineId] = useState<number | null>(null);
  const [insurance, setInsurance] = useState(false);
  const [drafts, setDrafts] = useState<Record<number, DeclDraft>>({});
  const [remark, setRemark] = useState('');
  const [acked, setAcked] = useState(noticeAcked);
  const [errors, setErrors] = useState<Errors>({ decl: {} });
  const [busy, setBusy] = useState(false);
  const data = rec.data;
  // The declaration part (with its amount inputs, and the bar's estimate) is a chunk of its own, fetched as the page loads.
  const Decl = useLazy(() => import('./confirm-declaration').then((m) => m.DeclarationBlock), true);
  const Estimate = useLazy(() => import('./confirm-declaration').then((m) => m.EstimateFee), true);

  useEffect(() => {
    if (data && !address) setAddress(preferredAddress(data.book));
  }, [data]);

  const loadLines = () => {
    if (!data || !address) return;
    setMethodsFailed(false);
    if (methods && methods.country_code !== address.country_code.toUpperCase()) setMethods(null);
    shippingMethods({ goods_ids: data.goods.map((g) => g.id), country: address.country_code }).then((m) => {
      setMethods(m);
      setLineId((cur) => (m.lines.some((l) => l.id === cur) ? cur : m.lines[0]?.id ?? null));
    }, () => setMethodsFailed(true));
  };
  useEffect(loadLines, [data, address?.id]);

  const submitRef = useRef<() => void>(() => {});
  const throttled = useRef(throttle(() => submitRef.current()));
  if (!data || rec.state === 'loading') return <RecordState rec={rec} notFound={t('orders.sendNone')} back={{ href: WAREHOUSE, label: t('orders.toWarehouse') }} />;

  const goodsIds = data.goods.map((g) => g.id);
  // Each line's declared value starts at what was paid for it, in yuan (ship-for-me goods: what the shopper declared, and what
  // they said is inside); what the shopper types wins.
  const current: Record<number, DeclDraft> = {
    ...Object.fromEntries(data.goods.map((g) => [g.id, g.declared_value
      ? { type: g.title.slice(0, 50), value: g.declared_value }
      : { type: '', value: (Number(g.price) * g.quantity).toFixed(2) }])),
    ...drafts,
  };
  const line = methods?.lines.find((l) => l.id === lineId) ?? null;
  const declaration = toDeclaration(goodsIds, current);
  const fee = line ? premium(line, declaredFen(declaration)) : '0.00';

  submitRef.current = async () => {
    if (busy) return undefined;
    const next: Errors = {
      address: address ? undefined : t('orders.chooseAddress'),
      line: line ? undefined : t('orders.chooseLine'),
      notice: acked ? undefined : t('orders.noticeNeeded'),
      decl: declarationErrors(goodsIds, current),
    };
    setErrors(next);
    const bad = goodsIds.find((id) => next.decl[id]);
    if (focusFirstInvalid([next.address && 'c-address', next.line && 'c-lines', bad !== undefined && `d-${next.decl[bad].type ? 'type' : 'value'}-${bad}`, next.notice && 'c-ack'])) return false;
    setBusy(true);
    try {
      const r = await orderToPackage(goodsIds, { address_id: address!.id, line_id: line!.id, insurance, declaration, remark: remark.trim() });
      showToast(t('orders.parcelCreated', { sn: r.sn }));
      navigate(parcelUrl(r.id), true);
    } catch (e) {
      setErrors({ ...next, server: inlineMessage(e) || t('list.failed') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setDraft = (id: number, d: DeclDraft) => {
    setDrafts((s) => ({ ...s, [id]: d }));
    if (errors.decl[id]) setErrors((e) => ({ ...e, decl: { ...e.decl, [id]: declarationErrors([id], { [id]: d })[id] } }));
  };
  return (
    <>
      <AddressChoice list={data.book} value={address?.id ?? null} error={errors.address}
        onChange={(a) => { setAddress(a); setErrors((e) => ({ ...e, address: undefined })); }} />
      <LineChoice methods={address ? methods : null} value={lineId} error={errors.line} failed={methodsFailed} onRetry={loadLines}
        onChange={(id) => { setLineId(id); setErrors((e) => ({ ...e, line: undefined })); }} />
      {Decl ? (
        <Decl goods={data.goods} drafts={current} errors={errors.decl} onInput={setDraft} insurance={insurance} onInsurance={setInsurance} line={line} premium={fee}
          acked={acked} noticeError={errors.notice}
          onAck={() => { ackNotice(); setAcked(true); setErrors((e) => ({ ...e, notice: undefined })); }} />
      ) : <div class="page-loader"><span class="spinner small" /></div>}
      <section class="o-sec o-form">
        <label for="c-remark">{t('orders.remark')}</label>
        <textarea id="c-remark" class="input" maxLength={500} value={remark} placeholder={t('orders.remarkHint')} onInput={(e) => setRemark((e.target as HTMLTextAreaElement).value)} />
      </section>
      {errors.server && <p class="o-sec o-err" role="alert">{errors.server}</p>}
      <div class="o-bar">
        <span class="grow c-est">
          {line ? Estimate && <Estimate amount={(Number(line.fee) + (insurance ? Number(fee) : 0)).toFixed(2)} /> : t('orders.chooseLine')}
        </span>
        <button class="btn btn-primary" disabled={busy} onClick={() => throttled.current()}>{t('orders.createParcel')}</button>
      </div>
    </>
  );
}
