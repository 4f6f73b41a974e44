import { render } from 'preact';
import { App } from './app';
import { startup, REFRESH_DELAY_MS } from './state/boot';
import { afterFirstSeconds, untilDone } from './lib/timing';
import { applyEmbedded } from './state/embedded';
import { watchNetwork } from './state/ui';
// Reads the `inviter` of the url the app was opened with, at boot (a few bytes; see state/invite.ts).
import './state/invite';
import { keepTyped } from './state/skeleton-tap';

const embedded = applyEmbedded();
// The first render is a task of its own, after the one that evaluated the scripts: no single long block
// of the main thread on a slow phone. Until then the server's skeleton (search bar and first banner,
// painted before any script) stays; it gives way to the app.
setTimeout(() => {
  // What was typed in the skeleton's search box goes on in the app's (ui/SearchBar.tsx).
  keepTyped();
  document.getElementById('skeleton')?.remove();
  render(<App />, document.getElementById('app')!);
  watchNetwork();
  startup(embedded);
}, 0);
// Field metrics and the service worker load well after first paint, off the critical path (web-vitals reads the buffered entries).
const afterLoad = () => afterFirstSeconds(() => untilDone(() => import('./after-load').then((m) => m.start())), REFRESH_DELAY_MS);
// The shell can run after the page's load event (server/static/shell-loader.ts asks for it once home's banner has painted).
if (document.readyState == 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
