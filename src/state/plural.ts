import { lang, t, type Lang, type TKey } from './lang';

/** The plural categories each language's strings list their forms in, separated by "|" (zh has one form). */
const FORMS: Record<Lang, Intl.LDMLPluralRule[]> = { en: ['one', 'other'], ru: ['one', 'few', 'many'], 'zh-cn': ['other'] };

/** The number a count reads as: the last one of a range ("7-15" days reads as 15). */
const countOf = (v: number | string) => (typeof v === 'number' ? v : Number(/(\d+)\D*$/.exec(v)?.[1] ?? NaN));

/**
 * A counted string in the right plural form (Intl.PluralRules): "1 item" / "2 items"; "1 день" / "3 дня" /
 * "5 дней". The count fills {{n}} (or the `as` parameter, e.g. days); a string with one form is used as is.
 * Lives outside the shell: only pages that count things load it.
 */
export function tn(key: TKey, count: number | string, params: Record<string, string | number> = {}, as = 'n'): string {
  const forms = t(key, { [as]: count, ...params }).split('|');
  const l = lang.value;
  const n = countOf(count);
  const i = Number.isFinite(n) ? FORMS[l].indexOf(new Intl.PluralRules(l === 'zh-cn' ? 'zh' : l).select(n)) : -1;
  return forms[i < 0 || i >= forms.length ? forms.length - 1 : i];
}
