import type { ComponentType } from 'preact';
import type { TKey } from '../state/lang';

/*
 * The shapes of the route table (routes.ts) and of the table the shell hands to pages, apart from the table
 * itself: a page that lists other pages (the user centre's menu) and the table's own chunk both read them here,
 * so neither imports the other.
 */

/** The area chunks (routes/areas.ts loads each; a new area is a name here and a line there). */
export type AreaName = 'account' | 'catalog' | 'checkout' | 'orders' | 'parcels' | 'wallet' | 'misc' | 'content' | 'rewards' | 'service' | 'affiliate';

/** A row of the table as written: the navbar title is the `nav` string keyed by the path itself (lang/*.json). */
export type Row = {
  path: string;
  /** The title when the page is opened for an existing record (?id=…): "Edit address" rather than "New address". */
  editTitle?: TKey;
  /** The area chunk (routes/areas.ts) with the page's loader; home, in the shell, has none. */
  area?: AreaName;
  /** A bottom-tab page: opened by switching tab, no back button. */
  tab?: boolean;
  /** Visitors are sent to login first. */
  login?: boolean;
  /** Navbar style: the default is white with black text. */
  dark?: boolean;
  /** Hide the navbar (the page draws its own header, e.g. home's search bar). */
  bare?: boolean;
  /** The feature add-on this page belongs to (spec §1): hidden from the user centre's menu while it is off (the page itself says so). */
  addon?: string;
};

export type RouteDef = Row & {
  /** Language key of the navbar title: `nav.<path>` ("nav./pages/user/login"). */
  title: TKey;
};

export type RouteTable = {
  find: (path: string) => RouteDef | undefined;
  /** Every route with its title and flags (menus list the pages they link to from here). */
  routes: readonly RouteDef[];
  /** Every route but home with its component (its area's chunk, then its page; login-only pages wrapped in the login guard, which loads nothing for a visitor). */
  entries: { path: string; component: ComponentType<any> }[];
};
