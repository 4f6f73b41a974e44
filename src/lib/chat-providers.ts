import { chatLang, chatScriptUrl } from './chat';

/**
 * A third-party chat as the configuration names it (configlist `chat_provider`, issue 34): a script that draws its
 * own launcher (the seed's loader contract, or any url with {company} and {lang}), or a self-hosted Chatwoot.
 * null: nothing usable is configured (the Service tab shows the shop's contacts).
 */
export type ChatPlan =
  | { kind: 'launcher'; url: string; selector: string }
  | { kind: 'chatwoot'; baseUrl: string; sdkUrl: string; websiteToken: string; locale: string };

/** The launcher a loader draws unless `chat_icon_selector` names another. */
export const DEFAULT_LAUNCHER = '[data-chat-launcher]';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Chatwoot's widget locale for the shop's language: zh-cn → zh_CN, ru, en. */
export const chatwootLocale = (lang: string) => (lang === 'zh-cn' ? 'zh_CN' : lang === 'ru' ? 'ru' : 'en');

/** Chatwoot's SDK on its server: `${base}/packs/js/sdk.js` (a trailing slash of the base is dropped). */
export const chatwootSdkUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/packs/js/sdk.js`;

/** A generic script url with {company} and {lang} filled in (the language as the loader's: zh-cn → zh). */
export const fillScriptUrl = (template: string, company: string, lang: string) =>
  template.replaceAll('{company}', encodeURIComponent(company)).replaceAll('{lang}', encodeURIComponent(chatLang(lang)));

/** What to load for the configured provider in `lang`; null when it is not a third-party one or lacks what it needs. */
export function chatPlan(config: Record<string, unknown>, lang: string): ChatPlan | null {
  const company = text(config.chat_company_id);
  const script = text(config.chat_script_url);
  const selector = text(config.chat_icon_selector) || DEFAULT_LAUNCHER;
  switch (config.chat_provider) {
    case 'loader':
      return script && company ? { kind: 'launcher', url: chatScriptUrl(script, company, lang), selector } : null;
    case 'script':
      return script ? { kind: 'launcher', url: fillScriptUrl(script, company, lang), selector } : null;
    case 'chatwoot': {
      const baseUrl = text(config.chatwoot_base_url).replace(/\/+$/, '');
      const websiteToken = text(config.chatwoot_website_token);
      return baseUrl && websiteToken ? { kind: 'chatwoot', baseUrl, sdkUrl: chatwootSdkUrl(baseUrl), websiteToken, locale: chatwootLocale(lang) } : null;
    }
    default:
      return null;
  }
}
