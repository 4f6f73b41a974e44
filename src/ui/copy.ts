import { copyText } from '../lib/clipboard';
import { burstGuard } from '../lib/tap-guard';
import { t } from '../state/lang';
import { showToast } from '../state/ui';

const guard = burstGuard();

/** A copy button's action: copies `text` and says how it went (Copy Success!, Copy fail! …); repeated taps within 800 ms do nothing. */
export function copyAndTell(text: string): void {
  if (guard()) void copyText(text).then((k) => showToast(t(k)));
}
