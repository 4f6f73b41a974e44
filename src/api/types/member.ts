/** Wire types of /api/address/*, /api/favorites/* and /api/history/* (times: unix seconds). */
import type { Page } from './common';
import type { GoodsCard } from './goods';

/** One of the shopper's addresses, with the country and region names in the request's language. */
export type Address = {
  id: number;
  name: string;
  /** Dialling code, e.g. "+7". */
  mcode: string;
  /** Digits only. */
  mobile: string;
  country_id: number;
  country: string;
  country_code: string;
  /** 0 when no region was chosen. */
  region_id: number;
  /** The chosen region's name; with region_id 0, the region as typed (a country without a list) or ''. */
  region: string;
  city: string;
  address: string;
  zipcode: string;
  is_default: 0 | 1;
  lat: number | null;
  lng: number | null;
  created_at: number;
};

/** A row of /api/favorites/lists: `id` is the favourite's id (what delete takes). */
export type Favorite = { id: number; item_id: number; created_at: number; goods: GoodsCard };
/** A row of /api/history/lists: `id` is the record's id (what delete takes). */
export type HistoryEntry = { id: number; item_id: number; viewed_at: number; goods: GoodsCard };

export type FavoriteList = Page<Favorite>;
export type HistoryList = Page<HistoryEntry>;

/** What favorites/add and history/add answer. */
export type FavoriteAdded = { id: number; item_id: number; created_at: number };
export type HistoryAdded = { id: number; item_id: number; viewed_at: number };
/** What the delete calls answer. */
export type Deleted = { deleted: number };
