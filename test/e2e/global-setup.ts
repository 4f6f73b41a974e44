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
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
