import { effect } from '@preact/signals';
import { lang } from '../state/lang';
import { storedLang } from '../state/lang-choice';
import { chosenLangIs, registerServiceWorker } from './register';

// Imported by src/after-load.ts, in a chunk of its own, seconds after the field metrics.
registerServiceWorker();
// The language the shopper chose, as it changes (state/lang.ts stores a choice before it shows it), for the worker's stored page.
effect(() => {
  void lang.value;
  chosenLangIs(storedLang() ?? '');
});
