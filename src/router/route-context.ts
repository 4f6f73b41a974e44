import { createContext } from 'preact';
import type { RouteTable } from './route-def';

/**
 * The loaded route table, provided by the shell (app.tsx) to pages that list other pages (the user centre's
 * menu): they read it here instead of importing routes.ts, the chunk the shell loads once (imported, it would
 * travel in their own chunk too).
 */
export const RouteTableContext = createContext<RouteTable | null>(null);
