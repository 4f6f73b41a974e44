import type { TestProject } from 'vitest/node';
import { serveDemo } from '../../scripts/shop/serve';

export const E2E_OPS_TOKEN = 'e2e-ops-token';

/**
 * Starts the reference server on the built storefront (npm test builds first) with a fresh demo
 * database, for all end-to-end tests; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const { base, stop } = await serveDemo({ dist: process.env.STOREFRONT_DIST, opsToken: E2E_OPS_TOKEN });
  project.provide('baseUrl', base);
  // The account journeys recover a password by e-mail code, and an address gets one code per 60 s: the
  // register code of that account goes out now, so its wait is over (or nearly) when that test runs.
  const email = `e2e-recover-${Date.now().toString(36)}@example.com`;
  const sent = await fetch(`${base}/api/ems/send`, { method: 'POST', body: new URLSearchParams({ clienttype: 'h5', lang: 'en', event: 'register', email }) });
  if ((await sent.json()).code !== 1) throw new Error('could not send the recovery account its register code');
  project.provide('recoverAccount', { email, sentAt: Date.now() });
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** An address whose register code went out at `sentAt` (test/e2e/account.test.ts). */
    recoverAccount: { email: string; sentAt: number };
  }
}
