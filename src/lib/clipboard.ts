/** The four outcomes of spec §8, as language keys. */
export type CopyResult = 'copy.success' | 'copy.fail' | 'copy.unsupported' | 'copy.empty';

/** Copies text: the Clipboard API, else a hidden textarea + execCommand; answers which message to show. */
export async function copyText(text: string | null | undefined): Promise<CopyResult> {
  if (text == null || String(text) === '') return 'copy.empty';
  const value = String(text);
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(value);
      return 'copy.success';
    } catch {
      /* fall through to the textarea way (insecure contexts, denied permission) */
    }
  }
  if (typeof document.execCommand !== 'function') return 'copy.unsupported';
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:-1000px;opacity:0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok ? 'copy.success' : 'copy.fail';
}
