/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, not a script: the CSP does
 * not apply to it, and '<' is escaped so no content can close the element early.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
