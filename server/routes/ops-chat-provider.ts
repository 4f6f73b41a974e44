import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { CHAT_PROVIDERS, setChatProvider } from '../domain/service/chat-provider';

/** An http(s) url ('' clears it); {company} and {lang} may stand anywhere in it. */
const url = () => z.string().trim().max(500).refine((v) => v === '' || (/^https?:\/\//i.test(v) && URL.canParse(v.replace(/\{(company|lang)\}/g, 'x'))), 'an http(s) url');

/**
 * Operator call (X-Ops-Token): chat_provider [provider] [chat_company_id] [chat_script_url] [chat_icon_selector]
 * [chatwoot_base_url] [chatwoot_website_token] — sets the keys given, answers them all (none given: reads them).
 */
export default defineGroup('/ops', (on) => {
  on('chat_provider', {
    help: "the Service tab's chat: provider embedded (the default) | loader | chatwoot | script, with its company id, script url ({company}, {lang}), launcher selector, Chatwoot url and website token",
    auth: 'ops',
    input: z.object({
      provider: z.enum(CHAT_PROVIDERS).optional(),
      chat_company_id: z.string().trim().max(100).optional(),
      chat_script_url: url().optional(),
      chat_icon_selector: z.string().trim().max(200).optional(),
      chatwoot_base_url: url().optional(),
      chatwoot_website_token: z.string().trim().max(200).optional(),
    }),
  }, async ({ db, config, input: { provider, ...rest } }) => ({
    ...(await setChatProvider(db, { ...rest, ...(provider && { chat_provider: provider }) })),
    /** Whether signed-in shoppers are identified to Chatwoot (the secret itself is never answered). */
    identity_validation: Boolean(config.chatwootHmacToken),
  }));
});
