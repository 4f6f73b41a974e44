import { registerServiceWorker } from './register';

// Imported by src/after-load.ts, in a chunk of its own, seconds after the field metrics: registering is all it does.
registerServiceWorker();
