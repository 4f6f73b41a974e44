import { signal } from '@preact/signals';

/** A place picked on /choose-location (browser geolocation), waiting for the address form to take it. */
export type PickedLocation = { lat: number; lng: number; accuracy?: number };

export const pickedLocation = signal<PickedLocation | null>(null);

export function pickLocation(p: PickedLocation): void {
  pickedLocation.value = p;
}

/** The picked place, once: reading it clears it. */
export function takePickedLocation(): PickedLocation | null {
  const p = pickedLocation.value;
  pickedLocation.value = null;
  return p;
}
