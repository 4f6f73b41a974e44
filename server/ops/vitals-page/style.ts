import { BASE_CSS } from '../page/base-style';
import { opsPagePolicy } from '../page/policy';

/**
 * The report's only stylesheet, inline and allowed by its hash (no 'unsafe-inline'); the page has no script
 * and no style attribute. Colours are Lighthouse's: good green, needs-improvement amber, poor red.
 */
export const CSS = `${BASE_CSS}header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-bottom:12px}
header form{display:inline-flex;gap:6px;align-items:center;margin:0}
table{border-collapse:collapse}
th,td{border-bottom:1px solid #e0e0e0;padding:6px 8px;text-align:left;vertical-align:top}
thead th{position:sticky;top:0;background:#fff}
th[scope=row]{font-family:ui-monospace,monospace;font-weight:600;max-width:220px;word-break:break-all}
small,.n{color:#5f6368;font-size:12px}
.v{font-weight:600;font-size:15px}
.v.good{color:#0a8a4a}.v.needs-improvement{color:#b26b00}.v.poor{color:#d3261c}
svg{display:block;margin-top:4px}
.band.good{fill:#0cce6b;fill-opacity:.12}.band.needs-improvement{fill:#ffa400;fill-opacity:.14}.band.poor{fill:#ff4e42;fill-opacity:.12}
.th{stroke:#80868b;stroke-width:.6;stroke-dasharray:2 2}
.tl{fill:#5f6368;font-size:8px}
.line{fill:none;stroke:#3c4043;stroke-width:1.2}
circle.good{fill:#0cce6b}circle.needs-improvement{fill:#ffa400}circle.poor{fill:#ff4e42}
.bar{fill:#9aa0a6}
details{font:400 12px/1.4 system-ui,sans-serif;margin-top:4px}
details table{margin:4px 0 8px}
details td,details th{padding:2px 8px;font-size:12px}
td.good{color:#0a8a4a}td.needs-improvement{color:#b26b00}td.poor{color:#d3261c}
.legend td,.legend th{padding:2px 8px}
`;

/** The operator page's policy: its own stylesheet by hash, forms posting to itself, nothing else (no script at all). */
export const OPS_PAGE_CSP = opsPagePolicy(CSS);
