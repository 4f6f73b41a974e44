/**
 * Runs in the page, before the shop's own scripts where the engine can (Chromium's init script, Firefox's BiDi
 * preload script) and right after the first load where it cannot (WebKit's classic WebDriver): keeps what
 * went wrong that a shopper may not see — uncaught errors, rejected promises, console.error calls and
 * whatever the Content-Security-Policy blocked — in window.__engineProblems. Self-contained (serialised).
 */
export function watchProblems(): void {
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const seen: string[] = (w.__engineProblems = []);
  addEventListener('error', (e) => seen.push(`error: ${e.message || (e.target as Element)?.outerHTML?.slice(0, 120)}`), true);
  addEventListener('unhandledrejection', (e) => seen.push(`unhandled rejection: ${String(e.reason).slice(0, 200)}`));
  document.addEventListener('securitypolicyviolation', (e) => seen.push(`CSP blocked ${e.blockedURI || 'inline'} (${e.violatedDirective})`));
  const error = console.error.bind(console);
  console.error = (...a: unknown[]) => {
    seen.push(`console.error: ${a.map(String).join(' ').slice(0, 200)}`);
    error(...a);
  };
}

/** What watchProblems kept (run in the page); a note when the document it watched was replaced. */
export const problemsSeen = () => (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? ['(not watched: the document was replaced since the first load)'];
