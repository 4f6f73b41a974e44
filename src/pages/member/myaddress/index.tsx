import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { addresses, deleteAddress, setDefaultAddress } from '../../../api/address';
import type { Address } from '../../../api/types/member';
import { Empty } from '../../../ui/Empty';
import { useData, addressAddUrl, openLocationUrl } from '../parcel/common';
import { addressText, phoneText } from '../../../lib/address-text';
import '../parcel/parcel.css';
import '../parcel/list.css';

const LIST = '/pages/member/myaddress/index';
const editUrl = (id?: number) => `#${addressAddUrl(id)}${id ? '&' : '?'}from=${encodeURIComponent(LIST)}`;

function Card({ a, reload }: { a: Address; reload: () => void }) {
  const makeDefault = async () => {
    if (await setDefaultAddress(a.id).then(() => true, () => false)) {
      showToast(t('address.defaultSet'));
      reload();
    }
  };
  const remove = async () => {
    const ok = await confirmDialog({ title: t('address.deleteTitle'), message: t('address.deleteAsk', { name: a.name }), confirmText: t('address.delete') });
    if (!ok) return;
    if (await deleteAddress(a.id).then(() => true, () => false)) {
      showToast(t('address.deleted'));
      reload();
    }
  };
  return (
    <article class="card" aria-labelledby={`a-${a.id}`}>
      <div class="card-head">
        <b id={`a-${a.id}`}>{a.name}{a.is_default === 1 && <span class="badge-default">{t('address.default')}</span>}</b>
        <span>{phoneText(a)}</span>
      </div>
      <p class="muted">{addressText(a)}</p>
      <div class="acts">
        {a.lat != null && a.lng != null && <a class="btn btn-small" href={`#${openLocationUrl(a.lat, a.lng, a.name, a.address)}`}>{t('address.map')}</a>}
        {a.is_default !== 1 && <button class="btn btn-small" onClick={makeDefault}>{t('address.makeDefault')}</button>}
        <a class="btn btn-small" href={editUrl(a.id)} aria-label={t('address.editOf', { name: a.name })}>{t('address.edit')}</a>
        <button class="btn btn-small btn-ghost" onClick={remove} aria-label={t('address.deleteOf', { name: a.name })}>{t('address.delete')}</button>
      </div>
    </article>
  );
}

/** My addresses, the default first with its badge: set default, edit, delete (asked first), add. */
export default function AddressList() {
  const state = useData(addresses, []);
  const list = state.data;
  const reload = () => void state.reload();
  return (
    <div class="pg">
      {list === null && (state.failed || state.missing) && <Empty text={state.message || t('list.failed')}><button class="btn" onClick={reload}>{t('common.retry')}</button></Empty>}
      {list === null && !state.failed && !state.missing && <div class="page-loader"><span class="spinner" role="status" aria-label={t('list.loading')} /></div>}
      {list && !list.length && <Empty text={t('address.empty')} />}
      {list?.map((a) => <Card key={a.id} a={a} reload={reload} />)}
      <div class="bar"><a class="btn btn-primary btn-block" href={editUrl()}>{t('address.add')}</a></div>
    </div>
  );
}
