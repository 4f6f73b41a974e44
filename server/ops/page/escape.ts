/** Text and attribute values for HTML and SVG: everything from the database (routes are client-supplied) goes through this. */
export const esc = (s: string | number) =>
  String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
