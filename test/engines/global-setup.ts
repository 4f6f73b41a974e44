import type { TestProject } from 'vitest/node';
import { serveDemo } from '../../scripts/shop/serve';

export const ENGINES_OPS_TOKEN = 'engines-ops-token';

/** The reference server on the built storefront (STOREFRONT_DIST or dist/) with a fresh demo database, for the three-engine smoke. */
export default async function setup(project: TestProject) {
  const { base, stop } = await serveDemo({ dist: process.env.STOREFRONT_DIST, opsToken: ENGINES_OPS_TOKEN });
  project.provide('baseUrl', base);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
