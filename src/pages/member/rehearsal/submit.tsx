import { inlineMessage } from '../../../api/client';
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { rehearsalDetail, submitRehearsal } from '../../../api/sendorder';
import { addresses, preferredAddress } from '../../../api/address';
import type { ParcelForm } from '../../../api/order';
import type { Address } from '../../../api/types/member';
import type { RehearsalDetail } from '../../../api/types/parcel';
import { navigate } from '../../../router/navigate';
import { Yuan } from '../../../ui/Yuan';
import { useData, useThrottled, parcelUrl, queryId, rehearsalUrl } from '../parcel/common';
import { Box, DataGate } from '../parcel/parts';
import { DeclarationFields } from '../parcel/Declaration';
import { declarationProblem, declaredFen, declaredTotal, premium, toDeclaration, type DeclDraft, type DeclProblem } from '../parcel/declaration';
import { focusFirstInvalid } from '../../../lib/validate';
import { useLazy } from '../../../ui/useLazy';
import { addonPage } from '../../../router/addon-page';

type Problem = { field: 'address' | 'line' | 'submit'; msg: string } | null;

function Form({ r }: { r: RehearsalDetail }) {
  // The lines' and the address book's components come in chunks of their own (this page's script stays within its budget).
  const Lines = useLazy(() => import('../../../ui/ShippingLines').then((m) => m.ShippingLines), true);
  const AddressPick = useLazy(() => import('../parcel/AddressPick').then((m) => m.AddressPick), true);
  const [book, setBook] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [lineId, setLineId] = useState<number | null>(r.lines[0]?.id ?? null);
  const [insurance, setInsurance] = useState(false);
  const [drafts, setDrafts] = useState<Record<number, DeclDraft>>({});
  const [remark, setRemark] = useState('');
  const [decl, setDecl] = useState<DeclProblem | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const loadBook = () => void addresses().then((list) => {
    setBook(list);
    const chosen = preferredAddress(list.filter((a) => a.country_code === r.country_code))?.id ?? null;
    setAddressId((cur) => cur ?? chosen);
  }, () => setBook([]));
  useEffect(loadBook, [r.id]);

  const line = r.lines.find((l) => l.id === lineId);
  const goodsIds = r.goods.map((g) => g.id);
  const declaration = toDeclaration(goodsIds, drafts);
  const declared = declaredTotal(declaration);
  const fee = line ? premium(line, declaredFen(declaration)) : '0.00';

  const submit = () => {
    if (!addressId) return setProblem({ field: 'address', msg: t('parcels.addressMissing') });
    if (!lineId) return setProblem({ field: 'line', msg: t('parcels.lineMissing') });
    const bad = declarationProblem(goodsIds, drafts);
    setDecl(bad);
    setProblem(null);
    if (bad) return focusFirstInvalid([`decl-${bad.field}-${bad.goodsId}`]);
    send({ address_id: addressId, line_id: lineId, insurance, declaration, remark: remark.trim() });
  };
  const send = useThrottled(async (form: ParcelForm) => {
    setBusy(true);
    try {
      const res = await submitRehearsal(r.id, form);
      showToast(t('parcels.rehearsal.submitted', { sn: res.sn }));
      navigate(parcelUrl(res.id), true);
    } catch (e) {
      setProblem({ field: 'submit', msg: inlineMessage(e) });
      return false;
    } finally {
      setBusy(false);
    }
  });

  const wait = <span class="spinner small" role="status" aria-label={t('list.loading')} />;
  const error = (field: NonNullable<Problem>['field']) => problem?.field === field && <p class="pf-error" role="alert">{problem.msg}</p>;
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Box title={t('parcels.address')} id="rs-address">
        {book === null || !AddressPick ? wait
          : <AddressPick list={book} value={addressId} onChange={setAddressId} country={r.country_code} error={problem?.field === 'address' ? problem.msg : undefined} />}
      </Box>
      <Box title={t('parcels.line')} id="rs-line">
        {Lines ? <Lines lines={r.lines} refused={r.refused} empty={t('parcels.noLines')} value={lineId} onChange={setLineId} label={t('parcels.chooseLine')} /> : wait}
        {error('line')}
      </Box>
      <Box title={t('parcels.declaration')} id="rs-decl">
        <p class="muted">{t('parcels.declNote')}</p>
        <DeclarationFields goods={r.goods} drafts={drafts} onChange={(id, d) => setDrafts((s) => ({ ...s, [id]: d }))} problem={decl} />
        <p>{t('parcels.declaredValue')}: <Yuan value={declared} /></p>
        <label class="pf-check">
          <input type="checkbox" checked={insurance} onChange={(e) => setInsurance((e.target as HTMLInputElement).checked)} />
          <span>{t('parcels.insureFor')} {line && <Yuan value={fee} />}</span>
        </label>
        <div class="pf">
          <label for="rs-remark">{t('parcels.remark')}</label>
          <textarea id="rs-remark" class="input" maxLength={500} value={remark} onInput={(e) => setRemark((e.target as HTMLTextAreaElement).value)} />
        </div>
      </Box>
      <div class="section">
        {line && <p>{t('parcels.estFee')}: <Yuan value={line.fee} class="price" /></p>}
        {error('submit')}
        <button class="btn btn-primary btn-block" type="submit" disabled={busy}>{t('parcels.rehearsal.submitParcel')}</button>
      </div>
    </form>
  );
}

/** A measured trial packing → a parcel: address (in its country), line, insurance and the customs declaration. */
function RehearsalSubmit() {
  const { query } = useLocation();
  const id = queryId(query.id);
  const state = useData(id ? () => rehearsalDetail(id) : null, [id]);
  return (
    <DataGate state={state} notFound={t('parcels.rehearsal.notFound')} back={{ href: '/pages/member/rehearsal/index', label: t('parcels.rehearsal.toList') }}>
      {(r) => r.can.submit && r.status === 1
        ? <Form key={r.id} r={r} />
        : (
          <div class="section">
            <p class="note">{r.status === 0 ? t('parcels.rehearsal.measuring') : t('parcels.rehearsal.notSubmittable')}</p>
            <a class="btn btn-block" href={`#${rehearsalUrl(r.id)}`}>{t('parcels.rehearsal.toDetail')}</a>
          </div>
        )}
    </DataGate>
  );
}

/** A page of trial packing, a feature add-on (spec §1): while the shop has it off, not there, also by a deep link. */
export default addonPage('rehearsal', RehearsalSubmit);
