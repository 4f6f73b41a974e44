import { render } from 'preact';
import { App } from './app';
import { startup } from './state/boot';
import { applyEmbedded } from './state/embedded';
import { watchNetwork } from './state/ui';
// Reads the `inviter` of the url the app was opened with, at boot (a few bytes; see state/invite.ts).
import './state/invite';

// The server's skeleton (search bar and first banner, painted before any script) gives way to the app.
applyEmbedded();
document.getElementById('skeleton')?.remove();
render(<App />, document.getElementById('app')!);
watchNetwork();
startup();
// Field metrics load after first paint, off the critical path.
addEventListener('load', () => setTimeout(() => void import('./lib/vitals').then((m) => m.startVitals()), 0), { once: true });
