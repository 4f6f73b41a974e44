/** Grey blocks where a form will be, drawn while its data is on the way (busy for assistive technology). */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div class="section sk-form" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} class="sk-field"><span class="sk sk-label" /><span class="sk sk-input" /></div>
      ))}
    </div>
  );
}
