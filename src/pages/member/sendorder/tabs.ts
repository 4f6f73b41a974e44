import type { ParcelTab } from '../../../api/types/parcel';

export const PARCEL_TABS: ParcelTab[] = ['all', '0', '1', '2', '3', '4', '-1'];

/** `?status=` → a tab (anything else: all). */
export const tabOf = (status: string | null | undefined): ParcelTab => (PARCEL_TABS.includes(status as ParcelTab) ? (status as ParcelTab) : 'all');
