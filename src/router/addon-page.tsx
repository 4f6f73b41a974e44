import type { ComponentType } from 'preact';
import { addonList } from '../state/settings';
import NotFound from '../pages/notfound';

/**
 * A page that belongs to a feature add-on (spec §1: on when its state is 1): while the server lists the add-on
 * as off, the page is not there. An add-on the server does not list (its list not arrived) is not hidden.
 */
export const addonOff = (name: string): boolean => name in addonList.value && Number(addonList.value[name].state) !== 1;

export function addonPage<P extends object>(name: string, Page: ComponentType<P> & { preload?: () => Promise<unknown> }) {
  const Gated = (props: P) => (addonOff(name) ? <NotFound /> : <Page {...props} />);
  return Object.assign(Gated, { preload: Page.preload });
}
