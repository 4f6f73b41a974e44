/**
 * Which form field a server message is about. The server names the field by its wire name inside its
 * translated message ("width must be between 0 and 300 cm", "Укажите … не хватает height"); when
 * several are named, the last one is the one at fault ("Give length, width and height together:
 * height is missing"). Null when none is named.
 */
export function fieldOfMessage<F extends string>(msg: string, fields: readonly F[]): F | null {
  let best: F | null = null;
  let at = -1;
  for (const f of fields) {
    const re = new RegExp(`(^|[^A-Za-z_])${f}(?![A-Za-z_])`, 'g');
    for (const m of msg.matchAll(re)) {
      const pos = (m.index ?? 0) + m[1].length;
      if (pos > at) {
        at = pos;
        best = f;
      }
    }
  }
  return best;
}

/** The message with the field's last mention replaced by its label ("zipcode may …" → "Postcode may …"). */
export function withLabel(msg: string, field: string, label: string): string {
  const re = new RegExp(`(^|[^A-Za-z_])${field}(?![A-Za-z_])`, 'g');
  const hits = [...msg.matchAll(re)];
  const last = hits[hits.length - 1];
  if (!last) return msg;
  const at = (last.index ?? 0) + last[1].length;
  return msg.slice(0, at) + label + msg.slice(at + field.length);
}
