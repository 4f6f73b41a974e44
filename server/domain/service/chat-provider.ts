import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { config } from '../../db/schema';
import { BizError } from '../../http/errors';
import { configChanged } from '../reference/config-change';
import { fillScriptUrl } from '../../../src/lib/chat-providers';

/**
 * Which chat the Service tab shows (issue 34): the server's own ('embedded', the default), the seed's loader contract
 * ('loader': chat_script_url with ?company=…&lang=…), a self-hosted Chatwoot ('chatwoot'), or any script url with
 * {company} and {lang} in it ('script'). Config rows of section `all`, so the storefront reads them at boot.
 */
export const CHAT_PROVIDERS = ['embedded', 'loader', 'chatwoot', 'script'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
export const CHAT_PROVIDER_KEYS = ['chat_provider', 'chat_company_id', 'chat_script_url', 'chat_icon_selector', 'chatwoot_base_url', 'chatwoot_website_token'] as const;
export type ChatProviderSettings = Record<(typeof CHAT_PROVIDER_KEYS)[number], string>;

/** What each provider cannot start without. */
const NEEDS: Record<ChatProvider, (keyof ChatProviderSettings)[]> = {
  embedded: [],
  loader: ['chat_script_url', 'chat_company_id'],
  script: ['chat_script_url'],
  chatwoot: ['chatwoot_base_url', 'chatwoot_website_token'],
};

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The provider in effect: a missing or unknown value is the embedded chat. */
export function providerOf(all: Record<string, unknown>): ChatProvider {
  const p = text(all.chat_provider);
  return (CHAT_PROVIDERS as readonly string[]).includes(p) ? (p as ChatProvider) : 'embedded';
}

function httpOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the storefront page lets the configured provider use (its Content-Security-Policy: script, frames,
 * requests and sockets): the loader's script, the generic script's in each language (a {lang} may sit in the host),
 * or the Chatwoot server. None for the embedded chat, whatever older keys are still set.
 */
export function chatProviderOrigins(all: Record<string, unknown>): string[] {
  const provider = providerOf(all);
  const urls = provider === 'loader' ? [text(all.chat_script_url)]
    : provider === 'script' ? ['en', 'ru', 'zh-cn'].map((l) => fillScriptUrl(text(all.chat_script_url), text(all.chat_company_id), l))
      : provider === 'chatwoot' ? [text(all.chatwoot_base_url)] : [];
  return [...new Set(urls.map(httpOrigin).filter((o): o is string => o !== null))];
}

/** The chat keys as stored ('' for a missing one; chat_provider as in effect). */
export async function chatProviderSettings(db: DbOrTx): Promise<ChatProviderSettings> {
  const rows = await db.select().from(config).where(inArray(config.name, [...CHAT_PROVIDER_KEYS]));
  const all = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  const out = Object.fromEntries(CHAT_PROVIDER_KEYS.map((k) => [k, text(all[k])])) as ChatProviderSettings;
  out.chat_provider = providerOf(all);
  return out;
}

/**
 * Sets the chat keys given (the others stay) and answers them all. A provider without what it needs is refused,
 * naming the missing keys; the storefront pages of this process are renewed at once (others within a minute).
 */
export async function setChatProvider(db: DbOrTx, patch: Partial<ChatProviderSettings>): Promise<ChatProviderSettings> {
  const next = { ...(await chatProviderSettings(db)), ...patch };
  const provider = providerOf(next);
  const missing = NEEDS[provider].filter((k) => !next[k]);
  if (missing.length) throw new BizError('chat.providerNeeds', { provider, fields: missing.join(', ') });
  const rows = Object.entries(patch).filter(([, v]) => v !== undefined).map(([name, value]) => ({ name, section: 'all', value }));
  if (rows.length) {
    await db.insert(config).values(rows).onConflictDoUpdate({ target: config.name, set: { value: sql`excluded.value`, section: 'all' } });
    configChanged();
  }
  return { ...next, chat_provider: provider };
}
