import { mallFloors } from '../../api/home';
import type { Floor } from '../../api/types/home';

/** The mall floors for the session, per language: a floor's own list finds its name here. */
const cache = new Map<string, Floor[]>();

export const knownFloors = (l: string): Floor[] | null => cache.get(l) ?? null;

export async function loadFloors(l: string, fresh = false): Promise<Floor[]> {
  const hit = cache.get(l);
  if (hit && !fresh) return hit;
  const floors = await mallFloors();
  cache.set(l, floors);
  return floors;
}
