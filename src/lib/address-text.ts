/**
 * How an address is written on every page (issue 38 §17: one order for one address): street, city, region,
 * country, postcode — as the address form asks for them and as a label is written — and the phone beside the name.
 */
type Where = { address?: string; city?: string; region?: string; country?: string; zipcode?: string };

/** "1 Main St, Springfield, IL, United States, 12345" (what is empty left out). */
export const addressText = (a: Where): string => [a.address, a.city, a.region, a.country, a.zipcode].filter(Boolean).join(', ');

/** "+1 2025550123" (the dialling code and the number). */
export const phoneText = (a: { mcode?: string; mobile?: string }): string => [a.mcode, a.mobile].filter(Boolean).join(' ');
