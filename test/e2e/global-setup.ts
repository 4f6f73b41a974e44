import type { TestProject } from 'vitest/node';
import { serveDemo } from '../../scripts/shop/serve';
import { startMailbox } from './mailbox';

export const E2E_OPS_TOKEN = 'e2e-ops-token';
/** The test server's Chatwoot identity secret (CHATWOOT_HMAC_TOKEN): test/e2e/chat-providers.test.ts checks the HMAC with it. */
export const E2E_CHATWOOT_HMAC = 'e2e-chatwoot-hmac';

/**
 * Starts the reference server on the built storefront (npm test builds first) with a fresh demo
 * database, for all end-to-end tests, its e-mail going to a real SMTP server the tests can read (mailbox.ts);
 * stops both afterwards.
 */
export default async function setup(project: TestProject) {
  const mailbox = await startMailbox();
  // The server process inherits this environment.
  process.env.CHATWOOT_HMAC_TOKEN = E2E_CHATWOOT_HMAC;
  process.env.SMTP_URL = mailbox.smtpUrl;
  const { base, stop } = await serveDemo({ dist: process.env.STOREFRONT_DIST, opsToken: E2E_OPS_TOKEN });
  project.provide('baseUrl', base);
  project.provide('mailboxUrl', mailbox.mailboxUrl);
  return async () => {
    stop();
    await mailbox.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
  }
}
