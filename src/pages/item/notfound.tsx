import { useState } from 'react';
import type { JSX } from 'preact';
import { useLocation } from 'preact-iso';
import { t, type TKey } from '../../state/lang';
import { yuanText } from '../../ui/yuan-text';
import { showToast } from '../../state/ui';
import { setCartCount } from '../../state/cart';
import { ApiError } from '../../api/client';
import { addToCart } from '../../api/cart';
import { navigate } from '../../router/navigate';
import { storage, KEYS } from '../../lib/storage';
import { focusFirstInvalid, isEmpty } from '../../lib/validate';
import { THUMB_SIDE } from '../../lib/image';
import { AmountInput } from '../../ui/AmountInput';
import { UploadButton } from '../../ui/UploadButton';
import { Stepper } from '../../ui/Stepper';
import type { NotFoundMark } from './links';
import './notfound.css';

/** The server's rule for a manual goods link (server/routes/cart.ts). */
const LINK = /^https?:\/\/[^\s/]+\.[^\s]*$/i;

export type ManualForm = { url: string; title: string; price: string; sku_text: string; remark: string };
type Field = 'url' | 'title' | 'price';
/** A field's problem as a language key, so it follows a language switch. */
export type ManualErrors = Partial<Record<Field, { key: TKey; label?: TKey }>>;

const LABELS: Record<Field, TKey> = { url: 'item.link', title: 'item.title', price: 'item.unitPrice' };

/** Every problem of the form, per field: empty link/title/price, a link that is not http(s), a price of 0. */
export function checkManual(f: ManualForm): ManualErrors {
  const e: ManualErrors = {};
  for (const k of ['url', 'title', 'price'] as Field[]) if (isEmpty(f[k])) e[k] = { key: 'common.notEmpty', label: LABELS[k] };
  if (!e.url && !LINK.test(f.url.trim())) e.url = { key: 'item.linkBad' };
  if (!e.price && !(Number(f.price) > 0)) e.price = { key: 'item.priceBad' };
  return e;
}

const say = (e: { key: TKey; label?: TKey } | undefined) => (e ? t(e.key, e.label ? { field: t(e.label) } : undefined) : '');

/** What the not-found page was opened for: the url query, else the stored `notFound` mark when it is about the same item. */
function lookedFor(query: Record<string, string | undefined>): string {
  if (query.url) return query.url;
  const mark = storage.getJson<NotFoundMark | null>(KEYS.notFound, null);
  if (mark && (!query.tid || (mark.tp === query.tp && mark.tid === query.tid))) return mark.url ?? '';
  return '';
}

/**
 * /pages/item/notfound (login required): goods the catalogue does not have, added to the cart by hand —
 * link, title, unit price (yuan), options, quantity, an optional 200 px picture. Each field says what is
 * wrong next to it; nothing typed is lost; the cart opens once it is added.
 */
export default function ManualAdd() {
  const { query } = useLocation();
  const [looked] = useState(() => lookedFor(query));
  const [form, setForm] = useState<ManualForm>({ url: looked, title: '', price: '', sku_text: '', remark: '' });
  const [quantity, setQuantity] = useState(1);
  const [pic, setPic] = useState('');
  const [errors, setErrors] = useState<ManualErrors>({});
  const [serverMsg, setServerMsg] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (k: keyof ManualForm) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const text = (k: keyof ManualForm) => (e: Event) => set(k)((e.currentTarget as HTMLInputElement).value);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const bad = checkManual(form);
    setErrors(bad);
    setServerMsg('');
    if (focusFirstInvalid((['url', 'title', 'price'] as Field[]).map((k) => bad[k] && `nf-${k}`))) return;
    setBusy(true);
    try {
      const r = await addToCart({
        url: form.url.trim(), title: form.title.trim(), price: form.price, sku_text: form.sku_text.trim(), quantity,
        remark: form.remark.trim(), pic: pic || undefined,
      });
      setCartCount(r.count);
      storage.remove(KEYS.notFound);
      showToast(t('item.added'));
      navigate('/pages/cart/index', true);
    } catch (err) {
      setServerMsg((err instanceof ApiError && err.message) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const field = (k: Field, input: JSX.Element, hint?: string) => (
    <div class="nf-field">
      <label for={`nf-${k}`}>{t(LABELS[k])}</label>
      {input}
      {hint && <p class="muted">{hint}</p>}
      {errors[k] && <p id={`nf-${k}-error`} class="field-error" role="alert">{say(errors[k])}</p>}
    </div>
  );
  const aria = (k: Field) => (errors[k] ? { 'aria-invalid': true, 'aria-describedby': `nf-${k}-error` } : {});

  return (
    <div class="section nf">
      <p class="nf-intro">{t('item.nfIntro')}</p>
      {looked && <p class="nf-looked muted">{t('item.nfLooked', { what: looked })}</p>}
      <form noValidate onSubmit={submit}>
        {field('url', <input id="nf-url" class="input" type="url" inputMode="url" autoComplete="url" maxLength={1000} placeholder={t('item.linkHint')}
          value={form.url} onInput={text('url')} {...aria('url')} />)}
        {field('title', <input id="nf-title" class="input" type="text" maxLength={255} placeholder={t('item.titleHint')}
          value={form.title} onInput={text('title')} {...aria('title')} />)}
        <AmountInput id="nf-price" label={t('item.unitPrice')} symbol="¥" value={form.price} onInput={set('price')} error={say(errors.price) || null} placeholder="0.00" />
        {Number(form.price) > 0 && <p class="muted nf-approx">{t('item.priceApprox', { price: yuanText(form.price) })}</p>}
        <div class="nf-field">
          <label for="nf-sku">{t('item.skuText')}</label>
          <input id="nf-sku" class="input" type="text" maxLength={255} placeholder={t('item.skuHint')} value={form.sku_text} onInput={text('sku_text')} />
        </div>
        <div class="nf-field nf-qty">
          <label for="nf-qty">{t('widget.quantity')}</label>
          <Stepper id="nf-qty" value={quantity} onChange={setQuantity} />
        </div>
        <div class="nf-field">
          <label for="nf-remark">{t('item.remark')}</label>
          <input id="nf-remark" class="input" type="text" maxLength={200} placeholder={t('item.remarkHint')} value={form.remark} onInput={text('remark')} />
        </div>
        <div class="nf-field">
          <p class="nf-label">{t('item.picture')}</p>
          <UploadButton id="nf-pic" label={t('item.pictureWhat')} value={pic} side={THUMB_SIDE} onUploaded={setPic} />
        </div>
        <p class="field-error" role="alert">{serverMsg}</p>
        <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('item.addToCart')}</button>
      </form>
    </div>
  );
}
