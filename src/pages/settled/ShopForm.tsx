import { t } from '../../state/lang';
import { useCheckedForm } from '../../ui/useCheckedForm';
import { PLATFORMS, check, type Field, type Values } from './shop-form';

type Props = {
  start: Values;
  /** Sends the application; answers the server's message on a refusal ('' when it went through). */
  onSubmit: (v: Values) => Promise<string>;
};

type Label = 'settled.shopName' | 'settled.shopUrl' | 'settled.contactName' | 'settled.contact' | 'settled.description';
const idOf = (f: Field) => `st-${f}`;

/**
 * The settlement application: shop name, where the seller sells now, the shop's link, a contact person and how
 * to reach them, a description. One inline message per problem, the first invalid field focused; nothing typed
 * is lost on an error, the server's included.
 */
export function ShopForm({ start, onSubmit }: Props) {
  const { v, set, msg, error, busy, submit } = useCheckedForm<Values, Field>(start, { check, idOf, send: onSubmit });

  const field = (f: Exclude<Field, 'platform'>, label: Label, o: { max: number; url?: boolean; auto?: string; hint?: string; area?: boolean }) => {
    const props = {
      id: idOf(f), class: 'input', value: v[f], maxLength: o.max, placeholder: o.hint, autoComplete: o.auto ?? 'off',
      'aria-invalid': msg(f) ? true : undefined, 'aria-describedby': msg(f) ? `${idOf(f)}-error` : undefined,
      onInput: (e: Event) => set(f)((e.currentTarget as HTMLInputElement).value),
    };
    return (
      <div class="st-field">
        <label for={idOf(f)}>{t(label)}</label>
        {o.area ? <textarea {...props} rows={4} /> : <input {...props} type="text" inputMode={o.url ? 'url' : undefined} />}
        {msg(f) && <p id={`${idOf(f)}-error`} class="field-error" role="alert">{msg(f)}</p>}
      </div>
    );
  };

  return (
    <form class="section st-form" noValidate onSubmit={submit} aria-label={t('nav./pages/settled/index')}>
      <p class="st-intro">{t('settled.intro')}</p>
      {field('shop_name', 'settled.shopName', { max: 100, auto: 'organization' })}
      <fieldset class="st-platforms">
        <legend>{t('settled.platform')}</legend>
        {PLATFORMS.map((p) => (
          <label key={p} class={p === v.platform ? 'chip on' : 'chip'}>
            <input type="radio" name="st-platform" value={p} checked={p === v.platform} onChange={() => set('platform')(p)} />
            {t(`settled.platforms.${p}`)}
          </label>
        ))}
      </fieldset>
      {field('shop_url', 'settled.shopUrl', { max: 500, url: true, hint: 'https://' })}
      {field('contact_name', 'settled.contactName', { max: 60, auto: 'name' })}
      {field('contact', 'settled.contact', { max: 100, auto: 'email' })}
      {field('description', 'settled.description', { max: 2000, hint: t('settled.descriptionHint'), area: true })}
      <p class="form-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('settled.submit')}</button>
    </form>
  );
}
