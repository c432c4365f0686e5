/**
 * A button that prints the page (the patient information sheets). An island because the CSP forbids
 * inline handlers; the print stylesheet (src/styles/shell.css) hides it with the rest of `.no-print`.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
