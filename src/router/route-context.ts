import { createContext } from 'preact';
import type { RouteTable } from './route-table';

/**
 * The loaded route table, provided by the shell (app.tsx) to pages that list other pages (the user centre's
 * menu): they read it here instead of importing routes.ts, which imports them (no import cycle).
 */
export const RouteTableContext = createContext<RouteTable | null>(null);
