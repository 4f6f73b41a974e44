import { approx, type Amount } from './Yuan';
import { money } from '../lib/format';

/**
 * Yuan with the chosen currency as text, for a sentence or a label: "¥100.00 (≈ $13.85)", "−¥15.00 (≈ −$2.08)",
 * "+¥5.00 (≈ +$0.69)" with `sign`. The sentence may wrap before the bracket, never inside it: no-break spaces keep
 * "≈ $34.83" and "3,810 ₽" whole (a line ending in "(≈" reads as nothing).
 */
export const yuanText = (value: Amount, sign = '') => {
  const a = approx(value, sign);
  return sign + money(value, null) + (a && ` (${a.replace(/ /g, '\u00a0')})`);
};
